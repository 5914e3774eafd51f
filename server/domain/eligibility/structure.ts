/**
 * Turns criterion texts into structured rules and a trial's eligibility (text + ClinicalTrials.gov structured
 * fields) into an ordered list of criteria.
 */
import { answerKeysOf } from './answers';
import { recogniseCompliance, recogniseConsent, recogniseInvestigatorJudgement, specificWillingness } from './rules/conduct';
import { recogniseAge, recogniseSex } from './rules/demographics';
import {
  historyConcepts,
  recogniseCondition,
  recogniseMedication,
  recogniseProcedure,
  recogniseSmoking,
  recogniseTrialParticipation,
} from './rules/history';
import { recogniseLab, recogniseLabs } from './rules/labs';
import { recogniseTumourFinding } from './rules/oncology';
import { CONDITIONS, findConcepts, isSiteConcept, withAncestors } from './rules/vocabulary';
import { assessFidelity } from './fidelity';
import { jargonIn, layText } from '../language/lay';
import { recogniseBloodPressure, recogniseBmi, recogniseEcog, recogniseKarnofsky, recogniseWeight } from './rules/measurements';
import { recogniseContraception, recognisePregnancy } from './rules/reproductive';
import { normaliseForRules, timeUnit } from './rules/text';
import { itemFullText, splitCriteria, type Item } from './split';
import type {
  AgeRule,
  AnsweredBy,
  CompositeRule,
  Criterion,
  CriterionKind,
  Range,
  Rule,
  RuleScope,
  RuleType,
  StructuredRule,
  TimeUnit,
} from './types';
import { ageMonthBounds } from './age';

/** Rule types only the site can confirm (labs, measurements and clinician ratings, investigator judgement). */
export const SITE_RULE_TYPES: ReadonlySet<RuleType> = new Set<RuleType>(['lab', 'blood_pressure', 'ecog', 'karnofsky', 'investigator_judgement']);

/**
 * Wording that only the site can check (a person cannot answer it truthfully from their own knowledge): lab values and
 * tests, imaging, ECG, pathology and genetics; scored instruments and clinician ratings (questionnaire scores, MoCA,
 * PHQ-9, SPPB, C-SSRS, HCT-CI, ODI, PSQI, AUDIT, DAST-10, NYHA class, Child-Pugh, TNM stage, grade …); prognosis
 * and life expectancy; "adequate organ function"; the judgement of the investigator or a clinician; things observed
 * or recorded at the visit; protocol definitions.
 */
const SITE_WORDS = new RegExp(
  [
    // labs, imaging, physiology
    String.raw`\b(?:uln|lln|upper limit of normal|lower limit of normal|mg\/dl|g\/dl|mmol|µmol|iu\/l|u\/l|laborator\w*|labs?\b|lab values?|blood tests?|assay|serum|plasma|titer|titre|viral load|antibod(?:y|ies)|antigen|serolog\w*|hcg|within normal limits|normal range|abnormal (?:lab|test|result)|(?:cell )?counts?\b|levels?\b|concentration|measured)`,
    String.raw`\b(?:biops\w*|imaging|mri|ct scan|\bct\b|\bpet\b|x-ray|radiograph\w*|ultrasound|scan\b|angiogra\w*|doppler|dexa|dxa|bone density|t-score|echocardiogra\w*|ecg|ekg|qtc|qt interval|lvef|ejection fraction|spirometr\w*|fev1|fvc|dlco|eeg|emg|polysomnogra\w*|holter)`,
    String.raw`\b(?:histolog\w*|cytolog\w*|patholog\w*|blasts?\b|suv(?:max)?|flow cytometry|immunohisto\w*|\bihc\b|\bfish\b|\bpcr\b|sequencing|\bngs\b|karyotyp\w*|cytogenetic\w*|mutations?|mutated|alleles?|genotyp\w*|carriers? (?:of|for)|variants?\b|\brs\d+|germline|somatic|amplification|rearrange\w*|translocation|biomarkers?|expression|hla\b|measurable|target lesions?|tumou?r burden|marrow)`,
    // scored instruments and clinician ratings
    String.raw`\b(?:scores?\b|scales?\b|subscale|indexes|index\b|questionnaires?|inventory|moca|mmse|phq|gad-?7|sppb|c-ssrs|hct-ci|fiqr|odi\b|psqi|\bisi\b|\bess\b|\bsdq\b|\baudit\b|dast|nihss|\bmrs\b|edss|ham-?[da]|madrs|ymrs|panss|\bcdr\b|adas|bprs|\bcgi\b|y-?bocs|caps-5|pcl-5|womac|koos|ipss|fsfi|ecog|karnofsky|lansky|nyha|new york heart association|child-?pugh|meld\b|\btnm\b|ctcae|recist|gleason|apache|sofa\b|glasgow|\bgcs\b|hads|\bbdi\b|eq-?5d|sf-?36|\bkps\b|asa (?:class|physical))`,
    String.raw`\b(?:stage\s*(?:[0-4]|i{1,3}v?|iv)[abc]?\b|grade\s*[0-5]\b|staging|performance status)`,
    // prognosis, organ function, judgement, observation, records, protocol
    String.raw`\b(?:life expectancy|prognosis|expected survival|adequate (?:\w+\s+){0,2}function|organ function|investigator\w*|sponsor|physician'?s? (?:opinion|judge?ment|discretion)|clinician|opinion|judge?ment|discretion|deemed|considered|suspicion|suspected|unsuitable|inappropriate|contraindicat\w*|would (?:interfere|confound|compromise|affect|jeopardi[sz]e|put)|(?:may|might|could|likely to) (?:interfere|confound|compromise|affect|jeopardi[sz]e)|interfere with|confound|jeopardi[sz]e|safety of the|significant|intoxicated|as evidenced|observation|observed|evaluation of|assessed by|prohibited|as specified|f?mri\b|screening visit|at screening|medical (?:chart|record)s?|chart review|records? (?:available|review)|as defined (?:by|in)|per protocol|protocol[- ]defined|central (?:review|reading|laborator\w*))`,
  ].join('|'),
);

