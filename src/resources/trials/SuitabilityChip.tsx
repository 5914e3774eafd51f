/**
 * A trial's prescreen suitability on screen (the server's `prescreenSuitability`, rules in
 * server/domain/eligibility/suitability.ts): a small warning chip "Unsuited to prescreen" whose tooltip and accessible
 * name list the reasons ("Not recruiting (ClinicalTrials.gov status: Completed)"), and the same reasons as a list.
 * Nothing is shown for a suitable trial.
 */
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { PrescreenSuitability } from '../../dataProvider/types';

/** The messages of the reasons, or [] for a suitable trial (or a record without the field). */
export function unsuitableReasons(suitability: PrescreenSuitability | null | undefined): string[] {
  return suitability && !suitability.suitable ? suitability.reasons.map((r) => r.message) : [];
}

/** The reasons as a bulleted list (nothing for a suitable trial). */
export function SuitabilityReasons({ suitability }: { suitability: PrescreenSuitability | null | undefined }) {
  const reasons = unsuitableReasons(suitability);
  if (reasons.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {reasons.map((r) => (
        <Typography component="li" variant="body2" key={r}>
          {r}
        </Typography>
      ))}
    </Box>
  );
}

/** "Unsuited to prescreen" chip with the reasons in its tooltip and accessible name; nothing for a suitable trial. */
export function SuitabilityChip({ suitability }: { suitability: PrescreenSuitability | null | undefined }) {
  const reasons = unsuitableReasons(suitability);
  if (reasons.length === 0) return null;
  return (
    <Tooltip title={<SuitabilityReasons suitability={suitability} />}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<WarningAmberIcon />}
        label="Unsuited to prescreen"
        aria-label={`Unsuited to a self-report prescreen: ${reasons.join('; ')}`}
      />
    </Tooltip>
  );
}
