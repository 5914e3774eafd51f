/**
 * The bridge between a chat agent and the pure prescreen dialogue (server/domain/conversation): loads the agent's
 * prescreen form (current version) and the criteria of the form's trials, starts the dialogue with what the verified
 * candidate record says (age, sex), and maps the shape `{ formId, formVersion, dialogue }` to its two columns:
 * `chat_conversation.state` (everything but the form and the criteria, rewritten on every message) and `setup`
 * (`{ form, trials }`, written once when the dialogue starts; read back through a per-process cache).
 */
import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db';
import { prescreenForm, trial, type candidate } from '../../db/schema';
import { DialogueError, start, trialFacts, type CandidateKnown, type DialogueState } from '../../domain/conversation';
import type { Criterion } from '../../domain/eligibility';
import type { FormContent } from '../../domain/prescreenForm';
import { unprocessable } from '../../lib/errors';
import type { ChatAgent } from '../chatAgents/service';

/** A conversation's dialogue with the form version it runs (the whole state, as the service works with it). */
export interface StoredState {
  formId: string;
  formVersion: number;
  dialogue: DialogueState;
}

/** The part of a dialogue that never changes after it starts. */
export type DialogueSetup = Pick<DialogueState, 'form' | 'trials'>;

type Json = Record<string, unknown>;

/** The columns of `stored`: `state` without form and trials, and (unless `withSetup` is false) `setup`. */
export function stateColumns(stored: StoredState, withSetup = true): { state: Json; setup?: Json } {
  const { form, trials, ...rest } = stored.dialogue;
  const state = { ...stored, dialogue: rest } as unknown as Json;
  return withSetup ? { state, setup: { form, trials } as unknown as Json } : { state };
}

/** The whole stored dialogue from the two columns; null before the dialogue starts. */
export function fromColumns(state: Json | null, setup: DialogueSetup | null): StoredState | null {
  if (!state || !setup) return null;
  const s = state as unknown as StoredState;
  return { ...s, dialogue: { ...s.dialogue, form: setup.form, trials: setup.trials } };
}

const SETUP_CACHE_SIZE = 2000;
const setups = new Map<string, DialogueSetup>();

/**
 * The setup of conversation `id`: from the per-process cache (at most SETUP_CACHE_SIZE, oldest dropped first), else
 * `load()`. Safe across processes because a setup never changes once written.
 */
export async function cachedSetup(id: string, load: () => Promise<Json | null>): Promise<DialogueSetup | null> {
  const hit = setups.get(id);
  if (hit) return hit;
  const loaded = (await load()) as unknown as DialogueSetup | null;
  if (loaded) {
    if (setups.size >= SETUP_CACHE_SIZE) setups.delete(setups.keys().next().value!);
    setups.set(id, loaded);
  }
  return loaded;
}

/** The contact-consent question when the agent has no wording of its own. */
export function defaultConsentText(organizationName: string): string {
  return `Before we start: may the study team at ${organizationName} contact you about this study by phone, text or email?`;
}

/** The greeting when the agent has none. */
export function defaultGreeting(organizationName: string): string {
  return `Hello! I'm the study assistant of ${organizationName}. I'll ask a few questions to see whether a study here may suit you. It takes about five minutes.`;
}

/** Age in completed years on `now` (UTC) from `YYYY-MM-DD`. */
function ageYears(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** What the verified candidate record says, for questions the dialogue then does not ask. */
export function candidateKnown(c: Pick<typeof candidate.$inferSelect, 'dateOfBirth' | 'sex'>, now: Date): CandidateKnown {
  return {
    ...(c.dateOfBirth ? { birthDate: c.dateOfBirth, ageYears: ageYears(c.dateOfBirth, now) } : {}),
    ...(c.sex === 'FEMALE' || c.sex === 'MALE' ? { sex: c.sex } : {}),
  };
}

/**
 * Starts the prescreen dialogue of `agent`: its form's current version, the criteria of the form's trials and their
 * registry facts in plain words (what the chat answers visitors' questions from), and the agent's `askEverything`.
 * @throws 422 when the agent has no prescreen form (or it was deleted), or the form has no questions.
 */
export async function startDialogue(
  db: AppDb,
  agent: ChatAgent,
  opts: { now: Date; organizationName: string; known?: CandidateKnown; withGreeting: boolean },
): Promise<StoredState> {
  if (agent.type !== 'PRESCREEN') throw unprocessable('chatAgentId: only PRESCREEN chat agents run a prescreen chat');
  if (!agent.prescreenFormId) throw unprocessable('chatAgentId: the chat agent has no prescreen form');
  const [form] = await db.select().from(prescreenForm).where(eq(prescreenForm.id, agent.prescreenFormId));
  if (!form) throw unprocessable('chatAgentId: the chat agent’s prescreen form no longer exists');
  const content = form.content as unknown as FormContent;
  const trialIds = [...new Set(content.blocks.map((b) => b.trialId))];
  if (!trialIds.length) throw unprocessable('chatAgentId: the chat agent’s prescreen form has no questions');
  const trials = await db
    .select({
      id: trial.id,
      criteria: trial.criteria,
      title: trial.title,
      sponsor: trial.sponsor,
      briefSummary: trial.briefSummary,
      conditions: trial.conditions,
      sex: trial.sex,
      minAgeMonths: trial.minAgeMonths,
      maxAgeMonths: trial.maxAgeMonths,
      healthyVolunteers: trial.healthyVolunteers,
      armsInterventions: trial.armsInterventions,
      sites: trial.sites,
      sourceRecord: trial.sourceRecord,
    })
    .from(trial)
    .where(inArray(trial.id, trialIds));
  try {
    const dialogue = start(content, {
      now: opts.now,
      trials: trials.map((t) => ({ id: t.id, criteria: t.criteria as Criterion[], facts: trialFacts(t) })),
      consentText: agent.contactConsentText || defaultConsentText(opts.organizationName),
      ...(opts.withGreeting ? { greeting: agent.greeting || defaultGreeting(opts.organizationName) } : {}),
      candidateKnown: opts.known,
      askEverything: agent.askEverything,
    });
    return { formId: form.id, formVersion: form.version, dialogue };
  } catch (e) {
    if (e instanceof DialogueError) throw unprocessable('chatAgentId: a trial of the chat agent’s prescreen form no longer exists');
    throw e;
  }
}