/** How a diagnosis is confirmed: the candidate still knows the diagnosis. */
const CONFIRMATION =
  /\b(?:histolog\w*|cytolog\w*|patholog\w*|biops\w*|imaging|radiolog\w*|mri|ct scan|\bct\b|\bpet\b|x-ray|scan\b|confirmed by|documented by|as documented|by (?:a |the )?(?:physician|doctor|clinician|specialist)|according to|based on)\b/g;

/** Words of how a diagnosis is made or confirmed ("according to the 2013 ACR/EULAR classification criteria", "confirmed at the initial eligibility screening"). */
const CONFIRMATION_WORDS =
  /^(?:according|criteria|criterion|classification|classified|confirmed|confirmation|screening|eligibility|initial|visit|assessment|guidelines?|defined|definition|established|standard|american|association|society|college|who|ada|acr|eular|easl|aasld|esc|aha|dsm(?:-\w+)?|icd(?:-\w+)?|records?|histologically|cytologically|pathologically|radiologically|clinically|objectively|physician|doctor|investigator)$/;

/** Scored questionnaires and rating scales (a score, not a diagnosis, is the criterion's test). */
const INSTRUMENT =
  /\b(?:scores?|scales?|subscale|index|questionnaires?|inventory|screening test|test-\d+)\b|\b(?:audit|dast|phq|gad-?7|moca|mmse|psqi|\bisi\b|\bess\b|sdq|odi|fiqr|sppb|c-ssrs|madrs|ham-?[da]|ymrs|panss|pcl-5|caps-5)\b/;

/**
 * Items that are not a requirement: a placeholder ("None", "N/A", "-"), a connector ("OR"), a header line ending with
 * a colon and no sub-items ("Participants are eligible … only if all the following criteria apply:"), a permission
 * ("… can be used", "… are allowed"), or an instruction to the site ("Answer must be "No" to be enrolled").
 */
function isInformational(text: string): boolean {
  const t = normaliseForRules(text).trim();
  if (
    /^[\W_]*(?:none|nil|n\/?a|not applicable|no exclusions?(?: criteria)?|there (?:will|are) (?:not|no) (?:be )?(?:any )?(?:exclusion|inclusion) criteria|or|and|and\/or)?[\W_]*$/.test(
      t,
    )
  )
    return true;
  if (!t.includes('\n') && /:\s*$/.test(t)) return true;
  if (
    /^(?:further|other|additional|more)\s+(?:protocol[- ]defined\s+|study[- ]specific\s+)?(?:inclusion\s+|exclusion\s+|eligibility\s+)?criteria\s+(?:may\s+)?apply\W*$/.test(
      t,
    )
  )
    return true;
  // a permission is not a requirement ("Stable background therapies can be used including …")
  if (PERMISSIVE.test(t.split('\n', 1)[0].split(/\.\s/, 1)[0])) return true;
  return /^(?:the )?answer (?:must|should) be\b|^(?:see|refer to) (?:above|below|the protocol)\b/.test(t);
}

/**
 * Whether a criterion without a rule is asked in its own words: its text is askable (`askableText`) or names something
 * specific to use or undergo (`specificWillingness`); not an exclusion worded as a negation or as a requirement ("No
 * known adverse reaction to …", "Willingness not to use …" under exclusions read both ways, so a yes or a no would be
 * guessed), and not a criterion written as a question (it does not say which answer it needs).
 */
function textAnswerable(kind: CriterionKind, text: string): boolean {
  const s = normaliseForRules(text).replace(
    /^\W*(?:the )?(?:patients?|participants?|subjects?|individuals?|people|persons?|women|men)\s+(?:(?:who|that)\s+(?:are\s+|have\s+|has\s+)?|with\s+)?/,
    '',
  );
  if (kind === 'exclusion' && /^\W*(?:no|not|without|never|non-?|absence of|free (?:of|from)|willing\w*|able|agree[sd]?|must|should)\b/.test(s))
    return false;
  // a criterion written as a question ("Do you drive when you are drowsy?") does not say which answer it needs
  if (/\?\s*$/.test(text.trim())) return false;
  return askableText(text) || specificWillingness(s) !== null;
}

/**
 * Whether a criterion's own text can be put to a candidate as one yes/no question with the same meaning: one line,
 * at most 200 characters and two sentences, in plain words once the lay glossary is applied (../language/lay.ts), nothing only the site can check (SITE_WORDS) and no wording that makes it
 * apply only to some ("if", "for those who", "unless", "provided"). Such a criterion without an exact rule is asked
 * in its own words (./answers.ts `textKey`); any other goes to the site.
 */
export function askableText(text: string): boolean {
  let known = ASKABLE.get(text);
  if (known === undefined) {
    if (ASKABLE.size > 5_000) ASKABLE.clear();
    ASKABLE.set(text, (known = readAskable(text)));
  }
  return known;
}

