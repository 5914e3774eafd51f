/**
 * Chips and words of the prescreen results page (DESIGN §4 "Prescreen result"): the AI recommendation as a chip
 * whose text always names the outcome (colour is never the only signal), the verdict chip, and the review state of a
 * result in words. The labels themselves are contracts/labels.ts's.
 */
import { Chip, type ChipProps } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HelpIcon from '@mui/icons-material/Help';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { AiRecommendation } from '../../../contracts/constants';
import { isValueOf, labelOf } from '../../../contracts/labels';

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

/**
 * The outcome as a coloured chip with its name and an icon ("Pass", or "NCT01234567: Pass" with `prefix`); an unknown
 * value shows as a plain chip.
 */
export function RecommendationChip({ value, size = 'small', prefix }: { value: string; size?: ChipProps['size']; prefix?: string | null }) {
  const label = (text: string) => (prefix ? `${prefix}: ${text}` : text);
  if (!isValueOf('aiRecommendation', value)) return <Chip size={size} label={label(value)} variant="outlined" />;
  return <Chip size={size} color={RECOMMENDATION_COLORS[value]} icon={RECOMMENDATION_ICONS[value]} label={label(labelOf.aiRecommendation(value))} />;
}

const VERDICT_COLORS: Record<string, ChipProps['color']> = { met: 'success', not_met: 'error', unknown: 'default' };

/** A verdict as an outlined chip with its word ("Site to confirm" for an answered criterion only the site can settle). */
export function VerdictChip({ verdict, siteToConfirm = false }: { verdict: string; siteToConfirm?: boolean }) {
  const label = verdict === 'unknown' && siteToConfirm ? 'Site to confirm' : labelOf.verdict(verdict);
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

/** The review state in words: "Accepted", "Overridden → Fail" or "Not reviewed". */
export function reviewLabel(result: { reviewDecision: string | null; finalOutcome: string | null }): string {
  if (!result.reviewDecision) return 'Not reviewed';
  const decision = labelOf.reviewDecision(result.reviewDecision);
  return result.reviewDecision === 'OVERRIDE' ? `${decision} → ${labelOf.aiRecommendation(result.finalOutcome) || '?'}` : decision;
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
