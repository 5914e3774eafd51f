// @vitest-environment jsdom
/**
 * What a criterion's rule can decide, in the criteria editor (src/custom-pages/admin/trialCriteria/: CriterionCard,
 * CriteriaEditor, draft.ts) and the trial page (ruleSummary.ts `scopeSummary`):
 * - the scope in words: necessary → "Decides a 'no'; the site confirms a 'yes' (…the words the rule does not
 *   test…)", sufficient → "Decides a 'yes'; the site confirms a 'no' (…)", informational → "Not a requirement (header
 *   or placeholder)", a criterion without a rule → the parser's reasons;
 * - the draft carries scope, unencoded words and the informational flag through to the PUT body (on the real
 *   criteria of every trial of ../shared/data as the import structures them), a new rule resets the scope to exact,
 *   split and merge leave them to the parser;
 * - the editor's scope select and "Not a requirement" switch reach the save, and editing the rule resets the scope.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CriteriaEditor } from '../../../src/custom-pages/admin/trialCriteria/CriteriaEditor';
import { CriterionCard, type CriterionActions } from '../../../src/custom-pages/admin/trialCriteria/CriterionCard';
import {
  acceptProposal,
  fromCriteria,
  isDirty,
  mergeWithNext,
  PARSE,
  setInformational,
  setRule,
  setScope,
  split,
  toEdits,
  type DraftCriterion,
} from '../../../src/custom-pages/admin/trialCriteria/draft';
import type { CriterionEdit } from '../../../src/dataProvider';
import type { Rule, StructuredRule, Trial, TrialCriterion } from '../../../src/dataProvider/types';
import { scopeSummary } from '../../../src/resources/trials/criteria/ruleSummary';
import { allTrials } from '../prescreenForm/studies';
import { renderPage } from './renderPage';

const SLOW = { timeout: 10_000 };
const TRIAL = '00000000-0000-4000-8000-0000000000b1';
const AT = '2026-03-01T10:00:00.000Z';

const autoimmune: StructuredRule = {
  type: 'condition',
  concepts: ['autoimmune disease'],
  status: 'current',
  confirmed: false,
  negated: false,
  answerableBy: 'candidate',
} as StructuredRule;
const vaccination: StructuredRule = {
  type: 'medication',
  concepts: ['COVID-19 vaccine'],
  status: 'prior',
  negated: false,
  answerableBy: 'candidate',
} as StructuredRule;

/** Criteria as the parser stores them: a narrowed exclusion, a widened inclusion, a header, a criterion left to the text, an exact one. */
const criteria: TrialCriterion[] = [
  {
    id: 'inc-1',
    kind: 'inclusion',
    text: 'Participants are eligible to be included in the study only if all of the following criteria apply:',
    rule: null,
    answerableBy: 'site',
    answerKeys: [],
    source: 'text',
    context: [],
    informational: true,
  },
  {
    id: 'inc-2',
    kind: 'inclusion',
    text: 'Received a COVID-19 vaccine or had a confirmed COVID-19 infection',
    rule: vaccination,
    answerableBy: 'candidate',
    answerKeys: ['medication:COVID-19 vaccine'],
    source: 'text',
    context: [],
    scope: 'sufficient',
    unencoded: ['confirmed', 'infection'],
  },
  {
    id: 'inc-3',
    kind: 'inclusion',
    text: 'Female participants of the Pep Up cohort',
    rule: null,
    answerableBy: 'candidate',
    answerKeys: ['text:female participants of the pep up cohort'],
    source: 'text',
    context: [],
    unencoded: ['applies to a subgroup'],
  },
  {
    id: 'exc-1',
    kind: 'exclusion',
    text: 'Has active autoimmune disease that has required systemic treatment in the past 2 years',
    rule: autoimmune,
    answerableBy: 'candidate',
    answerKeys: ['condition:autoimmune disease'],
    source: 'text',
    context: [],
    scope: 'necessary',
    unencoded: ['active', 'required', 'systemic'],
  },
  {
    id: 'exc-2',
    kind: 'exclusion',
    text: 'Is pregnant or breastfeeding',
    rule: { type: 'pregnancy', states: ['pregnant', 'breastfeeding'], negated: false, answerableBy: 'candidate' } as StructuredRule,
    answerableBy: 'candidate',
    answerKeys: ['pregnant', 'breastfeeding'],
    source: 'text',
    context: [],
  },
];
const byId = (id: string) => criteria.find((c) => c.id === id)!;
const draftOf = (draft: readonly DraftCriterion[], id: string) => draft.find((c) => c.id === id)!;

afterEach(cleanup);

describe('scopeSummary', () => {
  it('says what each rule can decide, with the words it does not test', () => {
    expect(scopeSummary(byId('exc-1'))).toBe("Decides a 'no'; the site confirms a 'yes' (active, required, systemic)");
    expect(scopeSummary(byId('inc-2'))).toBe("Decides a 'yes'; the site confirms a 'no' (confirmed, infection)");
    expect(scopeSummary(byId('inc-1'))).toBe('Not a requirement (header or placeholder)');
    expect(scopeSummary(byId('inc-3'))).toBe('No rule kept (applies to a subgroup)');
    expect(scopeSummary(byId('exc-2'))).toBeNull();
    expect(scopeSummary({ ...byId('exc-1'), unencoded: undefined })).toBe("Decides a 'no'; the site confirms a 'yes'");
  });
});

