/**
 * The AI recommendation of each trial a chat conversation pre-screened for: one chip per trial,
 * "NCT01234567: Pass", coloured and labelled as on the prescreen results page, with the trial title as tooltip.
 */
import { Stack, Tooltip, Typography } from '@mui/material';
import { RecommendationChip } from '../../prescreen/labels';
import type { ChatConversation } from '../../../../contracts/chatConversations';

type Outcome = NonNullable<ChatConversation['outcomes']>[number];

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
          <span>
            <RecommendationChip value={o.aiRecommendation} prefix={o.nctId} />
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}
