/**
 * Chat agents (DESIGN §4): an organisation's prescreen or site-visit chat, its trials, wording and prescreen form; the
 * organisation's public chat when published. Request bodies, responses and the type the SPA reads.
 */
import { z } from 'zod';
import { knownValues, pageOf, text, timestamp, uuid, uuidField, type Received } from './common';

/** What an agent does: prescreen candidates, or schedule their site visits. */
export const CHAT_AGENT_TYPES = ['PRESCREEN', 'SITE_VISIT_SCHEDULING'] as const;
export type ChatAgentType = (typeof CHAT_AGENT_TYPES)[number];

/** `POST /api/chat-agents/internal/`: a new agent. */
export const chatAgentCreate = z.strictObject({
  name: text(200).min(1, 'required'),
  type: z.enum(CHAT_AGENT_TYPES),
  /** Trials of the agent's organisation. */
  trialIds: z.array(uuidField).max(50).optional(),
  /** A prescreen form of the agent's organisation. */
  prescreenFormId: uuidField.nullable().optional(),
  greeting: text(2000).optional(),
  /** Persona / tone. */
  persona: text(2000).optional(),
  contactConsentText: text(2000).optional(),
  handoffText: text(2000).optional(),
  /**
   * Ask every question even after the answers rule the visitor out of the form's trials (for organisations that use
   * the answers for their other trials); default false: the chat ends kindly as soon as every trial is failed.
   */
  askEverything: z.boolean().optional(),
  active: z.boolean().optional(),
  /** Publish as the organisation's public chat (unpublishes its previous one). */
  published: z.boolean().optional(),
  /**
   * Publish even though a self-report prescreen does not suit one of the trials (not recruiting, retrospective, records
   * only, registry, people enrolled in hospital or emergency care: the trial's `prescreenSuitability`). Without it,
   * publishing on such a trial is a 422 naming the trial and its reasons. Not stored; the audit event records it.
   */
  acknowledgeUnsuitable: z.boolean().optional(),
});
/** `PATCH /api/chat-agents/internal/{id}`: any subset of the create fields. */
export const chatAgentPatch = chatAgentCreate.partial();

/** A chat agent: the organisation's public chat when `published`. */
export const chatAgent = z
  .object({
    id: uuid,
    organizationId: uuid,
    name: z.string(),
    type: knownValues(CHAT_AGENT_TYPES),
    trialIds: z.array(uuid),
    prescreenFormId: uuid.nullable(),
    greeting: z.string(),
    persona: z.string(),
    contactConsentText: z.string(),
    handoffText: z.string(),
    askEverything: z.boolean(),
    active: z.boolean(),
    published: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .describe('The chat agent');
export type ChatAgent = Received<typeof chatAgent>;

/** `GET /api/chat-agents/internal/` */
export const chatAgentList = pageOf('chatAgents', chatAgent, 'One page of chat agents and the total');
