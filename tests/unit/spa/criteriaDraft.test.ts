/**
 * The criteria editor's draft (src/custom-pages/admin/trialCriteria/draft.ts) on the real criteria of NCT05094401
 * (type 2 diabetes app) as the eligibility core structures them: split at the cursor, merge, reorder within a list,
 * move between lists, add, delete, accept or discard a proposal, the PUT body, dirtiness, and the JSON rule check.
 */
import { describe, expect, it } from 'vitest';
import { structureCriterion, structureTrial } from '../../../server/domain/eligibility';
import {
  PARSE,
  RULE_TEMPLATES,
  acceptProposal,
  add,
  canMerge,
  canMove,
  discardProposal,
  fromCriteria,
  isDirty,
  mergeWithNext,
  move,
  remove,
  ruleProblem,
  split,
  switchKind,
  toEdits,
  uniqueId,
  update,
  type DraftCriterion,
} from '../../../src/custom-pages/admin/trialCriteria/draft';
import type { TrialCriterion } from '../../../src/dataProvider/types';
import { eligibility } from '../eligibility/records';

const e = eligibility('NCT05094401');
const criteria: TrialCriterion[] = structureTrial({
  criteriaText: e.eligibilityCriteria,
  minimumAge: e.minimumAge,
  maximumAge: e.maximumAge,
  sex: e.sex,
  healthyVolunteers: e.healthyVolunteers,
});
const byId = (draft: readonly DraftCriterion[], id: string) => {
  const found = draft.find((c) => c.id === id);
  if (!found) throw new Error(`${id} not in the draft`);
  return found;
};
const ids = (draft: readonly DraftCriterion[]) => draft.map((c) => c.id);
const idsOf = (draft: readonly DraftCriterion[], kind: 'inclusion' | 'exclusion') => draft.filter((c) => c.kind === kind).map((c) => c.id);

describe('fromCriteria / toEdits / isDirty', () => {
  it('keeps every criterion in order, with distinct keys, and is not dirty before any edit', () => {
    const draft = fromCriteria(criteria);
    expect(ids(draft)).toEqual(criteria.map((c) => c.id));
    expect(new Set(draft.map((c) => c.key)).size).toBe(draft.length);
    expect(isDirty(draft, criteria)).toBe(false);
  });

  it('sends each rule without its answerableBy (the criterion flag carries it) and trims texts', () => {
    const draft = fromCriteria(criteria);
    const edits = toEdits(draft);
    const hba1c = edits.find((c) => c.id === 'inc-3')!;
    expect(hba1c.text).toMatch(/^HbA1c level ≥7% and <11%/);
    expect(hba1c.rule).toMatchObject({ type: 'lab', analytes: ['hba1c'] });
    expect(hba1c.rule).not.toHaveProperty('answerableBy');
    expect(hba1c.answerableBy).toBe('site');
    expect(edits.every((c) => 'rule' in c)).toBe(true);
    const padded = update(draft, byId(draft, 'inc-1').key, { text: '  Diagnosis of Type2 Diabetes \n' });
    expect(toEdits(padded).find((c) => c.id === 'inc-1')!.text).toBe('Diagnosis of Type2 Diabetes');
    // Only whitespace changed: the body is the same, so nothing to save.
    expect(isDirty(padded, criteria)).toBe(false);
  });

  it('is dirty after a text edit and clean again once it is undone', () => {
    const draft = fromCriteria(criteria);
    const key = byId(draft, 'exc-2').key;
    const edited = update(draft, key, { text: 'Currently taking any insulin' });
    expect(isDirty(edited, criteria)).toBe(true);
    expect(isDirty(update(edited, key, { text: byId(draft, 'exc-2').text }), criteria)).toBe(false);
  });
});

