/**
 * Medical-history recognisers: condition (diagnosis), medication or therapy class, procedure or surgery, smoking,
 * and prior clinical-trial participation. All are candidate-answerable.
 */
import type { ConditionRule, MedicationRule, ProcedureRule, SmokingRule, TrialParticipationRule } from '../types';
import { findWindow } from './text';
import { CONDITIONS, withAncestors, findConcepts, MEDICATIONS, PROCEDURES, QUALIFIABLE } from './vocabulary';

const NEGATION = /^\W*(?:no|not|without|absence of|free (?:of|from)|never|non-)\b/;
const HISTORY = /history of|previous(?:ly)?|prior\b|past\b|ever\b|had\b|former/;
const CURRENT =
  /\bactive\b|current(?:ly)?|ongoing|uncontrolled|presence of|present\b|concomitant|concurrent|\bon\s+(?:stable\s+)?|taking|receiving|using|\buses?\b|requiring/;
const CONFIRMED = /confirm|documented|diagnos|proven|established/;
const GENERIC =
  /^(?:(?:systemic|severe|serious|significant|other|medical|chronic|acute)\s+)*(?:diseases?|conditions?|illness(?:es)?|disorders?|infections?|problems?)$/;
const DIAGNOSIS_PHRASE =
  /(?:diagnosis of|diagnosed with|history of|known|documented|confirmed|presence of|active|evidence of|suffering from|(?:patients?|participants?|subjects?|adults?) with)\s+([a-z][a-z0-9 '’/-]{2,60}?)(?=\s*(?:[,;:.()]|$|\s+(?:according|as|within|in the|confirmed|defined|based|that|which|who|requiring|for|per|by|at|on|prior|during|and is|and are|and has|and have)\b))/;

/**
 * A phrase the vocabulary does not know is taken as a condition's name only when it reads like one: at most four
 * words, no verb, list or qualifier ("septicemia or other uncontrollable infections", "intracranial lesions were
 * detected" are not names; the criterion is then asked in its own words or left to the site).
 */
const NAME_LIKE =
  /^(?!.*\b(?:or|and|nor|with|without|other|that|which|who|were|was|is|are|be|been|has|have|had|not|no|than|per|by|at|on|in|after|before|during|due|requiring|uncontroll\w*|severe|significant|active|current|stable|unstable|untreated|symptomatic|atypical|diagnos\w*|prohibit\w*|specified|listed|criteria)\b)(?!.*[,/])\S+(?:\s+\S+){0,3}$/;

function status<T extends string>(s: string, current: T, prior: T, any: T): T {
  if (CURRENT.test(s)) return current;
  if (HISTORY.test(s)) return prior;
  return any;
}

/**
 * A carve-out names no concept of the criterion: in brackets ("(excluding T-ALL with myeloid antigen expression)") or
 * running to the end of its sentence ("… malignancy except non-melanoma skin cancer", "organ transplantation other
 * than a stem cell transplant"). The fidelity check (../fidelity.ts) still sees it, as a narrowing of the rule.
 */
const CARVE_OUT =
  /\((?:excluding|except|other than|with the exception of|not including|apart from)\b[^)]*\)|\b(?:except(?: for)?|excluding|with the exception of|other than|apart from|but not|not including|exceptions? (?:include|are|is)|unless)\b[^.;]*/g;
const EXAMPLES_IN_BRACKETS = /\(\s*(?:e\.?\s?g\.?|i\.?\s?e\.?|such as|including|for example|for instance|like)\b[^()]*\)/g;
/** A cause names no concept of the criterion either: "spinal cord compression due to metastatic disease". */
const CAUSE = /\b(?:due to|secondary to|caused by|as a result of|resulting from|attributable to)\b[^.;,]*/g;

/** Named concepts of a kind, with their earliest position; used to pick the kind the text starts with. */
export function historyConcepts(s: string) {
  const cut = s.replace(CARVE_OUT, (m) => ' '.repeat(m.length)).replace(CAUSE, (m) => ' '.repeat(m.length));
  // Examples in brackets name kinds of a concept already named ("liver disease of other aetiologies (eg, viral or
  // autoimmune hepatitis …)"): they are concepts of the criterion only when nothing outside them is.
  const bare = cut.replace(EXAMPLES_IN_BRACKETS, (m) => ' '.repeat(m.length));
  const found = (t: string) => ({
    condition: findConcepts(t, CONDITIONS),
    medication: findConcepts(t, MEDICATIONS),
    procedure: findConcepts(t, PROCEDURES),
  });
  const outside = found(bare);
  if (bare === cut || outside.condition.index >= 0 || outside.medication.index >= 0 || outside.procedure.index >= 0) return outside;
  return found(cut);
}

/**
 * A diagnosis: "Diagnosis of type 2 diabetes … confirmed" (confirmed), "History of systemic sclerosis renal crisis
 * within past 12 months" (history, window 12 months), "Known active hepatitis B or C" (current, several concepts).
 * Concepts come from the vocabulary, else from the phrase after "diagnosis of" / "history of" / "known" ….
 */
export function recogniseCondition(s: string, named = historyConcepts(s).condition.concepts): ConditionRule | null {
  let concepts = specific(named, s);
  if (!concepts.length) {
    const phrase = DIAGNOSIS_PHRASE.exec(s)?.[1]?.trim();
    if (!phrase || /^(?:the|a|an|any|other|this|study|informed|consent)\b/.test(phrase) || GENERIC.test(phrase) || !NAME_LIKE.test(phrase))
      return null;
    concepts = [phrase];
  }
  const rule: ConditionRule = {
    type: 'condition',
    concepts,
    status: status(s, 'current', 'history', 'any'),
    confirmed: CONFIRMED.test(s),
    negated: NEGATION.test(s),
  };
  const window = findWindow(s);
  if (window) rule.window = window;
  return rule;
}

const RELAPSED = /\brelapsed\b|\brelapsing\b|\brelapse or refractory\b/;
const REFRACTORY = /\brefractory\b/;

/**
 * The most specific concepts stated: a broader concept is dropped when a more specific one is named ("CMML" →
 * not also "leukemia", see `BROADER`), and a haematological cancer the text calls relapsed and/or refractory keeps
 * that qualifier in its name ("Diagnose as Relapsed/Refractory AML" → "relapsed or refractory acute myeloid
 * leukemia", the qualifier written shortly before the disease), so that it is asked as such and not merged with a question about the disease in general.
 */
function specific(concepts: string[], s: string): string[] {
  const kept = concepts.filter((c) => !concepts.some((other) => other !== c && withAncestors(other).includes(c)));
  return kept.map((c) => {
    const at = QUALIFIABLE.has(c) ? CONDITIONS.find(([name]) => name === c)?.[1].exec(s)?.index : undefined;
    if (at === undefined) return c;
    // The qualifier written before the disease in the same sentence, within 80 characters, and not undone by a
    // nearer "untreated" / "newly diagnosed".
    const before = s
      .slice(Math.max(0, at - 80), at)
      .split(/[.;]\s|\b(?:untreated|newly diagnosed|de novo)\b/)
      .pop()!;
    const rr = /\br\/r\b/.test(before);
    const relapsed = rr || RELAPSED.test(before);
    const refractory = rr || REFRACTORY.test(before);
    return (relapsed && refractory ? 'relapsed or refractory ' : relapsed ? 'relapsed ' : refractory ? 'refractory ' : '') + c;
  });
}

/**
 * A medication or therapy class taken now or before: "Currently taking prandial insulin", "Prior chemotherapy within
 * 4 weeks"; without a time word, 'any' (an exclusion reads it as now: structure.ts `faithfulRule`). A minimum ("stable for at least 90 days before screening") is a duration of current use, which the
 * prescreen's "when did you last take it" cannot show: the rule asks for current use and the site confirms the rest.
 */
export function recogniseMedication(s: string, concepts: string[]): MedicationRule | null {
  if (!concepts.length) return null;
  const rule: MedicationRule = { type: 'medication', concepts, status: status(s, 'current', 'prior', 'any'), negated: NEGATION.test(s) };
  const found = findWindow(s);
  if (found?.atLeast) rule.status = 'current';
  const window = found?.atLeast ? null : found;
  if (window) rule.window = window;
  if (window && rule.status === 'any') rule.status = 'prior';
  return rule;
}

/** A procedure or surgery, optionally within a window: "Major surgery within 4 weeks prior to the first dose". */
export function recogniseProcedure(s: string, concepts: string[]): ProcedureRule | null {
  if (!concepts.length) return null;
  const rule: ProcedureRule = { type: 'procedure', concepts, negated: NEGATION.test(s) };
  const window = findWindow(s);
  if (window) rule.window = window;
  return rule;
}

const SMOKING = /smok|tobacco|cigarette|nicotine|\bvap(?:e|ing)\b/;
const NON_SMOKER = /non-?smok|never smok|not (?:\w+\s+)?smok|\bno (?:history of )?(?:smoking|tobacco)|do(?:es)? not (?:use tobacco|smoke)/;

/** Smoking or tobacco use: "current smoker" (current), "use of tobacco within the past 6 months" (window), "Non-smoker" (negated). */
export function recogniseSmoking(s: string): SmokingRule | null {
  if (!SMOKING.test(s)) return null;
  const rule: SmokingRule = {
    type: 'smoking',
    status: /history of|\bever\b|former|previous/.test(s) ? 'ever' : 'current',
    negated: NON_SMOKER.test(s),
  };
  const window = findWindow(s);
  if (window) rule.window = window;
  return rule;
}

const TRIAL =
  /(?:another|other|any other|concurrent|previous|prior|separate|different)\s+(?:(?!to\b|the\b|of\b)[\w-]+\s+){0,3}?(?:clinical\s+)?(?:trials?|stud(?:y|ies)|research)\b(?!\s+(?:drugs?|treatment|medication|intervention|procedures?|visit|period|entry|enrol?lment|start|day|site|team|protocol))|investigational (?:drug|agent|product|device|medic|compound|therap|treatment|intervention)/;

/**
 * Taking part in another clinical trial, or receiving an investigational product: "participated in another clinical
 * trial within 30 days", "Concurrent enrollment in any other clinical trial", "investigational drug within 30 days".
 */
export function recogniseTrialParticipation(s: string): TrialParticipationRule | null {
  if (!TRIAL.test(s)) return null;
  const rule: TrialParticipationRule = { type: 'trial_participation', negated: NEGATION.test(s) };
  const window = findWindow(s);
  if (window) rule.window = window;
  return rule;
}
