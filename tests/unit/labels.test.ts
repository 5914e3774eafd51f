/**
 * The label table of contracts/labels.ts: every value of every kernel value list has its own non-empty label that is
 * not the raw value, the labels people read are the expected words, and values no list holds are shown as
 * stored rather than hidden.
 */
import { describe, expect, it } from 'vitest';
import { choicesOf, isValueOf, label, labelOf, VOCABULARIES, type LabelDomain } from '../../contracts/labels';
import {
  AI_RECOMMENDATIONS,
  AUDIT_ACTIONS,
  CANDIDATE_SEXES,
  CANDIDATE_SOURCES,
  CANDIDATE_STATUSES,
  CHAT_CONVERSATION_STATUSES,
  CHAT_PHASES,
  PRESCREEN_SOURCE_TYPES,
  REVIEW_DECISIONS,
  TRIAL_OVERALL_STATUSES,
  TRIAL_PHASES,
  TRIAL_SEXES,
} from '../../contracts/constants';
import { CHAT_AGENT_TYPES } from '../../contracts/chatAgents';
import { ANSWER_TYPES } from '../../contracts/prescreenForms';

const DOMAINS = Object.keys(VOCABULARIES) as LabelDomain[];

describe('contracts/labels', () => {
  it.each(DOMAINS)('%s: every value has a label of its own, in words', (domain) => {
    const { values, labels } = VOCABULARIES[domain];
    expect(values.length).toBeGreaterThan(0);
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) {
      const text = label(domain, value);
      expect(text.trim(), `${domain} ${value}`).not.toBe('');
      expect(text, `${domain} ${value}`).not.toBe(value);
      expect(text, `${domain} ${value}`).not.toContain('_');
    }
    expect(new Set(values.map((v) => label(domain, v))).size, `${domain}: two values share a label`).toBe(values.length);
  });

  it('labels the kernel lists the SPA shows, each value of each', () => {
    const lists: [LabelDomain, readonly string[]][] = [
      ['trialStatus', TRIAL_OVERALL_STATUSES],
      ['trialPhase', TRIAL_PHASES],
      ['trialSex', TRIAL_SEXES],
      ['candidateStatus', CANDIDATE_STATUSES],
      ['candidateSex', CANDIDATE_SEXES],
      ['candidateSource', CANDIDATE_SOURCES],
      ['aiRecommendation', AI_RECOMMENDATIONS],
      ['prescreenSource', PRESCREEN_SOURCE_TYPES],
      ['reviewDecision', REVIEW_DECISIONS],
      ['chatAgentType', CHAT_AGENT_TYPES],
      ['chatConversationStatus', CHAT_CONVERSATION_STATUSES],
      ['chatPhase', CHAT_PHASES],
      ['auditAction', AUDIT_ACTIONS],
      ['answerType', ANSWER_TYPES],
    ];
    for (const [domain, values] of lists) expect(VOCABULARIES[domain].values, domain).toEqual(values);
  });

  it('reads as people say it', () => {
    expect(labelOf.trialStatus('NOT_YET_RECRUITING')).toBe('Not yet recruiting');
    expect(labelOf.trialStatus('ACTIVE_NOT_RECRUITING')).toBe('Active, not recruiting');
    expect(labelOf.trialStatus('UNKNOWN')).toBe('Unknown status');
    expect(labelOf.trialPhase('NA')).toBe('Not applicable');
    expect(labelOf.trialPhase('EARLY_PHASE1')).toBe('Early phase 1');
    expect(labelOf.trialPhases(['PHASE1', 'PHASE2'])).toBe('Phase 1 / Phase 2');
    expect(labelOf.trialPhases([])).toBe('');
    expect(labelOf.candidateStatus('PRESCREEN_PASSED')).toBe('Prescreen passed');
    expect(labelOf.candidateStatus('DO_NOT_CONTACT')).toBe('Do not contact');
    expect(labelOf.aiRecommendation('INCONCLUSIVE')).toBe('Inconclusive');
    expect(labelOf.prescreenSource('chat')).toBe('Chat');
    expect(labelOf.reviewDecision('OVERRIDE')).toBe('Overridden');
    expect(labelOf.chatAgentType('SITE_VISIT_SCHEDULING')).toBe('Site visit scheduling');
    expect(labelOf.chatPhase('verification')).toBe('Identity check');
    expect(labelOf.processingRunStatus('RUNNING')).toBe('Running');
    expect(labelOf.verdict('not_met')).toBe('Not met');
    expect(labelOf.userRole('admin')).toBe('Phases administrator');
    expect(labelOf.trialSex('ALL')).toBe('All');
  });

  it('shows a value no list holds as stored, and nothing for no value', () => {
    expect(labelOf.trialStatus('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(labelOf.trialStatus(null)).toBe('');
    expect(labelOf.trialStatus(undefined)).toBe('');
    expect(labelOf.candidateStatus('')).toBe('');
    expect(labelOf.candidateStatus('toString')).toBe('toString');
    expect(labelOf.trialPhases(['PHASE3', 'PHASE_9'])).toBe('Phase 3 / PHASE_9');
  });

  it('gives select choices in the list order, and knows its values', () => {
    expect(choicesOf('aiRecommendation')).toEqual([
      { id: 'PASS', name: 'Pass' },
      { id: 'FAIL', name: 'Fail' },
      { id: 'INCONCLUSIVE', name: 'Inconclusive' },
      { id: 'POTENTIAL', name: 'Potential' },
    ]);
    expect(choicesOf('candidateStatus').map((c) => c.id)).toEqual([...CANDIDATE_STATUSES]);
    expect(isValueOf('aiRecommendation', 'PASS')).toBe(true);
    expect(isValueOf('aiRecommendation', 'pass')).toBe(false);
    expect(isValueOf('aiRecommendation', null)).toBe(false);
  });
});
