/**
 * Persona harness: runs a made-up person through the chat prescreen dialogue of a real study (../shared/data/ctgov,
 * imported as `formTrialFromStudy` stores it, its form from `generateStudyBlocks`) the way the public chat does, and
 * explains the stored outcome when it is not what the person should get.
 *
 * The dialogue: `start` with the study's generated form and the verified record's age and sex as `candidateKnown`,
 * consent "Yes", then `step` with the persona's typed answer to every question the agent asks, until it closes.
 *
 * How a persona answers a question (`answerFor`):
 * 1. `facts` — [RegExp over the question text, answer typed] written after reading the study's criteria: the truth
 *    about this person (the study's condition, its usual treatments, everyday comorbidities the criteria allow,
 *    dates and numbers as people type them). The first fact whose pattern matches the question wins, so specific
 *    facts ("uncontrolled blood pressure" → No) go before general ones ("high blood pressure" → Yes); a fact whose
 *    answer does not fit the kind of question (a weight to a yes/no question) is passed over for the next one, and
 *    only when none fits is it typed anyway (the agent then asks again, and the failure message says so).
 * 2. "Not sure", now and then: of the yes/no questions that no fact covers or that a fact answers with a bare "No",
 *    every fifth is answered "Not sure" instead. People are unsure about things they never had or never heard of
 *    ("leptomeningeal disease?"), never about what they have, and an eligible person who says so must not be failed
 *    for it. A fact the person is certain of says more than "No" ("No, never", "No, I'm new to it").
 * 3. Otherwise the answer of a person who meets every criterion the question feeds: each plausible answer (Yes / No;
 *    a weight, a date, a choice…) is read as the dialogue reads it and evaluated with the eligibility core on the
 *    study's criteria and the answers so far; the first that leaves all of them met is typed, else the first that
 *    leaves none of them not met. When every answer fails one of them, the question feeds contradictory rules: the
 *    persona types the answer that fails fewest ("No" on a tie) and the turn is marked as a contradiction, so a failure
 *    message shows it.
 */
import { readFileSync } from 'node:fs';
import { parseAnswer, responsesOf, start, step, type AgentReply, type CandidateKnown, type DialogueState } from '../../../server/domain/conversation';
import { evaluate, type Criterion, type CriterionVerdict } from '../../../server/domain/eligibility';
import { answersFromForm, generateStudyBlocks, type FormContent, type Question, type TrialForForm } from '../../../server/domain/prescreenForm';
import { formTrialFromStudy } from '../../../server/modules/prescreenForms/criteria';
import { sharedData } from '../../helpers/sharedData';

/** The clock of every persona dialogue (dates the personas type, such as "3 months ago", count back from it). */
export const NOW = new Date('2025-06-15T10:00:00Z');

/** [pattern over the question text, the answer the person types]. */
export type Fact = readonly [RegExp, string];

/** A person: birth date and sex as the verified record holds them, and what they answer. */
export interface Persona {
  label: string;
  birthDate: string;
  sex: 'FEMALE' | 'MALE';
  facts: readonly Fact[];
}

/** The personas of one study: an eligible person, and three copies of them that each have one exclusion. */
export interface StudyPersonas {
  nctId: string;
  /** Who the eligible person is, in a sentence (for the reader of the test). */
  about: string;
  eligible: Omit<Persona, 'label'>;
  /**
   * `criterion`: a phrase of the exclusion criterion's text (it names the criterion in messages and is checked to
   * exist); `facts`: what this person answers differently, put before the eligible person's facts.
   */
  excluded: ReadonlyArray<{ criterion: string; facts: readonly Fact[] }>;
}

/** How an answer was chosen. */
export type AnswerSource = 'fact' | 'unsure' | 'chosen' | 'contradiction';

/** One question the agent asked and what the persona typed. */
export interface Turn {
  question: Question;
  answer: string;
  source: AnswerSource;
  /** The pattern of the fact that gave the answer. */
  fact?: RegExp;
  /** The agent asked again: it could not read the answer. */
  unread?: boolean;
}

/** A finished dialogue. */
export interface Outcome {
  trial: TrialForForm;
  persona: Persona;
  state: DialogueState;
  turns: Turn[];
  recommendation: string;
}

/** A shared study record: the trial as the import stores it, and the record's age bounds and sex. */
export interface SharedStudy {
  trial: TrialForForm;
  form: FormContent;
  sex: string;
  minimumAge?: string;
  maximumAge?: string;
}

