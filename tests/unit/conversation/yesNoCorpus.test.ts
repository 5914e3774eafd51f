/**
 * The yes/no reading on a corpus of visitors' replies (tests/fixtures/dialogue/yes-no.jsonl, hand-written: older
 * people's long sentences, typos, non-native English, Spanish, hedges, questions back, a yes and a no at once). Every
 * line is asserted through `parseAnswer`, the public chat's path: the value stored, the hedge mark where the line
 * gives one, and for replies that are not answers the kind of re-ask. `npm run eval:dialogue` prints the same corpus
 * as rates.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { interpretYesNo, mendTypo, normalise, parseAnswer } from '../../../server/domain/conversation/parse';
import { NOW, YES_NO_QUESTION } from '../../fixtures/dialogue/questions';

interface Line {
  /** The question a reply that names its subject answers ("I had a stroke in 2018"); else `QUESTION`'s. */
  question?: string;
  text: string;
  expected: 'yes' | 'no' | 'unsure' | 'not_understood' | 'unread';
  hedged?: boolean;
  note?: string;
}

const CORPUS: Line[] = readFileSync(path.resolve(__dirname, '../../fixtures/dialogue/yes-no.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Line);

const QUESTION = YES_NO_QUESTION;

describe('yes/no corpus', () => {
  it(`has at least 250 replies, each side and kind represented (${CORPUS.length})`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(250);
    for (const kind of ['yes', 'no', 'unsure', 'not_understood', 'unread'] as const)
      expect(CORPUS.filter((l) => l.expected === kind).length).toBeGreaterThanOrEqual(10);
    expect(new Set(CORPUS.map((l) => l.text)).size).toBe(CORPUS.length);
  });

  it.each(CORPUS.map((l) => [l.note ?? l.expected, l.text, l] as const))('%s: %j', (_note, text, line) => {
    const r = parseAnswer(line.question ? { ...QUESTION, text: line.question } : QUESTION, text, { now: NOW });
    switch (line.expected) {
      case 'not_understood':
        expect(r).toMatchObject({ ok: false, kind: 'not_understood', reason: 'No problem, let me put that another way.' });
        break;
      case 'unread':
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.kind).not.toBe('not_understood');
        break;
      default:
        expect(r).toMatchObject({ ok: true, value: line.expected });
        if (line.hedged !== undefined && r.ok) expect(!!r.hedged).toBe(line.hedged);
    }
  });
});

describe('interpretYesNo', () => {
  const read = (s: string) => interpretYesNo(normalise(s));

  it('keeps the side a hedge leans to', () => {
    expect(read("well I'm overweight so I guess not?")).toEqual({ kind: 'answer', reading: { value: 'unsure', hedged: true, lean: 'no' } });
    expect(read('I think so')).toEqual({ kind: 'answer', reading: { value: 'unsure', hedged: true, lean: 'yes' } });
  });

  it('asks which one for a yes and a no at once, with its own reason', () => {
    expect(read('yes and no')).toEqual({ kind: 'conflicting' });
    // the visitor's own last word decides
    expect(read('Yes - sorry, no, I meant no')).toEqual({ kind: 'answer', reading: { value: 'no', hedged: false } });
    expect(parseAnswer(QUESTION, 'yes no', { now: NOW })).toMatchObject({
      ok: false,
      kind: 'conflicting',
      reason: 'Just to check: is that a yes or a no?',
    });
  });

  it('reads no answer from "I\'m a man" or "I\'m 52", and none from an empty message', () => {
    expect(read("I'm a man")).toEqual({ kind: 'none' });
    expect(read("I'm 52")).toEqual({ kind: 'none' });
    expect(read('')).toEqual({ kind: 'none' });
  });
});

describe('mendTypo', () => {
  it('mends an answer word one edit away, repeated letters and a zero for an "o"', () => {
    expect(['yse', 'yess', 'ues', 'yaeh', 'nop', 'noo', 'n0', 'sii', 'sur'].map(mendTypo)).toEqual([
      'yes',
      'yes',
      'yes',
      'yeah',
      'nope',
      'no',
      'no',
      'si',
      'sure',
    ]);
  });

  it('leaves words of their own and other words alone', () => {
    for (const w of ['yet', 'hope', 'none', 'note', 'sore', 'cure', 'use', 'go', 'so', 'to', 'now', 'not', 'eyes', 'diabetes'])
      expect(mendTypo(w)).toBe(w);
  });
});