/** `askableText`'s answers by text (the glossary pass is the costly part; a trial asks it several times per criterion). */
const ASKABLE = new Map<string, boolean>();

function readAskable(text: string): boolean {
  if (text.includes('\n') || text.length > 200) return false;
  // in plain words: a question a lay reader cannot follow gets answers that mean nothing
  if (jargonIn(layText(text)).length) return false;
  const s = normaliseForRules(text);
  if ((s.match(/[.;](?:\s|$)/g) ?? []).length > 2 || SITE_WORDS.test(s)) return false;
  return !/\b(?:if|unless|provided (?:that|they)|for (?:those|patients|participants|subjects|people|individuals|women|men|children|adolescents) (?:who|with|aged?|under|over|older|younger)|in case of|with or without|recovered|recovery|resolved|washout|tapered|(?:should|must) be stable|stable (?:doses?|regimen|treatment|therapy))\b/.test(
    s,
  );
}

/** Recognisers tried in order; the first that recognises the text wins (more specific measures first). */
const RECOGNISERS: Array<(s: string) => Rule | null> = [
  recogniseEcog,
  recogniseKarnofsky,
  recogniseLab,
  recogniseBloodPressure,
  recogniseAge,
  recogniseBmi,
  recogniseWeight,
  recogniseSex,
  recognisePregnancy,
  recogniseContraception,
  recogniseInvestigatorJudgement,
  recogniseTrialParticipation,
  recogniseSmoking,
  recogniseHistory,
  recogniseConsent,
  recogniseCompliance,
];

/** Wording that allows rather than requires ("Stable background therapies can be used including …"), in the first sentence. */
const PERMISSIVE = /\b(?:can|may) be (?:used|continued|included|enrolled)|\b(?:is|are) (?:allowed|permitted|acceptable|eligible)\b/;

/**
 * Condition, medication or procedure, whichever the text names first (procedure, then medication, on a tie).
 * Permissive wording is not a requirement and gives no rule.
 */
function recogniseHistory(s: string): Rule | null {
  if (PERMISSIVE.test(s.split(/\.\s/, 1)[0])) return null;
  const { condition, medication, procedure } = historyConcepts(s);
  const tumour = recogniseTumourFinding(s);
  const named = [procedure, medication, condition].filter((c) => c.index >= 0);
  if (!named.length) return tumour?.rule ?? recogniseCondition(s);
  const first = named.reduce((a, b) => (b.index < a.index ? b : a));
  if (tumour && tumour.index <= first.index) return tumour.rule;
  if (first === procedure) return recogniseProcedure(s, procedure.concepts);
  if (first === medication) return recogniseMedication(s, medication.concepts);
  return recogniseCondition(s, condition.concepts);
}

/**
 * Who can answer a rule: site for labs, blood pressure, ECOG/Karnofsky and investigator judgement, for a condition
 * whose concepts are all findings the site confirms (RECIST measurable disease, tumour tissue, documented
 * biomarkers, see `isSiteConcept`), and for a composite whose parts all are; else the candidate.
 */
export function answerableByRule(rule: Rule): AnsweredBy {
  if (rule.type === 'composite') return rule.rules.every((r) => answerableByRule(r) === 'site') ? 'site' : 'candidate';
  if (rule.type === 'condition' && rule.concepts.length && rule.concepts.every(isSiteConcept)) return 'site';
  return SITE_RULE_TYPES.has(rule.type) ? 'site' : 'candidate';
}

/**
 * Recognises a structured rule in one criterion's text.
 *
 * @param text the criterion's own text (markdown escapes allowed; sub-items are not read).
 * @param kind inclusion or exclusion: the rule states what the text says either way (see `types.ts`); `kind` only
 *   decides how a list of several values combines (an inclusion list requires all, an exclusion list excludes on
 *   any, see `valuesComposite`).
 * @returns the rule with `answerableBy`, or null when the text is not recognised (it stays a criterion without
 *   a rule). Never throws.
 */
export function structureCriterion(text: string, kind: CriterionKind): StructuredRule | null {
  const s = normaliseForRules(text);
  // "Willing to use a glucometer …": asked as its own question (the criterion's text key), not as compliance and not
  // as the condition, medicine or procedure it names.
  if (specificWillingness(s)) return null;
  const values = /\d/.test(s) ? siteValues(s) : [];
  if (values.length >= 2) return structured(valuesComposite(s, values, kind));
  for (const recognise of RECOGNISERS) {
    const rule = recognise(s);
    if (rule) return structured(rule);
  }
  return null;
}

function structured(rule: Rule): StructuredRule {
  return { ...rule, answerableBy: answerableByRule(rule) } as StructuredRule;
}

/** Keywords of the site-measured values other than labs, to place them in the text. */
const SITE_VALUE_WORDS: Array<[(s: string) => Rule | null, RegExp]> = [
  [recogniseBloodPressure, /blood pressure|\bsbp\b|\bdbp\b|\bbp\b|systolic|diastolic/],
  [recogniseEcog, /\becog\b|eastern cooperative oncology group|zubrod|who performance status/],
  [recogniseKarnofsky, /karnofsky|\bkps\b|lansky/],
];