let records: Map<string, unknown> | null = null;

/** One study of ../shared/data/ctgov/studies.jsonl. @throws when the NCT ID is not there. */
export function sharedStudy(nctId: string): SharedStudy {
  records ??= new Map(
    readFileSync(sharedData('ctgov/studies.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { protocolSection: { identificationModule: { nctId: string } } })
      .map((s) => [s.protocolSection.identificationModule.nctId, s]),
  );
  const record = records.get(nctId) as
    { protocolSection: { eligibilityModule?: { sex?: string; minimumAge?: string; maximumAge?: string } } } | undefined;
  if (!record) throw new Error(`${nctId} is not in studies.jsonl`);
  const { trial } = formTrialFromStudy(record);
  const e = record.protocolSection.eligibilityModule ?? {};
  return {
    trial,
    form: { sharedQuestions: [], blocks: generateStudyBlocks([trial]) },
    sex: e.sex ?? 'ALL',
    minimumAge: e.minimumAge,
    maximumAge: e.maximumAge,
  };
}

/** Age in completed years on `NOW`'s date. */
export function ageOn(birthDate: string, now = NOW): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** A ClinicalTrials.gov age ("18 Years", "6 Months") in years. */
function recordYears(age: string | undefined): number | null {
  const m = /^(\d+)\s+(Year|Month|Week|Day)s?$/i.exec(age ?? '');
  if (!m) return null;
  const per = { year: 1, month: 1 / 12, week: 7 / 365.25, day: 1 / 365.25 }[m[2].toLowerCase() as 'year'];
  return Number(m[1]) * per;
}

/**
 * Throws when the persona is outside the record's sex or age range: such a person is not eligible, and the test would
 * say nothing about the engine.
 */
export function checkFits(study: SharedStudy, persona: Pick<Persona, 'birthDate' | 'sex' | 'label'>): void {
  const age = ageOn(persona.birthDate);
  const [lo, hi] = [recordYears(study.minimumAge), recordYears(study.maximumAge)];
  if ((lo !== null && age < lo) || (hi !== null && age > hi))
    throw new Error(`${persona.label}: age ${age} is outside ${study.minimumAge}–${study.maximumAge}`);
  if (study.sex !== 'ALL' && study.sex !== persona.sex) throw new Error(`${persona.label}: sex ${persona.sex}, the study takes ${study.sex}`);
}

/** Plausible answers tried, in order, for a question no fact covers (by answer type and key). */
function candidates(q: Question): string[] {
  switch (q.answerType) {
    case 'yes_no_unsure':
      return ['No', 'Yes'];
    case 'date':
    case 'duration':
      return ['2 years ago', '8 months ago', '10 years ago', '3 months ago', '6 weeks ago', '2 weeks ago'];
    case 'choice':
      return (q.choices ?? []).map((c) => c.label);
    case 'text':
      return ['Nothing to add'];
    case 'number': {
      const byKey: Record<string, string[]> = {
        weight: ['72 kg', '60 kg', '90 kg', '110 kg', '130 kg', '48 kg'],
        height: ['5 ft 7', '160 cm', '185 cm'],
        systolicBp: ['124', '110', '140'],
        diastolicBp: ['78', '70', '88'],
        karnofsky: ['90', '100', '80', '70'],
        hba1c: ['7.5', '6.2', '8.5', '9.5', '5.4'],
      };
      return byKey[q.answerKey] ?? ['1', '0', '2', '5', '10', '30', '50', '90', '100', '150', '300'].map((n) => (q.unit ? `${n} ${q.unit}` : n));
    }
  }
}

/** The verdicts of the criteria `ids` if the persona answered `q` with `text` now. */
function verdictsIf(state: DialogueState, trial: TrialForForm, q: Question, text: string, ids: Set<string>): CriterionVerdict[] | null {
  const parsed = parseAnswer(q, text, { now: NOW, candidate: state.candidateKnown });
  if (!parsed.ok || parsed.value === 'unsure') return null;
  const answers = answersFromForm(state.form, { ...responsesOf(state), [q.id]: parsed.value });
  return evaluate(trial.criteria, answers, { asOf: NOW.toISOString().slice(0, 10) }).filter((v) => ids.has(v.criterionId));
}

/** The answer of a person who meets the criteria `q` feeds (see the module comment, rule 3). */
function chooseAnswer(state: DialogueState, trial: TrialForForm, q: Question): { answer: string; source: AnswerSource } {
  const ids = new Set(q.criteria.filter((r) => r.trialId === trial.id).map((r) => r.criterionId));
  const tried = candidates(q)
    .map((answer) => ({ answer, verdicts: verdictsIf(state, trial, q, answer, ids) }))
    .filter((t): t is { answer: string; verdicts: CriterionVerdict[] } => t.verdicts !== null);
  const allMet = tried.find((t) => t.verdicts.every((v) => v.verdict === 'met'));
  if (allMet) return { answer: allMet.answer, source: 'chosen' };
  const noneFailed = tried.find((t) => t.verdicts.every((v) => v.verdict !== 'not_met'));
  if (noneFailed) return { answer: noneFailed.answer, source: 'chosen' };
  const failures = (t: (typeof tried)[number]) => t.verdicts.filter((v) => v.verdict === 'not_met').length;
  const best = [...tried].sort((a, b) => failures(a) - failures(b) || Number(b.answer === 'No') - Number(a.answer === 'No'))[0];
  return { answer: best?.answer ?? candidates(q)[0] ?? 'Not sure', source: 'contradiction' };
}

/** Runs one persona through the study's dialogue until the closing message. */
export function runPersona(study: SharedStudy, persona: Persona): Outcome {
  const { trial, form } = study;
  checkFits(study, persona);
  const candidateKnown: CandidateKnown = { ageYears: ageOn(persona.birthDate), sex: persona.sex, birthDate: persona.birthDate };
  let state = start(form, { now: NOW, trials: [trial], consentText: 'May the study site contact you about this study?', candidateKnown });
  let replies: AgentReply[];
  ({ state, replies } = step(state, 'Yes', { now: NOW }));
  const questions = new Map([...form.sharedQuestions, ...form.blocks.flatMap((b) => b.questions)].map((q) => [q.id, q]));
  const turns: Turn[] = [];
  let uncertain = 0;
  for (let i = 0; i < 400 && state.phase === 'questions'; i++) {
    const asked = replies.find((r): r is Extract<AgentReply, { type: 'question' }> => r.type === 'question');
    if (!asked) break;
    const q = questions.get(asked.questionId)!;
    const last = turns.at(-1);
    let turn: Turn;
    if (last && last.question.id === q.id) {
      // asked again: the agent could not read the answer; the visitor types the same thing again
      last.unread = true;
      turn = { ...last, unread: true };
    } else {
      const matching = persona.facts.filter(([re]) => re.test(q.text));
      const fact = matching.find(([, answer]) => parseAnswer(q, answer, { now: NOW, candidate: state.candidateKnown }).ok) ?? matching[0];
      const mayBeUnsure = q.answerType === 'yes_no_unsure' && (!fact || fact[1] === 'No');
      if (mayBeUnsure && ++uncertain % 5 === 0) turn = { question: q, answer: 'Not sure', source: 'unsure' };
      else if (fact) turn = { question: q, answer: fact[1], source: 'fact', fact: fact[0] };
      else turn = { question: q, ...chooseAnswer(state, trial, q) };
      turns.push(turn);
    }
    ({ state, replies } = step(state, turn.answer, { now: NOW }));
  }
  const recommendation = state.result?.trials[0]?.recommendation ?? `unfinished (${state.phase})`;
  return { trial, persona, state, turns, recommendation };
}

const clip = (s: string, n = 200) => (s.length > n ? s.slice(0, n - 1) + '…' : s).replace(/\s+/g, ' ');

/** "Q … → A (how)" lines for the questions that feed criterion `c`. */
function turnsFor(outcome: Outcome, c: Criterion): string[] {
  const lines = outcome.turns
    .filter((t) => t.question.criteria.some((r) => r.criterionId === c.id) || c.answerKeys.includes(t.question.answerKey))
    .map((t) => {
      const how =
        t.source === 'fact'
          ? `fact ${t.fact}`
          : t.source === 'unsure'
            ? 'a "not sure" the persona gives now and then'
            : t.source === 'chosen'
              ? 'chosen to meet the criteria it feeds'
              : 'CONTRADICTION: every answer fails a criterion it feeds';
      return `      asked "${clip(t.question.text, 160)}" → answered "${t.answer}" (${how}${t.unread ? '; NOT READ by the agent' : ''})`;
    });
  if (outcome.state.answers) {
    for (const [id, a] of Object.entries(outcome.state.answers)) {
      if (a.source !== 'record') continue;
      const q = outcome.state.form.blocks.flatMap((b) => b.questions).find((x) => x.id === id);
      if (q && (q.criteria.some((r) => r.criterionId === c.id) || c.answerKeys.includes(q.answerKey)))
        lines.push(`      from the verified record: ${q.answerKey} = ${a.normalized}`);
    }
  }
  return lines.length ? lines : ['      (no question asked feeds it)'];
}

/** One criterion's verdict with its text and the questions and answers behind it. */
export function describeCriterion(outcome: Outcome, criterionId: string): string {
  const c = outcome.trial.criteria.find((x) => x.id === criterionId)!;
  const v = outcome.state.result?.trials[0].verdicts.find((x) => x.criterionId === criterionId);
  const verdict = v ? v.verdict + (v.siteToConfirm ? ' (site to confirm)' : '') : 'no verdict';
  return [`    ${c.id} (${c.kind}, ${c.answerableBy}) "${clip(c.text)}" → ${verdict}`, ...turnsFor(outcome, c)].join('\n');
}

/** Why the dialogue ended as it did: the deciding criteria (failed ones for FAIL, unknown or conflicting ones for INCONCLUSIVE). */
export function explain(outcome: Outcome): string {
  const r = outcome.state.result?.trials[0];
  const head = `${outcome.trial.nctId} — ${outcome.persona.label}: ${outcome.recommendation}`;
  if (!r) return head;
  // FAIL: the failed criteria; INCONCLUSIVE: the unresolved ones (POTENTIAL's site-only list explains nothing here)
  const deciding = r.recommendation === 'FAIL' || r.recommendation === 'INCONCLUSIVE' ? r.deciding : [];
  const contradictions = outcome.turns
    .filter((t) => t.source === 'contradiction')
    .map((t) => `    contradiction: "${clip(t.question.text, 160)}" feeds ${t.question.criteria.map((x) => x.criterionId).join(', ')}`);
  const unread = outcome.turns.filter((t) => t.unread).map((t) => `    not read: "${t.answer}" to "${clip(t.question.text, 160)}"`);
  const conflicts = (outcome.state.result?.conflicts ?? []).map((c) => `    conflicting answers on ${c.answerKey} (${c.kind})`);
  return [head, ...deciding.map((id) => describeCriterion(outcome, id)), ...contradictions, ...unread, ...conflicts].join('\n');
}

/** The criterion whose text contains `phrase` (whitespace and case ignored). @throws when none does. */
export function criterionByText(trial: TrialForForm, phrase: string): Criterion {
  const norm = (s: string) => s.toLowerCase().replace(/\\/g, '').replace(/\s+/g, ' ');
  const found = trial.criteria.find((c) => norm(c.text).includes(norm(phrase)));
  if (!found) throw new Error(`${trial.nctId}: no criterion contains "${phrase}"`);
  return found;
}

/** The eligible persona of a study. */
export function eligiblePersona(s: StudyPersonas): Persona {
  return { label: 'eligible persona', ...s.eligible };
}

/** The eligible persona with one exclusion: its facts first, then the eligible person's. */
export function excludedPersona(s: StudyPersonas, x: StudyPersonas['excluded'][number]): Persona {
  return {
    label: `excluded persona ("${x.criterion}")`,
    birthDate: s.eligible.birthDate,
    sex: s.eligible.sex,
    facts: [...x.facts, ...s.eligible.facts],
  };
}

/**
 * Why an excluded persona's dialogue did not end FAIL or POTENTIAL: the deciding criteria, then the exclusion this
 * person has, its verdict and the questions that fed it (or that no question the agent asked matched its facts).
 */
export function explainExcluded(outcome: Outcome, exclusion: StudyPersonas['excluded'][number]): string {
  const target = criterionByText(outcome.trial, exclusion.criterion);
  const used = outcome.turns.some((t) => t.source === 'fact' && exclusion.facts.some(([re]) => re === t.fact));
  return [
    explain(outcome),
    `  the exclusion this persona has${used ? '' : ' (no question the agent asked matched its facts)'}:`,
    describeCriterion(outcome, target.id),
  ].join('\n');
}
