/**
 * Candidate CSV import (on /candidates and /admin/candidates). "Upload CSV" picks a file
 * (a file input named "file"); papaparse reads it in the browser; a dialog previews the first rows with the
 * detected column mapping (contracts/csvMapping.ts), editable per column; "Import" sends the rows to
 * POST /api/candidates/bulk in batches of IMPORT_BATCH_SIZE (rowNumber = CSV row, header = 1) with a progress bar
 * (aria-label "Import progress"); the result panel lists created, updated and the rejected rows (Row, Column,
 * Reason). When a batch fails for a transient reason (network, 5xx) the import stops, shows what went through and
 * offers "Resume import" from the failed batch.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
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
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { IMPORT_BATCH_SIZE } from '../../../contracts/constants';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  buildImportRows,
  detectColumnMapping,
  mappingHasName,
  remapColumn,
  toBatches,
  type ColumnMapping,
  type ImportField,
} from '../../../contracts/csvMapping';
import type { PhasesDataProvider } from '../../dataProvider';
import { ApiError, describeError } from '../../dataProvider/httpClient';
import { useActiveOrganization, useClientOrganizations } from '../../authProvider/ActiveOrganization';
import { EMPTY_TOTALS, runImport, type ImportRun, type ImportTotals } from './importRunner';

const PREVIEW_ROWS = 5;
/** Rejections listed in the result panel (the counts cover all of them). */
const MAX_LISTED_REJECTIONS = 500;

/** The "Upload CSV" button; choosing a file opens the import dialog. */
export function CandidateImportButton() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />}>
        Upload CSV
        <input
          type="file"
          name="file"
          accept=".csv,text/csv"
          hidden
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
      </Button>
      {file && <ImportDialog file={file} onClose={() => setFile(null)} />}
    </>
  );
}

type Parsed = { state: 'parsing' } | { state: 'error'; message: string } | { state: 'ready'; records: string[][] };

/**
 * Reads `file` with papaparse (loaded on first use); records[0] is the header row. Line endings are normalised
 * first, so a file mixing CRLF and LF lines (rows pasted from another system) still splits into its rows.
 */
function useParsedCsv(file: File): Parsed {
  const [parsed, setParsed] = useState<Parsed>({ state: 'parsing' });
  useEffect(() => {
    let cancelled = false;
    Promise.all([import('papaparse'), file.text()])
      .then(([{ default: Papa }, raw]) => {
        const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
        const result = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, newline: '\n' });
        const records = result.data.map((r) => r.map((cell) => String(cell ?? '')));
        if (cancelled) return;
        if (records.length < 2) setParsed({ state: 'error', message: 'The file has no data rows.' });
        else setParsed({ state: 'ready', records });
      })
      .catch((e: unknown) => !cancelled && setParsed({ state: 'error', message: e instanceof Error ? e.message : String(e) }));
    return () => {
      cancelled = true;
    };
  }, [file]);
  return parsed;
}

/** The organisation the rows go into: the active one, or in the global view a client chosen in the dialog. */
function useImportTarget() {
  const { active, globalAccess } = useActiveOrganization();
  const clients = useClientOrganizations();
  const [chosen, setChosen] = useState<string>('');
  return {
    choices: globalAccess ? clients : [],
    organizationId: globalAccess ? chosen || null : (active?.id ?? null),
    organizationName: globalAccess ? (clients.find((c) => c.id === chosen)?.name ?? null) : (active?.name ?? null),
    setChosen,
  };
}

type Phase = 'preview' | 'running' | 'stopped' | 'done';

