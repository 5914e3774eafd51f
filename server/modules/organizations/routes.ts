/**
 * /api/organizations (spec §7) and /api/invitations. Lists return `{ organizations, total }`. Request and response
 * schemas: contracts/organizations.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, listQuery } from '../../lib/list';
import { errorResponses, noContent } from '../../../contracts/common';
import {
  invitationAccepted,
  invitationCreate,
  invitationCreated,
  invitationDescription,
  invitationList,
  organization,
  organizationCreate,
  organizationList,
  organizationPatch,
  organizationPublic,
} from '../../../contracts/organizations';
import { serves } from '../../plugins/access';
import * as service from './service';

const tags = ['organizations'];
const tokenParam = z.object({
  token: z
    .string()
    .min(10)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'invalid token'),
});

/**
 * The routes behind the session (registered in the authenticated scope): organisations and their invitations are for
 * admins; the list (the organisation switcher's; staff get their own) and accepting an invitation are every signed-in
 * person's `account`.
 */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  serves(app, 'organizations');

  app.get(
    '/organizations',
    {
      config: { resource: 'account' },
      schema: { tags, querystring: z.object(listQuery), response: { 200: organizationList, ...errorResponses(400, 401) } },
    },
    async (req) => service.listOrganizations(db, req.actor, req.query),
  );

  app.post(
    '/organizations',
    { schema: { tags, body: organizationCreate, response: { 201: organization, ...errorResponses(400, 401, 403, 409) } } },
    async (req, reply) => reply.status(201).send(await service.createOrganization(db, req.actor, req.body)),
  );

  app.get(
    '/organizations/:id',
    { schema: { tags, params: idParam('id'), response: { 200: organization, ...errorResponses(400, 401, 404) } } },
    async (req) => service.getOrganization(db, req.actor, req.params.id),
  );

  app.patch(
    '/organizations/:id',
    {
      schema: {
        tags,
        params: idParam('id'),
        body: organizationPatch,
        response: { 200: organization, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => service.updateOrganization(db, req.actor, req.params.id, req.body),
  );

  app.delete(
    '/organizations/:id',
    { schema: { tags, params: idParam('id'), response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) } } },
    async (req, reply) => {
      await service.deleteOrganization(db, req.actor, req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/organizations/:id/invitations',
    {
      schema: {
        tags,
        summary: 'Create an invitation link to join the organisation',
        params: idParam('id'),
        body: invitationCreate,
        response: { 201: invitationCreated, ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createInvitation(db, req.actor, req.params.id, app.config.baseUrl, req.body ?? {})),
  );

  app.get(
    '/organizations/:id/invitations',
    { schema: { tags, params: idParam('id'), response: { 200: invitationList, ...errorResponses(400, 401, 404) } } },
    async (req) => service.listInvitations(db, req.actor, req.params.id),
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { resource: 'account' },
      schema: { tags, params: tokenParam, response: { 200: invitationAccepted, ...errorResponses(400, 401, 404, 409, 422) } },
    },
    async (req) => service.acceptInvitation(db, req.actor, req.params.token),
  );
};

/**
 * The routes anyone may call (registered in the public scope), each rate-limited per client address: the public
 * lookup of an organisation's chat and the description of an invitation link before sign-up.
 */
export const organizationPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/organizations/public/:publicId',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Public lookup by publicId (or id): reveals only id, name and whether chat is available',
        security: [],
        params: z.object({
          publicId: z
            .string()
            .min(1)
            .max(64)
            .regex(/^[A-Za-z0-9-]+$/, 'invalid id'),
        }),
        response: { 200: organizationPublic, ...errorResponses(400, 404, 429) },
      },
    },
    async (req) => service.publicLookup(db, req.params.publicId),
  );

  app.get(
    '/invitations/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, security: [], params: tokenParam, response: { 200: invitationDescription, ...errorResponses(400, 404, 429) } },
    },
    async (req) => service.describeInvitation(db, req.params.token),
  );
};
