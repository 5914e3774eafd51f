/**
 * `npm run eval:dialogue [file…]`: reads every line of the corpora of visitors' replies with the dialogue's own
 * readers and prints how often the reading is right, and how it goes wrong when it is not: per corpus, per question
 * type, and over all lines. Two corpus formats, told apart by their lines (default: both files below):
 * - yes/no replies, tests/fixtures/dialogue/yes-no.jsonl: `{ text, expected, hedged?, question?, note? }` (`question`:
 *   the question a reply that names its subject answers; else "Have you ever been diagnosed with diabetes?"), read by
 *   `parseAnswer` on a `yes_no_unsure` question. `expected` is `'yes' | 'no' | 'unsure'` (the value the form should
 *   store; a hedge such as "I guess not" is `'unsure'` with `hedged: true`), `'not_understood'` (the visitor asks
 *   what the question means) or `'unread'` (not an answer, or a yes and a no at once: asked again);
 * - replies to questions of every answer type, tests/fixtures/dialogue/replies.jsonl:
 *   `{ q, text, expected: { kind, value?, hedged? }, note? }`, read by `readReply` (the reading the dialogue
 *   gives one message) on the question `q` of tests/fixtures/dialogue/questions.ts, at its fixed `NOW`. `kind` is
 *   `value`, `unsure`, `question` (with the answer beside it as `value`, if any), `pause`, `greeting`, `correction`,
 *   `not_understood` or `unread`.
 * Both corpora are hand-written; tests/unit/conversation/yesNoCorpus.test.ts and repliesCorpus.test.ts assert every
 * line.
 *
 * A line's outcome is the value stored (a yes/no corpus value; a replies corpus `value`, or the value beside a
 * `question`; "not sure" counts as a value) and the kind of reading. Figures, as shares of the lines:
 * - read correct: the kind and the value are the expected ones (for lines that give `hedged`, the hedge mark too);
 * - misread: a value stored that is not the expected one, or a value stored when none was expected — the costly
 *   error, a wrong answer in the record;
 * - not understood: nothing stored although a value was expected (the visitor is asked again);
 * - other: the expected value or none, but another kind of reading (a re-ask instead of an explanation, a pause
 *   read as an answer that cannot be read, a question missed beside a right value).
 * Printed: per corpus its figures, a table per question type (the answer type; the replies corpus also per
 * question), and its misread, not-understood and other lines; then the figures over all lines, whose last three
 * lines `read correct <pct>`, `misread <pct>`, `not understood <pct>` are for other tools to read. Exit code 1 only
 * when a file cannot be read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import { parseAnswer } from '../server/domain/conversation';
import { readReply } from '../server/domain/conversation/message';
import { NOW, QUESTIONS, REPLIES_FILE, YES_NO_QUESTION, type ReplyLine } from '../tests/fixtures/dialogue/questions';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files =
  process.argv.length > 2
    ? process.argv.slice(2).map((f) => path.resolve(f))
    : [path.join(REPO, 'tests/fixtures/dialogue/yes-no.jsonl'), REPLIES_FILE];

/** A line of the yes/no corpus. */
interface YesNoLine {
  text: string;
  expected: 'yes' | 'no' | 'unsure' | 'not_understood' | 'unread';
  hedged?: boolean;
  /** The question the reply answers, when it names its subject ("I had a stroke in 2018"); else the diabetes one. */
  question?: string;
}

type Status = 'correct' | 'misread' | 'not understood' | 'other';
/** One line read: its status, the question type it is counted under (and the question), and how to show it. */
interface Outcome {
  status: Status;
  type: string;
  question: string;
  shown: string;
}

const STORED = new Set(['yes', 'no', 'unsure']);

/** Sorts a reading by what was stored and expected (see the module comment). */
function status(sameKind: boolean, got: unknown, expected: unknown, hedgeOk: boolean): Status {
  if (sameKind && isDeepStrictEqual(got, expected) && hedgeOk) return 'correct';
  if (got !== undefined && !isDeepStrictEqual(got, expected)) return 'misread';
  if (got === undefined && expected !== undefined) return 'not understood';
  return 'other';
}

function yesNoOutcome(line: YesNoLine): Outcome {
  const r = parseAnswer(line.question ? { ...YES_NO_QUESTION, text: line.question } : YES_NO_QUESTION, line.text, { now: NOW });
  const outcome = r.ok ? String(r.value) : r.kind === 'not_understood' ? 'not_understood' : 'unread';
  const expectedValue = STORED.has(line.expected) ? line.expected : undefined;
  const hedgeOk = line.hedged === undefined || !r.ok || !!r.hedged === line.hedged;
  const shown = `${JSON.stringify(line.text)}: expected ${line.expected}${line.hedged ? ' (hedged)' : ''}, got ${outcome}${r.ok && r.hedged ? ' (hedged)' : ''}`;
  return {
    status: status(outcome === line.expected, r.ok ? r.value : undefined, expectedValue, hedgeOk),
    type: 'yes_no_unsure',
    question: 'yes/no',
    shown,
  };
}

