/**
 * A trial's eligibility criteria and their structured rules (DESIGN §4: an ordered list of inclusion / exclusion items,
 * each with its original text and, where recognised, a structured rule), and whether a self-report prescreen suits a
 * trial. The eligibility engine (server/domain/eligibility) reads and writes exactly these shapes; the SPA edits and
 * shows them. Every type here is derived from its schema.
 *
 * Semantics of a rule: a rule is the *statement the criterion text makes* about a person ("age ≥ 18 years",
 * "is pregnant", "has had major surgery within 4 weeks"). For an inclusion criterion the candidate must make the
 * statement true; for an exclusion criterion the candidate must make it false. `negated: true` flips a statement
 * ("non-smoker", "no history of stroke").
 *
 * Rules are strict objects: an unknown field or rule type is refused, so nothing reaches the engine's `evaluate` that
 * it cannot read. The same schemas check staff edits (`PUT /api/trials/{trialId}/criteria`) and rules proposed by a
 * language model.
 */
import { z } from 'zod';
import { typedAs } from './common';

/** Time units as written in criteria texts. */
export const timeUnitSchema = z.enum(['days', 'weeks', 'months', 'years']);
export type TimeUnit = z.output<typeof timeUnitSchema>;

/** Days per unit, as the engine computes `Window.days` (month = 365.25 / 12 = 30.4375 days). */
export const DAYS_PER: Readonly<Record<TimeUnit, number>> = { days: 1, weeks: 7, months: 30.4375, years: 365.25 };

/**
 * A numeric interval; a missing bound is unbounded on that side (at least one bound; min ≤ max). `minInclusive` /
 * `maxInclusive` say whether the bound itself is allowed ("≥ 18" → min 18 inclusive; "> 7 %" → min 7 exclusive).
 */
export const rangeSchema = z
  .strictObject({
    min: z.number().finite().optional(),
    minInclusive: z.boolean().optional(),
    max: z.number().finite().optional(),
    maxInclusive: z.boolean().optional(),
  })
  .refine((r) => r.min !== undefined || r.max !== undefined, 'give min, max or both')
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, 'min must not exceed max');
export type Range = z.output<typeof rangeSchema>;

/**
 * A look-back window ("within 6 months", "in the past 30 days"), with `days` precomputed (`DAYS_PER`). With `atLeast`
 * it is a minimum instead: the event happened at least that long ago ("diagnosed ≥ 180 days before screening", "at
 * least 6 months prior to").
 */
const storedWindowSchema = z.strictObject({
  value: z.number().positive().max(100_000),
  unit: timeUnitSchema,
  days: z.number(),
  atLeast: z.boolean().optional(),
});
export type Window = z.output<typeof storedWindowSchema>;

/** A window as sent: `days` is recomputed from value and unit (any value sent is ignored). */
export const windowSchema = storedWindowSchema
  .partial({ days: true })
  .transform((w): Window => ({ value: w.value, unit: w.unit, days: w.value * DAYS_PER[w.unit], ...(w.atLeast ? { atLeast: true } : {}) }));

const negated = z.boolean().default(false);
const concepts = z.array(z.string().trim().min(1).max(200)).min(1, 'name at least one concept').max(50);

/** Age bounds; `unit` is the unit the text or record states them in (ClinicalTrials.gov: Years, Months, Weeks, Days). */
export const ageRuleSchema = z.strictObject({ type: z.literal('age'), range: rangeSchema, unit: timeUnitSchema });
export type AgeRule = z.output<typeof ageRuleSchema>;

/** Sex a trial accepts (ClinicalTrials.gov `eligibilityModule.sex`: FEMALE, MALE, ALL; ALL is always met). */
export const sexRuleSchema = z.strictObject({ type: z.literal('sex'), sex: z.enum(['FEMALE', 'MALE', 'ALL']) });
export type SexRule = z.output<typeof sexRuleSchema>;

/** "Is pregnant / breastfeeding / planning a pregnancy" (any of the listed states). */
export const pregnancyRuleSchema = z.strictObject({
  type: z.literal('pregnancy'),
  states: z.array(z.enum(['pregnant', 'breastfeeding', 'planning_pregnancy'])).min(1),
  negated,
});
export type PregnancyRule = z.output<typeof pregnancyRuleSchema>;