describe('draft', () => {
  it('carries scope, unencoded words and the informational flag to the PUT body of every real trial, unchanged', () => {
    let carried = 0;
    for (const trial of allTrials) {
      const stored = trial.criteria as TrialCriterion[];
      const draft = fromCriteria(stored);
      expect(isDirty(draft, stored)).toBe(false);
      toEdits(draft).forEach((edit, i) => {
        const c = stored[i];
        expect(edit.scope).toBe(c.scope === 'exact' ? undefined : c.scope);
        expect(edit.unencoded).toEqual(c.unencoded?.length ? c.unencoded : undefined);
        expect(edit.informational).toBe(c.informational ? true : undefined);
        if (c.scope || c.informational) carried++;
      });
    }
    expect(carried).toBeGreaterThan(0);
  });

  it('resets the scope to exact when the rule changes, keeps the text’s words, and lets staff choose again', () => {
    const draft = fromCriteria(criteria);
    const key = draftOf(draft, 'exc-1').key;
    const rule: Rule = { type: 'condition', concepts: ['lupus'], status: 'current', confirmed: false, negated: false } as Rule;
    const edited = setRule(draft, key, rule);
    expect(draftOf(edited, 'exc-1')).not.toHaveProperty('scope');
    expect(draftOf(edited, 'exc-1').unencoded).toEqual(['active', 'required', 'systemic']);
    const edit = (d: readonly DraftCriterion[]) => toEdits(d).find((c) => c.id === 'exc-1')!;
    expect(edit(edited)).not.toHaveProperty('scope');
    expect(edit(setScope(edited, key, 'necessary')).scope).toBe('necessary');
    expect(edit(setScope(setScope(edited, key, 'necessary'), key, 'exact'))).not.toHaveProperty('scope');
    // a rule makes a header a requirement; "no rule" and "structured on save" leave the flag
    const header = draftOf(draft, 'inc-1').key;
    expect(toEdits(setRule(draft, header, rule))[0]).not.toHaveProperty('informational');
    expect(toEdits(setRule(draft, header, null))[0].informational).toBe(true);
    expect(toEdits(setInformational(draft, header, false))[0]).not.toHaveProperty('informational');
    expect(toEdits(setInformational(draft, draftOf(draft, 'exc-2').key, true)).find((c) => c.id === 'exc-2')!.informational).toBe(true);
  });

  it('leaves the scope of a split or merged text to the parser', () => {
    const draft = fromCriteria(criteria);
    const parts = split(
      draft,
      draftOf(draft, 'exc-1').key,
      'Has active autoimmune disease',
      'that has required systemic treatment in the past 2 years',
    );
    for (const id of ['exc-1', 'exc-1.2']) {
      const edit = toEdits(parts).find((c) => c.id === id)!;
      expect(edit).not.toHaveProperty('rule');
      expect(edit).not.toHaveProperty('scope');
      expect(edit).not.toHaveProperty('unencoded');
    }
    const merged = mergeWithNext(draft, draftOf(draft, 'inc-2').key);
    expect(draftOf(merged, 'inc-2')).toMatchObject({ rule: PARSE, scope: undefined, unencoded: undefined, informational: undefined });
  });

  it('an accepted AI proposal is a new, exact rule', () => {
    const withProposal = fromCriteria([{ ...byId('inc-3'), proposedRule: vaccination, proposedBy: 'llm' }]);
    const accepted = acceptProposal(setScope(withProposal, withProposal[0].key, 'necessary'), withProposal[0].key);
    expect(toEdits(accepted)[0]).toMatchObject({ id: 'inc-3', rule: { type: 'medication' } });
    expect(toEdits(accepted)[0]).not.toHaveProperty('scope');
  });
});

const actions: CriterionActions = {
  onText: () => undefined,
  onRule: () => undefined,
  onRuleProblem: () => undefined,
  onSiteOnly: () => undefined,
  onScope: () => undefined,
  onInformational: () => undefined,
  onMove: () => undefined,
  onSplit: () => undefined,
  onMerge: () => undefined,
  onSwitchKind: () => undefined,
  onDelete: () => undefined,
  onAccept: () => undefined,
  onDiscard: () => undefined,
  onFocus: () => undefined,
};

