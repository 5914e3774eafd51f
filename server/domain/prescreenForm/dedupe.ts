/**
 * Duplicate questions across a form (`detect-duplicates` and `apply-deduplication`): questions that ask the
 * same thing, and merging a group into one shared question that feeds every criterion the group fed.
 *
 * Only questions without `showIf` are compared: a follow-up goes with its question (merging two questions merges
 * their identical follow-ups too). Two questions can be merged only when they give the same kind of answer (same
 * answer type, part and unit).
 */
import type { CriterionRef, DuplicateGroup, FormContent, Question } from './types';
import { bodyQuantityOf } from './units';

/** Two criteria-text questions whose wording has at least this token similarity are reported as duplicates. */
const WORDING_THRESHOLD = 0.75;

/** A question with where it is in the form. */
interface Located {
  question: Question;
  /** -1 = shared questions, else the block index. */
  block: number;
  order: number;
}

function locate(content: FormContent): Located[] {
  const out: Located[] = content.sharedQuestions.map((question, order) => ({ question, block: -1, order }));
  for (const [b, block] of content.blocks.entries()) for (const question of block.questions) out.push({ question, block: b, order: out.length });
  return out;
}

/** Appends `value` to the list under `key`. */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const keysOf = (q: Question) => [q.answerKey, ...(q.aliasKeys ?? [])];
/**
 * Questions with the same signature give the same kind of answer and can be merged; a weight asked in kg or in lb
 * (a height in cm or in feet and inches) is one kind, as the answers map keeps them alike (./units.ts).
 */
const signature = (q: Question) => `${q.answerType}|${q.answerPart}|${bodyQuantityOf(q.unit) ?? q.unit ?? ''}`;
const isTextKey = (key: string) => key.startsWith('text:');

const STOPWORDS = new Set(
  'a an the of to in on at by for with from and or as is are be been was were do does did have has this that these those any your you apply'.split(
    ' ',
  ),
);
const NEGATIONS = new Set('no not non without never unable inability unwilling unwillingness cannot lack negative'.split(' '));

/** What the wording comparison reads of a question: its words' character trigrams, its numbers and its negations. */
interface Wording {
  grams: Set<string>;
  numbers: string;
  negations: string;
}

/**
 * The wording profile of a question: lower-case words without stopwords, negations and numbers, joined and cut into
 * character trigrams (so "smart phone" and "smartphone", "e-mail" and "email" compare equal); numbers and negation
 * words are kept apart because they must match exactly ("score 6 or higher" ≠ "score 10 or higher"; "English
 * speaking" ≠ "Non-English speaking").
 */
function wording(text: string): Wording {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
  const numbers = words.filter((w) => /^\d+(?:\.\d+)?$/.test(w)).sort();
  const negations = words.filter((w) => NEGATIONS.has(w)).sort();
  const joined = words
    .filter((w) => !STOPWORDS.has(w) && !NEGATIONS.has(w) && !numbers.includes(w))
    .join('')
    .replace(/\./g, '');
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= joined.length; i++) grams.add(joined.slice(i, i + 3));
  return { grams, numbers: numbers.join(' '), negations: negations.join(' ') };
}

/** Wording similarity 0..1 (trigram Jaccard, rounded to 2 decimals) of two profiles with the same numbers and negations. */
function wordingSimilarity(a: Wording, b: Wording): number {
  let shared = 0;
  for (const g of a.grams) if (b.grams.has(g)) shared++;
  const union = a.grams.size + b.grams.size - shared;
  return union === 0 ? 1 : Math.round((shared / union) * 100) / 100;
}

/**
 * Groups of questions that ask the same thing, in form order:
 * 1. the same concept — questions sharing an answer key (or alias) with the same answer type, part and unit
 *    (similarity 1), e.g. "Has a doctor ever told you that you have type 2 diabetes?" in two diabetes trials;
 * 2. near-identical wording — questions built from criteria texts (`text:` keys) with the same numbers and negation
 *    words whose wording similarity (Jaccard index of the character trigrams of their words, stopwords left out) is
 *    at least `WORDING_THRESHOLD`; the group's similarity is the lowest to its first question. E.g. "Possess a smart
 *    phone (iPhone or Android only)…" and "Possesses a smartphone (iPhone or Android only)…" (0.85).
 * Questions generated from structured rules are never grouped on wording alone: "type 1 diabetes" and "type 2
 * diabetes" differ by one word and are different concepts. Group ids are `dup-1`, `dup-2`, … in form order.
 */
