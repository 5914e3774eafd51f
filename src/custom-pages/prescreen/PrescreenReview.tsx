/**
 * A candidate's prescreen review (spec §2 /prescreen/results with `candidateId`; "Results and review"): the record of
 * resource `prescreenReviews` with the candidate's id (shape `prescreenReview`, GET /api/prescreen/review), i.e. the
 * candidate with the status chip, one tab per
 * result (trial) when there are several, and per result the recommendation and why (the deciding criteria by text),
 * the criteria table with evidence links, conflicts, the chat transcript with the evidence lines highlighted and the
 * decision panel; then the candidate's prescreen notes. The breadcrumb reads "Prescreen › Results › <trial> ›
 * <candidate> prescreen review" (spec §2 labels) through useBreadcrumbLabel, the trial named as on its own page and
 * linking to it.
 */
import { useMemo, useState } from 'react';
import { Box, Card, CardContent, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useGetOne } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router';
import { useBreadcrumbLabel } from '../../layout/Breadcrumbs';
import { trialCrumbLabel } from '../../layout/breadcrumbTrail';
import { QueryErrorPanel } from '../../layout/QueryErrorPanel';
import { PrescreenNotes } from '../../resources/candidates/PrescreenNotes';
import { StatusChip } from '../../resources/candidates/StatusChip';
import { PATHS } from '../../routing/paths';
import { PendingScreen } from '../../routing/pending';
import { writeSearch } from '../../routing/searchParams';
import { isValueOf, labelOf } from '../../../contracts/labels';
import { CriteriaTable } from './CriteriaTable';
import { DecisionPanel } from './DecisionPanel';
import { answerKeyLabel, formatDateTime, RECOMMENDATION_MEANINGS, RecommendationChip } from './labels';
import type { ChatMessage, PrescreenResultDetail, PrescreenReview as Review } from './types';
import { focusMessage, messageElementId, Transcript } from './Transcript';

const NO_MESSAGES: ChatMessage[] = [];