/** "Agrees to use effective contraception" during the study. */
export const contraceptionRuleSchema = z.strictObject({ type: z.literal('contraception'), negated });
export type ContraceptionRule = z.output<typeof contraceptionRuleSchema>;

/** Body mass index in kg/m². */
export const bmiRuleSchema = z.strictObject({ type: z.literal('bmi'), range: rangeSchema, unit: z.literal('kg/m²').default('kg/m²') });
export type BmiRule = z.output<typeof bmiRuleSchema>;

/** Body weight in the unit the text states. */
export const weightRuleSchema = z.strictObject({ type: z.literal('weight'), range: rangeSchema, unit: z.enum(['kg', 'lb']) });
export type WeightRule = z.output<typeof weightRuleSchema>;

/** Analytes the lab recogniser knows; the answer key is the analyte name. */
export const analyteSchema = z.enum([
  'hba1c',
  'egfr',
  'creatinine',
  'creatinine_clearance',
  'alt',
  'ast',
  'bilirubin',
  'hemoglobin',
  'platelets',
  'anc',
]);
export type Analyte = z.output<typeof analyteSchema>;

/** Units of lab values, normalised spelling. `×ULN` = multiples of the upper limit of normal. */
export const labUnitSchema = z.enum(['%', 'mmol/mol', 'mL/min/1.73m²', 'mL/min', 'mg/dL', 'µmol/L', '×ULN', 'g/dL', 'g/L', '×10^9/L', '/mm³', 'U/L']);
export type LabUnit = z.output<typeof labUnitSchema>;

/** One or more lab values with the same bound ("ALT and AST ≤ 3 × ULN" → analytes [alt, ast]). Site-answerable. */
export const labRuleSchema = z.strictObject({
  type: z.literal('lab'),
  analytes: z.array(analyteSchema).min(1),
  range: rangeSchema,
  unit: labUnitSchema,
});
export type LabRule = z.output<typeof labRuleSchema>;

/** Blood pressure in mmHg; `combine: 'any'` = either bound breached makes the statement true ("SBP ≥ 160 or DBP ≥ 100"). */
export const bloodPressureRuleSchema = z
  .strictObject({
    type: z.literal('blood_pressure'),
    systolic: rangeSchema.optional(),
    diastolic: rangeSchema.optional(),
    combine: z.enum(['any', 'all']),
    unit: z.literal('mmHg').default('mmHg'),
  })
  .refine((r) => r.systolic || r.diastolic, 'give systolic, diastolic or both');
export type BloodPressureRule = z.output<typeof bloodPressureRuleSchema>;

/** ECOG performance status, 0 (fully active) to 5 (dead) — Oken et al. 1982, ECOG-ACRIN. */
export const ecogRuleSchema = z.strictObject({ type: z.literal('ecog'), range: rangeSchema });
export type EcogRule = z.output<typeof ecogRuleSchema>;

/** Karnofsky (adults) or Lansky (children) performance score in %, 0–100 in steps of 10. */
export const karnofskyRuleSchema = z.strictObject({ type: z.literal('karnofsky'), range: rangeSchema, unit: z.literal('%').default('%') });
export type KarnofskyRule = z.output<typeof karnofskyRuleSchema>;

/**
 * A condition (diagnosis). `concepts`: normalised names, any of which makes the statement true.
 * `status`: 'history' = ever had it, 'current' = has it now, 'any' = text does not say. `window`: occurred within.
 */
export const conditionRuleSchema = z.strictObject({
  type: z.literal('condition'),
  concepts,
  status: z.enum(['history', 'current', 'any']),
  confirmed: z.boolean().default(false),
  window: windowSchema.optional(),
  negated,
});
export type ConditionRule = z.output<typeof conditionRuleSchema>;

/** A medication or therapy class, currently taken ('current'), taken before ('prior'), or either ('any'). */
export const medicationRuleSchema = z.strictObject({
  type: z.literal('medication'),
  concepts,
  status: z.enum(['current', 'prior', 'any']),
  window: windowSchema.optional(),
  negated,
});
export type MedicationRule = z.output<typeof medicationRuleSchema>;

