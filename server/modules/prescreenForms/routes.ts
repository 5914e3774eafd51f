/**
 * /api/prescreen-forms (spec §7): generate-study-blocks, detect-duplicates, apply-deduplication (all JSON), list
 * `{ prescreenForms, total }` by organizationIds, create, get, PUT (a new version), DELETE (409 while a chat agent uses
 * the form) and one version's content.
 * Content bodies are validated by `formContentSchema`: a 400 names the path of the first problem.
 * Request and response schemas: contracts/prescreenForms.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, listQuery, uuidList } from '../../lib/list';
import {
  deduplicatedContent,
  duplicateGroupList,
  formContentSchema,
  MAX_BLOCKS,
  MAX_QUESTIONS,
  prescreenForm,
  prescreenFormList,
  prescreenFormVersion,
  studyBlockList,
  type FormContent,
} from '../../../contracts/prescreenForms';
import { errorResponses, noContent } from '../../../contracts/common';
import { serves } from '../../plugins/access';
import * as service from './service';

const tags = ['prescreen-forms'];
const params = idParam('id');
/** Forms of many trials with long criteria texts exceed the default 1 MiB. */
const bodyLimit = 8 * 1024 * 1024;
const trialIds = z
  .array(z.uuid({ message: 'must be a uuid' }))
  .min(1, 'give at least one trial')
  .max(MAX_BLOCKS);
const name = z.string().trim().min(1, 'required').max(200);

/** `{ content }`, or the content's own fields `{ blocks, sharedQuestions }` at the top level. */
const contentBody = z.preprocess(
  (body) => (body && typeof body === 'object' && !('content' in body) && 'blocks' in body ? { content: body } : body),
  z.strictObject({ content: formContentSchema }),
);

export const prescreenFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  serves(app, 'prescreenForms');

  app.post(
    '/prescreen-forms/generate-study-blocks',
    {
      schema: {
        tags,
        summary: 'One study block per trial: plain-language questions, follow-ups, site-only criteria',
        body: z.strictObject({ trialIds }),
        response: { 200: studyBlockList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => service.generateBlocks(db, req.actor, req.body.trialIds),
  );

  app.post(
    '/prescreen-forms/detect-duplicates',
    {
      config: { action: 'edit' },
      bodyLimit,
      schema: {
        tags,
        summary: 'Groups of questions that ask the same thing, with a similarity score',
        body: contentBody,
        response: { 200: duplicateGroupList, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (req) => service.detect(db, req.actor, req.body.content as FormContent),
  );

  app.post(
    '/prescreen-forms/apply-deduplication',
    {
      config: { action: 'edit' },
      bodyLimit,
      schema: {
        tags,
        summary: 'Merges a group of questions into one shared question that feeds every criterion they fed',
        body: z.strictObject({
          content: formContentSchema,
          questionIds: z.array(z.string().min(1).max(300)).min(2, 'give at least two questions').max(MAX_QUESTIONS),
        }),
        response: { 200: deduplicatedContent, ...errorResponses(400, 401, 403, 404, 413, 422) },
      },
    },
    async (req) => service.merge(db, req.actor, req.body.content as FormContent, req.body.questionIds),
  );

  app.get(
    '/prescreen-forms',
    {
      schema: {
        tags,
        summary: 'Forms of the readable organisations (without content)',
        querystring: z.object({ ...listQuery, organizationIds: uuidList.optional() }),
        response: { 200: prescreenFormList, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.listForms(db, req.actor, req.query),
  );

  app.post(
    '/prescreen-forms',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Creates a form (version 1) for trials of the organisation; without content, the study blocks are generated',
        querystring: z.object({ organizationId: z.uuid().optional() }),
        body: z.strictObject({ name, trialIds, content: formContentSchema.optional() }),
        response: { 201: prescreenForm, ...errorResponses(400, 401, 403, 404, 413, 422) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await service.withChecks(
            db,
            await service.createForm(db, req.actor, req.query.organizationId, { ...req.body, content: req.body.content as FormContent | undefined }),
          ),
        ),
  );

  app.get(
    '/prescreen-forms/:id',
    {
      schema: {
        tags,
        summary: 'The form with the content of its current version',
        params,
        response: { 200: prescreenForm, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => service.withChecks(db, await service.getForm(db, req.actor, req.params.id)),
  );

  app.put(
    '/prescreen-forms/:id',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Saves the content (and name) as the next version; 409 when expectedVersion is not the current one',
        params,
        body: z.strictObject({ name: name.optional(), content: formContentSchema, expectedVersion: z.number().int().min(1).optional() }),
        response: { 200: prescreenForm, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (req) =>
      service.withChecks(db, await service.saveForm(db, req.actor, req.params.id, { ...req.body, content: req.body.content as FormContent })),
  );

  app.delete(
    '/prescreen-forms/:id',
    {
      schema: {
        tags,
        summary: 'Deletes the form and its versions (results keep their answers); 409 while a chat agent uses the form',
        params,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await service.deleteForm(db, req.actor, req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/prescreen-forms/:id/versions/:version',
    {
      schema: {
        tags,
        summary: 'The content of one saved version',
        params: z.object({ id: z.uuid({ message: 'must be a uuid' }), version: z.coerce.number().int().min(1).max(1_000_000) }),
        response: { 200: prescreenFormVersion, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => service.getFormVersion(db, req.actor, req.params.id, req.params.version),
  );
};