/** The values only a site measures (labs, blood pressure, ECOG, Karnofsky) a text states, in text order. */
function siteValues(s: string): Array<{ rule: Rule; index: number }> {
  const values: Array<{ rule: Rule; index: number }> = recogniseLabs(s).map((f) => ({ rule: f.rule, index: f.index }));
  for (const [recognise, word] of SITE_VALUE_WORDS) {
    const rule = recognise(s);
    if (rule) values.push({ rule, index: word.exec(s)!.index });
  }
  return values.sort((a, b) => a.index - b.index);
}

/**
 * Two or more values in one criterion as one composite rule. An inclusion requires them all ('all') unless each is
 * offered as an alternative ("… or …" between every two); an exclusion list excludes on any one ('any'). `partial`
 * when a clause of the text (between ";" or sentence ends) states a bound no recognised value covers ("INR and aPTT
 * < 1.5 x ULN").
 */
function valuesComposite(s: string, values: Array<{ rule: Rule; index: number }>, kind: CriterionKind): CompositeRule {
  const gaps = values.slice(1).map((v, i) => s.slice(values[i].index, v.index));
  const alternatives = gaps.every((g) => /\bor\b/.test(g) && !/\band\b/.test(g));
  // ECOG with Lansky/Karnofsky in one criterion are alternatives by age ("ECOG ≤ 2 for patients ≥ 16 years, Lansky
  // > 50 for patients < 16 years"): no one is rated on both.
  const performance = values.every((v) => v.rule.type === 'ecog' || v.rule.type === 'karnofsky');
  // An exclusion of values "combined with" one another (AST or ALT > 3 × ULN combined with bilirubin > 1.5 × ULN)
  // excludes only on all of them.
  const together = gaps.some((g) => /combined with|together with|in combination with|concurrent(?:ly)? with/.test(g));
  const combine = performance || alternatives ? 'any' : kind === 'exclusion' && !together ? 'any' : 'all';
  let partial = false;
  let start = 0;
  for (const clause of s.split(/;|\.(?!\d)|\n/)) {
    const end = start + clause.length;
    if (UNCOVERED_BOUND.test(clause) && !values.some((v) => v.index >= start && v.index < end)) partial = true;
    start = end + 1;
  }
  return { type: 'composite', combine, rules: values.map((v) => v.rule), partial };
}

/** A bound that is not an age ("if aged ≥ 18 years"): a requirement of its own. */
const UNCOVERED_BOUND = /(?:>=|<=|>|<|=)\s*(?:\d+(?:\.\d+)?|\.\d+)(?![\d.]|\s*(?:years?|yrs?|months?)\b)/;

const ANY_OF = /\b(?:one|any|either) of the following|\bone or more of\b|\bat least one of\b/;
const ALL_OF = /\ball (?:of )?the following|\bboth\b/;

/**
 * A parent whose own line states no rule, structured from its sub-items ("Adequate organ function defined as:" with
 * "ANC ≥ 1.5 × 10^9/L", "Platelets ≥ 100 × 10^9/L" …): one composite rule of the sub-items' rules, 'all' for an
 * inclusion and 'any' for an exclusion unless the parent says otherwise ("any of the following" / "all of the
 * following"); `partial` when a sub-item has no rule. Only when every part is for the site to measure, and a sub-item
 * without a rule is one the site checks too (labs, imaging …): a composite with parts the candidate answers cannot be
 * asked by the form generator yet (server/domain/prescreenForm/generate.ts reads one rule per criterion), so such a
 * parent stays a text question. Returns null otherwise.
 */
function childrenComposite(parent: string, lines: string[], kind: CriterionKind): Rule | null {
  const children = subItems(lines);
  if (!children.length) return null;
  const parts = children.map((c) => {
    const own = structureCriterion(c.text, kind);
    if (own) return own;
    const nested = childrenComposite(c.text, c.lines, kind);
    return nested && structured(nested);
  });
  const rules = parts.filter((r): r is StructuredRule => r !== null);
  if (!rules.length || rules.some((r) => r.answerableBy !== 'site')) return null;
  if (children.some((c, i) => parts[i] === null && !SITE_WORDS.test(c.text.toLowerCase()))) return null;
  const p = normaliseForRules(parent);
  const combine = kind === 'exclusion' ? (ALL_OF.test(p) ? 'all' : 'any') : ANY_OF.test(p) ? 'any' : 'all';
  const partial = parts.some((r) => r === null);
  const flat: Rule[] = [];
  let partialParts = false;
  for (const { answerableBy: _by, ...rule } of rules) {
    if (rule.type === 'composite' && rule.combine === combine) {
      flat.push(...rule.rules);
      partialParts ||= rule.partial;
    } else flat.push(rule as Rule);
  }
  if (flat.length === 1 && !partial && !partialParts) return flat[0];
  return { type: 'composite', combine, rules: flat, partial: partial || partialParts };
}

/** The direct sub-items of an item's lines (`itemFullText`: two spaces per level), each with the lines under it, outdented. */
function subItems(lines: string[]): Array<{ text: string; lines: string[] }> {
  const items: Array<{ text: string; lines: string[] }> = [];
  for (const line of lines) {
    if (/^ {2}\S/.test(line)) items.push({ text: line.trim(), lines: [] });
    else if (/^ {4}/.test(line) && items.length) items[items.length - 1].lines.push(line.slice(2));
  }
  return items;
}

