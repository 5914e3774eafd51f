/** Shared fixtures of the dialogue unit tests: the clock and a question factory (yes/no by default). */
import type { Question } from '../../../server/domain/prescreenForm';

export const NOW = new Date('2025-06-15T10:00:00Z');

/** A form question `id` on `answerKey`, "Question <id>?", yes/no unless `fields` say otherwise. */
export const q = (id: string, answerKey: string, fields: Partial<Question> = {}): Question => ({
  id,
  text: `Question ${id}?`,
  answerType: 'yes_no_unsure',
  answerKey,
  answerPart: 'value',
  criteria: [],
  ...fields,
});
