/**
 * The criteria editor's working copy of a trial's criteria and the edits staff make on it (edit text, rule
 * and site-only flag, split, merge, reorder, delete, accept or discard a proposed rule), as pure functions over an
 * immutable list. `toEdits` turns the draft into the body of PUT /api/trials/{id}/criteria: a criterion whose text
 * was split or merged is sent without `rule`, so the server's parser structures the new text.
 *
 * What the parser found about a rule's fidelity travels with the criterion and is sent back unchanged: `scope` (what
 * the rule's answers can prove: `necessary` decides only a "no", `sufficient` only a "yes"; absent = exact),
 * `unencoded` (the words the rule does not test, shown to the site) and `informational` (a header or placeholder,
 * never asked). The scope describes one rule, so a rule staff set resets it to exact; staff may then choose another.
 */
import type { CriterionEdit } from '../../../dataProvider';
import type { CriterionKind, Rule, RuleScope, StructuredRule, TrialCriterion } from '../../../dataProvider/types';
import { RULE_TYPES } from '../../../resources/trials/criteria/ruleSummary';

/** Marks a draft item whose text the parser structures when saved (sent without `rule`). */
export const PARSE = 'parse' as const;
/** Rule of a draft item: a rule, none (null), or PARSE. */
export type DraftRule = StructuredRule | Rule | null | typeof PARSE;

/** One criterion being edited. `key` is stable for React while `id` may be edited away by split/merge. */
export interface DraftCriterion {
  key: string;
  id: string;
  kind: CriterionKind;
  text: string;
  source: TrialCriterion['source'];
  context: string[];
  rule: DraftRule;
  /** The site-only flag; undefined = what the rule implies (decided by the server). */
  answerableBy?: TrialCriterion['answerableBy'];
  proposedRule?: StructuredRule | null;
  /** What the rule's answers can prove; undefined = exact. */
  scope?: Exclude<RuleScope, 'exact'>;
  /** Words of the text the rule does not test (from the parser; shown to the site). */
  unencoded?: string[];
  /** A header or placeholder: never asked, always met. */
  informational?: boolean;
}

let keys = 0;
const nextKey = () => `c${++keys}`;

/** The draft of the stored criteria. */
export function fromCriteria(criteria: readonly TrialCriterion[]): DraftCriterion[] {
  return criteria.map((c) => ({
    key: nextKey(),
    id: c.id,
    kind: c.kind,
    text: c.text,
    source: c.source,
    context: c.context ?? [],
    rule: c.rule,
    answerableBy: c.answerableBy,
    ...(c.proposedRule && !c.rule ? { proposedRule: c.proposedRule } : {}),
    ...(c.scope && c.scope !== 'exact' ? { scope: c.scope } : {}),
    ...(c.unencoded?.length ? { unencoded: [...c.unencoded] } : {}),
    ...(c.informational ? { informational: true } : {}),
  }));
}

/** Drops `answerableBy` from a rule (the criterion's flag decides; the server copies it back). */
function bareRule(rule: StructuredRule | Rule): Rule {
  const { answerableBy: _by, ...rest } = rule as StructuredRule;
  return rest as Rule;
}

/**
 * The PUT body's list. Scope, unencoded words and the informational flag are sent with a kept rule (or no rule); an
 * item the parser structures again (PARSE) is sent without them, since the parser finds them anew.
 */
export function toEdits(draft: readonly DraftCriterion[]): CriterionEdit[] {
  return draft.map((c) => ({
    id: c.id,
    kind: c.kind,
    text: c.text.trim(),
    source: c.source,
    context: c.context,
    ...(c.rule === PARSE ? {} : { rule: c.rule ? (bareRule(c.rule) as StructuredRule) : null }),
    ...(c.answerableBy ? { answerableBy: c.answerableBy } : {}),
    ...(c.proposedRule && c.rule === null ? { proposedRule: bareRule(c.proposedRule) as StructuredRule, proposedBy: 'llm' as const } : {}),
    ...(c.rule !== PARSE && c.scope ? { scope: c.scope } : {}),
    ...(c.rule !== PARSE && c.unencoded?.length ? { unencoded: c.unencoded } : {}),
    ...(c.rule !== PARSE && c.informational ? { informational: true } : {}),
  }));
}