function replyOutcome(line: ReplyLine): Outcome {
  const question = QUESTIONS[line.q];
  if (!question) throw new Error(`unknown question ${JSON.stringify(line.q)} for ${JSON.stringify(line.text)}`);
  const r = readReply(question, line.text, { now: NOW });
  const e = line.expected;
  const expectedKind = e.kind === 'unsure' ? 'value' : e.kind;
  const expectedValue = e.kind === 'unsure' ? 'unsure' : 'value' in e ? e.value : undefined;
  const got = 'value' in r ? r.value : undefined;
  const hedgeOk = e.kind !== 'unsure' || e.hedged === undefined || ('hedged' in r && !!r.hedged) === e.hedged;
  const say = (kind: string, value: unknown, hedged?: boolean) =>
    `${kind}${value === undefined ? '' : ` ${JSON.stringify(value)}`}${hedged ? ' (hedged)' : ''}`;
  const shown = `${line.q} ${JSON.stringify(line.text)}: expected ${say(expectedKind, expectedValue, e.kind === 'unsure' && e.hedged)}, got ${say(r.kind, got, 'hedged' in r && r.hedged)}`;
  return { status: status(r.kind === expectedKind, got, expectedValue, hedgeOk), type: question.answerType, question: line.q, shown };
}

/** The outcomes of a corpus file, by its format. */
function evaluate(file: string): Outcome[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as YesNoLine | ReplyLine);
  return lines.map((l) => ('q' in l ? replyOutcome(l) : yesNoOutcome(l)));
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}%`;
const count = (outcomes: readonly Outcome[], s: Status) => outcomes.filter((o) => o.status === s).length;

function printFigures(outcomes: readonly Outcome[]): void {
  const n = outcomes.length;
  const row = (label: string, s: Status, why: string) =>
    console.log(`  ${label.padEnd(15)} ${String(count(outcomes, s)).padStart(4)}  ${pct(count(outcomes, s), n).padStart(6)}${why}`);
  row('read correct', 'correct', '');
  row('misread', 'misread', '   (a wrong value stored, or one stored when none was expected)');
  row('not understood', 'not understood', '   (a value expected, none read)');
  row('other', 'other', '   (the right value or none, but another kind of reading)');
}

function printTable(outcomes: readonly Outcome[]): void {
  const groups = new Map<string, Outcome[]>();
  for (const o of outcomes) {
    groups.set(o.type, [...(groups.get(o.type) ?? []), o]);
    if (o.question !== 'yes/no') groups.set(`${o.type}\t${o.question}`, [...(groups.get(`${o.type}\t${o.question}`) ?? []), o]);
  }
  console.log(`  ${'question type'.padEnd(32)} lines  correct  misread  not und.  other`);
  for (const key of [...groups.keys()].sort()) {
    const g = groups.get(key)!;
    const [type, question] = key.split('\t');
    const label = question ? `  ${question}` : type;
    const cells = (['correct', 'misread', 'not understood', 'other'] as const).map((s) => pct(count(g, s), g.length).padStart(8));
    console.log(`  ${label.padEnd(32)} ${String(g.length).padStart(5)} ${cells.join(' ')}`);
  }
}

const all: Outcome[] = [];
for (const file of files) {
  let outcomes: Outcome[];
  try {
    outcomes = evaluate(file);
  } catch (e) {
    console.error(`cannot read ${file}: ${(e as Error).message}`);
    process.exit(1);
  }
  all.push(...outcomes);
  console.log(`corpus ${path.relative(process.cwd(), file)}: ${outcomes.length} replies`);
  printFigures(outcomes);
  console.log('');
  printTable(outcomes);
  for (const s of ['misread', 'not understood', 'other'] as const) {
    const list = outcomes.filter((o) => o.status === s);
    if (!list.length) continue;
    console.log(`\n${s}:`);
    for (const o of list) console.log(`  ${o.shown}`);
  }
  console.log('');
}

console.log(`all corpora: ${all.length} replies`);
printFigures(all);
console.log('');
console.log(`read correct ${pct(count(all, 'correct'), all.length)}`);
console.log(`misread ${pct(count(all, 'misread'), all.length)}`);
console.log(`not understood ${pct(count(all, 'not understood'), all.length)}`);
