/**
 * "Import from ClinicalTrials.gov" on the trials list (/trials and /admin/trials, "Trial import"): a dialog
 * taking an NCT ID (checked against NCT + 8 digits before anything is sent, then fetched by the server from
 * ClinicalTrials.gov) or a file, dropped or picked — a `.json` API v2 study or `{"studies": […]}`, or `.jsonl`, one
 * study per line. While the server imports, a progress bar (aria-label "Import progress") shows; then the result:
 * counts (region "Import result") and a table "Imported trials" with each record's NCT ID, title linking to the
 * trial, created / updated / failed (with "Unsuited to prescreen" and its reasons for a study a self-report prescreen
 * does not suit), criteria counts and warnings. The trials grid refreshes. In the global view the admin picks the
 * client organisation the trials go into.
 */
import { useState, type DragEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  LinearProgress,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { PhasesDataProvider } from '../../../dataProvider';
import { SuitabilityChip } from '../SuitabilityChip';
import { EnumChip } from '../../../lib/EnumField';
import { ApiError, describeError } from '../../../dataProvider/httpClient';
import type { TrialImportBody, TrialImportResponse, TrialImportResult } from '../../../dataProvider/types';
import { useActiveOrganization, useClientOrganizations } from '../../../authProvider/ActiveOrganization';
import { PATHS } from '../../../routing/paths';
import { usePreloadOnIntent } from '../../../routing/usePreloadOnIntent';
import { IMPORT_FILE_ACCEPT, MAX_IMPORT_FILE_BYTES, importBodyFromFile, nctIdProblem, normalizeNctId, type FileImport } from './importInput';

/** The button that opens the import dialog. */
export function TrialImportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<CloudDownloadIcon />}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        Import from ClinicalTrials.gov
      </Button>
      {open && <TrialImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** The organisation the trials go into: the active one, or in the global view a client chosen in the dialog. */
function useImportTarget() {
  const { active, globalAccess } = useActiveOrganization();
  const clients = useClientOrganizations();
  const [chosen, setChosen] = useState('');
  return {
    choices: globalAccess ? clients : [],
    organizationId: globalAccess ? chosen || null : (active?.id ?? null),
    chosen,
    setChosen,
  };
}

type ChosenFile =
  { name: string; state: 'reading' } | { name: string; state: 'ready'; parsed: FileImport } | { name: string; state: 'error'; message: string };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The import dialog: input (NCT ID or file), progress, result. */
function TrialImportDialog({ onClose }: { onClose: () => void }) {
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const queryClient = useQueryClient();
  const target = useImportTarget();
  const [nctId, setNctId] = useState('');
  const [nctTouched, setNctTouched] = useState(false);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const [running, setRunning] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [response, setResponse] = useState<TrialImportResponse | null>(null);

  const nctProblem = nctId ? nctIdProblem(nctId) : null;
  const readyFile = file?.state === 'ready' ? file : null;
  const canImport = Boolean(target.organizationId) && !running && (readyFile !== null || (nctId !== '' && !nctProblem));

  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return;
    setNctId('');
    setNctTouched(false);
    setError(null);
    if (chosen.size > MAX_IMPORT_FILE_BYTES) {
      setFile({ name: chosen.name, state: 'error', message: `${chosen.name} is larger than 20 MB; split it into several files.` });
      return;
    }
    setFile({ name: chosen.name, state: 'reading' });
    chosen.text().then(
      (text) => {
        try {
          setFile({ name: chosen.name, state: 'ready', parsed: importBodyFromFile(chosen.name, text) });
        } catch (e) {
          setFile({ name: chosen.name, state: 'error', message: e instanceof Error ? e.message : String(e) });
        }
      },
      (e: unknown) => setFile({ name: chosen.name, state: 'error', message: `Could not read ${chosen.name}: ${String(e)}` }),
    );
  };

  const run = async () => {
    let body: TrialImportBody;
    let label: string;
    if (readyFile) {
      body = readyFile.parsed.body;
      label = `Importing ${plural(readyFile.parsed.studies, 'study', 'studies')} from ${readyFile.name}…`;
    } else {
      const id = normalizeNctId(nctId);
      body = { nctId: id };
      label = `Fetching ${id} from ClinicalTrials.gov and importing it…`;
    }
    setError(null);
    setRunning(label);
    try {
      const result = await dataProvider.importTrials({ organizationId: target.organizationId, body });
      setResponse(result);
      if (result.run.created + result.run.updated > 0) void queryClient.invalidateQueries({ queryKey: ['trials'] });
    } catch (e) {
      setError(e);
    } finally {
      setRunning(null);
    }
  };

  const reset = () => {
    setResponse(null);
    setFile(null);
    setNctId('');
    setNctTouched(false);
    setError(null);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragOver(false);
    chooseFile(e.dataTransfer.files?.[0]);
  };

  return (
    <Dialog open onClose={running ? undefined : onClose} maxWidth={response ? 'lg' : 'sm'} fullWidth aria-labelledby="trial-import-title">
      <DialogTitle id="trial-import-title">Import from ClinicalTrials.gov</DialogTitle>
      <DialogContent dividers>
        {running && (
          <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {running}
            </Typography>
            <LinearProgress aria-label="Import progress" />
          </Box>
        )}
        {error != null && <ImportError error={error} />}
        {response ? (
          <ImportResult response={response} />
        ) : (
          <Stack spacing={2} sx={{ opacity: running ? 0.6 : 1 }}>
            {target.choices.length > 0 && (
              <TextField
                select
                required
                label="Import into"
                value={target.chosen}
                onChange={(e) => target.setChosen(e.target.value)}
                helperText="The client organisation the trials belong to"
                disabled={Boolean(running)}
              >
                {target.choices.map((o) => (
                  <MenuItem key={o.id} value={o.id}>
                    {o.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label="NCT ID"
              placeholder="NCT01234567"
              value={nctId}
              disabled={Boolean(running)}
              onChange={(e) => {
                setNctId(e.target.value);
                if (e.target.value) setFile(null);
              }}
              onBlur={() => setNctTouched(true)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && canImport) void run();
              }}
              error={nctTouched && Boolean(nctProblem)}
              helperText={(nctTouched && nctProblem) || 'Fetched from ClinicalTrials.gov; importing it again updates the trial'}
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
            <Divider>or</Divider>
            <Box
              onDragOver={(e) => {
                e.preventDefault();
                setDragOver(true);
              }}
              onDragLeave={() => setDragOver(false)}
              onDrop={onDrop}
              sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: dragOver ? 'primary.main' : 'divider',
                bgcolor: dragOver ? 'action.hover' : undefined,
                borderRadius: 1,
                p: 3,
                textAlign: 'center',
              }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Drop a ClinicalTrials.gov file here: a .json study or {'{"studies": […]}'}, or .jsonl (one study per line)
              </Typography>
              <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={Boolean(running)}>
                Choose file
                <input
                  type="file"
                  name="file"
                  accept={IMPORT_FILE_ACCEPT}
                  aria-label="ClinicalTrials.gov file"
                  hidden
                  onChange={(e) => {
                    chooseFile(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </Button>
              {file && (
                <Box sx={{ mt: 1.5 }}>
                  {file.state === 'reading' && <Typography variant="body2">Reading {file.name}…</Typography>}
                  {file.state === 'ready' && (
                    <Typography variant="body2" aria-label="Chosen file">
                      {file.name}: {plural(file.parsed.studies, 'study', 'studies')}
                    </Typography>
                  )}
                  {file.state === 'error' && (
                    <Alert severity="error" sx={{ textAlign: 'left' }}>
                      {file.message}
                    </Alert>
                  )}
                </Box>
              )}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {response ? (
          <>
            <Button onClick={reset}>Import more</Button>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={Boolean(running)}>
              Cancel
            </Button>
            <Button variant="contained" disabled={!canImport} onClick={() => void run()}>
              Import
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The server's refusal: 400 names the JSON path, 404 an unknown NCT ID, 502 a ClinicalTrials.gov failure. */
function ImportError({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : 0;
  const hint =
    status === 404
      ? 'Check the NCT ID: ClinicalTrials.gov (or the organisation) does not know it.'
      : status === 502
        ? 'ClinicalTrials.gov could not be reached or answered something unreadable. Try again later, or import a downloaded file.'
        : status === 400
          ? 'Nothing was imported. Fix the file at the place named above and try again.'
          : null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {describeError(error)}
      {hint && <Box sx={{ mt: 0.5 }}>{hint}</Box>}
    </Alert>
  );
}

const STATUS_COLOR = { created: 'success', updated: 'info', failed: 'error' } as const;

/** Criteria counts of one result: "6 inclusion · 10 exclusion" over "15 with a rule · 1 site only". */
function CriteriaCounts({ result }: { result: TrialImportResult }) {
  if (result.status === 'failed') return <>—</>;
  const c = result.criteria;
  return (
    <>
      <Box sx={{ whiteSpace: 'nowrap' }}>
        {c.inclusion} inclusion · {c.exclusion} exclusion
      </Box>
      <Box sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
        {c.structured} with a rule · {c.siteOnly} site only
      </Box>
    </>
  );
}

/** A link to an imported trial (preloads the detail page on intent). */
function TrialLink({ id, children }: { id: string; children: string }) {
  const to = PATHS.trial(id);
  const intent = usePreloadOnIntent(to);
  return (
    <Link component={RouterLink} to={to} {...intent}>
      {children}
    </Link>
  );
}

/** Counts and one row per record. */
function ImportResult({ response }: { response: TrialImportResponse }) {
  const { run, results } = response;
  return (
    <Stack spacing={2}>
      <Box role="region" aria-label="Import result">
        <Typography>
          {plural(run.total, 'study', 'studies')} read · Created: {run.created} · Updated: {run.updated} · Failed: {run.failed}
        </Typography>
      </Box>
      <TableContainer sx={{ maxHeight: '60vh' }}>
        <Table size="small" stickyHeader aria-label="Imported trials">
          <TableHead>
            <TableRow>
              <TableCell>NCT ID</TableCell>
              <TableCell>Title</TableCell>
              <TableCell>Result</TableCell>
              <TableCell>Criteria</TableCell>
              <TableCell>Warnings</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {results.map((r, i) => (
              <TableRow key={`${r.nctId}-${i}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.nctId}</TableCell>
                <TableCell>{r.trialId ? <TrialLink id={r.trialId}>{r.title ?? r.nctId}</TrialLink> : (r.title ?? '—')}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <EnumChip domain="trialImportResult" value={r.status} color={STATUS_COLOR[r.status]} />
                    <SuitabilityChip suitability={r.prescreenSuitability} />
                  </Stack>
                </TableCell>
                <TableCell>
                  <CriteriaCounts result={r} />
                </TableCell>
                <TableCell>
                  {r.error && (
                    <Typography variant="body2" color="error">
                      {r.error}
                    </Typography>
                  )}
                  {r.warnings.length > 0 ? (
                    <Box component="ul" sx={{ m: 0, pl: 2 }}>
                      {r.warnings.map((w) => (
                        <Typography component="li" variant="body2" key={w}>
                          {w}
                        </Typography>
                      ))}
                    </Box>
                  ) : (
                    !r.error && '—'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