export function detectDuplicates(content: FormContent): DuplicateGroup[] {
  const candidates = locate(content).filter((l) => !l.question.showIf);
  const groups: { members: Located[]; similarity: number; reason: string }[] = [];
  const grouped = new Set<string>();

  // 1. same concept: union-find over questions sharing an answer key (or alias) and a signature
  const root = candidates.map((_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i])));
  const firstWithKey = new Map<string, number>();
  for (const [i, l] of candidates.entries()) {
    for (const key of keysOf(l.question)) {
      const slot = `${signature(l.question)}|${key}`;
      const j = firstWithKey.get(slot);
      if (j === undefined) firstWithKey.set(slot, i);
      else root[find(i)] = find(j);
    }
  }
  const byRoot = new Map<number, Located[]>();
  for (const [i, l] of candidates.entries()) push(byRoot, find(i), l);
  for (const members of byRoot.values()) {
    if (members.length < 2) continue;
    groups.push({ members, similarity: 1, reason: `same concept: ${members[0].question.answerKey} (${members[0].question.answerPart})` });
    for (const m of members) grouped.add(m.question.id);
  }

  // 2. near-identical wording among the remaining criteria-text questions, compared within the same kind of answer,
  //    numbers and negations (others score 0)
  const buckets = new Map<string, { located: Located; profile: Wording }[]>();
  for (const l of candidates) {
    if (grouped.has(l.question.id) || !isTextKey(l.question.answerKey)) continue;
    const profile = wording(l.question.text);
    const bucket = `${signature(l.question)}|${profile.numbers}|${profile.negations}`;
    push(buckets, bucket, { located: l, profile });
  }
  for (const bucket of buckets.values()) {
    const taken = new Set<number>();
    for (const [i, seed] of bucket.entries()) {
      if (taken.has(i)) continue;
      const members = [seed.located];
      let lowest = 1;
      for (let j = i + 1; j < bucket.length; j++) {
        if (taken.has(j)) continue;
        const s = wordingSimilarity(seed.profile, bucket[j].profile);
        if (s < WORDING_THRESHOLD) continue;
        taken.add(j);
        members.push(bucket[j].located);
        lowest = Math.min(lowest, s);
      }
      if (members.length > 1) groups.push({ members, similarity: lowest, reason: `near-identical wording (similarity ${lowest.toFixed(2)})` });
    }
  }

  return groups
    .sort((a, b) => a.members[0].order - b.members[0].order)
    .map((g, i) => ({ id: `dup-${i + 1}`, questionIds: g.members.map((m) => m.question.id), similarity: g.similarity, reason: g.reason }));
}

/** Why `applyDeduplication` refused: an id that is not a mergeable question (`index` into the ids), or a group of different kinds of answer. */
export class DeduplicationError extends Error {
  constructor(
    message: string,
    /** Index into `questionIds` of the offending id; undefined when the group as a whole cannot be merged. */
    public readonly index?: number,
  ) {
    super(message);
  }
}