/** Eligibility fields of a ClinicalTrials.gov API v2 record (`protocolSection.eligibilityModule`). */
export interface TrialEligibility {
  criteriaText?: string | null;
  /** `ALL`, `FEMALE` or `MALE` (case-insensitive); anything else = no restriction. */
  sex?: string | null;
  /** "18 Years", "6 Months", "N/A"; absent or N/A = no bound. Inclusive (ClinicalTrials.gov data element definitions). */
  minimumAge?: string | null;
  maximumAge?: string | null;
  healthyVolunteers?: boolean | null;
  /** The conditions the trial studies (ClinicalTrials.gov `conditionsModule.conditions`): see `targetConcepts`. */
  conditions?: readonly string[] | null;
}

/** Parses a ClinicalTrials.gov age ("18 Years", "6 Months", "2 Weeks") → value and unit; "N/A" or junk → null. */
export function parseCtgovAge(age: string | null | undefined): { value: number; unit: TimeUnit } | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\s*$/i.exec(age ?? '');
  const unit = m && timeUnit(m[2]);
  return m && unit ? { value: Number(m[1]), unit } : null;
}

function criterion(
  id: string,
  kind: CriterionKind,
  text: string,
  rule: StructuredRule | null,
  source: Criterion['source'],
  context: string[] = [],
): Criterion {
  return {
    id,
    kind,
    text,
    rule,
    answerableBy: rule ? rule.answerableBy : textAnswerable(kind, text) ? 'candidate' : 'site',
    answerKeys: answerKeysOf(rule, text),
    source,
    context,
  };
}

/**
 * One text criterion: `text` is structured with `structureCriterion` (its first line only when it has sub-items;
 * when that line states no rule, its sub-items may give a composite, see `childrenComposite`), and a criterion without a rule is answerable by the site when it names labs, imaging, ECG or protocol
 * definitions, else by the candidate. Used for parsed items and for criteria staff write or edit.
 */
export function structureItem(
  id: string,
  kind: CriterionKind,
  text: string,
  context: string[] = [],
  target: ReadonlySet<string> = NO_TARGET,
): Criterion {
  if (isInformational(text)) return { ...criterion(id, kind, text, null, 'text', context), answerableBy: 'site', informational: true };
  const [first, ...lines] = text.split('\n');
  const own = structureCriterion(first, kind);
  const fromChildren = own ? null : childrenComposite(first, lines, kind);
  const found = own ?? (fromChildren && structured(fromChildren));
  const faithful = found && faithfulRule(found, kind, text, target);
  if (!faithful?.rule) {
    const c = criterion(id, kind, text, null, 'text', context);
    return faithful?.unencoded.length ? { ...c, unencoded: faithful.unencoded } : c;
  }
  const c = criterion(id, kind, text, faithful.rule, 'text', context);
  return faithful.scope === 'exact' ? c : { ...c, scope: faithful.scope, unencoded: faithful.unencoded };
}

const NO_TARGET: ReadonlySet<string> = new Set();

/** A criterion that opens by naming the subgroup it applies to ("For women …", "In patients aged …", "If …", "Male participants: …"). */
const SUBGROUP_LEAD =
  /^\W*(?:(?:[a-z]|[ivx]+)[.)]\s+)?(?:(?:for|in|among)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:patients?|participants?|subjects?|adolescents?|children|child|women|men|males?|females?|those|individuals|people|persons|candidates|caregivers?|parents?)\b|if\b|when\b|(?:male|female)s?(?:\s+(?:participants?|patients?|subjects?))?\s*:)/;

/** The condition concepts the vocabulary names (others are read from the criterion's wording). */
const VOCABULARY_NAMES: ReadonlySet<string> = new Set(CONDITIONS.map(([name]) => name));

/** Words that ask about a condition besides the study's own ("other malignancy", "another cancer"). */
const OTHER_THAN_TARGET = /\b(?:other|another|additional|second|secondary|concurrent|concomitant|besides|apart from|different)\b/;

/**
 * The rule a criterion keeps after the precision checks, with its scope and what it leaves to the site:
 * - an exclusion whose statement is negated ("No known adverse reaction to …" listed under exclusions) reads both ways
 *   (authors often list "No prior chemotherapy" as an exclusion meaning the opposite): it keeps no rule;
 * - an exclusion naming the study's own condition or a broader one (`target`, with its broader concepts) cannot use the
 *   shared answer, which every patient of the study gives "yes" to: asked as "another … besides the study's own" when
 *   the text says other / another / additional, else the concept is dropped (a feature of the study's own disease,
 *   such as "tumour burden", is for the site);
 * - then ./fidelity.ts decides the scope; a rule that can decide nothing is dropped, a necessary rule loses its time
 *   window (the window may belong to the unencoded part: "autoimmune disease that required systemic treatment in the
 *   past 2 years"), and a partial rule whose whole text can be asked in its own words (`askableText`) gives way to
 *   that exact question.
 */
