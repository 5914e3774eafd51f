/**
 * `POST /api/trials/auto-gen?organizationIds=<one id>` (spec §7): imports ClinicalTrials.gov API v2 records
 * as trials with structured criteria. Body (JSON, up to 20 MiB): exactly one of `{ nctId }` (fetched from
 * `${CTGOV_BASE_URL}/studies/{nctId}`), `{ study }`, `{ studies: […] }` or `{ jsonl: "<file text>" }`, plus optional
 * `reparse`. 200 → `{ run: { id, status, total, created, updated, failed }, results: [{ where, nctId, trialId,
 * status: created | updated | failed, title, warnings, error?, criteria: { inclusion, exclusion, structured,
 * siteOnly }, prescreenSuitability: { suitable, reasons: [{ code, message }] } }] }`. Errors: 400 malformed input naming the JSON path (nothing imported); 403 another organisation;
 * 404 unknown NCT ID or organisation; 413 body over 20 MiB; 502 ClinicalTrials.gov unreachable, with the reason.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDb } from '../../../db';
import { organization } from '../../../db/schema';
import { badRequest, HttpError, notFound } from '../../../lib/errors';
import { uuidList } from '../../../lib/list';
import { errorResponses } from '../../../../contracts/common';
import { trialImportResponse } from '../../../../contracts/trials';
import { writableOrganizationId } from '../../../lib/tenancy';
import { createCtgovClient, type CtgovClient } from '../../../providers/ctgov/client';
import { checkFetchedStudy, IMPORT_BODY_LIMIT, readStudies, type LabelledStudy } from './input';
import { autoGenBody, type AutoGenBody } from '../../../../contracts/trials';
import { importTrials } from './service';
import { serves } from '../../../plugins/access';

/** Fetches one study; a record the importer cannot read is the registry's fault: 502, not 400. */
async function fetchRecord(ctgov: CtgovClient, nctId: string): Promise<LabelledStudy> {
  const study = await ctgov.fetchStudy(nctId);
  try {
    return checkFetchedStudy(study, nctId);
  } catch (e) {
    if (e instanceof HttpError) throw new HttpError(502, `ClinicalTrials.gov answered a record that cannot be read: ${e.message}`);
    throw e;
  }
}

/** The records of the body and the name of the run. */
async function recordsOf(ctgov: CtgovClient, body: AutoGenBody): Promise<{ records: LabelledStudy[]; name: string }> {
  if (body.nctId) return { records: [await fetchRecord(ctgov, body.nctId)], name: `ClinicalTrials.gov ${body.nctId}` };
  const records = readStudies(body);
  const from = body.study ? 'pasted study' : body.studies ? 'studies list' : 'file';
  return { records, name: `${records.length} ${records.length === 1 ? 'study' : 'studies'} (${from})` };
}

/** @throws 404 when an admin names an organisation that does not exist. */
async function assertOrganization(db: AppDb, id: string): Promise<void> {
  const [org] = await db.select({ id: organization.id }).from(organization).where(eq(organization.id, id));
  if (!org) throw notFound('Organisation');
}

/** Registers `POST /trials/auto-gen` (see the file header for shapes and errors); one ClinicalTrials.gov client per app. */
export const trialImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const ctgov = createCtgovClient({ baseUrl: app.config.ctgovBaseUrl });
  serves(app, 'trials');

  app.post(
    '/trials/auto-gen',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { action: 'import' },
      schema: {
        tags: ['trials'],
        summary: 'Import ClinicalTrials.gov records (by NCT ID, pasted study, list or JSON Lines file) as trials with structured criteria',
        querystring: z.object({ organizationIds: uuidList.optional() }),
        body: autoGenBody,
        response: { 200: trialImportResponse, ...errorResponses(400, 401, 403, 404, 413, 502) },
      },
    },
    async (req) => {
      const ids = req.query.organizationIds ?? [];
      if (ids.length > 1)
        throw badRequest('organizationIds: give the one organisation to import into', [
          { path: ['querystring', 'organizationIds'], message: 'one id' },
        ]);
      const orgId = writableOrganizationId(req.actor, ids[0]);
      await assertOrganization(db, orgId);
      const { records, name } = await recordsOf(ctgov, req.body);
      return importTrials(db, req.actor, orgId, records, { reparse: req.body.reparse, name, log: req.log });
    },
  );
};
