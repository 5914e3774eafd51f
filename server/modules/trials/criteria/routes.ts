/**
 * Criteria editing for /admin/trial-criteria. Staff of the trial's organisation and admins; another
 * tenant's trial is a 404. A trial returned carries its `prescreenSuitability` (suitability.ts).
 * - `PUT /api/trials/:trialId/criteria` body `{ criteria: Criterion[] }` (the whole new ordered list; see
 *   contracts/eligibility.ts `criteriaPut`) → the updated trial; sets criteriaEditedAt. 400 names the field (`criteria.3.rule.range: …`).
 * - `POST /api/trials/:trialId/criteria/reparse` → the updated trial, criteria re-parsed, criteriaEditedAt cleared.
 * - `POST /api/trials/:trialId/criteria/propose-rules` → `{ trial, asked, proposed, dropped, proposals, rejected }`;
 *   422 without a language model (LLM_BASE_URL unset), 502 when the model fails.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../lib/list';
import { errorResponses } from '../../../../contracts/common';
import { ruleProposalResult, trial } from '../../../../contracts/trials';
import { createLlmProvider } from '../../../providers/llm';
import { criteriaPut } from '../../../../contracts/eligibility';
import { proposeRules, putCriteria, reparseCriteria } from './service';
import { withSuitability } from '../suitability';
import { serves } from '../../../plugins/access';

const tags = ['trials'];
const params = idParam('trialId');

/** Registers the criteria routes (see the file header); the language model provider is created once per app. */
export const trialCriteriaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const llm = createLlmProvider(app.config.llm);
  serves(app, 'trialCriteria');

  app.put(
    '/trials/:trialId/criteria',
    {
      schema: {
        tags,
        summary: 'Replace the structured criteria (staff edit; kept on re-import)',
        params,
        body: criteriaPut,
        response: { 200: trial, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => withSuitability(await putCriteria(db, req.actor, req.params.trialId, req.body.criteria)),
  );

  app.post(
    '/trials/:trialId/criteria/reparse',
    {
      config: { action: 'edit' },
      schema: {
        tags,
        summary: 'Re-run the criteria parser on the stored eligibility text and fields',
        params,
        response: { 200: trial, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => withSuitability(await reparseCriteria(db, req.actor, req.params.trialId)),
  );

  app.post(
    '/trials/:trialId/criteria/propose-rules',
    {
      config: { action: 'edit' },
      schema: {
        tags,
        summary: 'Ask the configured language model to propose rules for criteria without one (never applied)',
        params,
        response: { 200: ruleProposalResult, ...errorResponses(400, 401, 403, 404, 409, 422, 502) },
      },
    },
    async (req) => {
      const result = await proposeRules(db, req.actor, req.params.trialId, llm);
      return { ...result, trial: withSuitability(result.trial) };
    },
  );
};