/** A procedure or surgery, optionally within a window ("major surgery within 4 weeks"). */
export const procedureRuleSchema = z.strictObject({ type: z.literal('procedure'), concepts, window: windowSchema.optional(), negated });
export type ProcedureRule = z.output<typeof procedureRuleSchema>;

/** Smoking / tobacco use: 'current' smoker, or smoked within `window`, or 'ever'. */
export const smokingRuleSchema = z.strictObject({
  type: z.literal('smoking'),
  status: z.enum(['current', 'ever']),
  window: windowSchema.optional(),
  negated,
});
export type SmokingRule = z.output<typeof smokingRuleSchema>;

/** Taking part in another clinical trial now ('current') or within `window`. */
export const trialParticipationRuleSchema = z.strictObject({ type: z.literal('trial_participation'), window: windowSchema.optional(), negated });
export type TrialParticipationRule = z.output<typeof trialParticipationRuleSchema>;

/** Willing and able to give informed consent. */
export const consentRuleSchema = z.strictObject({ type: z.literal('consent'), negated });
export type ConsentRule = z.output<typeof consentRuleSchema>;

/** Willing and able to comply with study procedures / visits. */
export const complianceRuleSchema = z.strictObject({ type: z.literal('compliance'), negated });
export type ComplianceRule = z.output<typeof complianceRuleSchema>;

/** The investigator's judgement decides ("in the opinion of the investigator"). Site only. */
export const investigatorJudgementRuleSchema = z.strictObject({ type: z.literal('investigator_judgement') });
export type InvestigatorJudgementRule = z.output<typeof investigatorJudgementRuleSchema>;

/**
 * Whether a healthy person may take part (ClinicalTrials.gov `eligibilityModule.healthyVolunteers`). Its answer key
 * is `healthyVolunteer` for every trial (the engine's `answerKeysOf` says why it is not trial-specific yet).
 */
export const healthyVolunteerRuleSchema = z.strictObject({ type: z.literal('healthy_volunteer') });
export type HealthyVolunteerRule = z.output<typeof healthyVolunteerRuleSchema>;

/**
 * Several rules one criterion states: values written together ("Platelets ≥ 50 × 10^9/L and haemoglobin ≥ 8 g/dL")
 * or the sub-items of a parent ("Adequate organ function defined as: - ANC ≥ 1.5 × 10^9/L - Platelets ≥ 100 …"), 1 to
 * 20 parts. `combine: 'all'`: the statement holds when every part holds (an inclusion list); `'any'`: when one part
 * holds (an exclusion list, "abnormal liver function (bilirubin > 1.5 × ULN, ALT > 2.5 × ULN)"). `partial`: the text
 * states more than the parts cover (a sub-item or value the parser did not recognise), so the parts can show the
 * criterion failed but never that it is wholly met (the engine's `evaluate`).
 */
export const compositeRuleSchema = z.strictObject({
  type: z.literal('composite'),
  combine: z.enum(['all', 'any']),
  partial: z.boolean().default(false),
  get rules(): z.ZodArray<typeof ruleSchema> {
    return z.array(ruleSchema).min(1).max(20);
  },
});
export type CompositeRule = z.output<typeof compositeRuleSchema>;

/** Every structured rule, by its `type`, without `answerableBy` (that is decided per criterion). */
export const ruleSchema = z.discriminatedUnion('type', [
  ageRuleSchema,
  sexRuleSchema,
  pregnancyRuleSchema,
  contraceptionRuleSchema,
  bmiRuleSchema,
  weightRuleSchema,
  labRuleSchema,
  bloodPressureRuleSchema,
  ecogRuleSchema,
  karnofskyRuleSchema,
  conditionRuleSchema,
  medicationRuleSchema,
  procedureRuleSchema,
  smokingRuleSchema,
  trialParticipationRuleSchema,
  consentRuleSchema,
  complianceRuleSchema,
  investigatorJudgementRuleSchema,
  healthyVolunteerRuleSchema,
  compositeRuleSchema,
]);
export type Rule = z.output<typeof ruleSchema>;

/** The `type` of a rule. */
export type RuleType = Rule['type'];

/** Kind of a criterion: inclusion items must hold, exclusion items must not hold. */
export const criterionKindSchema = z.enum(['inclusion', 'exclusion']);
export type CriterionKind = z.output<typeof criterionKindSchema>;

