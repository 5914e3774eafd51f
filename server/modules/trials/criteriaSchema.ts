/**
 * zod schemas of a trial's criteria, mirroring server/domain/eligibility/types.ts (Criterion, Rule, Range, Window):
 * used to validate staff edits (`PUT /api/trials/:trialId/criteria`) and rules proposed by a language model. Rules are
 * strict objects: an unknown field or rule type is refused, so nothing reaches `evaluate` that it cannot read.
 */
import { z } from 'zod';
import type { Rule, TimeUnit } from '../../domain/eligibility';

/** Days per unit, as the domain core computes `Window.days` (month = 365.25 / 12 = 30.4375 days). */
const DAYS_PER: Record<TimeUnit, number> = { days: 1, weeks: 7, months: 30.4375, years: 365.25 };

const timeUnit = z.enum(['days', 'weeks', 'months', 'years']);
const negated = z.boolean().default(false);
const concepts = z.array(z.string().trim().min(1).max(200)).min(1, 'name at least one concept').max(50);

/** A numeric interval (at least one bound; min ≤ max). */
export const rangeSchema = z
  .strictObject({
    min: z.number().finite().optional(),
    minInclusive: z.boolean().optional(),
    max: z.number().finite().optional(),
    maxInclusive: z.boolean().optional(),
  })
  .refine((r) => r.min !== undefined || r.max !== undefined, 'give min, max or both')
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, 'min must not exceed max');

/** A look-back window (a minimum with `atLeast`); `days` is recomputed from value and unit (any value sent is ignored). */
export const windowSchema = z
  .strictObject({ value: z.number().positive().max(100_000), unit: timeUnit, days: z.number().optional(), atLeast: z.boolean().optional() })
  .transform((w) => ({ value: w.value, unit: w.unit, days: w.value * DAYS_PER[w.unit], ...(w.atLeast ? { atLeast: true } : {}) }));

const analyte = z.enum(['hba1c', 'egfr', 'creatinine', 'creatinine_clearance', 'alt', 'ast', 'bilirubin', 'hemoglobin', 'platelets', 'anc']);
const labUnit = z.enum(['%', 'mmol/mol', 'mL/min/1.73m²', 'mL/min', 'mg/dL', 'µmol/L', '×ULN', 'g/dL', 'g/L', '×10^9/L', '/mm³', 'U/L']);

/** Every rule type of types.ts, without `answerableBy` (that is decided per criterion). */
export const ruleSchema: z.ZodType<Rule> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('age'), range: rangeSchema, unit: timeUnit }),
  z.strictObject({ type: z.literal('sex'), sex: z.enum(['FEMALE', 'MALE', 'ALL']) }),
  z.strictObject({ type: z.literal('pregnancy'), states: z.array(z.enum(['pregnant', 'breastfeeding', 'planning_pregnancy'])).min(1), negated }),
  z.strictObject({ type: z.literal('contraception'), negated }),
  z.strictObject({ type: z.literal('bmi'), range: rangeSchema, unit: z.literal('kg/m²').default('kg/m²') }),
  z.strictObject({ type: z.literal('weight'), range: rangeSchema, unit: z.enum(['kg', 'lb']) }),
  z.strictObject({ type: z.literal('lab'), analytes: z.array(analyte).min(1), range: rangeSchema, unit: labUnit }),
  z
    .strictObject({
      type: z.literal('blood_pressure'),
      systolic: rangeSchema.optional(),
      diastolic: rangeSchema.optional(),
      combine: z.enum(['any', 'all']),
      unit: z.literal('mmHg').default('mmHg'),
    })
    .refine((r) => r.systolic || r.diastolic, 'give systolic, diastolic or both'),
  z.strictObject({ type: z.literal('ecog'), range: rangeSchema }),
  z.strictObject({ type: z.literal('karnofsky'), range: rangeSchema, unit: z.literal('%').default('%') }),
  z.strictObject({
    type: z.literal('condition'),
    concepts,
    status: z.enum(['history', 'current', 'any']),
    confirmed: z.boolean().default(false),
    window: windowSchema.optional(),
    negated,
  }),
  z.strictObject({ type: z.literal('medication'), concepts, status: z.enum(['current', 'prior', 'any']), window: windowSchema.optional(), negated }),
  z.strictObject({ type: z.literal('procedure'), concepts, window: windowSchema.optional(), negated }),
  z.strictObject({ type: z.literal('smoking'), status: z.enum(['current', 'ever']), window: windowSchema.optional(), negated }),
  z.strictObject({ type: z.literal('trial_participation'), window: windowSchema.optional(), negated }),
  z.strictObject({ type: z.literal('consent'), negated }),
  z.strictObject({ type: z.literal('compliance'), negated }),
  z.strictObject({ type: z.literal('investigator_judgement') }),
  z.strictObject({ type: z.literal('healthy_volunteer') }),
  z.strictObject({
    type: z.literal('composite'),
    combine: z.enum(['all', 'any']),
    partial: z.boolean().default(false),
    get rules() {
      return z.array(ruleSchema).min(1).max(20);
    },
  }),
]) as unknown as z.ZodType<Rule>;

/** A rule as stored or sent: a Rule plus, optionally, who answers it (the criterion's flag wins). */
export const structuredRuleSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'answerableBy')) : v),
  ruleSchema,
);

const answeredBy = z.enum(['candidate', 'site']);

/**
 * One criterion as staff send it. `rule`: a rule, `null` (no rule), or absent (the parser structures `text`).
 * `answerableBy` is the site-only flag ('site' = only the site can confirm it). `answerKeys` are recomputed by the
 * server; `proposedRule` / `proposedBy` keep a language model's proposal that has not been accepted yet.
 */
export const criterionInput = z.preprocess(
  legacySeverity,
  z.strictObject({
    id: z.string().trim().min(1, 'required').max(64).regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits, - _ . : only'),
    kind: z.enum(['inclusion', 'exclusion']),
    text: z.string().trim().min(1, 'required').max(10_000),
    rule: structuredRuleSchema.nullable().optional(),
    answerableBy: answeredBy.optional(),
    answerKeys: z.array(z.string()).max(100).optional(),
    source: z.enum(['text', 'record']).default('text'),
    context: z.array(z.string().max(2000)).max(20).default([]),
    scope: z.enum(['exact', 'necessary', 'sufficient']).optional(),
    unencoded: z.array(z.string().trim().min(1).max(500)).max(100).optional(),
    informational: z.boolean().optional(),
    proposedRule: structuredRuleSchema.nullable().optional(),
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

/** Body of `PUT /api/trials/:trialId/criteria`: the whole new ordered list (ids unique). */
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
  const r = structuredRuleSchema.safeParse(value);
  if (r.success) return { ok: true, rule: r.data as Rule };
  const issue = r.error.issues[0];
  return { ok: false, reason: `${issue.path.join('.') || 'rule'}: ${issue.message}` };
}
