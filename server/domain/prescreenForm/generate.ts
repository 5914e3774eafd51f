/**
 * Study blocks from trials' structured criteria (`generate-study-blocks`): one block per trial, questions for
 * the criteria a candidate can answer, the site-only criteria listed for the site.
 *
 * What is asked, by the criterion's rule (server/domain/eligibility/types.ts):
 * - age → "How old are you?" (number, years; in months when the trial states the age in months, weeks or days);
 * - sex (FEMALE or MALE; ALL asks nothing) → a choice;
 * - pregnancy → one yes/no per state (pregnant, breastfeeding, planning a pregnancy);
 * - contraception, consent, compliance, healthy volunteer → one yes/no;
 * - BMI → weight and height (BMI is computed from them, see `answersFromForm`); weight → weight; in kg and cm, or in
 *   pounds and in feet and inches for a trial whose sites are mostly in the United States (`TrialForForm.units`);
 * - condition, medication, procedure → one yes/no per concept ("Has a doctor ever told you that you have type 2
 *   diabetes?"), with follow-ups shown only after "yes": "When were you diagnosed?" (date) when the rule has a time
 *   window, "Do you have it now?" when it asks about the present; medicines ask "How long ago did you last take …?"
 *   (duration) instead of a date;
 * - smoking, trial participation → ever, with "now" or "how long ago" follow-ups as above;
 * - lab values, blood pressure, ECOG, Karnofsky (only when staff marked such a criterion answerable by the candidate)
 *   → a number or, for ECOG, a choice of lay descriptions;
 * - no rule (or investigator judgement marked candidate-answerable) → a yes/no question from the criterion's text
 *   (`textQuestion`), mapped to the criterion's `text:` answer key.
 * A block asks each concept once: a question lists every criterion of its trial that the answer decides.
 */
import type { Criterion } from '../eligibility';
import { answerKeysOf, CANONICAL_LAB_UNIT } from '../eligibility';
import type { AnswerPart, AnswerType, AppliesTo, Choice, Question, StudyBlock } from './types';
import {
  conditionWording,
  ECOG_CHOICES,
  FIXED_WORDING,
  labWording,
  layText,
  medicationWording,
  negatedTextQuestion,
  procedureWording,
  textQuestion,
  TIMING_HELP,
} from './wording';
import { BODY_UNITS, type MeasurementSystem } from './units';

/**
 * A trial as `generateStudyBlocks` needs it: id, NCT ID (null for a trial entered by hand), title and criteria, and
 * `units`, the system its weight and height questions ask in first (`measurementSystemOf` its sites' countries,
 * ./units.ts): `imperial` → "How much do you weigh, in pounds?" (unit `lb`) and "How tall are you, in feet and
 * inches?" (unit `in`); `metric` or missing → kg and cm.
 */
export interface TrialForForm {
  id: string;
  nctId: string | null;
  title: string;
  criteria: readonly Criterion[];
  units?: MeasurementSystem;
}

/** One question a criterion needs, before it is given an id. A follow-up is shown after "yes" to the ask before it. */
interface Ask {
  answerKey: string;
  answerPart: AnswerPart;
  answerType: AnswerType;
  text: string;
  unit?: string;
  choices?: Choice[];
  help?: string;
  note?: string;
  appliesTo?: AppliesTo;
  invert?: boolean;
  followUp?: true;
}

