/**
 * `npm run eval:dialogue [file]`: reads every line of a corpus of visitors' replies to yes/no questions with the
 * dialogue's own parser (`parseAnswer` on a `yes_no_unsure` question, the path of the public chat) and prints how
 * often the reading is right, and how it goes wrong when it is not.
 *
 * Corpus: JSON Lines, one reply a line, `{ text, expected, hedged?, note? }` where `expected` is
 * - `'yes' | 'no' | 'unsure'`: the value the form should store (a hedge such as "I guess not" is `'unsure'` with
 *   `hedged: true`: a hedge is not a definite answer);
 * - `'not_understood'`: the visitor asks what the question means; nothing is stored and the question is explained;
 * - `'unread'`: not an answer, or a yes and a no at once; nothing is stored and the question is asked again.
 * Default file: tests/fixtures/dialogue/yes-no.jsonl (hand-written; the table test in
 * tests/unit/conversation/yesNoCorpus.test.ts asserts every line).
 *
 * The outcome of a line is the stored value when the parser reads one, else `'not_understood'` when the result's
 * `kind` says so, else `'unread'`. Figures, as shares of all lines:
 * - read correct: the outcome is the expected one (for `hedged` lines the hedge mark must match too);
 * - misread: a value was stored and it is not the expected one — the costly error, a wrong answer in the record;
 * - not understood: nothing was stored although a value was expected (the visitor is asked again);
 * - other: nothing stored, as expected, but for the other reason (a re-ask instead of an explanation, or back).
 * Then the misread and not-understood lines, and the lines `read correct <pct>`, `misread <pct>`,
 * `not understood <pct>` for other tools to read. Exit code 1 only when the file cannot be read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAnswer } from '../server/domain/conversation';
import type { Question } from '../server/domain/prescreenForm';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.resolve(process.argv[2] ?? path.join(REPO, 'tests/fixtures/dialogue/yes-no.jsonl'));
/** The dialogue's clock for the evaluation; yes/no readings do not use it, it is fixed so nothing depends on today. */
const NOW = new Date('2025-06-15T10:00:00Z');

type Expected = 'yes' | 'no' | 'unsure' | 'not_understood' | 'unread';
interface Line {
  text: string;
  expected: Expected;
  hedged?: boolean;
  note?: string;
}

const QUESTION: Question = { id: 'q', text: 'Have you ever been diagnosed with diabetes?', answerType: 'yes_no_unsure', answerKey: 'k', answerPart: 'value', criteria: [] };

let lines: Line[];
try {
  lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Line);
} catch (e) {
  console.error(`cannot read ${file}: ${(e as Error).message}`);
  process.exit(1);
}

const pct = (n: number) => `${((100 * n) / Math.max(lines.length, 1)).toFixed(1)}%`;
let correct = 0;
const misread: string[] = [];
const notUnderstood: string[] = [];
const other: string[] = [];
for (const line of lines) {
  const r = parseAnswer(QUESTION, line.text, { now: NOW });
  const outcome = r.ok ? String(r.value) : (r as { kind?: string }).kind === 'not_understood' ? 'not_understood' : 'unread';
  const hedgeOk = line.hedged === undefined || !r.ok || !!r.hedged === line.hedged;
  const shown = `${JSON.stringify(line.text)}: expected ${line.expected}${line.hedged ? ' (hedged)' : ''}, got ${outcome}${r.ok && r.hedged ? ' (hedged)' : ''}`;
  if (outcome === line.expected && hedgeOk) correct++;
  else if (r.ok) misread.push(shown);
  else if (line.expected === 'yes' || line.expected === 'no' || line.expected === 'unsure') notUnderstood.push(shown);
  else other.push(shown);
}

console.log(`corpus ${path.relative(process.cwd(), file)}: ${lines.length} replies`);
console.log(`  read correct    ${correct}  ${pct(correct)}`);
console.log(`  misread         ${misread.length}  ${pct(misread.length)}   (a wrong value stored)`);
console.log(`  not understood  ${notUnderstood.length}  ${pct(notUnderstood.length)}   (a value expected, none read)`);
console.log(`  other           ${other.length}  ${pct(other.length)}   (none read as expected, for the other reason)`);
for (const [title, list] of [['misread', misread], ['not understood', notUnderstood], ['other', other]] as const) {
  if (!list.length) continue;
  console.log(`\n${title}:`);
  for (const s of list) console.log(`  ${s}`);
}
console.log('');
console.log(`read correct ${pct(correct)}`);
console.log(`misread ${pct(misread.length)}`);
console.log(`not understood ${pct(notUnderstood.length)}`);
