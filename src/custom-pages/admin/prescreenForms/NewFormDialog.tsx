/**
 * "New form" of /admin/prescreen-forms: a name and one or more trials (of one organisation: after the first pick,
 * trials of other clients are disabled), then "Generate questions" asks the API for one study block per trial
 * (POST /api/prescreen-forms/generate-study-blocks) and opens the builder on the result with its checks (saved on
 * "Save form").
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { PhasesDataProvider } from '../../../dataProvider';
import { describeError } from '../../../dataProvider/httpClient';
import type { Trial } from '../../../dataProvider/types';
import { TrialMultiPicker } from '../TrialPicker';
import type { NewFormDraft } from './FormBuilder';

/** The new-form dialog; `onGenerated` receives the draft for the builder. */
export function NewFormDialog({ onGenerated, onClose }: { onGenerated: (draft: NewFormDraft) => void; onClose: () => void }) {
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const [trials, setTrials] = useState<Trial[]>([]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const organizationId = trials[0]?.organizationId ?? null;
  const suggested = trials.length ? `Prescreen: ${trials.map((t) => t.nctId ?? t.title).join(', ')}`.slice(0, 200) : '';

  const generate = async () => {
    if (!organizationId) return;
    setBusy(true);
    setError(null);
    try {
      const trialIds = trials.map((t) => t.id);
      const { blocks, checks } = await dataProvider.generateStudyBlocks(trialIds);
      onGenerated({
        organizationId,
        name: name.trim() || suggested,
        trialIds,
        content: { sharedQuestions: [], blocks },
        ...(checks ? { checks } : {}),
      });
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="new-form-title">
      <DialogTitle id="new-form-title">New prescreen form</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TrialMultiPicker
            value={trials}
            onChange={setTrials}
            allow={(t) => !organizationId || t.organizationId === organizationId}
            helperText="One block of questions per trial; a form covers trials of one organisation"
          />
          <TextField
            label="Form name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={suggested || 'e.g. Type 2 diabetes studies'}
            helperText={!name && suggested ? `Leave empty for "${suggested}"` : ' '}
          />
          {busy && <LinearProgress aria-label="Generating questions" />}
          {error != null && (
            <Alert severity="error" role="alert">
              {describeError(error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={busy || trials.length === 0} onClick={() => void generate()}>
          Generate questions
        </Button>
      </DialogActions>
    </Dialog>
  );
}
