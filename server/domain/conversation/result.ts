/**
 * The prescreen result of a dialogue: the form responses → the eligibility answers map (`answersFromForm`) →
 * per-criterion verdicts (`evaluate`, time windows counted back from `now`'s UTC date) → the AI recommendation
 * (`recommend`, DESIGN §4), per trial, with the visitor messages that gave each deciding answer.
 */

import { evaluate, recommend, type Criterion, type CriterionVerdict } from '../eligibility';
import { answersFromForm, unsureKeys, type Question } from '../prescreenForm';
import { findConflicts } from './conflicts';
import { candidateFacts, formQuestions, visibleIds } from './flow';
import type { CitedVerdict, Conflict, DialogueResult, DialogueState, TrialResult, VerdictEvidence } from './types';

/** The form responses by question id: every current answer's value (unsure included; the form ignores it). */
export function responsesOf(state: Pick<DialogueState, 'answers'>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state.answers).map(([id, a]) => [id, a.value]));
}

/** Keys whose answers a verdict rests on: the deciding key, or all of the criterion's; BMI rests on weight and height. */
function evidenceKeys(c: Criterion, v: CriterionVerdict, conflicts: readonly Conflict[]): Set<string> {
  const keys = new Set(v.evidence ? [v.evidence.answerKey] : c.answerKeys);
  for (const conflict of conflicts) if (c.answerKeys.includes(conflict.answerKey)) keys.add(conflict.answerKey);
  if (keys.has('bmi')) ['weight', 'height'].forEach((k) => keys.add(k));
  return keys;
}

function cite(
  c: Criterion,
  v: CriterionVerdict,
  shownAnswered: readonly Question[],
  state: DialogueState,
  conflicts: readonly Conflict[],
): CitedVerdict {
  const keys = evidenceKeys(c, v, conflicts);
  const messages: VerdictEvidence[] = [];
  for (const q of shownAnswered) {
    const key = [q.answerKey, ...(q.aliasKeys ?? [])].find((k) => keys.has(k));
    if (!key) continue;
    const a = state.answers[q.id];
    messages.push({
      answerKey: key,
      questionId: q.id,
      messageId: a.messageId,
      text: a.text,
      source: a.source,
      ...(a.interpretedBy ? { interpretedBy: a.interpretedBy } : {}),
    });
  }
  for (const conflict of conflicts.filter((x) => x.kind === 'mention' && keys.has(x.answerKey))) {
    const id = conflict.messageIds[conflict.messageIds.length - 1];
    const m = state.messages.find((x) => x.id === id);
    if (m && !messages.some((e) => e.messageId === id))
      messages.push({ answerKey: conflict.answerKey, questionId: conflict.questionIds[0], messageId: id, text: m.text, source: 'visitor' });
  }
  return { ...v, messages };
}

/**
 * Evaluates a dialogue: `completed` says whether every question was asked (a paused dialogue is evaluated as
 * unfinished, so its recommendation is at best INCONCLUSIVE unless a definite failure decides it). `outcome`:
 * PASS or POTENTIAL for some trial → `next_step`; FAIL for every trial → `not_eligible`; otherwise `review`.
 */
export function evaluateDialogue(state: DialogueState, now: Date, completed: boolean): DialogueResult {
  const responses = responsesOf(state);
  const answers = { ...candidateFacts(state), ...answersFromForm(state.form, responses) } as Record<string, unknown>;
  const conflicts = findConflicts(state);
  const conflictKeys = [...new Set(conflicts.map((c) => c.answerKey))];
  const unsure = unsureKeys(state.form, responses);
  const shown = visibleIds(state);
  const shownAnswered = formQuestions(state).filter((q) => shown.has(q.id) && state.answers[q.id]);
  const asOf = now.toISOString().slice(0, 10);
  const trials: TrialResult[] = state.trials.map((trial) => {
    const verdicts = evaluate(trial.criteria, answers as never, { asOf });
    const r = recommend(trial.criteria, verdicts, { completed, conflicts: conflictKeys, unsure });
    return {
      trialId: trial.id,
      recommendation: r.recommendation,
      deciding: r.deciding,
      verdicts: verdicts.map((v, i) => cite(trial.criteria[i], v, shownAnswered, state, conflicts)),
    };
  });
  const recs = trials.map((t) => t.recommendation);
  const outcome = recs.some((r) => r === 'PASS' || r === 'POTENTIAL')
    ? 'next_step'
    : recs.length && recs.every((r) => r === 'FAIL')
      ? 'not_eligible'
      : 'review';
  return { completed, responses, answers, conflicts, trials, outcome, at: now.toISOString() };
}