/** Why: the deciding criteria by text and verdict, or what the outcome means when none is named. */
function Reasons({ result }: { result: PrescreenResultDetail }) {
  const deciding = result.verdicts.filter((v) => result.deciding.includes(v.criterionId));
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        Why
      </Typography>
      {deciding.length > 0 ? (
        <Box component="ul" aria-label="Deciding criteria" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
          {deciding.map((v) => (
            <li key={v.criterionId}>
              <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {v.text}
              </Typography>{' '}
              <Typography variant="body2" component="span" color="text.secondary">
                ({labelOf.criterionKind(v.kind).toLowerCase()}: {labelOf.verdict(v.verdict).toLowerCase()})
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">
          {isValueOf('aiRecommendation', result.aiRecommendation)
            ? RECOMMENDATION_MEANINGS[result.aiRecommendation]
            : 'No deciding criteria recorded.'}
        </Typography>
      )}
    </Box>
  );
}

/** Contradictory answers (server/domain/conversation/conflicts.ts: `{ answerKey, kind, questionIds, messageIds }`). */
function Conflicts({ result, shown }: { result: PrescreenResultDetail; shown: ReadonlyMap<string, ChatMessage> }) {
  if (result.conflicts.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" color="warning.main">
        Conflicting answers
      </Typography>
      <Box component="ul" aria-label="Conflicting answers" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
        {result.conflicts.map((c, i) => {
          const ids = Array.isArray(c.messageIds) ? (c.messageIds as unknown[]).filter((id): id is string => typeof id === 'string') : [];
          return (
            <li key={`${c.answerKey}-${i}`}>
              <Typography variant="body2" component="span">
                {c.kind === 'mention' ? 'Answered "no" about' : 'Different answers about'} {answerKeyLabel(c.answerKey)}
              </Typography>
              {ids
                .filter((id) => shown.has(id))
                .map((id) => (
                  <span key={id}>
                    {' · '}
                    <Link
                      href={`#${messageElementId(id)}`}
                      variant="body2"
                      onClick={(e) => {
                        if (focusMessage(id)) e.preventDefault();
                      }}
                    >
                      “{shown.get(id)!.text.slice(0, 60)}”
                    </Link>
                  </span>
                ))}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** Everything about one result. */
function ResultPanel({ result, transcript, onDecided }: { result: PrescreenResultDetail; transcript: ChatMessage[] | null; onDecided: () => void }) {
  const messagesById = useMemo(() => new Map((transcript ?? NO_MESSAGES).map((m) => [m.id, m])), [transcript]);
  const evidenceIds = useMemo(
    () => new Set(result.verdicts.flatMap((v) => v.messages.map((m) => m.messageId).filter((id): id is string => Boolean(id)))),
    [result.verdicts],
  );
  const deciding = useMemo(() => new Set(result.deciding), [result.deciding]);
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h3">
                AI recommendation
              </Typography>
              <RecommendationChip value={result.aiRecommendation} size="medium" />
              <Typography variant="body2" color="text.secondary">
                {labelOf.prescreenSource(result.sourceType)} · {formatDateTime(result.createdAt)}
                {result.formVersion !== null && ` · form version ${result.formVersion}`}
              </Typography>
            </Stack>
            <Typography variant="body2">
              {result.trialTitle}
              {result.nctId && ` (${result.nctId})`}
            </Typography>
            <Reasons result={result} />
            <Conflicts result={result} shown={messagesById} />
          </Stack>
        </CardContent>
      </Card>
      <DecisionPanel key={`${result.id}:${result.reviewedAt ?? ''}`} result={result} onDecided={onDecided} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Criteria
          </Typography>
          <CriteriaTable verdicts={result.verdicts} deciding={deciding} messagesById={messagesById} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Transcript
          </Typography>
          {transcript ? (
            <Transcript messages={transcript} evidenceIds={evidenceIds} label={`Transcript for ${result.trialTitle}`} />
          ) : (
            <Typography color="text.secondary">
              {result.sourceType === 'call' ? 'This result came from a call; no chat transcript.' : 'The transcript is no longer available.'}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/** The loaded review (see the file comment). */
function ReviewView({ review, onDecided, back }: { review: Review; onDecided: () => void; back: string }) {
  const { candidate, results } = review;
  const [tab, setTab] = useState(0);
  const index = Math.min(tab, Math.max(results.length - 1, 0));
  const current = results[index] ?? null;
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const trialTitle = current?.trialTitle;
  const trialId = current?.trialId;
  const crumbs = useMemo(
    () => [
      { label: 'Results', to: back },
      ...(trialTitle && trialId ? [{ label: trialCrumbLabel({ title: trialTitle }), to: PATHS.trial(trialId) }] : []),
      { label: `${name} prescreen review` },
    ],
    [back, trialTitle, trialId, name],
  );
  useBreadcrumbLabel(crumbs);
  const transcriptOf = (r: PrescreenResultDetail) => (r.chatConversationId ? (review.transcripts[r.chatConversationId] ?? null) : null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {name} prescreen review
        </Typography>
        <StatusChip status={candidate.status} />
        <Link component={RouterLink} to={PATHS.candidate(candidate.id)} variant="body2">
          Candidate record
        </Link>
      </Stack>
      {results.length === 0 ? (
        <Typography>This candidate has no prescreen results yet.</Typography>
      ) : (
        <>
          {results.length > 1 && (
            <Tabs value={index} onChange={(_e, v: number) => setTab(v)} variant="scrollable" aria-label="Prescreen results by trial">
              {results.map((r, i) => (
                <Tab
                  key={r.id}
                  id={`result-tab-${i}`}
                  aria-controls={`result-panel-${i}`}
                  label={`${r.nctId ?? r.trialTitle.slice(0, 40)} · ${labelOf.prescreenSource(r.sourceType)}`}
                />
              ))}
            </Tabs>
          )}
          {current && (
            <Box
              role={results.length > 1 ? 'tabpanel' : undefined}
              id={`result-panel-${index}`}
              aria-labelledby={results.length > 1 ? `result-tab-${index}` : undefined}
            >
              <ResultPanel key={current.id} result={current} transcript={transcriptOf(current)} onDecided={onDecided} />
            </Box>
          )}
        </>
      )}
      <PrescreenNotes candidateId={candidate.id} />
    </Stack>
  );
}

/** The review of `candidateId`, with a link back to the results grid (keeping its filters). */
export function PrescreenReview({ candidateId }: { candidateId: string }) {
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const review = useGetOne<Review>('prescreenReviews', { id: candidateId });
  const back = `${PATHS.prescreenResults}?${writeSearch(new URLSearchParams(search), { candidateId: null })}`.replace(/\?$/, '');
  // A decision changes the result, the candidate's status and the lists showing either.
  const onDecided = () => {
    for (const resource of ['prescreenReviews', 'prescreenResults', 'candidates']) void queryClient.invalidateQueries({ queryKey: [resource] });
  };
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title="Prescreen review" />
      <Link component={RouterLink} to={back} variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" /> Back to results
      </Link>
      {review.isPending ? (
        <PendingScreen label="Loading the prescreen review" />
      ) : review.error || !review.data ? (
        <QueryErrorPanel error={review.error} title="Could not load the prescreen review" onRetry={review.refetch} />
      ) : (
        <ReviewView review={review.data} onDecided={onDecided} back={back} />
      )}
    </Box>
  );
}
