/**
 * Checks of a prescreen form against its trials' criteria, run on every generated or edited form (staff see them in
 * the form builder; a form that fails `satisfiable` cannot be published as a public chat):
 *
 * - `unsatisfiable`: no set of definite answers (yes / no, values; "not sure" does not count) reaches PASS or
 *   POTENTIAL for a trial — some answers its criteria need contradict each other (one question feeding an inclusion
 *   and an exclusion the same way, two inclusions that exclude each other). Found by searching the answer space of
 *   each group of questions and criteria that share answers (`searchGroup`), named by the criteria of the group.
 * - `orphan`: a question whose answer no criterion it lists reads (its answer key and part are not among the
 *   criteria's), so it is asked and then ignored; a question that only feeds informational items counts too.
 * - `applicability`: a pregnancy or breastfeeding question without `appliesTo`, or a contraception question without
 *   a "does not apply" answer, would be put to men and children.
 * - `jargon`: a question whose wording keeps words a lay reader is unlikely to know (`jargonIn`).
 * - `preface`: a question on a personal topic that comes without a gentle preface before the first such question.
 *
 * Pure; the same form and trials always give the same checks.
 */
import { evaluate, type Answers, type Criterion } from '../eligibility';
import { answersFromForm } from './answers';
import { jargonIn } from '../language/lay';
import type { FormCheckIssue, FormChecks } from '../../../contracts/prescreenForms';
import type { FormContent, Question } from './types';

export type { FormCheckIssue, FormChecks };

/** A trial as the checks need it: id and criteria. */
export interface TrialCriteria {
  id: string;
  criteria: readonly Criterion[];
}

/** Most answer combinations tried for one group of questions (a group larger than that is not searched, and passes). */
export const MAX_COMBINATIONS = 20_000;

const PREGNANCY_KEYS = new Set(['pregnant', 'breastfeeding', 'planningPregnancy']);
const SENSITIVE =
  /depress|bipolar|schizophren|psychos|psychiatr|mental|ptsd|substance|alcohol|drug (?:use|abuse)|addict|eating disorder|hiv|sexual|assault|abuse|violence|self-harm|suicid/i;

/** Every question of the form, shared first. */
function allQuestions(content: FormContent): Question[] {
  return [...content.sharedQuestions, ...content.blocks.flatMap((b) => b.questions)];
}

/** The criteria parts a question fills, read by its criteria: a key the criterion reads, and a part its rule asks for. */
function feeds(q: Question, c: Criterion): boolean {
  if (c.informational) return false;
  const keys = [q.answerKey, ...(q.aliasKeys ?? [])];
  // an age rule reads the age in years or in months; BMI is computed from weight and height
  const read = new Set([
    ...c.answerKeys,
    ...(c.answerKeys.includes('age') ? ['ageMonths'] : []),
    ...(c.answerKeys.includes('bmi') ? ['weight', 'height'] : []),
  ]);
  const reads = keys.some((k) => read.has(k));
  if (!reads) return false;
  const rule = c.rule;
  const timed = rule !== null && 'window' in rule && rule.window !== undefined;
  if (q.answerPart === 'lastAt' || q.answerPart === 'daysAgo') return timed || rule?.type === 'composite';
  return true;
}

/** `values` as responses to `q`: plain numbers when `q` asks in `unit`, else `{ value, unit }`. */
const inUnit = (q: Question, values: readonly number[], unit: string): unknown[] =>
  values.map((value) => (q.unit === unit ? value : { value, unit }));

/** The definite responses tried for a question in the search. */
function candidates(q: Question, ages: readonly number[], asOf: Date): unknown[] {
  switch (q.answerType) {
    case 'yes_no_unsure':
      return ['yes', 'no'];
    case 'choice':
      return (q.choices ?? []).map((c) => c.value);
    case 'date': {
      const ago = (days: number) => new Date(asOf.getTime() - days * 86_400_000).toISOString().slice(0, 10);
      return [ago(10), ago(120), ago(500), ago(3650)];
    }
    case 'duration':
      return [
        { value: 10, unit: 'days' },
        { value: 4, unit: 'months' },
        { value: 2, unit: 'years' },
        { value: 10, unit: 'years' },
      ];
    case 'number':
      if (q.answerKey === 'age') return [...ages];
      if (q.answerKey === 'ageMonths') return ages.map((a) => a * 12 + 6);
      // weights in kg and heights in cm, given with their unit to a question that asks in pounds or inches
      if (q.answerKey === 'weight') return inUnit(q, [45, 60, 75, 95, 130], 'kg');
      if (q.answerKey === 'height') return inUnit(q, [150, 165, 180, 195], 'cm');
      return [0, 1, 2, 5, 10, 50, 100, 150, 300, 1000];
    case 'text':
      return ['text'];
  }
}

