/**
 * The candidate status modal (spec §2 "a candidate status modal exists"): a status select and an optional reason.
 * Used for one candidate (detail page → PATCH {status, statusReason}) and for a selection (grid bulk action →
 * reset-status with the ids).
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import type { CandidateStatus } from '../../../contracts/constants';
import { choicesOf } from '../../../contracts/labels';

const STATUS_CHOICES = choicesOf('candidateStatus');

export interface StatusDialogProps {
  open: boolean;
  title: string;
  initialStatus?: CandidateStatus;
  initialReason?: string | null;
  submitting?: boolean;
  onClose: () => void;
  onSubmit: (status: CandidateStatus, reason: string) => void;
}

/** The status modal; `onSubmit(status, reason)` gets the trimmed reason ("" when none). */
export function StatusDialog({ open, title, initialStatus = 'NEW', initialReason, submitting, onClose, onSubmit }: StatusDialogProps) {
  const [status, setStatus] = useState<CandidateStatus>(initialStatus);
  const [reason, setReason] = useState(initialReason ?? '');
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="status-dialog-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(status, reason.trim());
        }}
      >
        <DialogTitle id="status-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField select name="status" label="Status" value={status} onChange={(e) => setStatus(e.target.value as CandidateStatus)}>
              {STATUS_CHOICES.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              name="statusReason"
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            Save status
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