function faithfulRule(
  found: StructuredRule,
  kind: CriterionKind,
  text: string,
  target: ReadonlySet<string>,
): { rule: StructuredRule | null; scope: RuleScope; unencoded: string[] } {
  const s = normaliseForRules(text);
  let rule: StructuredRule = found;
  const notes: string[] = [];
  if (
    kind === 'exclusion' &&
    'negated' in rule &&
    rule.negated &&
    ['condition', 'medication', 'procedure', 'smoking', 'trial_participation', 'pregnancy'].includes(rule.type)
  ) {
    return { rule: null, scope: 'exact', unencoded: ['negated wording in an exclusion'] };
  }
  // A requirement for a subgroup only ("For adolescents over 18 years of age, able to provide informed consent", "a.
  // Male participants: …", "… and if adolescent age 18+, …") would be asked of everyone: the site applies it.
  // (Pregnancy and contraception questions already apply only to those who could become pregnant or father a child.)
  if (
    !['age', 'sex', 'pregnancy', 'contraception'].includes(rule.type) &&
    (SUBGROUP_LEAD.test(s) || (['consent', 'compliance'].includes(rule.type) && /\bif\b/.test(s)))
  ) {
    return { rule: null, scope: 'exact', unencoded: ['applies to a subgroup'] };
  }
  // "Willing to comply …" or "able to consent" listed under exclusions is a requirement put in the wrong list (read
  // literally it would exclude everyone willing): its polarity is for the site to read.
  if (kind === 'exclusion' && (rule.type === 'consent' || rule.type === 'compliance' || rule.type === 'contraception') && !rule.negated) {
    return { rule: null, scope: 'exact', unencoded: ['a requirement listed under exclusions'] };
  }
  // An inclusion cannot require a pregnancy: such a text is about preventing one ("partners … must agree to use
  // effective contraception") or is garbled; it is read as the contraception it names, or left without a rule.
  if (kind === 'inclusion' && rule.type === 'pregnancy' && !rule.negated) {
    const contraception = recogniseContraception(s);
    if (!contraception) return { rule: null, scope: 'exact', unencoded: ['a pregnancy required by an inclusion'] };
    rule = structured(contraception);
  }
  // A medicine an exclusion names without a time ("steroid treatment", "use of anticoagulants") means taking it now:
  // reading it as "ever taken" would exclude everyone who once had a course of it.
  if (kind === 'exclusion' && rule.type === 'medication' && rule.status === 'any' && !rule.window) rule = { ...rule, status: 'current' };
  if (kind === 'exclusion' && rule.type === 'condition' && target.size) {
    const own = rule.concepts.filter((c) => target.has(c.replace(/^(?:relapsed or refractory|relapsed|refractory) /, '')));
    if (own.length) {
      const other = OTHER_THAN_TARGET.test(s);
      const concepts = other ? rule.concepts.map((c) => (own.includes(c) ? `other ${c}` : c)) : rule.concepts.filter((c) => !own.includes(c));
      if (!concepts.length) return { rule: null, scope: 'exact', unencoded: ["the study's own condition"] };
      if (!other) notes.push("the study's own condition");
      rule = { ...rule, concepts };
    }
  }
  // a finding only the site confirms (measurable disease, tumour tissue, a biomarker) is never asked: nothing to guard
  if (rule.answerableBy === 'site') return { rule, scope: 'exact', unencoded: [] };
  // a condition named in the criterion's own words (not in the vocabulary) is asked by that name: only when a lay
  // reader can follow it
  if (
    rule.type === 'condition' &&
    rule.concepts.some(
      (c) => !VOCABULARY_NAMES.has(c.replace(/^(?:other |relapsed or refractory |relapsed |refractory )/, '')) && jargonIn(layText(c)).length,
    )
  ) {
    return { rule: null, scope: 'exact', unencoded: ['a condition named in medical terms'] };
  }
  const fidelity = assessFidelity(s, rule);
  if (!fidelity.scope) return { rule: null, scope: 'exact', unencoded: fidelity.unencoded };
  // A score on a questionnaire or rating scale is not the condition it screens for ("AUDIT score ≥ 8" is not "has an
  // alcohol problem"), and a test only the site can do is not the concept it is about ("< 5 % bone marrow blasts
  // before HSCT" is not "has had a transplant"): the site decides. How a diagnosis was confirmed ("histologically
  // confirmed", "by biopsy") does not change what the candidate can answer.
  if (fidelity.scope !== 'exact' && (INSTRUMENT.test(s) || SITE_WORDS.test(s.replace(CONFIRMATION, ' '))))
    return { rule: null, scope: 'exact', unencoded: ['only the site can check it'] };
  const unencoded = [...notes, ...fidelity.unencoded];
  const scope: RuleScope = notes.length && fidelity.scope === 'exact' ? 'necessary' : fidelity.scope;
  if (scope === 'exact') return { rule, scope, unencoded: [] };
  // (not when the rule asks about "another" condition than the study's own: the text would be asked of its patients;
  // nor when what the rule leaves out is how the diagnosis is confirmed, which the candidate cannot answer anyway)
  const aboutConfirmation = unencoded.every((w) => CONFIRMATION_WORDS.test(w) || /^\d+$/.test(w));
  if (
    !aboutConfirmation &&
    askableText(text) &&
    rule.type !== 'composite' &&
    !(rule.type === 'condition' && rule.concepts.some((c) => c.startsWith('other ')))
  ) {
    return { rule: null, scope: 'exact', unencoded: [] };
  }
  if (scope === 'necessary' && 'window' in rule && rule.window) {
    const { window: _window, ...rest } = rule;
    rule = rest as StructuredRule;
  }
  return { rule, scope, unencoded };
}

/**
 * The condition concepts a trial studies (`TrialEligibility.conditions`, ClinicalTrials.gov `conditionsModule`), each
 * with its broader concepts ("acute myeloid leukemia" → "leukemia" → "malignancy"): an exclusion naming one of them
 * is about the study's own disease.
 */
export function targetConcepts(conditions: readonly string[]): Set<string> {
  const named = findConcepts(conditions.join(' ; ').toLowerCase(), CONDITIONS).concepts;
  return new Set(named.flatMap(withAncestors));
}

