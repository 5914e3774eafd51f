/** Registers every API module under /api. */
import type { FastifyPluginAsync } from 'fastify';
import { organizationRoutes } from './organizations/routes';
import { userRoutes } from './users/routes';
import { trialRoutes } from './trials/routes';
import { candidateRoutes } from './candidates/routes';
import { trialImportRoutes } from './trials/importRoutes';
import { trialCriteriaRoutes } from './trials/criteriaRoutes';
import { processingRunRoutes } from './processingRuns/routes';
import { prescreenFormRoutes } from './prescreenForms/routes';
import { chatAgentRoutes } from './chatAgents/routes';
import { chatConversationRoutes } from './chatConversations/routes';
import { outboxRoutes } from './outbox/routes';
import { prescreenRoutes } from './prescreen/routes';
import { auditEventRoutes } from './auditEvents/routes';

export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(organizationRoutes);
  await app.register(userRoutes);
  await app.register(trialRoutes);
  await app.register(candidateRoutes);
  await app.register(trialImportRoutes);
  await app.register(trialCriteriaRoutes);
  await app.register(processingRunRoutes);
  await app.register(prescreenFormRoutes);
  await app.register(chatAgentRoutes);
  await app.register(chatConversationRoutes);
  await app.register(outboxRoutes);
  await app.register(prescreenRoutes);
  await app.register(auditEventRoutes);
};
