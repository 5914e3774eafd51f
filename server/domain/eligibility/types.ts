/**
 * Shapes shared by the eligibility engine (DESIGN §4: a trial's criteria are an ordered list of inclusion /
 * exclusion items, each with its original text and, where recognised, a structured rule).
 *
 * Semantics of a rule: a rule is the *statement the criterion text makes* about a person ("age ≥ 18 years",
 * "is pregnant", "has had major surgery within 4 weeks"). For an inclusion criterion the candidate must make the
 * statement true; for an exclusion criterion the candidate must make it false. `negated: true` flips a statement
 * ("non-smoker", "no history of stroke").
 */

/**
 * What a rule's answers can prove about its criterion's statement (./fidelity.ts): `exact` both ways; `necessary`
 * only that it is false (the concept is absent); `sufficient` only that it is true (the concept is present).
 */
export type RuleScope = 'exact' | 'necessary' | 'sufficient';

/** Kind of a criterion: inclusion items must hold, exclusion items must not hold. */
export type CriterionKind = 'inclusion' | 'exclusion';

/** Who can answer a criterion: the candidate (self-report) or only the site (labs, imaging, clinician ratings). */
export type AnsweredBy = 'candidate' | 'site';

/**
 * A numeric interval. Missing bound = unbounded on that side. `minInclusive` / `maxInclusive` say whether the
 * bound itself is allowed ("≥ 18" → min 18 inclusive; "> 7 %" → min 7 exclusive).
 */
export interface Range {
  min?: number;
  minInclusive?: boolean;
  max?: number;
  maxInclusive?: boolean;
}

/** Time units as written in criteria texts. */
export type TimeUnit = 'days' | 'weeks' | 'months' | 'years';

/**
 * A look-back window ("within 6 months", "in the past 30 days"), with `days` precomputed (month = 30.4375 d). With
 * `atLeast` it is a minimum instead: the event happened at least that long ago ("diagnosed ≥ 180 days before
 * screening", "at least 6 months prior to").
 */
export interface Window {
  value: number;
  unit: TimeUnit;
  days: number;
  atLeast?: boolean;
}

/** Age bounds; `unit` is the unit the text or record states them in (ClinicalTrials.gov: Years, Months, Weeks, Days). */
export interface AgeRule {
  type: 'age';
  range: Range;
  unit: TimeUnit;
}

/** Sex a trial accepts (ClinicalTrials.gov `eligibilityModule.sex`: FEMALE, MALE, ALL; ALL is always met). */
export interface SexRule {
  type: 'sex';
  sex: 'FEMALE' | 'MALE' | 'ALL';
}

/** "Is pregnant / breastfeeding / planning a pregnancy" (any of the listed states). */
export interface PregnancyRule {
  type: 'pregnancy';
  states: Array<'pregnant' | 'breastfeeding' | 'planning_pregnancy'>;
  negated: boolean;
}

/** "Agrees to use effective contraception" during the study. */
export interface ContraceptionRule {
  type: 'contraception';
  negated: boolean;
}

/** Body mass index in kg/m². */
export interface BmiRule {
  type: 'bmi';
  range: Range;
  unit: 'kg/m²';
}

/** Body weight in the unit the text states. */
export interface WeightRule {
  type: 'weight';
  range: Range;
  unit: 'kg' | 'lb';
}

/** Analytes the lab recogniser knows; the answer key is the analyte name. */
export type Analyte =
  | 'hba1c'
  | 'egfr'
  | 'creatinine'
  | 'creatinine_clearance'
  | 'alt'
  | 'ast'
  | 'bilirubin'
  | 'hemoglobin'
  | 'platelets'
  | 'anc';

/** Units of lab values, normalised spelling. `×ULN` = multiples of the upper limit of normal. */
export type LabUnit =
  | '%'
  | 'mmol/mol'
  | 'mL/min/1.73m²'
  | 'mL/min'
  | 'mg/dL'
  | 'µmol/L'
  | '×ULN'
  | 'g/dL'
  | 'g/L'
  | '×10^9/L'
  | '/mm³'
  | 'U/L';

/** One or more lab values with the same bound ("ALT and AST ≤ 3 × ULN" → analytes [alt, ast]). Site-answerable. */
export interface LabRule {
  type: 'lab';
  analytes: Analyte[];
  range: Range;
  unit: LabUnit;
}

/** Blood pressure in mmHg; `combine: 'any'` = either bound breached makes the statement true ("SBP ≥ 160 or DBP ≥ 100"). */
export interface BloodPressureRule {
  type: 'blood_pressure';
  systolic?: Range;
  diastolic?: Range;
  combine: 'any' | 'all';
  unit: 'mmHg';
}

/** ECOG performance status, 0 (fully active) to 5 (dead) — Oken et al. 1982, ECOG-ACRIN. */
export interface EcogRule {
  type: 'ecog';
  range: Range;
}

/** Karnofsky (adults) or Lansky (children) performance score in %, 0–100 in steps of 10. */
export interface KarnofskyRule {
  type: 'karnofsky';
  range: Range;
  unit: '%';
}