const yesNo = (answerKey: string, text: string, answerPart: AnswerPart = 'value'): Ask => ({
  answerKey,
  answerPart,
  answerType: 'yes_no_unsure',
  text,
});
const number = (answerKey: string, text: string, unit: string, note?: string): Ask => ({
  answerKey,
  answerPart: 'value',
  answerType: 'number',
  text,
  unit,
  ...(note ? { note } : {}),
});
const when = (answerKey: string, text: string, answerPart: 'lastAt' | 'daysAgo'): Ask => ({
  answerKey,
  answerPart,
  answerType: answerPart === 'lastAt' ? 'date' : 'duration',
  text,
  help: TIMING_HELP[answerPart],
  followUp: true,
});
const now = (answerKey: string, text: string): Ask => ({ ...yesNo(answerKey, text, 'current'), followUp: true });
/** Weight in kg, or in pounds for a trial that asks in US units; the answer key stays `weight` either way, so merging and the rules read it alike. */
const weightAsk = (units: MeasurementSystem, note?: string): Ask =>
  number('weight', units === 'imperial' ? FIXED_WORDING.weightPounds : FIXED_WORDING.weight, BODY_UNITS[units].weight, note);
/** Height in cm, or in feet and inches (kept in inches) for a trial that asks in US units. */
const heightAsk = (units: MeasurementSystem, note?: string): Ask =>
  number('height', units === 'imperial' ? FIXED_WORDING.heightFeetInches : FIXED_WORDING.height, BODY_UNITS[units].height, note);

/**
 * "Ever", then the follow-up the rule needs: when it last happened if the rule has a time window, "now" if it asks
 * about the present, nothing else. `wording` gives the texts; `timing` which follow-up type a window asks.
 */
function eventAsks(
  answerKey: string,
  wording: { present: string; current?: string; lastAt?: string; daysAgo?: string },
  rule: { window?: unknown; status?: string },
  timing: 'lastAt' | 'daysAgo',
): Ask[] {
  const asks = [yesNo(answerKey, wording.present, 'present')];
  if (rule.window) asks.push(when(answerKey, wording[timing]!, timing));
  else if (rule.status === 'current' && wording.current) asks.push(now(answerKey, wording.current));
  return asks;
}

const concept = (answerKey: string) => answerKey.slice(answerKey.indexOf(':') + 1);

/**
 * Who pregnancy questions apply to: women aged 10 to 60. Outside it the eligibility core reads the statement "is
 * pregnant / breastfeeding / planning a pregnancy" as false (server/domain/eligibility/evaluate.ts), so nobody is
 * asked something that cannot concern them.
 */
const CHILDBEARING = { sex: 'FEMALE', minAgeYears: 10, maxAgeYears: 60 } as const;

/** The contraception question's answers: "not applicable" for people who cannot become pregnant or father a child. */
const CONTRACEPTION_CHOICES: Choice[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  {
    value: 'not_applicable',
    label:
      'Does not apply to me: I cannot become pregnant or get a partner pregnant (for example after the menopause, a hysterectomy, sterilisation or a vasectomy)',
  },
];

/**
 * The questions a candidate-answerable criterion needs (empty for a rule that is always met, such as sex ALL);
 * weight and height in the `units` of the trial.
 */
