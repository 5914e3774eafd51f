/**
 * Labels and colours of the prescreen results page (DESIGN §4 "Prescreen result"): the AI recommendation as a chip
 * whose text always names the outcome (colour is never the only signal), verdict and source labels, and the review
 * state of a result in words.
 */
import { Chip, type ChipProps } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HelpIcon from '@mui/icons-material/Help';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { AI_RECOMMENDATIONS, type AiRecommendation } from '../../../contracts/constants';

/** "Pass", "Potential", "Inconclusive", "Fail". */
export const RECOMMENDATION_LABELS: Record<AiRecommendation, string> = {
  PASS: 'Pass',
  POTENTIAL: 'Potential',
  INCONCLUSIVE: 'Inconclusive',
  FAIL: 'Fail',
};

/** PASS green, POTENTIAL blue, INCONCLUSIVE amber, FAIL red. */
const RECOMMENDATION_COLORS: Record<AiRecommendation, ChipProps['color']> = {
  PASS: 'success',
  POTENTIAL: 'info',
  INCONCLUSIVE: 'warning',
  FAIL: 'error',
};

const RECOMMENDATION_ICONS: Record<AiRecommendation, ChipProps['icon']> = {
  PASS: <CheckCircleIcon />,
  POTENTIAL: <ScheduleIcon />,
  INCONCLUSIVE: <HelpIcon />,
  FAIL: <CancelIcon />,
};

/** What each outcome means (DESIGN §4), shown when the result names no deciding criteria. */
export const RECOMMENDATION_MEANINGS: Record<AiRecommendation, string> = {
  PASS: 'Every criterion was answered and met, and none excluded the candidate.',
  POTENTIAL: 'Nothing failed, but some criteria can only be confirmed at the site.',
  INCONCLUSIVE: 'The prescreen did not finish, answers conflict, or a criterion the candidate can answer is unknown.',
  FAIL: 'An inclusion criterion was not met, or an exclusion criterion applies, on a definite answer.',
};

/** Whether `value` is one of the four outcomes (the API reads them as plain strings). */
export function isRecommendation(value: string | null | undefined): value is AiRecommendation {
  return (AI_RECOMMENDATIONS as readonly string[]).includes(value ?? '');
}

/**
 * The outcome as a coloured chip with its name and an icon ("Pass", or "NCT01234567: Pass" with `prefix`); an unknown
 * value shows as a plain chip.
 */
export function RecommendationChip({ value, size = 'small', prefix }: { value: string; size?: ChipProps['size']; prefix?: string | null }) {
  const label = (text: string) => (prefix ? `${prefix}: ${text}` : text);
  if (!isRecommendation(value)) return <Chip size={size} label={label(value)} variant="outlined" />;
  return <Chip size={size} color={RECOMMENDATION_COLORS[value]} icon={RECOMMENDATION_ICONS[value]} label={label(RECOMMENDATION_LABELS[value])} />;
}

/** "Chat" / "Call". */
export function sourceLabel(sourceType: string): string {
  return sourceType === 'call' ? 'Call' : sourceType === 'chat' ? 'Chat' : sourceType;
}

/** Verdict words: met → "Met", not_met → "Not met", unknown → "Unknown". */
export const VERDICT_LABELS: Record<string, string> = { met: 'Met', not_met: 'Not met', unknown: 'Unknown' };

const VERDICT_COLORS: Record<string, ChipProps['color']> = { met: 'success', not_met: 'error', unknown: 'default' };

/** A verdict as an outlined chip with its word ("Site to confirm" for an answered criterion only the site can settle). */
export function VerdictChip({ verdict, siteToConfirm = false }: { verdict: string; siteToConfirm?: boolean }) {
  const label = verdict === 'unknown' && siteToConfirm ? 'Site to confirm' : (VERDICT_LABELS[verdict] ?? verdict);
  return <Chip size="small" variant="outlined" color={VERDICT_COLORS[verdict] ?? 'default'} label={label} />;
}

/**
 * Why a "Site to confirm" verdict is left to the site, in words: the criterion's words its rule does not test ("Left
 * to the site: active, required, systemic"). Null for any other verdict, or when the stored criterion has no
 * such words (results stored before criteria carried them).
 */
export function siteToConfirmReason(verdict: { siteToConfirm?: boolean; unencoded?: readonly string[] }): string | null {
  if (verdict.siteToConfirm !== true || !verdict.unencoded?.length) return null;
  return `Left to the site: ${verdict.unencoded.join(', ')}`;
}

/** "Inclusion" / "Exclusion". */
export function kindLabel(kind: string): string {
  return kind === 'exclusion' ? 'Exclusion' : kind === 'inclusion' ? 'Inclusion' : kind;
}

/** The review state in words: "Accepted", "Overridden → Fail" or "Not reviewed". */
export function reviewLabel(result: { reviewDecision: string | null; finalOutcome: string | null }): string {
  if (result.reviewDecision === 'ACCEPT') return 'Accepted';
  if (result.reviewDecision === 'OVERRIDE') {
    const outcome = result.finalOutcome;
    return `Overridden → ${isRecommendation(outcome) ? RECOMMENDATION_LABELS[outcome] : (outcome ?? '?')}`;
  }
  return 'Not reviewed';
}

/** A timestamp in the reader's locale ("" for null). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

/** "condition:type 2 diabetes" → "type 2 diabetes"; "age" → "age". */
export function answerKeyLabel(answerKey: string): string {
  const i = answerKey.indexOf(':');
  return (i >= 0 ? answerKey.slice(i + 1) : answerKey).replace(/_/g, ' ');
}
