// @vitest-environment jsdom
/**
 * The prescreen form builder's form checks and question details (src/custom-pages/admin/prescreenForms/:
 * FormChecksPanel, FormBuilder, QuestionEditor, FormPreview), rendered over an in-memory data provider in a data
 * router (the builder's unsaved-changes guard needs one):
 * - the checks panel groups the server's issues by check: `unsatisfiable` as an error saying the form cannot be
 *   published as a public chat and naming the criteria, the others as warnings; each issue links to and focuses the
 *   question it names; unsaved edits mark the checks as those of the last save; a save shows the checks the PUT
 *   answered with;
 * - a question shows whom it is asked of (`appliesTo`), what an inverted yes means (`invert`) and its `preface`,
 *   which staff edit; the preview says the preface before the question.
 *
 * The form is one trial's block shaped like the generator's output (a diabetes inclusion and exclusion on one
 * question, a pregnancy question for women of childbearing age, the positive question of "No prior systemic
 * therapy", a prefaced mental-health question); the checks use the server's messages (server/domain/prescreenForm/
 * checks.ts).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormBuilder } from '../../../src/custom-pages/admin/prescreenForms/FormBuilder';
import { FormChecksPanel } from '../../../src/custom-pages/admin/prescreenForms/FormChecksPanel';
import { appliesToWords, invertWords } from '../../../src/custom-pages/admin/prescreenForms/formOps';
import type { FormChecks, FormContent, PrescreenForm, Question } from '../../../src/dataProvider/types';
import { renderPage } from './renderPage';

const SLOW = { timeout: 10_000 };
const TRIAL = '00000000-0000-4000-8000-0000000000b1';
const FORM = '00000000-0000-4000-8000-0000000000f1';
const ORG = '00000000-0000-4000-8000-000000000011';
const AT = '2026-03-01T10:00:00.000Z';

const yesNo = (id: string, text: string, answerKey: string, criterionIds: string[], extra: Partial<Question> = {}): Question => ({
  id: `NCT01234567.${id}`,
  text,
  answerType: 'yes_no_unsure',
  answerKey,
  answerPart: 'value',
  criteria: criterionIds.map((criterionId) => ({ trialId: TRIAL, criterionId })),
  ...extra,
});

const diabetes = yesNo('inc-1.1', 'Has a doctor ever told you that you have type 2 diabetes?', 'condition:type 2 diabetes', ['inc-1', 'exc-2']);
const pregnant = yesNo('exc-3.1', 'Are you pregnant?', 'pregnant', ['exc-3'], { appliesTo: { sex: 'FEMALE', minAgeYears: 10, maxAgeYears: 60 } });
const therapy = yesNo('inc-4.1', 'Have you had systemic therapy for advanced disease before?', 'text:no prior systemic therapy', ['inc-4'], {
  invert: true,
});
const depression = yesNo('exc-5.1', 'Have you been treated for depression in the past year?', 'condition:depression', ['exc-5'], {
  preface: 'The next question is about your mental health. You can say "not sure" to any question.',
});
const nephropathy = yesNo('exc-6.1', 'Do you have diabetic nephropathy?', 'condition:diabetic nephropathy', ['exc-6']);

const content: FormContent = {
  sharedQuestions: [],
  blocks: [
    {
      trialId: TRIAL,
      nctId: 'NCT01234567',
      title: 'Metformin in adults with type 2 diabetes',
      questions: [diabetes, pregnant, therapy, depression, nephropathy],
      siteOnly: [{ criterionId: 'inc-2', text: 'HbA1c between 7% and 10%' }],
    },
  ],
};

/** Checks as the server words them: an unsatisfiable pair, then a warning of each other kind. */
const checks: FormChecks = {
  publishable: false,
  issues: [
    {
      check: 'unsatisfiable',
      trialId: TRIAL,
      questionIds: [diabetes.id],
      criterionIds: ['inc-1', 'exc-2'],
      message:
        'No truthful set of answers passes these criteria together: inc-1 "Diagnosed with type 2 diabetes"; exc-2 "History of type 2 diabetes". Change the questions or leave one of them to the site.',
    },
    {
      check: 'jargon',
      questionIds: [nephropathy.id],
      criterionIds: ['exc-6'],
      message: `"${nephropathy.text}" uses words a lay reader may not know: nephropathy.`,
    },
    {
      check: 'orphan',
      questionIds: [therapy.id],
      criterionIds: ['inc-4'],
      message: `"${therapy.text}" feeds no criterion: its answer is never read.`,
    },
    {
      check: 'applicability',
      questionIds: [pregnant.id],
      criterionIds: ['exc-3'],
      message: `"${pregnant.text}" would be asked of men and children: limit it to women of childbearing age.`,
    },
    {
      check: 'preface',
      questionIds: ['NCT01234567.gone'],
      criterionIds: [],
      message: '"Do you drink alcohol?" is personal: give the first such question a gentle preface.',
    },
  ],
};