describe('split', () => {
  it('cuts the verbatim text in two: the first part keeps the id, the second gets <id>.2 and a fresh key; both are parsed on save', () => {
    const draft = fromCriteria(criteria);
    const item = byId(draft, 'exc-8');
    const text = item.text;
    const at = text.indexOf(' or having the intention');
    expect(at).toBeGreaterThan(0);
    const next = split(draft, item.key, text.slice(0, at), text.slice(at));
    expect(next).toHaveLength(draft.length + 1);
    const i = next.findIndex((c) => c.key === item.key);
    const [a, b] = [next[i], next[i + 1]];
    expect(a.id).toBe('exc-8');
    expect(b.id).toBe('exc-8.2');
    expect(b.key).not.toBe(a.key);
    expect(draft.some((c) => c.key === b.key)).toBe(false);
    expect(a.text).toBe('For women only: pregnant or lactating');
    expect(b.text).toBe(text.slice(at).trim());
    expect(`${a.text} ${b.text}`).toBe(text.trim());
    for (const part of [a, b]) {
      expect(part.kind).toBe('exclusion');
      expect(part.rule).toBe(PARSE);
      expect(part.answerableBy).toBeUndefined();
      expect(part.context).toEqual(item.context);
    }
    expect(b.source).toBe('text');
    // The other items are untouched (same objects) and the original draft is unchanged.
    expect(next.filter((c) => c !== a && c !== b)).toEqual(draft.filter((c) => c !== item));
    expect(byId(draft, 'exc-8').text).toBe(text);
    // Sent without `rule`, so the server structures both halves.
    const edits = toEdits(next).filter((c) => c.id.startsWith('exc-8'));
    expect(edits.map((c) => c.id)).toEqual(['exc-8', 'exc-8.2']);
    for (const edit of edits) {
      expect(edit).not.toHaveProperty('rule');
      expect(edit).not.toHaveProperty('answerableBy');
    }
    expect(isDirty(next, criteria)).toBe(true);
  });

  it("gives the second part a free id when <id>.2 is taken, and a record criterion split keeps its first part's source", () => {
    const draft = fromCriteria(criteria);
    const first = split(draft, byId(draft, 'inc-1').key, 'Diagnosis of', 'Type2 Diabetes');
    const again = split(first, byId(first, 'inc-1').key, 'Diagnosis', 'of');
    expect(idsOf(again, 'inclusion').filter((id) => id.startsWith('inc-1'))).toEqual(['inc-1', 'inc-1.2.2', 'inc-1.2']);
    expect(new Set(ids(again)).size).toBe(again.length);
    const age = byId(draft, 'inc-age');
    expect(age.source).toBe('record');
    const ageSplit = split(draft, age.key, 'Age: minimum 18 Years,', 'maximum 75 Years');
    expect(byId(ageSplit, 'inc-age').source).toBe('record');
    expect(byId(ageSplit, 'inc-age.2').source).toBe('text');
  });

  it('drops a pending proposal of the item split, and ignores an unknown key', () => {
    const draft = fromCriteria(criteria);
    const withProposal = update(draft, byId(draft, 'inc-5').key, {
      rule: null,
      proposedRule: structureCriterion('Able to give informed consent', 'inclusion'),
    });
    const next = split(withProposal, byId(withProposal, 'inc-5').key, 'Capable of giving informed consent', 'in English');
    expect(byId(next, 'inc-5').proposedRule).toBeUndefined();
    expect(byId(next, 'inc-5.2').proposedRule).toBeUndefined();
    expect(split(draft, 'no-such-key', 'a', 'b')).toEqual(draft);
  });
});

describe('mergeWithNext', () => {
  it('joins the texts with a space, keeps the first id, drops the rule and the second item', () => {
    const draft = fromCriteria(criteria);
    const a = byId(draft, 'exc-3');
    const b = byId(draft, 'exc-4');
    expect(canMerge(draft, a.key)).toBe(true);
    const next = mergeWithNext(draft, a.key);
    expect(next).toHaveLength(draft.length - 1);
    expect(ids(next)).not.toContain('exc-4');
    const merged = byId(next, 'exc-3');
    expect(merged.key).toBe(a.key);
    expect(merged.text).toBe(`${a.text.trim()} ${b.text.trim()}`);
    expect(merged.rule).toBe(PARSE);
    expect(merged.answerableBy).toBeUndefined();
    expect(merged.source).toBe('text');
    expect(toEdits(next).find((c) => c.id === 'exc-3')).not.toHaveProperty('rule');
    expect(ids(next).indexOf('exc-3')).toBe(ids(draft).indexOf('exc-3'));
  });

  it('never merges across lists: the last inclusion has nothing to merge with, the last item neither', () => {
    const draft = fromCriteria(criteria);
    const inclusion = draft.filter((c) => c.kind === 'inclusion');
    const lastInclusion = inclusion[inclusion.length - 1];
    expect(canMerge(draft, lastInclusion.key)).toBe(false);
    expect(mergeWithNext(draft, lastInclusion.key)).toEqual(draft);
    expect(canMerge(draft, draft[draft.length - 1].key)).toBe(false);
  });

  it('split then merge gives back the original text', () => {
    const draft = fromCriteria(criteria);
    const item = byId(draft, 'exc-9');
    const at = item.text.indexOf('within');
    const next = mergeWithNext(split(draft, item.key, item.text.slice(0, at), item.text.slice(at)), item.key);
    expect(byId(next, 'exc-9').text).toBe(item.text.trim());
    expect(ids(next)).toEqual(ids(draft));
  });
});