/** Who can answer a criterion: the candidate (self-report) or only the site (labs, imaging, clinician ratings). */
export const answeredBySchema = z.enum(['candidate', 'site']);
export type AnsweredBy = z.output<typeof answeredBySchema>;

/**
 * What a rule's answers can prove about its criterion's statement: `exact` both ways; `necessary` only that it is
 * false (the concept is absent); `sufficient` only that it is true (the concept is present).
 */
export const ruleScopeSchema = z.enum(['exact', 'necessary', 'sufficient']);
export type RuleScope = z.output<typeof ruleScopeSchema>;

/** A rule and who can answer it (labs, clinician ratings, investigator judgement → 'site'), as stored. */
export const structuredRuleSchema = ruleSchema.and(z.object({ answerableBy: answeredBySchema }));
export type StructuredRule = z.output<typeof structuredRuleSchema>;

/**
 * One criterion of a trial, as the engine makes it and stores it. `id` is stable for the same input (`inc-1`, `exc-3`
 * by position in the text; `inc-age`, `inc-sex`, `exc-healthy-volunteer` for record fields). `answerKeys` are the
 * answer concepts that decide it. `source` says whether it came from the criteria text or a structured record field.
 */
export const criterionSchema = z.object({
  id: z.string(),
  kind: criterionKindSchema,
  text: z.string(),
  rule: structuredRuleSchema.nullable(),
  answerableBy: answeredBySchema,
  answerKeys: z.array(z.string()),
  source: z.enum(['text', 'record']),
  /** Qualified headers and lead-in lines above a text item ("For parent participants:"); empty for record fields. */
  context: z.array(z.string()),
  /**
   * What the rule's answers can prove about the criterion: `necessary` = the text adds restrictions the rule does not
   * test ("uncontrolled", "except …", "other"), so the rule's concept being absent decides but its presence is for the
   * site to confirm; `sufficient` = the text adds alternatives, so presence decides and absence is for the site.
   * Absent = `exact` (the rule tests the whole text).
   */
  scope: ruleScopeSchema.optional(),
  /** Words of the text the rule does not test (qualifiers, objects, exceptions, alternatives), shown to the site. */
  unencoded: z.array(z.string()).optional(),
  /**
   * Not a requirement: a section header, a placeholder ("None", "-"), a connector ("OR") or an instruction
   * ("Answer must be 'No' to be enrolled"). Never asked and always met; kept so that criterion ids stay positional.
   */
  informational: z.boolean().optional(),
});
export type Criterion = z.output<typeof criterionSchema>;

/** A stored criterion: a Criterion plus a language model's proposal that staff have not accepted yet. */
export const trialCriterionSchema = criterionSchema.extend({
  proposedRule: structuredRuleSchema.nullable().optional(),
  proposedBy: z.literal('llm').nullable().optional(),
});
export type TrialCriterion = z.output<typeof trialCriterionSchema>;

// ── in requests ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A rule as sent (a criterion's rule, a language model's proposal): a Rule; an `answerableBy` sent with it is dropped (the criterion's flag wins). */
export const ruleInputSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'answerableBy')) : v),
  ruleSchema,
);

/**
 * One criterion as staff send it. `rule`: a rule, `null` (no rule), or absent (the parser structures `text`).
 * `answerableBy` is the site-only flag ('site' = only the site can confirm it). `answerKeys` are recomputed by the
 * server; `proposedRule` / `proposedBy` keep a language model's proposal that has not been accepted yet.
 */
export const criterionInput = z.preprocess(
  legacySeverity,
  z.strictObject({
    id: z
      .string()
      .trim()
      .min(1, 'required')
      .max(64)
      .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits, - _ . : only'),
    kind: criterionKindSchema,
    text: z.string().trim().min(1, 'required').max(10_000),
    rule: ruleInputSchema.nullable().optional(),
    answerableBy: answeredBySchema.optional(),
    answerKeys: z.array(z.string()).max(100).optional(),
    source: z.enum(['text', 'record']).default('text'),
    context: z.array(z.string().max(2000)).max(20).default([]),
    scope: ruleScopeSchema.optional(),
    unencoded: z.array(z.string().trim().min(1).max(500)).max(100).optional(),
    informational: z.boolean().optional(),
    proposedRule: ruleInputSchema.nullable().optional(),
    proposedBy: z.literal('llm').nullable().optional(),
  }),
);

