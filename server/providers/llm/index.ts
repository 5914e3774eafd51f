/**
 * Optional language model (DESIGN §1, §2: "LLM (none | any OpenAI-compatible endpoint)"), through the Vercel AI SDK
 * (`ai` generateText with a JSON object output, `@ai-sdk/openai-compatible`): POST `{LLM_BASE_URL}/chat/completions`.
 * It only *proposes*: callers validate every answer and staff decide. Without `LLM_BASE_URL` there is no provider
 * and the deterministic engine is the whole product.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, Output, RetryError } from 'ai';
import { z } from 'zod';
import type { Config } from '../../config';
import { HttpError } from '../../lib/errors';

/** Time limit of one model call, in milliseconds. */
export const LLM_TIMEOUT_MS = 60_000;

/** A criterion sent to the model. */
export interface CriterionForModel {
  id: string;
  kind: 'inclusion' | 'exclusion';
  text: string;
}

/** One proposal as the model gave it: `rule` is unchecked (callers validate it). */
export interface RawRuleProposal {
  criterionId: string;
  rule: unknown;
}

/** A configured language model, used only to propose rules staff then accept or ignore. */
export interface LlmProvider {
  /** The model id used (config LLM_MODEL), for audit details. */
  model: string;
  /**
   * Asks the model for a rule per criterion, in the JSON shape described by `ruleFormat`.
   * @param criteria criteria without a rule (id, kind, verbatim text).
   * @param ruleFormat the JSON Schema of a rule (shown to the model; the caller validates answers against it).
   * @returns the proposals as given (possibly invalid, possibly for unknown ids); criteria the model skipped have none.
   * @throws HttpError 502 "The language model could not be reached: …" (network, HTTP error, timeout) or "… gave an
   *   answer that is not the expected JSON".
   */
  proposeRules(criteria: CriterionForModel[], ruleFormat: unknown): Promise<RawRuleProposal[]>;
}

/** The envelope the model must answer; rules inside are checked by the caller, one by one. */
const answerSchema = z.object({
  proposals: z.array(z.object({ criterionId: z.string(), rule: z.unknown() })),
});

const SYSTEM = [
  'You turn clinical-trial eligibility criteria into structured rules for a pre-screening engine.',
  'A rule is the statement the criterion text makes about a person (for an exclusion criterion, the statement that excludes).',
  'Use "negated": true for statements like "no history of" or "non-smoker".',
  'Only propose a rule when the text clearly states it; skip a criterion rather than guess. Keep the numbers and units of the text.',
  'Answer with one JSON object: {"proposals": [{"criterionId": "<id>", "rule": <rule>}]}. The rule must match this JSON Schema:',
].join('\n');

/** The reason of a failed model call, for the 502 message. */
function failure(e: unknown): HttpError {
  if (RetryError.isInstance(e)) return failure(e.lastError);
  if (APICallError.isInstance(e)) {
    return new HttpError(502, `The language model could not be reached: ${e.statusCode ? `HTTP ${e.statusCode}` : e.message}`);
  }
  const err = e as { name?: string; message?: string; cause?: { code?: string } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') {
    return new HttpError(502, `The language model could not be reached: no answer within ${LLM_TIMEOUT_MS / 1000} s`);
  }
  if (err?.name?.startsWith('AI_No') || err?.name === 'AI_TypeValidationError' || err?.name === 'AI_JSONParseError') {
    return new HttpError(502, 'The language model gave an answer that is not the expected JSON');
  }
  return new HttpError(502, `The language model could not be reached: ${err?.cause?.code ?? err?.message ?? String(e)}`);
}

/** Creates the provider for `config.llm`, or null when no model is configured. */
export function createLlmProvider(llm: Config['llm']): LlmProvider | null {
  if (!llm) return null;
  const provider = createOpenAICompatible({ name: 'llm', baseURL: llm.baseUrl, apiKey: llm.apiKey });
  const model = provider.chatModel(llm.model);
  return {
    model: llm.model,
    async proposeRules(criteria, ruleFormat) {
      if (!criteria.length) return [];
      try {
        const { output } = await generateText({
          model,
          system: `${SYSTEM}\n${JSON.stringify(ruleFormat)}`,
          prompt: JSON.stringify({ criteria }),
          output: Output.object({ schema: answerSchema }),
          temperature: 0,
          maxRetries: 1,
          abortSignal: AbortSignal.timeout(LLM_TIMEOUT_MS),
        });
        return output.proposals;
      } catch (e) {
        throw failure(e);
      }
    },
  };
}