/** True when `draft` would save something other than `criteria`. */
export function isDirty(draft: readonly DraftCriterion[], criteria: readonly TrialCriterion[]): boolean {
  return JSON.stringify(toEdits(draft)) !== JSON.stringify(toEdits(fromCriteria(criteria)));
}

/** A criterion id not used in `draft`: `base`, else `base.2`, `base.3`… */
export function uniqueId(draft: readonly DraftCriterion[], base: string): string {
  const used = new Set(draft.map((c) => c.id));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}.${n}`)) return `${base}.${n}`;
}

/** Changes the fields of the item `key`. */
export function update(draft: readonly DraftCriterion[], key: string, patch: Partial<Omit<DraftCriterion, 'key'>>): DraftCriterion[] {
  return draft.map((c) => (c.key === key ? { ...c, ...patch } : c));
}

/**
 * Sets the rule of item `key`. The scope described the old rule, so it goes back to exact; a rule (not "none", not
 * left to the parser) makes the item a requirement, so it is no longer informational. The unencoded words are the
 * text's and stay (shown again if staff choose a narrower scope).
 */
export function setRule(draft: readonly DraftCriterion[], key: string, rule: DraftRule): DraftCriterion[] {
  return draft.map((c) => {
    if (c.key !== key) return c;
    const { scope: _scope, ...rest } = c;
    return rule && rule !== PARSE ? { ...rest, rule, informational: undefined } : { ...rest, rule };
  });
}

/** Sets what the rule of item `key` can prove ('exact' is stored as no scope). */
export function setScope(draft: readonly DraftCriterion[], key: string, scope: RuleScope): DraftCriterion[] {
  return update(draft, key, { scope: scope === 'exact' ? undefined : scope });
}

/** Marks item `key` as informational (a header or placeholder, never asked) or as a requirement. */
export function setInformational(draft: readonly DraftCriterion[], key: string, informational: boolean): DraftCriterion[] {
  return update(draft, key, { informational: informational || undefined });
}

/** Index of the neighbour of the same kind before (-1) or after (+1) the item at `index`, or -1. */
function neighbour(draft: readonly DraftCriterion[], index: number, direction: -1 | 1): number {
  for (let i = index + direction; i >= 0 && i < draft.length; i += direction) if (draft[i].kind === draft[index].kind) return i;
  return -1;
}

/** True when the item can move in `direction` within its kind. */
export function canMove(draft: readonly DraftCriterion[], key: string, direction: -1 | 1): boolean {
  const i = draft.findIndex((c) => c.key === key);
  return i >= 0 && neighbour(draft, i, direction) >= 0;
}

/** Swaps the item with its neighbour of the same kind. */
export function move(draft: readonly DraftCriterion[], key: string, direction: -1 | 1): DraftCriterion[] {
  const i = draft.findIndex((c) => c.key === key);
  const j = i >= 0 ? neighbour(draft, i, direction) : -1;
  if (j < 0) return [...draft];
  const next = [...draft];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** What the parser finds again for a new text (cleared on split and merge). */
const PARSER_FINDS = { scope: undefined, unencoded: undefined, informational: undefined } as const;

/**
 * Replaces the item with two: `first` keeps the id, `second` gets `<id>.2` (or the next free one); both texts are
 * structured again by the parser on save, and the site-only flag is decided again from the new text.
 */
export function split(draft: readonly DraftCriterion[], key: string, first: string, second: string): DraftCriterion[] {
  const i = draft.findIndex((c) => c.key === key);
  if (i < 0) return [...draft];
  const item = draft[i];
  const a: DraftCriterion = { ...item, ...PARSER_FINDS, text: first.trim(), rule: PARSE, answerableBy: undefined, proposedRule: undefined };
  const b: DraftCriterion = { ...a, key: nextKey(), id: uniqueId(draft, `${item.id}.2`), text: second.trim(), source: 'text' };
  return [...draft.slice(0, i), a, b, ...draft.slice(i + 1)];
}

/** True when the item has a next item of the same kind to merge with. */
export function canMerge(draft: readonly DraftCriterion[], key: string): boolean {
  return canMove(draft, key, 1);
}

/** Merges the item with the next of the same kind: texts joined, the first id kept, structured again on save. */
export function mergeWithNext(draft: readonly DraftCriterion[], key: string): DraftCriterion[] {
  const i = draft.findIndex((c) => c.key === key);
  const j = i >= 0 ? neighbour(draft, i, 1) : -1;
  if (j < 0) return [...draft];
  const merged: DraftCriterion = {
    ...draft[i],
    ...PARSER_FINDS,
    text: `${draft[i].text.trim()} ${draft[j].text.trim()}`,
    rule: PARSE,
    answerableBy: undefined,
    proposedRule: undefined,
    source: 'text',
  };
  return draft.flatMap((c, n) => (n === i ? [merged] : n === j ? [] : [c]));
}

/** Removes the item. */
export function remove(draft: readonly DraftCriterion[], key: string): DraftCriterion[] {
  return draft.filter((c) => c.key !== key);
}

/** Appends an empty criterion of `kind` after the last one of that kind; returns the list and the new key. */
export function add(draft: readonly DraftCriterion[], kind: CriterionKind): { draft: DraftCriterion[]; key: string } {
  const prefix = kind === 'inclusion' ? 'inc' : 'exc';
  const item: DraftCriterion = { key: nextKey(), id: uniqueId(draft, `${prefix}-new`), kind, text: '', source: 'text', context: [], rule: PARSE };
  let last = -1;
  draft.forEach((c, i) => c.kind === kind && (last = i));
  const at = last >= 0 ? last + 1 : kind === 'inclusion' ? 0 : draft.length;
  return { draft: [...draft.slice(0, at), item, ...draft.slice(at)], key: item.key };
}

/** Moves the item to the other list (inclusion ↔ exclusion), at the end of it. */
export function switchKind(draft: readonly DraftCriterion[], key: string): DraftCriterion[] {
  const item = draft.find((c) => c.key === key);
  if (!item) return [...draft];
  const kind: CriterionKind = item.kind === 'inclusion' ? 'exclusion' : 'inclusion';
  const rest = draft.filter((c) => c.key !== key);
  let last = -1;
  rest.forEach((c, i) => c.kind === kind && (last = i));
  const at = last >= 0 ? last + 1 : kind === 'inclusion' ? 0 : rest.length;
  return [...rest.slice(0, at), { ...item, kind }, ...rest.slice(at)];
}

/** Accepts the pending proposal as the item's rule (a new rule: the scope is exact and the item a requirement). */
export function acceptProposal(draft: readonly DraftCriterion[], key: string): DraftCriterion[] {
  return draft.map((c) =>
    c.key === key && c.proposedRule
      ? { ...c, rule: c.proposedRule, proposedRule: undefined, answerableBy: c.proposedRule.answerableBy, scope: undefined, informational: undefined }
      : c,
  );
}

/** Discards the pending proposal. */
export function discardProposal(draft: readonly DraftCriterion[], key: string): DraftCriterion[] {
  return update(draft, key, { proposedRule: undefined });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRange = (v: unknown) =>
  isObject(v) &&
  (typeof v.min === 'number' || typeof v.max === 'number') &&
  !(typeof v.min === 'number' && typeof v.max === 'number' && v.min > v.max);
const isNames = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.trim());

/**
 * What is wrong with a rule typed as JSON, for the editor's live feedback (the server checks every field on save and
 * names the one at fault); null when it reads as a rule.
 */
export function ruleProblem(value: unknown): string | null {
  if (!isObject(value)) return 'A rule is a JSON object such as {"type": "age", "range": {"min": 18}, "unit": "years"}';
  if (typeof value.type !== 'string' || !(RULE_TYPES as string[]).includes(value.type)) return `type: one of ${RULE_TYPES.join(', ')}`;
  if (value.type === 'composite') {
    if (!['all', 'any'].includes(String(value.combine))) return 'combine: "all" or "any"';
    if (!Array.isArray(value.rules) || value.rules.length === 0) return 'rules: a list of at least one rule';
    for (const [i, part] of value.rules.entries()) {
      const problem = ruleProblem(part);
      if (problem) return `rules.${i}: ${problem}`;
    }
    return null;
  }
  const needsRange = ['age', 'bmi', 'weight', 'lab', 'ecog', 'karnofsky'];
  if (needsRange.includes(value.type) && !isRange(value.range)) return 'range: give a numeric min, max or both (min ≤ max)';
  if (['condition', 'medication', 'procedure'].includes(value.type) && !isNames(value.concepts)) return 'concepts: a list of at least one name';
  if (value.type === 'lab' && !isNames(value.analytes)) return 'analytes: a list such as ["hba1c"]';
  if (value.type === 'pregnancy' && !isNames(value.states)) return 'states: a list of pregnant, breastfeeding, planning_pregnancy';
  if (value.type === 'sex' && !['FEMALE', 'MALE', 'ALL'].includes(String(value.sex))) return 'sex: FEMALE, MALE or ALL';
  if (value.type === 'blood_pressure' && !isRange(value.systolic) && !isRange(value.diastolic)) return 'give systolic, diastolic or both as ranges';
  if ('window' in value && value.window !== undefined && !(isObject(value.window) && typeof value.window.value === 'number')) {
    return 'window: {"value": 6, "unit": "months"}';
  }
  return null;
}

/** A starting rule of each type for the JSON editor. */
export const RULE_TEMPLATES: Readonly<Record<string, Rule>> = {
  age: { type: 'age', range: { min: 18, minInclusive: true }, unit: 'years' },
  sex: { type: 'sex', sex: 'FEMALE' },
  pregnancy: { type: 'pregnancy', states: ['pregnant', 'breastfeeding'], negated: false },
  contraception: { type: 'contraception', negated: false },
  bmi: { type: 'bmi', range: { min: 18.5, max: 40 }, unit: 'kg/m²' },
  weight: { type: 'weight', range: { min: 50 }, unit: 'kg' },
  lab: { type: 'lab', analytes: ['hba1c'], range: { min: 7, max: 10.5 }, unit: '%' },
  blood_pressure: { type: 'blood_pressure', systolic: { min: 160 }, diastolic: { min: 100 }, combine: 'any', unit: 'mmHg' },
  ecog: { type: 'ecog', range: { max: 1 } },
  karnofsky: { type: 'karnofsky', range: { min: 70 }, unit: '%' },
  condition: { type: 'condition', concepts: ['type 2 diabetes'], status: 'history', confirmed: false, negated: false },
  medication: { type: 'medication', concepts: ['insulin'], status: 'current', negated: false },
  procedure: { type: 'procedure', concepts: ['major surgery'], window: { value: 4, unit: 'weeks', days: 28 }, negated: false },
  smoking: { type: 'smoking', status: 'current', negated: false },
  trial_participation: { type: 'trial_participation', window: { value: 30, unit: 'days', days: 30 }, negated: false },
  consent: { type: 'consent', negated: false },
  compliance: { type: 'compliance', negated: false },
  investigator_judgement: { type: 'investigator_judgement' },
  healthy_volunteer: { type: 'healthy_volunteer' },
  composite: {
    type: 'composite',
    combine: 'all',
    rules: [
      { type: 'lab', analytes: ['anc'], range: { min: 1.5 }, unit: '×10^9/L' },
      { type: 'lab', analytes: ['platelets'], range: { min: 100 }, unit: '×10^9/L' },
    ],
    partial: false,
  } as unknown as Rule,
};
