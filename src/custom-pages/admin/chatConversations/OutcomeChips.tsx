/**
 * The AI recommendation of each trial a chat conversation pre-screened for (issue 4): one chip per trial,
 * "NCT01234567: PASS", coloured by outcome, with the trial title as tooltip.
 */
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import type { ChatConversation } from './api';

type Outcome = NonNullable<ChatConversation['outcomes']>[number];

const COLORS: Record<string, 'success' | 'error' | 'info' | 'default'> = {
  PASS: 'success',
  FAIL: 'error',
  POTENTIAL: 'info',
  INCONCLUSIVE: 'default',
};

/** The outcome chips; a dash when there is none. */
export function OutcomeChips({ outcomes, wrap = false }: { outcomes: readonly Outcome[] | undefined; wrap?: boolean }) {
  if (!outcomes || outcomes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        —
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: wrap ? 'wrap' : 'nowrap', alignItems: 'center' }}>
      {outcomes.map((o) => (
        <Tooltip key={o.trialId} title={o.trialTitle ?? ''}>
          <Chip
            size="small"
            color={COLORS[o.aiRecommendation] ?? 'default'}
            label={o.nctId ? `${o.nctId}: ${o.aiRecommendation}` : o.aiRecommendation}
          />
        </Tooltip>
      ))}
    </Stack>
  );
}
