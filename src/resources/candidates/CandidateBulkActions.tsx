/**
 * Actions on the selected rows of the candidates grid (front-end brief §3): change status (reset-status with the
 * ids, grouped per organisation, after a confirmation that names the count), delete with a confirmation dialog,
 * clear the selection. Candidates marked do-not-contact or deceased keep their status (the server skips them) and the
 * notification says how many were skipped.
 */
import { useState } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useDataProvider, useDeleteMany, useNotify, useRefresh, type Identifier } from 'react-admin';
import { describeError } from '../../dataProvider/httpClient';
import type { PhasesDataProvider } from '../../dataProvider';
import type { CandidateStatus } from '../../../contracts/constants';
import { humanize } from './labels';
import { StatusDialog } from './StatusDialog';

export interface CandidateBulkActionsProps {
  selectedIds: Identifier[];
  /** Organisation of each selected id (reset-status is per organisation). */
  organizationIdOf: Record<string, string>;
  onDone: () => void;
}

/** Toolbar of the selected candidates: change status, delete, clear selection. */
export function CandidateBulkActions({ selectedIds, organizationIdOf, onDone }: CandidateBulkActionsProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const [statusOpen, setStatusOpen] = useState(false);
  /** The status and reason chosen, waiting for the confirmation. */
  const [pending, setPending] = useState<{ status: CandidateStatus; reason: string } | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteMany, { isPending: deleting }] = useDeleteMany();
  const count = selectedIds.length;
  const plural = (n: number) => (n === 1 ? 'candidate' : 'candidates');
  const noun = plural(count);

  const reset = useMutation({
    mutationFn: ({ status, reason }: { status: CandidateStatus; reason: string }) =>
      dataProvider.resetCandidateStatus({ ids: selectedIds, status, reason: reason || undefined, organizationIdOf }),
    onSuccess: ({ updated, skipped }) => {
      const left = skipped ? `; ${skipped} ${plural(skipped)} marked do not contact or deceased left as they are` : '';
      notify(`Status changed for ${updated} ${plural(updated)}${left}`, { type: skipped ? 'warning' : 'success' });
      setPending(null);
      refresh();
      onDone();
    },
    onError: (e) => notify(describeError(e), { type: 'error' }),
  });

  const remove = () =>
    deleteMany(
      'candidates',
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${count} ${noun} deleted`, { type: 'success' });
          setDeleteOpen(false);
          onDone();
        },
        onError: (e) => notify(describeError(e), { type: 'error' }),
      },
    );

  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 1, bgcolor: 'action.selected' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500 }}>
          {count} {noun} selected
        </Typography>
        <Button size="small" startIcon={<SwapHorizIcon />} onClick={() => setStatusOpen(true)}>
          Change status
        </Button>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setDeleteOpen(true)}>
          Delete
        </Button>
        <Button size="small" onClick={onDone}>
          Clear selection
        </Button>
      </Stack>
      {statusOpen && (
        <StatusDialog
          open
          title={`Change the status of ${count} ${noun}`}
          onClose={() => setStatusOpen(false)}
          onSubmit={(status, reason) => {
            setStatusOpen(false);
            setPending({ status, reason });
          }}
        />
      )}
      <Confirm
        isOpen={pending !== null}
        loading={reset.isPending}
        title={`Change the status of ${count} ${noun} to ${pending ? humanize(pending.status) : ''}?`}
        content="Candidates marked do not contact or deceased keep their status; they are counted as skipped."
        confirm="Change status"
        onConfirm={() => pending && reset.mutate(pending)}
        onClose={() => setPending(null)}
      />
      <Confirm
        isOpen={deleteOpen}
        loading={deleting}
        title={`Delete ${count} ${noun}?`}
        content="Their records, notes and status history are removed. This cannot be undone."
        confirm="Delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDeleteOpen(false)}
      />
    </Paper>
  );
}
