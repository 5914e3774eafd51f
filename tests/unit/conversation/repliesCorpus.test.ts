/**
 * How the chat reads visitors' replies to questions of every answer type, on a hand-written corpus
 * (tests/fixtures/dialogue/replies.jsonl: weights in kg, lb and stone, heights in cm, m and feet and inches, ages,
 * HbA1c, counts, dates, durations, sex and smoking choices, yes/no; long sentences, typos, non-native English,
 * Spanish, hedges, questions back, pauses, returns, corrections, markup). Every line is asserted through
 * `readReply`, the reading the dialogue gives one message: the kind, and the value the form would store
 * (`toEqual`). "Not sure" is the value `'unsure'`. `npm run eval:dialogue` prints the same corpus as rates.
 */
import { describe, expect, it } from 'vitest';
import { readReply } from '../../../server/domain/conversation/message';
import { NOW, QUESTIONS, readReplyLines, type ReplyLine } from '../../fixtures/dialogue/questions';

const CORPUS = readReplyLines();

describe('replies corpus', () => {
  it(`has at least 450 replies, to every corpus question, each once (${CORPUS.length})`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(450);
    for (const name of Object.keys(QUESTIONS)) expect(CORPUS.filter((l) => l.q === name).length, name).toBeGreaterThanOrEqual(10);
    expect(new Set(CORPUS.map((l) => `${l.q}\n${l.text}`)).size).toBe(CORPUS.length);
  });

  /** Asserts the reading of one line (see the module comment). */
  const check = (line: ReplyLine) => {
    const r = readReply(QUESTIONS[line.q], line.text, { now: NOW });
    const e = line.expected;
    switch (e.kind) {
      case 'value':
        expect(r.kind).toBe('value');
        expect('value' in r ? r.value : undefined).toEqual(e.value);
        break;
      case 'unsure':
        expect(r.kind).toBe('value');
        expect('value' in r ? r.value : undefined).toBe('unsure');
        if (e.hedged !== undefined) expect('hedged' in r && !!r.hedged).toBe(e.hedged);
        break;
      case 'question':
        expect(r.kind).toBe('question');
        expect('value' in r ? r.value : undefined).toEqual(e.value);
        break;
      default:
        expect(r.kind).toBe(e.kind);
    }
  };

  it.each(CORPUS.map((l) => [l.q, l.text, l] as const))('%s: %j', (_name, _text, line) => check(line));
});
