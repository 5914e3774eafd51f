/**
 * The bulk-action toolbar of the candidates grid (react-admin's BulkActionsToolbar, reading the list's selectedIds):
 * change status with the status modal's choices and reason, after a confirmation naming the count (PATCH
 * /api/candidates/reset-status per organisation: candidates marked do not contact or deceased keep their status and
 * are counted as skipped), set the source, add a prescreen note to each, export the selected rows as CSV (the
 * columns of the server's export) and delete after a confirmation.
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import SourceIcon from '@mui/icons-material/Source';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useMutation } from '@tanstack/react-query';
import {
  BulkActionsToolbar,
  BulkDeleteButton,
  BulkExportButton,
  Confirm,
  defaultExporter,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  type Exporter,
} from 'react-admin';
import { describeError } from '../../dataProvider/httpClient';
import type { PhasesDataProvider } from '../../dataProvider';
import type { Candidate } from '../../dataProvider/types';
import { BulkSetFieldButton } from '../../lib/BulkSetFieldButton';
import type { CandidateStatus } from '../../../contracts/constants';
import { choicesOf, labelOf } from '../../../contracts/labels';
import { StatusDialog } from './StatusDialog';

const SOURCE_CHOICES = choicesOf('candidateSource');
const plural = (n: number) => (n === 1 ? 'candidate' : 'candidates');

/**
 * The selected candidates as CSV rows with the columns of the server's export (GET /api/candidates/export), conditions
 * by their texts and medications joined by "; ".
 */
export const exportSelectedCandidates: Exporter<Candidate> = (records, fetchRelated, dataProvider, resource) =>
  defaultExporter(
    records.map((c) => ({
      id: c.id,
      externalId: c.externalId,
      firstName: c.firstName,
      lastName: c.lastName,
      dateOfBirth: c.dateOfBirth,
      deceasedDate: c.deceasedDate,
      sex: c.sex,
      phone: c.phone,
      email: c.email,
      addressLine: c.addressLine,
      city: c.city,
      state: c.state,
      postalCode: c.postalCode,
      country: c.country,
      conditions: c.conditions.map((x) => x.text).join('; '),
      medications: c.medications.join('; '),
      status: c.status,
      statusReason: c.statusReason,
      source: c.source,
      consentSms: c.consentSms,
      consentCall: c.consentCall,
      createdAt: c.createdAt,
    })),
    fetchRelated,
    dataProvider,
    resource,
  );

/** "Change status": the status modal, a confirmation with the count, then the reset per organisation. */
function BulkStatusButton({ organizationIdOf }: { organizationIdOf: Record<string, string> }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const [choosing, setChoosing] = useState(false);
  /** The status and reason chosen, waiting for the confirmation. */
  const [pending, setPending] = useState<{ status: CandidateStatus; reason: string } | null>(null);
  const count = selectedIds.length;
  const reset = useMutation({
    mutationFn: ({ status, reason }: { status: CandidateStatus; reason: string }) =>
      dataProvider.resetCandidateStatus({ ids: selectedIds, status, reason: reason || undefined, organizationIdOf }),
    onSuccess: ({ updated, skipped }) => {
      const left = skipped ? `; ${skipped} ${plural(skipped)} marked do not contact or deceased left as they are` : '';
      notify(`Status changed for ${updated} ${plural(updated)}${left}`, { type: skipped ? 'warning' : 'success' });
      setPending(null);
      refresh();
      onUnselectItems();
    },
    onError: (e) => notify(describeError(e), { type: 'error' }),
  });
  return (
    <>
      <Button size="small" startIcon={<SwapHorizIcon />} onClick={() => setChoosing(true)}>
        Change status
      </Button>
      {choosing && (
        <StatusDialog
          open
          title={`Change the status of ${count} ${plural(count)}`}
          onClose={() => setChoosing(false)}
          onSubmit={(status, reason) => {
            setChoosing(false);
            setPending({ status, reason });
          }}
        />
      )}
      <Confirm
        isOpen={pending !== null}
        loading={reset.isPending}
        title={`Change the status of ${count} ${plural(count)} to ${pending ? labelOf.candidateStatus(pending.status) : ''}?`}
        content="Candidates marked do not contact or deceased keep their status; they are counted as skipped."
        confirm="Change status"
        onConfirm={() => pending && reset.mutate(pending)}
        onClose={() => setPending(null)}
      />
    </>
  );
}

/** "Add note": one prescreen note added to every selected candidate. */
function BulkNoteButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const count = selectedIds.length;
  const add = useMutation({
    mutationFn: () => dataProvider.addPrescreenNotes(selectedIds, text.trim()),
    onSuccess: () => {
      notify(`Note added to ${count} ${plural(count)}`, { type: 'success' });
      setOpen(false);
      setText('');
      onUnselectItems();
    },
    onError: (e) => notify(describeError(e), { type: 'error' }),
  });
  return (
    <>
      <Button size="small" startIcon={<NoteAddIcon />} onClick={() => setOpen(true)}>
        Add note
      </Button>
      <Dialog open={open} onClose={add.isPending ? undefined : () => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="bulk-note-title">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) add.mutate();
          }}
        >
          <DialogTitle id="bulk-note-title">
            Add a prescreen note to {count} {plural(count)}
          </DialogTitle>
          <DialogContent>
            <TextField
              name="text"
              label="Note"
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={3}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 5000 } }}
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={add.isPending || !text.trim()}>
              Add note
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

/** The toolbar; `organizationIdOf` gives the organisation of each selected id (the status reset is per organisation). */
export function CandidateBulkActions({ organizationIdOf }: { organizationIdOf: Record<string, string> }) {
  return (
    <BulkActionsToolbar>
      <BulkStatusButton organizationIdOf={organizationIdOf} />
      <BulkSetFieldButton
        label="Set source"
        icon={<SourceIcon />}
        field="source"
        fieldLabel="Source"
        choices={SOURCE_CHOICES}
        noun={['candidate', 'candidates']}
      />
      <BulkNoteButton />
      <BulkExportButton label="Export selected" exporter={exportSelectedCandidates} />
      <BulkDeleteButton
        mutationMode="pessimistic"
        confirmTitle="Delete the selected candidates?"
        confirmContent="Their records, notes and status history are removed. This cannot be undone."
      />
    </BulkActionsToolbar>
  );
}
