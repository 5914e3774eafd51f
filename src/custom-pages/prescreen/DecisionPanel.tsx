/**
 * The reviewer's decision on one prescreen result ("Results and review"): "Accept recommendation", or "Override"
 * with one of the other three outcomes and a required reason (at least 3 characters, as the server checks), sent as
 * an update of the `prescreenResults` record (the data provider posts it to /api/prescreen/review/decision, request
 * `reviewDecision` of contracts/prescreen.ts). Once reviewed it shows who decided, when, the final outcome and the
 * reason, with "Change decision" to decide again. On success it toasts and calls `onDecided` (the page refetches,
 * so the candidate status chip follows).
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useUpdate, useNotify } from 'react-admin';
import { ApiError, describeError } from '../../dataProvider/httpClient';
import { AI_RECOMMENDATIONS, type AiRecommendation } from '../../../contracts/constants';
import { labelOf } from '../../../contracts/labels';
import { formatDateTime, RecommendationChip } from './labels';
import type { PrescreenResultDetail, PrescreenResultSummary, ReviewDecision } from './types';

/** Shortest reason the server accepts for an override. */
export const MIN_REASON_LENGTH = 3;

/** What was decided, by whom and when. */
function ReviewedSummary({ result }: { result: PrescreenResultDetail }) {
  const who = result.reviewedByName ?? 'Unknown reviewer';
  return (
    <Box aria-label="Review decision" role="group">
      <Typography>
        {labelOf.reviewDecision(result.reviewDecision)} by {who} on {formatDateTime(result.reviewedAt)}.
      </Typography>
      {result.finalOutcome && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Typography variant="body2">Final outcome:</Typography>
          <RecommendationChip value={result.finalOutcome} />
        </Stack>
      )}
      {result.reviewReason && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          Reason: {result.reviewReason}
        </Typography>
      )}
    </Box>
  );
}

/** The decision card of `result`. */
export function DecisionPanel({ result, onDecided }: { result: PrescreenResultDetail; onDecided: (saved: PrescreenResultSummary) => void }) {
  const notify = useNotify();
  const reviewed = result.reviewDecision !== null;
  const [editing, setEditing] = useState(!reviewed);
  const [overriding, setOverriding] = useState(false);
  const others = AI_RECOMMENDATIONS.filter((r) => r !== result.aiRecommendation);
  const [outcome, setOutcome] = useState<AiRecommendation | ''>('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  const [update, { isPending, error }] = useUpdate<PrescreenResultSummary & Partial<ReviewDecision>, ApiError>();
  const decide = (data: ReviewDecision) =>
    update(
      'prescreenResults',
      { id: result.id, data },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          notify(saved.reviewDecision === 'OVERRIDE' ? 'Override saved' : 'Recommendation accepted', { type: 'success' });
          setEditing(false);
          setOverriding(false);
          setTouched(false);
          onDecided(saved);
        },
        onError: (e) => notify(describeError(e), { type: 'error' }),
      },
    );

  const serverIssue = (field: string) => (error instanceof ApiError ? error.issues.find((i) => i.path.includes(field))?.message : undefined);
  const outcomeError = touched && !outcome ? 'Choose the outcome' : serverIssue('outcome');
  const reasonError =
    touched && reason.trim().length < MIN_REASON_LENGTH ? `A reason of at least ${MIN_REASON_LENGTH} characters is required` : serverIssue('reason');

  const submitOverride = () => {
    setTouched(true);
    if (!outcome || reason.trim().length < MIN_REASON_LENGTH) return;
    decide({ decision: 'OVERRIDE', outcome, reason: reason.trim() });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          Decision
        </Typography>
        {reviewed && <ReviewedSummary result={result} />}
        {reviewed && !editing && (
          <Button sx={{ mt: 1 }} onClick={() => setEditing(true)}>
            Change decision
          </Button>
        )}
        {editing && (
          <Stack spacing={2} sx={{ mt: reviewed ? 2 : 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" disabled={isPending} onClick={() => decide({ decision: 'ACCEPT' })}>
                Accept recommendation ({labelOf.aiRecommendation(result.aiRecommendation)})
              </Button>
              <Button variant="outlined" disabled={isPending} aria-expanded={overriding} onClick={() => setOverriding((v) => !v)}>
                Override
              </Button>
              {reviewed && (
                <Button disabled={isPending} onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              )}
            </Stack>
            {overriding && (
              <Stack
                component="form"
                spacing={2}
                noValidate
                aria-label="Override the recommendation"
                onSubmit={(e) => {
                  e.preventDefault();
                  submitOverride();
                }}
              >
                <TextField
                  select
                  required
                  name="outcome"
                  label="Outcome"
                  value={outcome}
                  onChange={(e) => setOutcome(e.target.value as AiRecommendation)}
                  error={Boolean(outcomeError)}
                  helperText={outcomeError}
                  sx={{ maxWidth: 280 }}
                >
                  {others.map((r) => (
                    <MenuItem key={r} value={r}>
                      {labelOf.aiRecommendation(r)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  required
                  multiline
                  minRows={3}
                  name="reason"
                  label="Reason"
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  error={Boolean(reasonError)}
                  helperText={reasonError ?? 'Why the recommendation is overridden (kept with the result).'}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
                <Box>
                  <Button type="submit" variant="contained" color="warning" disabled={isPending}>
                    Save override
                  </Button>
                </Box>
              </Stack>
            )}
            {error && !serverIssue('reason') && !serverIssue('outcome') && <Alert severity="error">{describeError(error)}</Alert>}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