const form: PrescreenForm = {
  id: FORM,
  organizationId: ORG,
  name: 'Diabetes prescreen',
  trialIds: [TRIAL],
  version: 3,
  createdBy: null,
  createdAt: AT,
  updatedAt: AT,
  content,
  checks,
};

/** Renders the builder of `form` in a data router, over an in-memory provider whose save answers with `saved`. */
function renderBuilder(savePrescreenForm: (id: unknown, input: { content: FormContent; expectedVersion: number }) => Promise<PrescreenForm>) {
  const { dataProvider } = renderPage(
    <FormBuilder form={form} onSaved={() => undefined} onReload={() => undefined} onBack={() => undefined} />,
    `/admin/prescreen-forms?formId=${FORM}`,
    { methods: { savePrescreenForm: savePrescreenForm as never } },
  );
  return dataProvider;
}

const checksPanel = () => screen.getByRole('region', { name: 'Form checks' });
const questionRow = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Question ${n}:`) });

afterEach(cleanup);

describe('form checks panel', { timeout: 60_000 }, () => {
  it('shows an unsatisfiable trial as an error naming its criteria, then the warnings grouped by check', async () => {
    renderBuilder(async () => form);
    const panel = await screen.findByRole('region', { name: 'Form checks' }, SLOW);
    const error = within(panel).getByRole('alert', { name: 'This form cannot be published as a public chat' });
    expect(error.className).toMatch(/Error/);
    expect(error.textContent).toContain('inc-1 "Diagnosed with type 2 diabetes"; exc-2 "History of type 2 diabetes"');
    expect(error.textContent).toContain('Criteria inc-1, exc-2');
    expect(error.textContent).toContain('NCT01234567: No truthful set of answers');

    const warnings = within(panel)
      .getAllByRole('alert')
      .filter((a) => a !== error);
    expect(warnings.map((w) => w.getAttribute('aria-label'))).toEqual([
      'Asked of people it does not concern',
      'Asked, but no criterion reads the answer',
      'Words a lay reader may not know',
      'Personal topics without a gentle preface',
    ]);
    for (const w of warnings) expect(w.className).toMatch(/Warning/);
    expect(within(warnings[2]).getByText(/nephropathy\.$/)).toBeTruthy();
    // a question no longer in the form is named, not linked
    expect(warnings[3].textContent).toContain('question NCT01234567.gone (no longer in the form)');
    expect(within(panel).queryByText(/checks are of the form as last/)).toBeNull();
  });

  it('links each issue to its question: the link focuses that question’s wording', async () => {
    renderBuilder(async () => form);
    const panel = await screen.findByRole('region', { name: 'Form checks' }, SLOW);
    const jargon = within(panel).getByRole('alert', { name: 'Words a lay reader may not know' });
    fireEvent.click(within(jargon).getByRole('button', { name: 'Question 5' }));
    expect(document.activeElement).toBe(within(questionRow(5)).getByRole('textbox', { name: 'Question 5 wording' }));
    fireEvent.click(
      within(within(panel).getByRole('alert', { name: 'This form cannot be published as a public chat' })).getByRole('button', {
        name: 'Question 1',
      }),
    );
    expect(document.activeElement).toBe(within(questionRow(1)).getByRole('textbox', { name: 'Question 1 wording' }));
  });

  it('marks a question an issue names with the check’s message', async () => {
    renderBuilder(async () => form);
    await screen.findByRole('region', { name: 'Form checks' }, SLOW);
    expect(within(questionRow(5)).getByText(/^Check: .*nephropathy\.$/)).toBeTruthy();
    expect(within(questionRow(4)).queryByText(/^Check:/)).toBeNull();
  });

  it('after a save shows the checks the server answered with', async () => {
    const after: FormChecks = { publishable: true, issues: [checks.issues[1]] };
    const provider = renderBuilder(async (_id, input) => ({ ...form, version: 4, content: input.content, checks: after }));
    await screen.findByRole('region', { name: 'Form checks' }, SLOW);
    fireEvent.change(within(questionRow(5)).getByRole('textbox', { name: 'Question 5 wording' }), {
      target: { value: 'Has a doctor said diabetes has harmed your kidneys?' },
    });
    // edited since the checks: the panel says they are of the last save
    await waitFor(() => expect(within(checksPanel()).getByText(/checks are of the form as last generated or saved/)).toBeTruthy(), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.savePrescreenForm).toHaveBeenCalledTimes(1), SLOW);
    expect(provider.savePrescreenForm.mock.calls[0][1]).toMatchObject({ expectedVersion: 3 });
    await waitFor(
      () => expect(within(checksPanel()).queryByRole('alert', { name: 'This form cannot be published as a public chat' })).toBeNull(),
      SLOW,
    );
    expect(
      within(checksPanel())
        .getAllByRole('alert')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Words a lay reader may not know']);
    expect(within(checksPanel()).queryByText(/checks are of the form as last/)).toBeNull();
  });

  it('says a form the server did not check publishable cannot be a public chat, and praises a clean one', () => {
    const { unmount } = render(
      <FormChecksPanel
        checks={{ publishable: false, issues: [] }}
        stale={false}
        numbers={new Map()}
        trialNames={{}}
        onShowQuestion={() => undefined}
      />,
    );
    expect(screen.getByRole('alert', { name: 'This form cannot be published as a public chat' })).toBeTruthy();
    unmount();
    render(
      <FormChecksPanel
        checks={{ publishable: true, issues: [] }}
        stale={false}
        numbers={new Map()}
        trialNames={{}}
        onShowQuestion={() => undefined}
      />,
    );
    expect(screen.getByText(/No problems found/)).toBeTruthy();
    cleanup();
    const { container } = render(
      <FormChecksPanel checks={undefined} stale={false} numbers={new Map()} trialNames={{}} onShowQuestion={() => undefined} />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('question details', { timeout: 60_000 }, () => {
  it('says whom a question is asked of and what an inverted yes means', () => {
    expect(appliesToWords(pregnant.appliesTo)).toBe('Asked of women aged 10–60 only');
    expect(appliesToWords({ minAgeYears: 10 })).toBe('Asked of people aged 10 or over only');
    expect(appliesToWords({ sex: 'MALE', maxAgeYears: 70 })).toBe('Asked of men aged 70 or under only');
    expect(appliesToWords({})).toBeNull();
    expect(appliesToWords(undefined)).toBeNull();
    expect(invertWords(therapy)).toBe('A yes means the criterion is not met');
    expect(invertWords({ invert: true, criteria: [{ trialId: TRIAL, criterionId: 'exc-7' }] })).toBe('A yes means the exclusion does not apply');
    expect(invertWords(diabetes)).toBeNull();
  });

  it('shows appliesTo and invert in words on the question, and lets staff edit or add a preface', async () => {
    const provider = renderBuilder(async (_id, input) => ({ ...form, version: 4, content: input.content }));
    await screen.findByRole('region', { name: 'Form checks' }, SLOW);
    expect(within(questionRow(2)).getByText('Asked of women aged 10–60 only')).toBeTruthy();
    expect(within(questionRow(3)).getByText('A yes means the criterion is not met')).toBeTruthy();
    expect(within(questionRow(1)).queryByText(/^Asked of|^A yes means/)).toBeNull();

    const preface = within(questionRow(4)).getByRole('textbox', { name: 'Question 4 preface' }) as HTMLTextAreaElement;
    expect(preface.value).toBe(depression.preface);
    fireEvent.change(preface, { target: { value: 'A few questions now about your mental health.' } });
    expect(within(questionRow(1)).queryByRole('textbox', { name: 'Question 1 preface' })).toBeNull();
    fireEvent.click(within(questionRow(1)).getByRole('button', { name: 'Add a preface' }));
    fireEvent.change(within(questionRow(1)).getByRole('textbox', { name: 'Question 1 preface' }), { target: { value: 'Now about your health.' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.savePrescreenForm).toHaveBeenCalledTimes(1), SLOW);
    const saved = provider.savePrescreenForm.mock.calls[0][1].content as FormContent;
    expect(saved.blocks[0].questions.map((q) => q.preface)).toEqual([
      'Now about your health.',
      undefined,
      undefined,
      'A few questions now about your mental health.',
      undefined,
    ]);
  });

  it('the preview says the preface before its question', async () => {
    renderBuilder(async () => form);
    await screen.findByRole('region', { name: 'Form checks' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: /^Preview/ }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'All questions' }));
    const text = within(dialog).getByRole('form', { name: 'Prescreen questions' }).textContent!;
    const at = text.indexOf(depression.preface!);
    expect(at).toBeGreaterThan(-1);
    expect(text.indexOf(depression.text)).toBeGreaterThan(at);
    expect(text.slice(at + depression.preface!.length, text.indexOf(depression.text))).toBe('4. ');
  });
});