/** Ages (years) worth trying: each age bound a trial states, with the years on either side, and 40. */
function ageCandidates(trials: readonly TrialCriteria[]): number[] {
  const out = new Set<number>([40]);
  for (const t of trials) {
    for (const c of t.criteria) {
      if (c.rule?.type !== 'age') continue;
      const per = c.rule.unit === 'months' ? 1 / 12 : c.rule.unit === 'years' ? 1 : 0;
      for (const b of [c.rule.range.min, c.rule.range.max])
        if (b !== undefined && per) [-1, 0, 1].forEach((d) => out.add(Math.max(0, Math.floor(b * per) + d)));
    }
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * Whether some definite answers to `questions` leave none of `criteria` 'not_met'. Questions are enumerated with
 * their candidate responses (a follow-up hidden by its parent's answer is ignored by `answersFromForm`); `null` when
 * the group is too large to search (more than MAX_COMBINATIONS combinations).
 */
function searchGroup(
  content: FormContent,
  questions: readonly Question[],
  criteria: readonly Criterion[],
  ages: readonly number[],
  asOf: Date,
): boolean | null {
  const options = questions.map((q) => candidates(q, ages, asOf));
  const total = options.reduce((n, o) => n * Math.max(1, o.length), 1);
  if (total > MAX_COMBINATIONS) return null;
  const asOfDate = asOf.toISOString().slice(0, 10);
  const responses: Record<string, unknown> = {};
  const visit = (i: number): boolean => {
    if (i === questions.length) {
      const answers = answersFromForm(content, responses) as Answers;
      return evaluate(criteria, answers, { asOf: asOfDate }).every((v) => v.verdict !== 'not_met');
    }
    for (const value of options[i]) {
      responses[questions[i].id] = value;
      if (visit(i + 1)) return true;
    }
    return false;
  };
  return visit(0);
}

/**
 * Whether some definite answers to the questions of `content` that feed criterion `c` make it 'not_met' — whether
 * the form can fail a candidate on it. `null` when too many combinations to search. Used by the criteria evaluation
 * (`eval:criteria`: failable rules) and the regression tests.
 */
export function canFail(content: FormContent, c: Criterion, asOf: Date): boolean | null {
  const questions = allQuestions(content);
  const fed = questions.filter((q) => feeds(q, c));
  const withParents = [...questions.filter((p) => fed.some((q) => q.showIf?.questionId === p.id) && !fed.includes(p)), ...fed];
  if (!withParents.length) return false;
  const ages = ageCandidates([{ id: '', criteria: [c] }]);
  const options = withParents.map((q) => candidates(q, ages, asOf));
  if (options.reduce((n, o) => n * Math.max(1, o.length), 1) > MAX_COMBINATIONS) return null;
  const asOfDate = asOf.toISOString().slice(0, 10);
  const responses: Record<string, unknown> = {};
  const visit = (i: number): boolean => {
    if (i === withParents.length) return evaluate([c], answersFromForm(content, responses) as Answers, { asOf: asOfDate })[0].verdict === 'not_met';
    for (const value of options[i]) {
      responses[withParents[i].id] = value;
      if (visit(i + 1)) return true;
    }
    return false;
  };
  return visit(0);
}

/** Groups of a trial's criteria that share questions (union-find over the questions that feed them). */
function groups(trial: TrialCriteria, questions: readonly Question[]): Array<{ questions: Question[]; criteria: Criterion[] }> {
  const parent = new Map<string, string>();
  const find = (x: string): string => (parent.get(x) === x ? x : (parent.set(x, find(parent.get(x)!)), parent.get(x)!));
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  const fed = new Map<string, Question[]>();
  for (const c of trial.criteria) {
    parent.set(`c:${c.id}`, `c:${c.id}`);
    const qs = questions.filter((q) => feeds(q, c));
    fed.set(c.id, qs);
    for (const q of qs) {
      if (!parent.has(`q:${q.id}`)) parent.set(`q:${q.id}`, `q:${q.id}`);
      union(`q:${q.id}`, `c:${c.id}`);
      // a follow-up is answered only after its question: they go together
      if (q.showIf && parent.has(`q:${q.showIf.questionId}`)) union(`q:${q.id}`, `q:${q.showIf.questionId}`);
    }
  }
  const byRoot = new Map<string, { questions: Question[]; criteria: Criterion[] }>();
  for (const c of trial.criteria) {
    const qs = fed.get(c.id)!;
    if (!qs.length) continue;
    const root = find(`c:${c.id}`);
    const g = byRoot.get(root) ?? { questions: [], criteria: [] };
    byRoot.set(root, g);
    g.criteria.push(c);
    for (const q of qs) if (!g.questions.includes(q)) g.questions.push(q);
  }
  // follow-ups of a group's questions are part of the group (their parent's "yes" shows them)
  const all = [...questions];
  for (const g of byRoot.values()) {
    for (const q of all)
      if (q.showIf && g.questions.some((x) => x.id === q.showIf!.questionId) && !g.questions.includes(q) && g.criteria.some((c) => feeds(q, c)))
        g.questions.push(q);
    const parents = all.filter((p) => g.questions.some((q) => q.showIf?.questionId === p.id) && !g.questions.includes(p));
    g.questions.unshift(...parents);
  }
  return [...byRoot.values()];
}

/**
 * The checks of `content` for its trials (`trials`: every trial of the form, by id, with its criteria). `asOf` dates
 * the answers tried for date and duration questions.
 */
export function checkForm(content: FormContent, trials: readonly TrialCriteria[], asOf: Date): FormChecks {
  const issues: FormCheckIssue[] = [];
  const questions = allQuestions(content);
  const byTrial = new Map(trials.map((t) => [t.id, t]));
  const ages = ageCandidates(trials);

  for (const trial of trials) {
    for (const g of groups(trial, questions)) {
      if (searchGroup(content, g.questions, g.criteria, ages, asOf) !== false) continue;
      issues.push({
        check: 'unsatisfiable',
        trialId: trial.id,
        questionIds: g.questions.map((q) => q.id),
        criterionIds: g.criteria.map((c) => c.id),
        message: `No truthful set of answers passes these criteria together: ${g.criteria.map((c) => `${c.id} "${c.text.split('\n', 1)[0].slice(0, 80)}"`).join('; ')}. Change the questions or leave one of them to the site.`,
      });
    }
  }

  let prefaced = false;
  for (const q of questions) {
    const refs = q.criteria
      .map((r) => byTrial.get(r.trialId)?.criteria.find((c) => c.id === r.criterionId))
      .filter((c): c is Criterion => c !== undefined);
    if (!refs.some((c) => feeds(q, c))) {
      issues.push({
        check: 'orphan',
        questionIds: [q.id],
        criterionIds: refs.map((c) => c.id),
        message: `"${q.text}" feeds no criterion: its answer is never read.`,
      });
    }
    const keys = [q.answerKey, ...(q.aliasKeys ?? [])];
    if (keys.some((k) => PREGNANCY_KEYS.has(k)) && q.appliesTo?.sex !== 'FEMALE') {
      issues.push({
        check: 'applicability',
        questionIds: [q.id],
        criterionIds: refs.map((c) => c.id),
        message: `"${q.text}" would be asked of men and children: limit it to women of childbearing age.`,
      });
    }
    if (q.answerKey === 'contraception' && !(q.choices ?? []).some((c) => c.value === 'not_applicable')) {
      issues.push({
        check: 'applicability',
        questionIds: [q.id],
        criterionIds: refs.map((c) => c.id),
        message: `"${q.text}" needs a "does not apply to me" answer for people who cannot become pregnant or father a child.`,
      });
    }
    const jargon = jargonIn(q.text);
    if (jargon.length) {
      issues.push({
        check: 'jargon',
        questionIds: [q.id],
        criterionIds: refs.map((c) => c.id),
        message: `"${q.text}" uses words a lay reader may not know: ${jargon.join(', ')}.`,
      });
    }
    if (q.preface) prefaced = true;
    if (!q.showIf && SENSITIVE.test(q.text) && !prefaced) {
      issues.push({
        check: 'preface',
        questionIds: [q.id],
        criterionIds: refs.map((c) => c.id),
        message: `"${q.text}" is personal: give the first such question a gentle preface.`,
      });
      prefaced = true;
    }
  }
  return { publishable: !issues.some((i) => i.check === 'unsatisfiable'), issues };
}