/**
 * An inclusion list with an "OR" item between its criteria offers two routes into the study ("New users: …" OR
 * "Current users: …"): which criteria belong to which route is for the site to read, so no inclusion of that list can
 * fail on a "no" (scope `sufficient`; a rule that already leaves a "yes" to the site decides nothing and goes).
 */
function alternativeRoutes(criteria: Criterion[]): Criterion[] {
  const connector = (c: Criterion) => c.informational && /^\W*or\W*$/i.test(c.text);
  if (!criteria.some((c) => c.kind === 'inclusion' && connector(c))) return criteria;
  return criteria.map((c) => {
    if (c.kind !== 'inclusion' || c.informational || c.answerableBy === 'site') return c;
    return oneOfAlternatives(c, 'one of two routes into the study', [...(c.unencoded ?? []), 'one of two routes into the study']);
  });
}

/**
 * An inclusion that is one of alternatives, so a "no" to it cannot fail the candidate: a rule that only a "yes"
 * satisfies (scope `necessary`) is dropped and the criterion left to the site; otherwise it becomes `sufficient`
 * (a "yes" meets it, a "no" leaves it to the site). `why` is what is left unencoded.
 */
function oneOfAlternatives(c: Criterion, why: string, unencoded: string[]): Criterion {
  if (c.scope === 'necessary')
    return { ...c, rule: null, answerableBy: 'site', answerKeys: answerKeysOf(null, c.text), scope: undefined, unencoded: [why] };
  return { ...c, scope: 'sufficient', unencoded };
}

/** "At risk for type 2 diabetes (as deemed by a physician)": the inclusion of people who do not have it (yet). */
const AT_RISK = /\b(?:at (?:high |increased )?risk (?:for|of)|pre-?disposed to|suspected|possible|probable)\b/;

/**
 * Inclusions that are alternatives of one another: one admits people "at risk for" a condition and another requires
 * the condition ("At risk for T2D as deemed by physician" and "Diagnosed with T2D"): nobody is both, so a "no" to the
 * condition cannot fail the candidate (it leaves the criterion to the site: scope `sufficient`); a rule that already
 * leaves a "yes" to the site then decides nothing and is dropped.
 */
function alternativeInclusions(criteria: Criterion[]): Criterion[] {
  const atRisk = criteria.filter((c) => c.kind === 'inclusion' && AT_RISK.test(normaliseForRules(c.text)));
  if (!atRisk.length) return criteria;
  const named = new Set(atRisk.flatMap((c) => findConcepts(normaliseForRules(c.text), CONDITIONS).concepts.flatMap(withAncestors)));
  return criteria.map((c) => {
    if (c.kind !== 'inclusion' || atRisk.includes(c) || c.rule?.type !== 'condition' || !c.rule.concepts.some((k) => named.has(k))) return c;
    return oneOfAlternatives(c, 'an alternative to another inclusion', ['an alternative to another inclusion']);
  });
}

function fromItems(items: Item[], kind: CriterionKind, target: ReadonlySet<string>): Criterion[] {
  const prefix = kind === 'inclusion' ? 'inc' : 'exc';
  return items.map((item, i) => structureItem(`${prefix}-${i + 1}`, kind, itemFullText(item), item.context, target));
}

/** Age bounds (in months, see `ageMonthBounds`) the text criteria already require. */
function textAgeBounds(criteria: Criterion[]): { lo: Set<number>; hi: Set<number> } {
  const lo = new Set<number>();
  const hi = new Set<number>();
  for (const c of criteria) {
    if (c.rule?.type !== 'age') continue;
    const b = ageMonthBounds(c.rule);
    if (c.kind === 'inclusion') {
      if (b.lo !== null) lo.add(b.lo);
      if (b.hi !== null) hi.add(b.hi);
    } else if (b.lo === null && b.hi !== null)
      lo.add(b.hi + 1); // excluded below X → required from X
    else if (b.hi === null && b.lo !== null) hi.add(b.lo - 1);
  }
  return { lo, hi };
}

function recordAgeRule(min: ReturnType<typeof parseCtgovAge>, max: ReturnType<typeof parseCtgovAge>): AgeRule | null {
  if (!min && !max) return null;
  const unit: TimeUnit = (min ?? max)!.unit === (max ?? min)!.unit ? (min ?? max)!.unit : 'months';
  const inUnit = (a: { value: number; unit: TimeUnit }) => (a.unit === unit ? a.value : a.unit === 'years' ? a.value * 12 : a.value);
  const range: Range = {};
  if (min) Object.assign(range, { min: inUnit(min), minInclusive: true });
  if (max) Object.assign(range, { max: inUnit(max), maxInclusive: true });
  return { type: 'age', range, unit };
}

const SEX_SUBJECT =
  /^\W*(?:(?:healthy|adult|postmenopausal|post-menopausal|premenopausal|pre-menopausal|ambulatory|older|young|elderly)\s+)?(women|woman|females?|girls?|men|man|males?|boys?)\b(?!\s*(?:and|or|\/|&)\s*(?:\w+\s+)?(?:women|woman|females?|men|man|males?|girls?|boys?)\b)(?!\s*(?:of (?:child|reproductive)|who\b|must\b|should\b|if\b|partners?\b|(?:participants?|patients?|subjects?) (?:of|who|must|should)\b))/;