/** Union of criteria, in order, without repeats. */
function unionCriteria(questions: readonly Question[]): CriterionRef[] {
  const seen = new Set<string>();
  const out: CriterionRef[] = [];
  for (const q of questions) {
    for (const r of q.criteria) {
      const k = `${r.trialId}\u0000${r.criterionId}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(r);
    }
  }
  return out;
}

/** `questions[0]` with the criteria and answer keys of all of them, as `id` (pointing its branching at `showIf`). */
function mergeInto(id: string, questions: readonly Question[], showIf?: string): Question {
  const [first] = questions;
  const aliases = [...new Set(questions.flatMap(keysOf))].filter((k) => k !== first.answerKey);
  const { aliasKeys: _aliasKeys, showIf: ownShowIf, ...rest } = first;
  return {
    ...rest,
    id,
    ...(aliases.length ? { aliasKeys: aliases } : {}),
    ...(showIf && ownShowIf ? { showIf: { ...ownShowIf, questionId: showIf } } : {}),
    criteria: unionCriteria(questions),
  };
}

/**
 * Merges the questions `questionIds` (at least two, without `showIf`, same answer type, part and unit) into one
 * shared question that feeds every criterion they fed, so one answer decides them all. The shared question keeps
 * the wording of the first of them in form order; it is the existing shared question when one of them is shared,
 * else a new one `s<n>` appended to `sharedQuestions`. Their follow-ups move under it, identical follow-ups (same
 * answer key, part, type and branching value) merged into one. The other questions are removed from their blocks.
 * Pure: returns new content.
 *
 * @throws DeduplicationError for fewer than two ids, an unknown, repeated or follow-up id (with its index), or
 *   questions that give different kinds of answer.
 */
export function applyDeduplication(content: FormContent, questionIds: readonly string[]): FormContent {
  const located = locate(content);
  const byId = new Map(located.map((l) => [l.question.id, l]));
  if (questionIds.length < 2) throw new DeduplicationError('give at least two questions to merge');
  questionIds.forEach((id, i) => {
    const l = byId.get(id);
    if (!l) throw new DeduplicationError(`unknown question "${id}"`, i);
    if (l.question.showIf) throw new DeduplicationError(`question "${id}" is a follow-up; merge the question it follows`, i);
    if (questionIds.indexOf(id) !== i) throw new DeduplicationError(`question "${id}" is given twice`, i);
  });
  const group = questionIds.map((id) => byId.get(id)!).sort((a, b) => a.order - b.order);
  if (new Set(group.map((l) => signature(l.question))).size > 1) {
    throw new DeduplicationError('these questions give different kinds of answer (answer type, part or unit) and cannot be merged');
  }

  let next = 1 + Math.max(0, ...located.map((l) => Number(/^s(\d+)$/.exec(l.question.id)?.[1] ?? 0)));
  const newId = () => `s${next++}`;
  const existing = group.find((l) => l.block === -1);
  const target = mergeInto(
    existing?.question.id ?? newId(),
    group.map((l) => l.question),
  );

  // follow-ups of the merged questions, identical ones merged
  const merged = new Set(questionIds);
  const followUps = located.filter((l) => l.question.showIf && merged.has(l.question.showIf.questionId));
  const bySlot = new Map<string, Question[]>();
  for (const { question } of followUps) {
    const slot = `${signature(question)}|${question.answerKey}|${JSON.stringify(question.showIf!.equals)}`;
    push(bySlot, slot, question);
  }
  const renamed = new Map<string, string>(questionIds.map((id) => [id, target.id]));
  const newFollowUps = [...bySlot.values()].map((qs) => {
    const shared = qs.find((q) => content.sharedQuestions.includes(q));
    const fu = mergeInto(shared?.id ?? newId(), qs, target.id);
    for (const q of qs) renamed.set(q.id, fu.id);
    return fu;
  });

  const removed = new Set([...questionIds, ...followUps.map((l) => l.question.id)]);
  const keep = (qs: readonly Question[]) =>
    qs
      .filter((q) => !removed.has(q.id))
      .map((q) =>
        q.showIf && renamed.has(q.showIf.questionId) ? { ...q, showIf: { ...q.showIf, questionId: renamed.get(q.showIf.questionId)! } } : q,
      );

  const shared: Question[] = [];
  for (const q of content.sharedQuestions) {
    if (q.id === target.id) shared.push(target, ...newFollowUps);
    else if (!removed.has(q.id)) shared.push(...keep([q]));
  }
  if (!existing) shared.push(target, ...newFollowUps);
  return { sharedQuestions: shared, blocks: content.blocks.map((b) => ({ ...b, questions: keep(b.questions) })) };
}
