/**
 * Chat conversations (DESIGN §4): a visitor's prescreen chat with an organisation's agent, its transcript lines and,
 * for staff, its outcome per trial. Request bodies of the public chat and of staff, responses and the types the SPA
 * reads.
 */
import { z } from 'zod';
import { AI_RECOMMENDATIONS, CHAT_CONVERSATION_STATUSES, CHAT_PHASES } from './constants';
import { integer, isoDate, knownValues, pageOf, text, timestamp, uuid, uuidField, wellFormedText, type Received } from './common';

// ── requests ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** `POST /api/chat-conversations/initiate` (public): the organisation, and an agent of it (default: its published one). */
export const chatInitiate = z.strictObject({
  organizationId: uuidField,
  chatAgentId: uuidField.optional(),
});

/**
 * `POST /api/chat-conversations/verify` (public), in two steps on the same conversation:
 * 1. the visitor's details — `firstName`, `lastName`, `dateOfBirth` and `phone` (sent by SMS) or `email` — send a
 *    one-time code;
 * 2. `code` checks it.
 */
export const chatVerify = z
  .strictObject({
    conversationId: uuidField,
    token: z.string().min(1, 'required').max(200),
    firstName: text(100).min(1, 'required').optional(),
    lastName: text(100).min(1, 'required').optional(),
    dateOfBirth: isoDate.optional(),
    /** Any common format; stored E.164 (default region US). */
    phone: text(40).min(1).optional(),
    email: z.email({ message: 'must be an email address' }).max(320).optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be the 6-digit code')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.code !== undefined) return;
    for (const field of ['firstName', 'lastName', 'dateOfBirth'] as const) {
      if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    }
    if (v.phone === undefined && v.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'give a phone number or an email address' });
  });

/** `POST /api/chat-conversations/{id}/messages`: the visitor's message (at most 2 000 characters, else 413). */
export const chatMessageCreate = z.strictObject({
  /** The conversation token (or the x-chat-token header). */
  token: z.string().min(1).max(200).optional(),
  text: wellFormedText().min(1, 'required'),
});

/** `POST /api/chat-conversations/admin/start`: staff try a chat agent as a visitor (a test conversation). */
export const chatAdminStart = z.strictObject({ chatAgentId: uuidField });

// ── responses ────────────────────────────────────────────────────────────────────────────────────────────────────

/** A quick-reply button of an agent line: the label shown and the text sent when pressed. */
export const chatQuickReply = z.object({ label: z.string(), send: z.string() });

/**
 * The typed agent reply behind an agent line (the dialogue's `AgentReply`): `type` text | consent | question |
 * progress | closing | verification; questions carry `questionId`, `answerType`, `quickReplies`, `datePicker`
 * `{ precision: 'month', max }`, `unit`, `help`, `example`; progress `current`/`total`; closing `outcome`.
 */
export const chatReply = z.looseObject({
  type: z.string(),
  text: z.string(),
  quickReplies: z.array(chatQuickReply).optional(),
});

/** One transcript line. `role`: visitor | agent. Text is plain text (shown as text, never as HTML). */
export const chatMessage = z.object({
  id: uuid,
  seq: integer,
  role: knownValues(['visitor', 'agent']),
  text: z.string(),
  reply: chatReply.nullable(),
  createdAt: timestamp,
});
export type ChatMessage = Received<typeof chatMessage>;

/** A trial's AI recommendation in a conversation's result (staff views). */
export const chatTrialOutcome = z.object({
  trialId: uuid,
  trialTitle: z.string().nullable(),
  nctId: z.string().nullable(),
  aiRecommendation: knownValues(AI_RECOMMENDATIONS),
});

/**
 * A chat conversation. Visitors (token) see the public fields; staff (session) also get `candidateId`,
 * `candidateName`, `visitorName`, `messageCount`, `startedByUserId`, the per-trial `outcomes` and `visitorLanguage`.
 */
export const chatConversation = z
  .object({
    id: uuid,
    organizationId: uuid,
    organizationName: z.string(),
    chatAgentId: uuid.nullable(),
    agentName: z.string().nullable(),
    status: knownValues(CHAT_CONVERSATION_STATUSES),
    phase: knownValues(CHAT_PHASES),
    isTest: z.boolean(),
    verified: z.boolean(),
    /** While a code is pending: where it went (masked: "•••• 4567", "j•••@example.com"). */
    verification: z.object({ channel: knownValues(['sms', 'email']), destination: z.string(), expiresAt: timestamp }).nullable(),
    /** "Question 4 of 12" during the questions; null otherwise. */
    progress: z.object({ current: integer, total: integer }).nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    completedAt: timestamp.nullable(),
    candidateId: uuid.nullable().optional(),
    candidateName: z.string().nullable().optional(),
    visitorName: z.string().nullable().optional(),
    messageCount: integer.optional(),
    startedByUserId: z.string().nullable().optional(),
    outcomes: z.array(chatTrialOutcome).optional(),
    /**
     * Staff only: `es` when the visitor wrote in Spanish (they were told the questions are in English for now and
     * that the team can call them in Spanish); null otherwise, and in lists (which do not read the dialogue).
     */
    visitorLanguage: knownValues(['es']).nullable().optional(),
  })
  .describe('The chat conversation');
export type ChatConversation = Received<typeof chatConversation>;

/**
 * A conversation with transcript lines: `GET /{id}` and verify give every line; `POST …/messages` the new lines (the
 * visitor's message and the agent's replies); initiate and admin/start also return the visitor `token` (once).
 */
export const chatConversationDetail = z
  .object({ conversation: chatConversation, messages: z.array(chatMessage), token: z.string().optional() })
  .describe('The conversation and its transcript lines');
export type ChatConversationDetail = Received<typeof chatConversationDetail>;

/** `GET /api/chat-conversations/` */
export const chatConversationList = pageOf('chatConversations', chatConversation, 'One page of chat conversations and the total');
