/**
 * Editing a trial's structured criteria ("Criteria structuring", admin page /admin/trial-criteria): staff
 * replace the list, re-run the parser, or ask the optional language model for rules the parser did not find. Staff
 * of the trial's organisation and admins may do this; another tenant's trial is a 404 (getTrial). Every change is
 * audited with a diff summary.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDb } from '../../../db';
import { trial } from '../../../db/schema';
import type { Actor } from '../../../auth/actor';
import { audit, audited } from '../../../lib/audit';
import { conflict, unprocessable } from '../../../lib/errors';
import { answerableByRule, type StructuredRule } from '../../../domain/eligibility';
import type { LlmProvider } from '../../../providers/llm';
import { diffCriteria, normalizeCriteria, parseTrialCriteria, type StoredCriterion } from './stored';
import { parseRule, ruleSchema, type CriterionInput } from '../../../../contracts/eligibility';
import { getTrial } from '../service';

type TrialRow = typeof trial.$inferSelect;

/** Criteria sent to the model per call. */
const PROPOSAL_BATCH = 25;

/** Writes `criteria` and audits the change. `edited`: set criteriaEditedAt (staff edit) or clear it (parser). */
async function saveCriteria(
  db: AppDb,
  actor: Actor,
  current: TrialRow,
  criteria: StoredCriterion[],
  edited: boolean,
  details: Record<string, unknown>,
) {
  const now = new Date();
  return audited(db, async (tx) => {
    const [row] = await tx
      .update(trial)
      .set({ criteria, criteriaEditedAt: edited ? now : null, updatedAt: now })
      .where(eq(trial.id, current.id))
      .returning();
    await audit(tx, actor, {
      action: 'update',
      entity: 'trial',
      entityId: current.id,
      organizationId: current.organizationId,
      details: { ...details, criteria: diffCriteria(current.criteria as StoredCriterion[], criteria) },
    });
    return row;
  });
}

/**
 * `PUT /api/trials/:trialId/criteria`: replaces the ordered list (staff may edit text, rule and site-only flag, split
 * or merge items). Sets criteriaEditedAt, so a re-import keeps the list. @returns the updated trial.
 * @throws 404 for an unknown trial or one of another tenant.
 */
export async function putCriteria(db: AppDb, actor: Actor, trialId: string, inputs: CriterionInput[]) {
  const current = await getTrial(db, actor, trialId);
  return saveCriteria(db, actor, current, normalizeCriteria(inputs), true, { change: 'criteria-edit' });
}

/**
 * `POST /api/trials/:trialId/criteria/reparse`: re-runs the parser on the stored eligibility text and fields,
 * replacing the list (staff edits and pending proposals included) and clearing criteriaEditedAt.
 * @returns the updated trial. @throws 404 for an unknown trial or one of another tenant.
 */
export async function reparseCriteria(db: AppDb, actor: Actor, trialId: string) {
  const current = await getTrial(db, actor, trialId);
  return saveCriteria(db, actor, current, parseTrialCriteria(current), false, { change: 'criteria-reparse' });
}

/** Result of `POST /api/trials/:trialId/criteria/propose-rules`. */
export interface ProposalResult {
  trial: TrialRow;
  /** Criteria without a rule that were sent to the model. */
  asked: number;
  /** Valid proposals stored on their criterion (`proposedRule`, `proposedBy: 'llm'`). */
  proposed: number;
  /** Proposals refused: invalid rule, unknown or repeated criterion id. */
  dropped: number;
  proposals: Array<{ criterionId: string; rule: StructuredRule }>;
  rejected: Array<{ criterionId: string; reason: string }>;
}

let ruleFormat: unknown;
/** JSON Schema of a rule, shown to the model (computed once). */
function ruleJsonSchema(): unknown {
  ruleFormat ??= z.toJSONSchema(ruleSchema, { io: 'input', unrepresentable: 'any' });
  return ruleFormat;
}

/**
 * Asks the language model for a rule for every criterion without one. Each proposal is validated against the rule
 * schema; valid ones are stored as `proposedRule` (never applied: staff accept one by sending it as `rule` in PUT
 * criteria), invalid ones are dropped and counted. Criteria asked again lose an older proposal the model no longer
 * makes. criteriaEditedAt is unchanged.
 * @throws 404 unknown trial / other tenant; 422 "No language model is configured (set LLM_BASE_URL)"; 502 when the
 *   model cannot be reached or answers something unreadable; 409 when the criteria changed meanwhile.
 */
export async function proposeRules(db: AppDb, actor: Actor, trialId: string, llm: LlmProvider | null): Promise<ProposalResult> {
  const current = await getTrial(db, actor, trialId);
  if (!llm) throw unprocessable('No language model is configured (set LLM_BASE_URL)');
  const criteria = current.criteria as StoredCriterion[];
  const open = criteria.filter((c) => !c.rule);
  const asked = new Set(open.map((c) => c.id));
  const proposals = new Map<string, StructuredRule>();
  const rejected: ProposalResult['rejected'] = [];
  for (let i = 0; i < open.length; i += PROPOSAL_BATCH) {
    const batch = open.slice(i, i + PROPOSAL_BATCH).map(({ id, kind, text }) => ({ id, kind, text }));
    for (const p of await llm.proposeRules(batch, ruleJsonSchema())) {
      if (!asked.has(p.criterionId)) rejected.push({ criterionId: p.criterionId, reason: 'not a criterion without a rule of this trial' });
      else if (proposals.has(p.criterionId)) rejected.push({ criterionId: p.criterionId, reason: 'a rule was already proposed for this criterion' });
      else {
        const checked = parseRule(p.rule);
        if (checked.ok) proposals.set(p.criterionId, { ...checked.rule, answerableBy: answerableByRule(checked.rule) } as StructuredRule);
        else rejected.push({ criterionId: p.criterionId, reason: checked.reason });
      }
    }
  }
  const next = criteria.map((c): StoredCriterion => {
    if (!asked.has(c.id)) return c;
    const { proposedRule: _old, proposedBy: _by, ...rest } = c;
    const rule = proposals.get(c.id);
    return rule ? { ...rest, proposedRule: rule, proposedBy: 'llm' } : rest;
  });
  const summary = { asked: asked.size, proposed: proposals.size, dropped: rejected.length };
  const row = await audited(db, async (tx) => {
    const [row] = await tx
      .update(trial)
      .set({ criteria: next, updatedAt: new Date() })
      .where(and(eq(trial.id, current.id), sql`${trial.criteria} = ${JSON.stringify(criteria)}::jsonb`))
      .returning();
    if (!row) throw conflict('The criteria changed while the language model was answering; try again');
    await audit(tx, actor, {
      action: 'update',
      entity: 'trial',
      entityId: current.id,
      organizationId: current.organizationId,
      details: { change: 'criteria-propose-rules', model: llm.model, ...summary, proposedFor: [...proposals.keys()] },
    });
    return row;
  });
  return { trial: row, ...summary, proposals: [...proposals].map(([criterionId, rule]) => ({ criterionId, rule })), rejected };
}