/** A scope sentence of the card (not the "Not a requirement" switch's label). */
const SCOPE = /^(Decides a|Not a requirement \(|No rule kept)/;

describe('criterion card', () => {
  const card = (id: string, patch: Partial<DraftCriterion> = {}) => {
    const item = { ...draftOf(fromCriteria(criteria), id), ...patch };
    render(<CriterionCard item={item} position={1} canMoveUp={false} canMoveDown={false} canMerge={false} {...actions} />);
    return screen.getByRole('listitem');
  };

  it('shows a necessary rule’s scope with the words it does not test, and offers the scope select', () => {
    const li = card('exc-1');
    expect(within(li).getByText(SCOPE).textContent).toBe("Decides a 'no'; the site confirms a 'yes' (active, required, systemic)");
    expect(within(li).getByRole('combobox', { name: 'Scope of exc-1' }).textContent).toBe("Necessary: decides a 'no' only");
  });

  it('shows a sufficient rule’s and a header’s scope in words', () => {
    expect(within(card('inc-2')).getByText(SCOPE).textContent).toBe("Decides a 'yes'; the site confirms a 'no' (confirmed, infection)");
    cleanup();
    const header = card('inc-1');
    expect(within(header).getByText(SCOPE).textContent).toBe('Not a requirement (header or placeholder)');
    expect(within(header).getByRole('switch', { name: 'Not a requirement: inc-1' })).toHaveProperty('checked', true);
    // no rule: nothing to scope
    expect(within(header).queryByRole('combobox', { name: 'Scope of inc-1' })).toBeNull();
  });

  it('says nothing about an exact rule, nor about a text the parser structures on save', () => {
    expect(within(card('exc-2')).queryByText(SCOPE)).toBeNull();
    cleanup();
    const parsed = card('exc-1', { rule: PARSE });
    expect(within(parsed).queryByText(SCOPE)).toBeNull();
    expect(within(parsed).queryByRole('switch', { name: 'Not a requirement: exc-1' })).toBeNull();
  });
});

describe('criteria editor', { timeout: 60_000 }, () => {
  const trial = {
    id: TRIAL,
    organizationId: '00000000-0000-4000-8000-000000000011',
    nctId: 'NCT05879653',
    title: 'A trial',
    criteriaText: criteria.map((c) => c.text).join('\n'),
    criteria,
    criteriaEditedAt: null,
    importWarnings: [],
    createdAt: AT,
    updatedAt: AT,
  } as unknown as Trial;

  /** Renders the editor of `trial`; returns the criteria each save sent (updates of resource trialCriteria). */
  function renderEditor() {
    // the original text scrolls to the passage of the focused criterion; jsdom has no scrolling
    Element.prototype.scrollIntoView ??= () => undefined;
    const { dataProvider } = renderPage(
      <CriteriaEditor trial={trial} onSaved={() => undefined} proposal={null} onProposal={() => undefined} />,
      `/admin/trial-criteria?trialId=${TRIAL}`,
      { methods: { update: async () => ({ data: trial }) } },
    );
    return () =>
      dataProvider.update.mock.calls.map(([resource, params]) => {
        expect([resource, params.id]).toEqual(['trialCriteria', TRIAL]);
        return (params.data as { criteria: CriterionEdit[] }).criteria;
      });
  }
  const item = (id: string) => screen.getByRole('listitem', { name: new RegExp(`: ${id.replace('.', '\\.')}$`) });

  it('saves the parser’s scope and words untouched, and the scope and flag staff choose', async () => {
    const saves = renderEditor();
    await screen.findByRole('listitem', { name: /: exc-1$/ }, SLOW);
    fireEvent.mouseDown(within(item('inc-2')).getByRole('combobox', { name: 'Scope of inc-2' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Exact: decides both ways' }, SLOW));
    fireEvent.click(within(item('exc-2')).getByRole('switch', { name: 'Not a requirement: exc-2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1), SLOW);
    const sent = saves()[0];
    expect(sent.find((c) => c.id === 'exc-1')).toMatchObject({ scope: 'necessary', unencoded: ['active', 'required', 'systemic'] });
    expect(sent.find((c) => c.id === 'inc-2')).not.toHaveProperty('scope');
    expect(sent.find((c) => c.id === 'inc-2')!.unencoded).toEqual(['confirmed', 'infection']);
    expect(sent.find((c) => c.id === 'inc-1')!.informational).toBe(true);
    expect(sent.find((c) => c.id === 'exc-2')!.informational).toBe(true);
    expect(sent.find((c) => c.id === 'inc-3')!.unencoded).toEqual(['applies to a subgroup']);
  });

  it('resets the scope when staff edit the rule', async () => {
    const saves = renderEditor();
    await screen.findByRole('listitem', { name: /: exc-1$/ }, SLOW);
    fireEvent.click(within(item('exc-1')).getByRole('button', { name: 'Edit rule' }));
    const json = within(item('exc-1')).getByRole('textbox', { name: /^Rule of exc-1/ });
    fireEvent.change(json, { target: { value: JSON.stringify({ ...autoimmune, answerableBy: undefined, concepts: ['lupus'] }) } });
    await waitFor(
      () => expect(within(item('exc-1')).getByRole('combobox', { name: 'Scope of exc-1' }).textContent).toBe('Exact: decides both ways'),
      SLOW,
    );
    expect(within(item('exc-1')).queryByText(SCOPE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1), SLOW);
    const sent = saves()[0].find((c) => c.id === 'exc-1')!;
    expect(sent).toMatchObject({ rule: { type: 'condition', concepts: ['lupus'] } });
    expect(sent).not.toHaveProperty('scope');
  });
});
