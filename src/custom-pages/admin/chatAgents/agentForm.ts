/**
 * The chat agent form's model ("Chat agents"): the agent's shapes (contracts/chatAgents.ts), a draft
 * of every editable field, its validation with the shared request schema (the form rejects what the server would),
 * the request body (the whole agent on create, only the changed fields on edit), and the mapping of a server error
 * (400 zod issues, 409 / 422 "field: reason" messages) onto the field it names.
 */
import type { z } from 'zod';
import { ApiError, describeError } from '../../../dataProvider/httpClient';
import { zodValidator } from '../../../lib/zodValidator';
import { chatAgentCreate, type ChatAgent, type ChatAgentType, type chatAgentPatch } from '../../../../contracts/chatAgents';

export type { ChatAgent, ChatAgentType };
export type ChatAgentCreateBody = z.input<typeof chatAgentCreate>;
export type ChatAgentPatchBody = z.input<typeof chatAgentPatch>;

/** The editable fields of an agent. */
export interface AgentDraft {
  name: string;
  type: ChatAgentType;
  trialIds: string[];
  /** '' = no form. */
  prescreenFormId: string;
  greeting: string;
  persona: string;
  contactConsentText: string;
  handoffText: string;
  askEverything: boolean;
  active: boolean;
  published: boolean;
}

/** The fields of the form (where a server error can be shown). */
export type AgentField = keyof AgentDraft;

export const AGENT_FIELDS: readonly AgentField[] = [
  'name',
  'type',
  'trialIds',
  'prescreenFormId',
  'greeting',
  'persona',
  'contactConsentText',
  'handoffText',
  'askEverything',
  'active',
  'published',
];

/** A new agent: a prescreen agent, active, not published. */
export function emptyDraft(): AgentDraft {
  return {
    name: '',
    type: 'PRESCREEN',
    trialIds: [],
    prescreenFormId: '',
    greeting: '',
    persona: '',
    contactConsentText: '',
    handoffText: '',
    askEverything: false,
    active: true,
    published: false,
  };
}

/** The draft of an existing agent. */
export function draftFromAgent(agent: ChatAgent): AgentDraft {
  return {
    name: agent.name,
    type: agent.type as ChatAgentType,
    trialIds: [...agent.trialIds],
    prescreenFormId: agent.prescreenFormId ?? '',
    greeting: agent.greeting,
    persona: agent.persona,
    contactConsentText: agent.contactConsentText,
    handoffText: agent.handoffText,
    askEverything: agent.askEverything,
    active: agent.active,
    published: agent.published,
  };
}

/** The whole draft as a create body (texts trimmed, no form = null). */
export function createBody(draft: AgentDraft): ChatAgentCreateBody {
  return {
    name: draft.name.trim(),
    type: draft.type,
    trialIds: [...draft.trialIds],
    prescreenFormId: draft.prescreenFormId || null,
    greeting: draft.greeting.trim(),
    persona: draft.persona.trim(),
    contactConsentText: draft.contactConsentText.trim(),
    handoffText: draft.handoffText.trim(),
    askEverything: draft.askEverything,
    active: draft.active,
    published: draft.published,
  };
}

/** The fields that differ from `original` (a PATCH carries only what the person changed). */
export function patchBody(draft: AgentDraft, original: ChatAgent): ChatAgentPatchBody {
  const next = createBody(draft);
  const before = createBody(draftFromAgent(original));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof ChatAgentCreateBody)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) out[key] = next[key];
  }
  return out as ChatAgentPatchBody;
}

const validate = zodValidator(chatAgentCreate);

/** Field → message for what the server would refuse (`{}` when the draft is valid). */
export function validateDraft(draft: AgentDraft): Partial<Record<AgentField, string>> {
  return validate(createBody(draft) as Record<string, unknown>) as Partial<Record<AgentField, string>>;
}

/** A server error split into messages on the fields it names and a message for the rest. */
export interface AgentErrors {
  fields: Partial<Record<AgentField, string>>;
  general: string | null;
}

const isField = (name: unknown): name is AgentField => typeof name === 'string' && (AGENT_FIELDS as readonly string[]).includes(name);

/**
 * Where a failed save's message belongs: a 400's zod issues by their path (`['body', 'name']`), a 409 / 422 message
 * "trialIds.2: the trial is not …" or "published: …" by its leading field name; anything else is general.
 */
export function agentErrorsFrom(error: unknown): AgentErrors {
  const fields: Partial<Record<AgentField, string>> = {};
  if (error instanceof ApiError && [400, 409, 422].includes(error.status)) {
    for (const issue of error.issues) {
      const path = issue.path[0] === 'body' ? issue.path.slice(1) : issue.path;
      if (isField(path[0]) && !fields[path[0]]) fields[path[0]] = issue.message;
    }
    const match = /^([A-Za-z]+)(?:\.\d+)*:\s*(.+)$/s.exec(error.serverMessage ?? '');
    if (match && isField(match[1]) && !fields[match[1]]) fields[match[1]] = match[2];
    if (Object.keys(fields).length > 0) return { fields, general: null };
  }
  return { fields, general: error == null ? null : describeError(error) };
}
