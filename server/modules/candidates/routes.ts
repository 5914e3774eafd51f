/**
 * /api/candidates (spec §7): list `{ candidates, total }` by organizationId / organizationIds, create, bulk (CSV
 * import batches), reset-status, export (CSV), get, PATCH, DELETE, prescreen notes (list, add, delete by index).
 * Request and response schemas: contracts/candidates.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, listQuery, uuidList } from '../../lib/list';
import { csvExportSchema, sendCsv } from '../../lib/csv';
import { writableOrganizationId } from '../../lib/tenancy';
import { CANDIDATE_SOURCES, CANDIDATE_STATUSES, MAX_BULK_ROWS } from '../../../contracts/constants';
import { errorResponses, noContent } from '../../../contracts/common';
import {
  candidate,
  candidateCreate,
  candidateList,
  candidatePatch,
  importBatchResult,
  importRow,
  prescreenNoteCreate,
  prescreenNoteList,
  resetStatusBody,
  resetStatusResult,
} from '../../../contracts/candidates';
import { serves } from '../../plugins/access';
import * as service from './service';
import { importCandidates } from './import';
import { exportCandidates, EXPORT_COLUMNS } from './export';

const tags = ['candidates'];
const params = idParam('candidateId');
const orgQuery = z.object({ organizationId: z.uuid().optional() });
const statusList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter(Boolean))
  .pipe(z.array(z.enum(CANDIDATE_STATUSES)));
const filterQuery = {
  organizationId: z.uuid().optional(),
  organizationIds: uuidList.optional(),
  q: listQuery.q,
  status: statusList.optional(),
  source: z.enum(CANDIDATE_SOURCES).optional(),
};

export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  serves(app, 'candidates');

  app.get(
    '/candidates',
    { schema: { tags, querystring: z.object({ ...listQuery, ...filterQuery }), response: { 200: candidateList, ...errorResponses(400, 401, 403) } } },
    async (req) => service.listCandidates(db, req.actor, req.query),
  );

  app.get(
    '/candidates/export',
    {
      config: { action: 'export' },
      schema: csvExportSchema({
        tags,
        summary: 'CSV of every candidate matching the list filters (all pages)',
        querystring: z.object(filterQuery),
        row: 'candidate',
      }),
    },
    async (req, reply) =>
      sendCsv(reply, 'candidates', EXPORT_COLUMNS, await exportCandidates(db, req.actor, service.filterFor(req.actor, req.query))),
  );

  app.post(
    '/candidates',
    { schema: { tags, querystring: orgQuery, body: candidateCreate, response: { 201: candidate, ...errorResponses(400, 401, 403) } } },
    async (req, reply) => reply.status(201).send(await service.createCandidate(db, req.actor, req.query.organizationId, req.body)),
  );

  app.post(
    '/candidates/bulk',
    {
      bodyLimit: 8 * 1024 * 1024,
      config: { action: 'import', perRowValidation: true },
      schema: {
        tags,
        summary: 'Import a batch of CSV rows: created, updated (matched by external id, phone or email) and rejected rows',
        querystring: orgQuery,
        body: z.strictObject({ rows: z.array(importRow).min(1).max(MAX_BULK_ROWS), importId: z.string().max(100).optional() }),
        response: { 200: importBatchResult, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (req) => {
      const orgId = writableOrganizationId(req.actor, req.query.organizationId);
      const { created, updated, rejected } = await importCandidates(db, req.actor, orgId, req.body.rows);
      return { created, updated, rejected };
    },
  );

  app.patch(
    '/candidates/reset-status',
    {
      schema: {
        tags,
        summary:
          'Set the status of the given candidates (ids), or of all candidates of the organisation (all: true); do-not-contact and deceased candidates are skipped',
        querystring: orgQuery,
        // no body at all reads as {}, so it gets the same 400 naming `ids` as an empty object
        body: z.preprocess((b) => b ?? {}, resetStatusBody),
        response: { 200: resetStatusResult, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.resetStatus(db, req.actor, req.query.organizationId, req.body),
  );

  app.get(
    '/candidates/:candidateId',
    { schema: { tags, params, response: { 200: candidate, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.getCandidate(db, req.actor, req.params.candidateId),
  );

  app.patch(
    '/candidates/:candidateId',
    { schema: { tags, params, body: candidatePatch, response: { 200: candidate, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.updateCandidate(db, req.actor, req.params.candidateId, req.body),
  );

  app.delete(
    '/candidates/:candidateId',
    { schema: { tags, params, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } } },
    async (req, reply) => {
      await service.deleteCandidate(db, req.actor, req.params.candidateId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/candidates/:candidateId/prescreen-notes',
    { schema: { tags, params, response: { 200: prescreenNoteList, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.listNotes(db, req.actor, req.params.candidateId),
  );

  app.post(
    '/candidates/:candidateId/prescreen-notes',
    { schema: { tags, params, body: prescreenNoteCreate, response: { 201: prescreenNoteList, ...errorResponses(400, 401, 403, 404) } } },
    async (req, reply) => reply.status(201).send(await service.addNote(db, req.actor, req.params.candidateId, req.body)),
  );

  app.delete(
    '/candidates/:candidateId/prescreen-notes/:noteIndex',
    {
      schema: {
        tags,
        summary: 'Delete the note at noteIndex (0-based); the remaining notes',
        params: params.extend({ noteIndex: z.string().regex(/^\d{1,6}$/, 'noteIndex: must be a whole number from 0') }),
        response: { 200: prescreenNoteList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => service.deleteNote(db, req.actor, req.params.candidateId, Number(req.params.noteIndex)),
  );
};