/**
 * Criteria stored before rules had a scope marked a condition limited by severity or control with `severity: true`
 * on the rule; the same meaning is now `scope: 'necessary'` on the criterion (a "yes" is for the site to confirm).
 * Such a criterion sent back unchanged by the editor is read that way instead of refused.
 */
function legacySeverity(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const c = v as Record<string, unknown>;
  const rule = c.rule as Record<string, unknown> | null | undefined;
  if (!rule || typeof rule !== 'object' || !('severity' in rule)) return v;
  const { severity, ...rest } = rule;
  return { ...c, rule: rest, ...(severity === true && c.scope === undefined ? { scope: 'necessary' } : {}) };
}
/** One criterion of a checked PUT body. */
export type CriterionInput = z.infer<typeof criterionInput>;

/** Most criteria a trial may have. */
export const MAX_CRITERIA = 500;

/** Body of `PUT /api/trials/{trialId}/criteria`: the whole new ordered list (ids unique). */
export const criteriaPut = z.strictObject({
  criteria: z
    .array(criterionInput)
    .max(MAX_CRITERIA)
    .superRefine((list, ctx) => {
      const seen = new Map<string, number>();
      list.forEach((c, i) => {
        const first = seen.get(c.id);
        if (first !== undefined) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate of criteria[${first}].id` });
        else seen.set(c.id, i);
      });
    }),
});

/** Checks a rule from an untrusted source (a language model). @returns the rule, or the first problem. */
export function parseRule(value: unknown): { ok: true; rule: Rule } | { ok: false; reason: string } {
  const r = ruleInputSchema.safeParse(value);
  if (r.success) return { ok: true, rule: r.data };
  const issue = r.error.issues[0];
  return { ok: false, reason: `${issue.path.join('.') || 'rule'}: ${issue.message}` };
}

// ── in responses ─────────────────────────────────────────────────────────────────────────────────────────────────

/** A structured rule in a response: `type` names it (age, sex, lab, condition …), the other fields depend on the type. */
const looseRule = z.looseObject({ type: z.string() });

/**
 * One stored criterion in a response (typed as `TrialCriterion`). Loose, and the fields after `text` optional, so that
 * criteria stored by older versions still read.
 */
export const trialCriterionResponse = typedAs<TrialCriterion>(
  z.looseObject({
    id: z.string(),
    kind: criterionKindSchema,
    text: z.string(),
    rule: looseRule.nullable().optional(),
    answerableBy: answeredBySchema.optional(),
    answerKeys: z.array(z.string()).optional(),
    source: z.enum(['text', 'record']).optional(),
    context: z.array(z.string()).optional(),
    proposedRule: looseRule.nullable().optional(),
    proposedBy: z.literal('llm').nullable().optional(),
  }),
);

/** A rule a language model proposed, in a response (typed as `StructuredRule`). */
export const proposedRuleResponse = typedAs<StructuredRule>(looseRule);

// ── prescreen suitability ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Why a trial is unsuited to a self-report prescreen, in the order reasons are listed. The rules and their
 * ClinicalTrials.gov sources are those of the engine's `prescreenSuitability`.
 */
export const SUITABILITY_CODES = [
  'not_recruiting',
  'invitation_only',
  'retrospective',
  'records_only',
  'registry',
  'inpatient_or_emergency',
] as const;
export type SuitabilityCode = (typeof SUITABILITY_CODES)[number];

/** One reason: its code and a short plain-English message for staff ("Not recruiting (ClinicalTrials.gov status: Completed)"). */
export const suitabilityReasonSchema = z.object({ code: z.enum(SUITABILITY_CODES), message: z.string() });
export type SuitabilityReason = z.output<typeof suitabilityReasonSchema>;

/**
 * Whether a self-report prescreen (public chat, prescreen call) suits a trial: `suitable` is false exactly when there
 * is at least one reason; reasons in the order of SUITABILITY_CODES. Computed from the stored trial, never stored.
 */
export const prescreenSuitabilitySchema = z.object({ suitable: z.boolean(), reasons: z.array(suitabilityReasonSchema) });
export type PrescreenSuitability = z.output<typeof prescreenSuitabilitySchema>;