describe('move / canMove', () => {
  it('swaps an item with its neighbour of the same kind and back', () => {
    const draft = fromCriteria(criteria);
    const key = byId(draft, 'exc-2').key;
    const down = move(draft, key, 1);
    expect(idsOf(down, 'exclusion').slice(0, 3)).toEqual(['exc-1', 'exc-3', 'exc-2']);
    expect(isDirty(down, criteria)).toBe(true);
    const back = move(down, key, -1);
    expect(ids(back)).toEqual(ids(draft));
    expect(isDirty(back, criteria)).toBe(false);
  });

  it('stops at the edge of its list: the first exclusion cannot move up into the inclusions', () => {
    const draft = fromCriteria(criteria);
    const first = draft.find((c) => c.kind === 'exclusion')!;
    const firstInclusion = draft.find((c) => c.kind === 'inclusion')!;
    expect(canMove(draft, first.key, -1)).toBe(false);
    expect(move(draft, first.key, -1)).toEqual(draft);
    expect(canMove(draft, firstInclusion.key, -1)).toBe(false);
    expect(canMove(draft, firstInclusion.key, 1)).toBe(true);
    expect(canMove(draft, 'no-such-key', 1)).toBe(false);
  });

  it('skips items of the other kind between two of the same kind', () => {
    const mixed = fromCriteria([criteria[0], criteria.find((c) => c.kind === 'exclusion')!, criteria[1]]);
    expect(mixed.map((c) => c.kind)).toEqual(['inclusion', 'exclusion', 'inclusion']);
    expect(ids(move(mixed, mixed[0].key, 1))).toEqual([mixed[2].id, mixed[1].id, mixed[0].id]);
  });
});

describe('switchKind', () => {
  it('moves an inclusion to the end of the exclusions and back to the end of the inclusions', () => {
    const draft = fromCriteria(criteria);
    const key = byId(draft, 'inc-1').key;
    const moved = switchKind(draft, key);
    expect(moved).toHaveLength(draft.length);
    const exclusions = moved.filter((c) => c.kind === 'exclusion');
    expect(exclusions[exclusions.length - 1].key).toBe(key);
    expect(idsOf(moved, 'inclusion')).not.toContain('inc-1');
    // Ids stay (the id is a name, not a position); the rule stays with the text.
    expect(byId(moved, 'inc-1').rule).toEqual(byId(draft, 'inc-1').rule);
    const back = switchKind(moved, key);
    const inclusions = back.filter((c) => c.kind === 'inclusion');
    expect(inclusions[inclusions.length - 1].key).toBe(key);
    // Kinds stay grouped: every inclusion before every exclusion.
    const kinds = back.map((c) => c.kind);
    expect(kinds.lastIndexOf('inclusion')).toBeLessThan(kinds.indexOf('exclusion'));
  });

  it('puts an item into an empty list: inclusions first, exclusions last', () => {
    const onlyExclusions = fromCriteria(criteria.filter((c) => c.kind === 'exclusion'));
    const last = onlyExclusions[onlyExclusions.length - 1];
    const moved = switchKind(onlyExclusions, last.key);
    expect(moved[0]).toMatchObject({ key: last.key, kind: 'inclusion' });
    const onlyInclusions = fromCriteria(criteria.filter((c) => c.kind === 'inclusion'));
    const movedOut = switchKind(onlyInclusions, onlyInclusions[0].key);
    expect(movedOut[movedOut.length - 1]).toMatchObject({ key: onlyInclusions[0].key, kind: 'exclusion' });
  });
});

describe('add / remove', () => {
  it('adds an empty criterion after the last of its kind with a free id, parsed on save', () => {
    const draft = fromCriteria(criteria);
    const { draft: next, key } = add(draft, 'inclusion');
    const at = next.findIndex((c) => c.key === key);
    expect(next[at]).toMatchObject({ id: 'inc-new', kind: 'inclusion', text: '', rule: PARSE, source: 'text', context: [] });
    expect(next[at + 1].kind).toBe('exclusion');
    const second = add(next, 'inclusion');
    expect(byId(second.draft, 'inc-new.2').key).toBe(second.key);
    const exc = add(draft, 'exclusion');
    expect(exc.draft[exc.draft.length - 1]).toMatchObject({ id: 'exc-new', key: exc.key });
  });

  it('removes exactly the item, and the draft is dirty', () => {
    const draft = fromCriteria(criteria);
    const next = remove(draft, byId(draft, 'exc-7').key);
    expect(ids(next)).toEqual(ids(draft).filter((id) => id !== 'exc-7'));
    expect(isDirty(next, criteria)).toBe(true);
  });

  it('uniqueId: the base when free, else base.2, base.3…', () => {
    const draft = fromCriteria(criteria);
    expect(uniqueId(draft, 'inc-99')).toBe('inc-99');
    expect(uniqueId(draft, 'inc-1')).toBe('inc-1.2');
    const { draft: withTwo } = add(add(draft, 'inclusion').draft, 'inclusion');
    expect(uniqueId(withTwo, 'inc-new')).toBe('inc-new.3');
  });
});