function asksFor(c: Criterion, units: MeasurementSystem): Ask[] {
  const rule = c.rule;
  if (!rule || rule.type === 'investigator_judgement') {
    const help = [...c.context, c.text].join('\n');
    const positive = negatedTextQuestion(c.text);
    return [
      {
        ...yesNo(c.answerKeys[0], positive ?? textQuestion(c.text)),
        ...(positive ? { invert: true } : {}),
        ...(help !== c.text.split('\n', 1)[0] ? { help: layText(help) } : {}),
      },
    ];
  }
  switch (rule.type) {
    case 'age':
      return [rule.unit === 'years' ? number('age', FIXED_WORDING.age, 'years') : number('ageMonths', FIXED_WORDING.ageMonths, 'months')];
    case 'sex':
      if (rule.sex === 'ALL') return [];
      return [
        {
          answerKey: 'sex',
          answerPart: 'value',
          answerType: 'choice',
          text: FIXED_WORDING.sex,
          choices: [
            { value: 'FEMALE', label: 'Female' },
            { value: 'MALE', label: 'Male' },
          ],
        },
      ];
    case 'pregnancy':
      return c.answerKeys.map((key) => ({
        ...yesNo(key, FIXED_WORDING[key as 'pregnant' | 'breastfeeding' | 'planningPregnancy']),
        appliesTo: { ...CHILDBEARING },
      }));
    case 'contraception':
      return [
        {
          answerKey: 'contraception',
          answerPart: 'value',
          answerType: 'choice',
          text: FIXED_WORDING.contraception,
          choices: CONTRACEPTION_CHOICES.map((ch) => ({ ...ch })),
          appliesTo: { minAgeYears: 10 },
        },
      ];
    case 'consent':
    case 'compliance':
    case 'healthy_volunteer':
      return c.answerKeys.map((key) => yesNo(key, FIXED_WORDING[key as 'consent' | 'compliance' | 'healthyVolunteer']));
    case 'bmi': {
      const note = 'BMI is computed from weight and height (kg / m²).';
      return [weightAsk(units, note), heightAsk(units, note)];
    }
    case 'weight':
      return [weightAsk(units)];
    case 'condition': {
      // an exclusion that does not say "now" or "ever" is decided by "ever" and "now" together (see evaluate)
      const needsNow = rule.status === 'current' || (c.kind === 'exclusion' && rule.status === 'any');
      return c.answerKeys.flatMap((key) =>
        eventAsks(key, conditionWording(concept(key), c.text), { ...rule, status: needsNow ? 'current' : rule.status }, 'lastAt'),
      );
    }
    case 'medication':
      return c.answerKeys.flatMap((key) => eventAsks(key, medicationWording(concept(key), c.text), rule, 'daysAgo'));
    case 'procedure':
      return c.answerKeys.flatMap((key) => eventAsks(key, procedureWording(concept(key), c.text), rule, 'lastAt'));
    case 'smoking':
      return eventAsks('smoking', FIXED_WORDING.smoking, rule, 'daysAgo');
    case 'trial_participation':
      return eventAsks('trialParticipation', FIXED_WORDING.trialParticipation, { ...rule, status: 'current' }, 'daysAgo');
    case 'lab':
      return rule.analytes.map((a) => number(a, labWording(a), CANONICAL_LAB_UNIT[a]));
    case 'blood_pressure':
      return c.answerKeys.map((key) => number(key, FIXED_WORDING[key as 'systolicBp' | 'diastolicBp'], 'mmHg'));
    case 'ecog':
      return [
        { answerKey: 'ecog', answerPart: 'value', answerType: 'choice', text: FIXED_WORDING.ecog, choices: ECOG_CHOICES.map((ch) => ({ ...ch })) },
      ];
    case 'karnofsky':
      return [number('karnofsky', FIXED_WORDING.karnofsky, '%')];
    case 'composite':
      // each part asked as if it were its own criterion (a site-only composite never reaches here)
      return rule.rules.flatMap((part) =>
        asksFor({ ...c, rule: { ...part, answerableBy: c.answerableBy }, answerKeys: answerKeysOf(part, c.text) }, units),
      );
  }
}

/** Order of follow-ups under their question. */
const FOLLOW_UP_ORDER: readonly AnswerPart[] = ['current', 'lastAt', 'daysAgo'];