/**
 * A condition (diagnosis). `concepts`: normalised names, any of which makes the statement true.
 * `status`: 'history' = ever had it, 'current' = has it now, 'any' = text does not say. `window`: occurred within.
 */
export interface ConditionRule {
  type: 'condition';
  concepts: string[];
  status: 'history' | 'current' | 'any';
  confirmed: boolean;
  window?: Window;
  negated: boolean;
}

/** A medication or therapy class, currently taken ('current'), taken before ('prior'), or either ('any'). */
export interface MedicationRule {
  type: 'medication';
  concepts: string[];
  status: 'current' | 'prior' | 'any';
  window?: Window;
  negated: boolean;
}

/** A procedure or surgery, optionally within a window ("major surgery within 4 weeks"). */
export interface ProcedureRule {
  type: 'procedure';
  concepts: string[];
  window?: Window;
  negated: boolean;
}

/** Smoking / tobacco use: 'current' smoker, or smoked within `window`, or 'ever'. */
export interface SmokingRule {
  type: 'smoking';
  status: 'current' | 'ever';
  window?: Window;
  negated: boolean;
}

/** Taking part in another clinical trial now ('current') or within `window`. */
export interface TrialParticipationRule {
  type: 'trial_participation';
  window?: Window;
  negated: boolean;
}

/** Willing and able to give informed consent. */
export interface ConsentRule {
  type: 'consent';
  negated: boolean;
}

/** Willing and able to comply with study procedures / visits. */
export interface ComplianceRule {
  type: 'compliance';
  negated: boolean;
}

/** The investigator's judgement decides ("in the opinion of the investigator"). Site only. */
export interface InvestigatorJudgementRule {
  type: 'investigator_judgement';
}

/**
 * Whether a healthy person may take part (ClinicalTrials.gov `eligibilityModule.healthyVolunteers`). Its answer key
 * is `healthyVolunteer` for every trial; see `answerKeysOf` for why it is not trial-specific yet.
 */
export interface HealthyVolunteerRule {
  type: 'healthy_volunteer';
}

/**
 * Several rules one criterion states: values written together ("Platelets ≥ 50 × 10^9/L and haemoglobin ≥ 8 g/dL")
 * or the sub-items of a parent ("Adequate organ function defined as: - ANC ≥ 1.5 × 10^9/L - Platelets ≥ 100 …").
 * `combine: 'all'`: the statement holds when every part holds (an inclusion list); `'any'`: when one part holds (an
 * exclusion list, "abnormal liver function (bilirubin > 1.5 × ULN, ALT > 2.5 × ULN)"). `partial`: the text states
 * more than the parts cover (a sub-item or value the parser did not recognise), so the parts can show the criterion
 * failed but never that it is wholly met (see `evaluate`).
 */
export interface CompositeRule {
  type: 'composite';
  combine: 'all' | 'any';
  rules: Rule[];
  partial: boolean;
}

/** Every structured rule. */
export type Rule =
  | AgeRule
  | SexRule
  | PregnancyRule
  | ContraceptionRule
  | BmiRule
  | WeightRule
  | LabRule
  | BloodPressureRule
  | EcogRule
  | KarnofskyRule
  | ConditionRule
  | MedicationRule
  | ProcedureRule
  | SmokingRule
  | TrialParticipationRule
  | ConsentRule
  | ComplianceRule
  | InvestigatorJudgementRule
  | HealthyVolunteerRule
  | CompositeRule;

/** The `type` of a rule. */
export type RuleType = Rule['type'];

/** A rule and who can answer it (labs, clinician ratings, investigator judgement → 'site'). */
export type StructuredRule = Rule & { answerableBy: AnsweredBy };

/**
 * One criterion of a trial. `id` is stable for the same input (`inc-1`, `exc-3` by position in the text;
 * `inc-age`, `inc-sex`, `exc-healthy-volunteer` for record fields). `answerKeys` are the answer concepts that
 * decide it (see `Answers`). `source` says whether it came from the criteria text or a structured record field.
 */
export interface Criterion {
  id: string;
  kind: CriterionKind;
  text: string;
  rule: StructuredRule | null;
  answerableBy: AnsweredBy;
  answerKeys: string[];
  source: 'text' | 'record';
  /** Qualified headers and lead-in lines above a text item ("For parent participants:"); empty for record fields. */
  context: string[];
  /**
   * What the rule's answers can prove about the criterion (./fidelity.ts): `necessary` = the text adds restrictions
   * the rule does not test ("uncontrolled", "except …", "other"), so the rule's concept being absent decides but its
   * presence is for the site to confirm; `sufficient` = the text adds alternatives, so presence decides and absence
   * is for the site. Absent = `exact` (the rule tests the whole text).
   */
  scope?: RuleScope;
  /** Words of the text the rule does not test (qualifiers, objects, exceptions, alternatives), shown to the site. */
  unencoded?: string[];
  /**
   * Not a requirement: a section header, a placeholder ("None", "-"), a connector ("OR") or an instruction
   * ("Answer must be 'No' to be enrolled"). Never asked and always met; kept so that criterion ids stay positional.
   */
  informational?: boolean;
}