function ImportDialog({ file, onClose }: { file: File; onClose: () => void }) {
  const parsed = useParsedCsv(file);
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const queryClient = useQueryClient();
  const target = useImportTarget();
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [phase, setPhase] = useState<Phase>('preview');
  const [totals, setTotals] = useState<ImportTotals>(EMPTY_TOTALS);
  const [run, setRun] = useState<ImportRun | null>(null);
  const [importId] = useState(() => crypto.randomUUID());

  const records = parsed.state === 'ready' ? parsed.records : null;
  const columns = useMemo(() => mapping ?? (records ? detectColumnMapping(records[0]) : []), [mapping, records]);
  const rows = useMemo(() => (records ? buildImportRows(records, columns) : []), [records, columns]);
  const batches = useMemo(() => toBatches(rows, IMPORT_BATCH_SIZE), [rows]);

  const start = async (from: ImportTotals) => {
    setPhase('running');
    const result = await runImport(
      batches,
      from,
      (batch) => dataProvider.importCandidates({ organizationId: target.organizationId, rows: [...batch], importId }),
      setTotals,
    );
    setTotals(result);
    setRun(result);
    setPhase(result.failure ? 'stopped' : 'done');
    if (result.rowsDone > 0) void queryClient.invalidateQueries({ queryKey: ['candidates'] });
  };

  const canResume = run?.failure?.error instanceof ApiError ? run.failure.error.isTransient : Boolean(run?.failure);
  const busy = phase === 'running';

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="lg" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">Import candidates from {file.name}</DialogTitle>
      <DialogContent dividers>
        {parsed.state === 'parsing' && <LinearProgress aria-label="Reading file" />}
        {parsed.state === 'error' && <Alert severity="error">Could not read the file: {parsed.message}</Alert>}
        {records && phase === 'preview' && (
          <Preview
            records={records}
            mapping={columns}
            onRemap={(index, field) => setMapping(remapColumn(columns, index, field))}
            rowCount={rows.length}
            target={target}
          />
        )}
        {phase !== 'preview' && (
          <Stack spacing={2}>
            <Box>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {totals.rowsDone} of {rows.length} rows sent
                {target.organizationName ? ` to ${target.organizationName}` : ''}
              </Typography>
              <LinearProgress variant="determinate" value={rows.length ? (100 * totals.rowsDone) / rows.length : 100} aria-label="Import progress" />
            </Box>
            {phase === 'stopped' && run?.failure && (
              <Alert severity="error" role="alert">
                The import stopped at rows {rowRange(batches[run.failure.batchIndex])}: {describeError(run.failure.error)}.{' '}
                {canResume
                  ? 'The rows before were imported. Resume to send the rest (rows already received are updated, not duplicated).'
                  : 'Fix the problem and import the file again.'}
              </Alert>
            )}
            {phase !== 'running' && <ResultPanel totals={totals} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {phase === 'preview' && (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              variant="contained"
              disabled={!records || rows.length === 0 || !mappingHasName(columns) || !target.organizationId}
              onClick={() => void start(EMPTY_TOTALS)}
            >
              Import
            </Button>
          </>
        )}
        {phase === 'stopped' && (
          <>
            <Button onClick={onClose}>Close</Button>
            {canResume && (
              <Button variant="contained" onClick={() => void start(totals)}>
                Resume import
              </Button>
            )}
          </>
        )}
        {phase === 'done' && (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function rowRange(batch: readonly { rowNumber: number }[] | undefined): string {
  if (!batch || batch.length === 0) return '';
  return `${batch[0].rowNumber}–${batch[batch.length - 1].rowNumber}`;
}

interface PreviewProps {
  records: string[][];
  mapping: ColumnMapping;
  onRemap: (index: number, field: ImportField | null) => void;
  rowCount: number;
  target: ReturnType<typeof useImportTarget>;
}

/** The first rows of the file under their headers, each header with its target field select. */
function Preview({ records, mapping, onRemap, rowCount, target }: PreviewProps) {
  const headers = records[0];
  // records[i] is CSV row i + 1 (the header is row 1).
  const sample = records
    .map((record, index) => ({ record, rowNumber: index + 1 }))
    .slice(1)
    .filter(({ record }) => record.some((c) => c.trim() !== ''))
    .slice(0, PREVIEW_ROWS);
  return (
    <Stack spacing={2}>
      <Typography>{rowCount} data rows found. Check which candidate field each column fills; columns set to “Ignore” are not imported.</Typography>
      {target.choices.length > 0 ? (
        <TextField
          select
          label="Import into"
          value={target.organizationId ?? ''}
          onChange={(e) => target.setChosen(e.target.value)}
          size="small"
          sx={{ maxWidth: 360 }}
          helperText="The global view shows several clients: choose the one these candidates belong to."
        >
          {target.choices.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Candidates are imported into {target.organizationName ?? 'your organisation'}.
        </Typography>
      )}
      {!mappingHasName(mapping) && <Alert severity="warning">Map the First name and Last name columns (or a Full name column) to import.</Alert>}
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label="Preview of the first rows">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              {headers.map((header, i) => (
                <TableCell key={i} sx={{ minWidth: 170, verticalAlign: 'bottom' }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={header || `Column ${i + 1}`}
                    value={mapping[i] ?? ''}
                    onChange={(e) => onRemap(i, (e.target.value || null) as ImportField | null)}
                  >
                    <MenuItem value="">
                      <em>Ignore</em>
                    </MenuItem>
                    {IMPORT_FIELDS.map((f) => (
                      <MenuItem key={f} value={f}>
                        {IMPORT_FIELD_LABELS[f]}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sample.map(({ record, rowNumber }) => (
              <TableRow key={rowNumber}>
                <TableCell>{rowNumber}</TableCell>
                {headers.map((_h, i) => (
                  <TableCell
                    key={i}
                    sx={{
                      color: mapping[i] ? 'text.primary' : 'text.disabled',
                      maxWidth: 240,
                      whiteSpace: 'nowrap',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                    }}
                  >
                    {record[i]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

/** Created / updated counts and the rejected rows (Row, Column, Reason; a row may have several reasons). */
function ResultPanel({ totals }: { totals: ImportTotals }) {
  const listed = totals.rejected.slice(0, MAX_LISTED_REJECTIONS);
  const rejectedRows = new Set(totals.rejected.map((r) => r.row)).size;
  return (
    <Stack spacing={1} aria-label="Import result">
      <Stack direction="row" spacing={3}>
        <Typography>
          Created: <strong>{totals.created}</strong>
        </Typography>
        <Typography>
          Updated: <strong>{totals.updated}</strong>
        </Typography>
        <Typography>
          Rejected rows: <strong>{rejectedRows}</strong>
        </Typography>
      </Stack>
      {listed.length > 0 && (
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label="Rejected rows">
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Column</TableCell>
                <TableCell>Reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {listed.map((r, i) => (
                <TableRow key={i}>
                  <TableCell>{r.row}</TableCell>
                  <TableCell>{r.column ?? '—'}</TableCell>
                  <TableCell>{r.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {totals.rejected.length > listed.length && (
        <Typography variant="body2" color="text.secondary">
          The first {listed.length} of {totals.rejected.length} problems are listed.
        </Typography>
      )}
    </Stack>
  );
}