describe('proposals', () => {
  const proposal = structureCriterion('Currently experiencing stage 4 or 5 chronic kidney disease', 'exclusion')!;
  const stored: TrialCriterion[] = criteria.map((c) => (c.id === 'exc-4' ? { ...c, rule: null, proposedRule: proposal, proposedBy: 'llm' } : c));

  it('reads a proposal only for a criterion without a rule, and sends it back as a proposal', () => {
    expect(proposal).not.toBeNull();
    const draft = fromCriteria(stored);
    expect(byId(draft, 'exc-4').proposedRule).toEqual(proposal);
    const edit = toEdits(draft).find((c) => c.id === 'exc-4')!;
    expect(edit.rule).toBeNull();
    expect(edit.proposedBy).toBe('llm');
    expect(edit.proposedRule).not.toHaveProperty('answerableBy');
    expect(isDirty(draft, stored)).toBe(false);
    const withRule = fromCriteria(criteria.map((c) => (c.id === 'inc-1' ? { ...c, proposedRule: proposal } : c)));
    expect(byId(withRule, 'inc-1')).not.toHaveProperty('proposedRule');
  });

  it('accepting makes the proposal the rule with its site-only flag; discarding drops it', () => {
    const draft = fromCriteria(stored);
    const key = byId(draft, 'exc-4').key;
    const accepted = acceptProposal(draft, key);
    expect(byId(accepted, 'exc-4')).toMatchObject({ rule: proposal, proposedRule: undefined, answerableBy: proposal.answerableBy });
    const edit = toEdits(accepted).find((c) => c.id === 'exc-4')!;
    expect(edit.rule).toMatchObject({ type: proposal.type });
    expect(edit).not.toHaveProperty('proposedRule');
    expect(isDirty(accepted, stored)).toBe(true);
    const discarded = discardProposal(draft, key);
    expect(byId(discarded, 'exc-4').proposedRule).toBeUndefined();
    expect(toEdits(discarded).find((c) => c.id === 'exc-4')).not.toHaveProperty('proposedRule');
    // Accepting where there is no proposal changes nothing.
    expect(acceptProposal(discarded, key)).toEqual(discarded);
  });
});

describe('ruleProblem', () => {
  it('accepts every template and every rule the core structures for this trial', () => {
    for (const [type, rule] of Object.entries(RULE_TEMPLATES)) expect([type, ruleProblem(rule)]).toEqual([type, null]);
    for (const c of criteria) if (c.rule) expect([c.id, ruleProblem(JSON.parse(JSON.stringify(c.rule)))]).toEqual([c.id, null]);
  });

  it.each([
    [null, /JSON object/],
    [[], /JSON object/],
    [{ type: 'height' }, /^type: one of age, sex/],
    [{ type: 'age', unit: 'years' }, /^range:/],
    [{ type: 'age', range: { min: 80, max: 18 }, unit: 'years' }, /min ≤ max/],
    [{ type: 'lab', range: { min: 7 }, unit: '%' }, /^analytes:/],
    [{ type: 'condition', concepts: [] }, /^concepts:/],
    [{ type: 'medication', concepts: ['  '] }, /^concepts:/],
    [{ type: 'sex', sex: 'female' }, /^sex: FEMALE, MALE or ALL/],
    [{ type: 'pregnancy', states: [] }, /^states:/],
    [{ type: 'blood_pressure', unit: 'mmHg' }, /systolic, diastolic or both/],
    [{ type: 'procedure', concepts: ['surgery'], window: '6 months' }, /^window:/],
    [{ type: 'composite', combine: 'both', rules: [] }, /^combine:/],
    [{ type: 'composite', combine: 'all', rules: [] }, /^rules:/],
    [
      {
        type: 'composite',
        combine: 'any',
        rules: [
          { type: 'ecog', range: { max: 1 } },
          { type: 'lab', analytes: ['anc'] },
        ],
      },
      /^rules\.1: range:/,
    ],
  ])('%j → %s', (value, problem) => {
    expect(ruleProblem(value)).toMatch(problem);
  });
});