/** One trial's block: questions in the order of the first criterion that needs them, follow-ups under their question. */
function studyBlock(trial: TrialForForm): StudyBlock {
  const prefix = trial.nctId ?? trial.id;
  const slots = new Map<string, { question: Question; followUps: Map<string, Question> }>();
  const siteOnly: StudyBlock['siteOnly'] = [];
  for (const c of trial.criteria) {
    if (c.informational) continue;
    if (c.answerableBy === 'site') {
      siteOnly.push({ criterionId: c.id, text: c.text });
      continue;
    }
    const ref = { trialId: trial.id, criterionId: c.id };
    let made = 0;
    const make = (ask: Ask, showIf?: string): Question => {
      const { followUp: _followUp, ...fields } = ask;
      // every question in plain words: medical names the wording kept get their lay explanation (../language/lay.ts)
      return {
        id: `${prefix}.${c.id}.${++made}`,
        ...fields,
        text: layText(fields.text),
        ...(showIf ? { showIf: { questionId: showIf, equals: 'yes' } } : {}),
        criteria: [],
      };
    };
    let parent: { question: Question; followUps: Map<string, Question> } | undefined;
    for (const ask of asksFor(c, trial.units ?? 'metric')) {
      const key = `${ask.answerKey}|${ask.answerPart}`;
      let question: Question;
      if (ask.followUp && parent) {
        question = parent.followUps.get(key) ?? make(ask, parent.question.id);
        parent.followUps.set(key, question);
      } else {
        parent = slots.get(key) ?? { question: make(ask), followUps: new Map() };
        slots.set(key, parent);
        question = parent.question;
      }
      if (!question.criteria.some((r) => r.criterionId === c.id)) question.criteria.push(ref);
    }
  }
  const byId = new Map(trial.criteria.map((c) => [c.id, c]));
  const ordered = [...slots.values()].map((slot, i) => ({ slot, i, rank: rank(slot.question, byId) })).sort((a, b) => a.rank - b.rank || a.i - b.i);
  let prefaced = false;
  const questions = ordered.flatMap(({ slot: { question, followUps }, rank: r }) => {
    if (r === RANK.sensitive && !prefaced) {
      prefaced = true;
      question.preface = SENSITIVE_PREFACE;
    }
    return [question, ...[...followUps.values()].sort((a, b) => FOLLOW_UP_ORDER.indexOf(a.answerPart) - FOLLOW_UP_ORDER.indexOf(b.answerPart))];
  });
  return { trialId: trial.id, nctId: trial.nctId, title: trial.title, questions, siteOnly };
}

/** Order of a block's questions: knock-outs first, personal topics last. */
const RANK = { demographic: 0, knockout: 1, inclusion: 2, exclusion: 3, sensitive: 4 } as const;

/** Personal topics: mental health, substance use, sexual health and HIV, violence. */
const SENSITIVE =
  /depress|bipolar|schizophren|psychos|psychiatr|mental|ptsd|trauma|substance|alcohol|drug (?:use|abuse)|addict|opioid use|eating disorder|anorexia|bulimia|hiv|sexual|sexually|assault|abuse|violence|self-harm|suicid/i;

const SENSITIVE_PREFACE = 'The next questions are more personal. Your answers go only to the study team, and you can always answer "not sure".';

/**
 * A question's rank: age and sex first, then questions about the condition the study is for (an inclusion's
 * condition: most people who are not eligible find out at once), other inclusion criteria, exclusion criteria, and
 * personal topics last (with a gentle preface on the first).
 */
function rank(q: Question, byId: ReadonlyMap<string, Criterion>): number {
  if (q.answerKey === 'age' || q.answerKey === 'ageMonths' || q.answerKey === 'sex') return RANK.demographic;
  const criteria = q.criteria.map((r) => byId.get(r.criterionId)).filter((c): c is Criterion => c !== undefined);
  if (SENSITIVE.test(q.text) || SENSITIVE.test(q.answerKey)) return RANK.sensitive;
  if (criteria.some((c) => c.kind === 'inclusion' && c.rule?.type === 'condition')) return RANK.knockout;
  return criteria.some((c) => c.kind === 'inclusion') ? RANK.inclusion : RANK.exclusion;
}

/**
 * One study block per trial, in the order given (a trial given twice gets one block). Question ids are
 * `<NCT ID or trial id>.<criterion id>.<n>`; the same trials always give the same blocks.
 */
export function generateStudyBlocks(trials: readonly TrialForForm[]): StudyBlock[] {
  const seen = new Set<string>();
  return trials.filter((t) => !seen.has(t.id) && seen.add(t.id)).map(studyBlock);
}
