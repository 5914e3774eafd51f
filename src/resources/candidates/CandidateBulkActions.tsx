/**
 * Actions on the selected rows of the candidates grid (front-end brief §3): change status (reset-status with the
 * ids, grouped per organisation), delete with a confirmation dialog, clear the selection.
 */
import { useState } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Confirm, useDeleteMany, useNotify, useUpdateMany, type Identifier } from 'react-admin';
import { describeError } from '../../dataProvider/httpClient';
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
  const [statusOpen, setStatusOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [updateMany, { isPending: updating }] = useUpdateMany();
  const [deleteMany, { isPending: deleting }] = useDeleteMany();
  const count = selectedIds.length;
  const noun = count === 1 ? 'candidate' : 'candidates';

  const changeStatus = (status: string, reason: string) =>
    updateMany(
      'candidates',
      { ids: selectedIds, data: { status, statusReason: reason || null }, meta: { organizationIdOf } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`Status changed for ${count} ${noun}`, { type: 'success' });
          setStatusOpen(false);
          onDone();
        },
        onError: (e) => notify(describeError(e), { type: 'error' }),
      },
    );

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
          submitting={updating}
          onClose={() => setStatusOpen(false)}
          onSubmit={changeStatus}
        />
      )}
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