/**
 * The sex an inclusion criterion states as the population, when its subject is one sex ("Woman ≥ 18 years old",
 * "Men, ages 35-57", "Female patients with breast cancer"), though it states something else too (an age); null
 * for "Male or female", "Women of childbearing potential must …" (a subgroup) and anything else.
 */
function statedSex(text: string): 'FEMALE' | 'MALE' | null {
  const m = SEX_SUBJECT.exec(normaliseForRules(text.split('\n', 1)[0]));
  if (!m) return null;
  return /^(?:women|woman|females?|girls?)$/.test(m[1]) ? 'FEMALE' : 'MALE';
}

/**
 * Whether the text criteria already require the record's sex, so that no record sex criterion is added: a sex rule,
 * or an inclusion criterion whose subject is that sex (`statedSex`) and that either has no rule (its own question,
 * worded with the sex, decides it) or has an age rule whose bounds the record's ages state too ("Woman ≥ 18 years
 * old" with minimumAge 18 Years). In that last case the criterion's rule becomes the sex rule (one rule per
 * criterion; the age is then asked through the record's age criterion, which `structureTrial` adds because no text
 * criterion states it any more). A criterion with another rule ("Female patients with breast cancer": a condition)
 * does not count: its rule does not check the sex. Mutates `text` (the swapped rule) and returns the answer.
 */
function textStatesSex(text: Criterion[], sex: 'FEMALE' | 'MALE', recordAge: AgeRule | null): boolean {
  if (text.some((c) => c.rule?.type === 'sex' && c.rule.sex === sex)) return true;
  for (const [i, c] of text.entries()) {
    if (c.kind !== 'inclusion' || statedSex(c.text) !== sex) continue;
    if (!c.rule) return true;
    if (c.rule.type === 'age' && recordAge) {
      const t = ageMonthBounds(c.rule);
      const r = ageMonthBounds(recordAge);
      if ((t.lo === null || t.lo === r.lo) && (t.hi === null || t.hi === r.hi)) {
        const rule: StructuredRule = { type: 'sex', sex, answerableBy: 'candidate' };
        text[i] = { ...c, rule, answerableBy: 'candidate', answerKeys: answerKeysOf(rule, c.text) };
        return true;
      }
    }
  }
  return false;
}

/**
 * All criteria of a trial, in order: record age and sex (inclusion), the text's inclusion items (`inc-1` …), its
 * exclusion items (`exc-1` …), then "healthy volunteers not accepted" (`exc-healthy-volunteer`) when the record says
 * `healthyVolunteers: false`. A record bound a text criterion already states (same bound, in months) is not added
 * again; a record sex the text criteria already require is not added again (see `textStatesSex`: "Woman ≥ 18 years
 * old" takes the sex rule and leaves the age to the record).
 *
 * @returns criteria with stable ids: the same input always gives the same list.
 */
export function structureTrial(input: TrialEligibility): Criterion[] {
  const split = splitCriteria(input.criteriaText);
  const target = targetConcepts(input.conditions ?? []);
  const text = alternativeInclusions(
    alternativeRoutes([...fromItems(split.inclusion, 'inclusion', target), ...fromItems(split.exclusion, 'exclusion', target)]),
  );
  const record: Criterion[] = [];
  const min = parseCtgovAge(input.minimumAge);
  const max = parseCtgovAge(input.maximumAge);
  const sex = (input.sex ?? '').toUpperCase();
  const sexStated = (sex === 'FEMALE' || sex === 'MALE') && textStatesSex(text, sex, recordAgeRule(min, max));
  const covered = textAgeBounds(text);
  const age = recordAgeRule(min, max);
  if (age) {
    const b = ageMonthBounds(age);
    if (b.lo !== null && covered.lo.has(b.lo)) {
      delete age.range.min;
      delete age.range.minInclusive;
    }
    if (b.hi !== null && covered.hi.has(b.hi)) {
      delete age.range.max;
      delete age.range.maxInclusive;
    }
    if (age.range.min !== undefined || age.range.max !== undefined) {
      const words = [
        min && age.range.min !== undefined ? `minimum ${input.minimumAge}` : '',
        max && age.range.max !== undefined ? `maximum ${input.maximumAge}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      record.push(
        criterion('inc-age', 'inclusion', `Age: ${words} (ClinicalTrials.gov eligibility)`, { ...age, answerableBy: 'candidate' }, 'record'),
      );
    }
  }
  if ((sex === 'FEMALE' || sex === 'MALE') && !sexStated) {
    record.push(
      criterion(
        'inc-sex',
        'inclusion',
        `Sex: ${sex.toLowerCase()} (ClinicalTrials.gov eligibility)`,
        { type: 'sex', sex, answerableBy: 'candidate' },
        'record',
      ),
    );
  }
  const tail: Criterion[] = [];
  if (input.healthyVolunteers === false) {
    const c = criterion(
      'exc-healthy-volunteer',
      'exclusion',
      'Healthy volunteers are not accepted (ClinicalTrials.gov eligibility)',
      { type: 'healthy_volunteer', answerableBy: 'candidate' },
      'record',
    );
    // When the text's inclusion criteria say who the study is for, they decide it; "are you a healthy volunteer?"
    // would only confuse people the study wants who feel healthy (a woman who has just given birth, a smoker).
    tail.push(text.some((t) => t.kind === 'inclusion' && !t.informational) ? { ...c, informational: true } : c);
  }
  return [...record, ...text, ...tail];
}
