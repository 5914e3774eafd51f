/**
 * Candidates grid (/candidates and /admin/candidates; spec §2, §6): @mui/x-data-grid over react-admin's list of
 * resource `candidates`, with server-side paging, sort, search, status and source filters, a column chooser
 * (remembered in react-admin's store), checkbox selection with bulk actions, the CSV export of every filtered row and
 * the CSV import. The list state lives in the URL (routing/listParams.ts `candidates`: `search`, `orgs`, `status`,
 * `source`, `sort`, `order`, `page`, `perPage`; invalid values fall back to the default). The rows are the active
 * organisation's, or in the global view every client organisation's, narrowed by `orgs`; switching organisation
 * re-queries.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Box, Link, Tooltip, Typography } from '@mui/material';
import { DataGrid, GridEditInputCell, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { SearchInput, SelectArrayInput, TopToolbar, useAddUndoableMutation, useListContext, useNotify, useStore, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useActiveOrganization } from '../../authProvider/ActiveOrganization';
import { ApiError, describeError } from '../../dataProvider/httpClient';
import { RESOURCES } from '../../dataProvider/resources';
import type { Candidate } from '../../dataProvider/types';
import { AppList } from '../../layout/listQuery';
import { useOrganizationScope } from '../../layout/OrganizationsFilter';
import { filterWidth } from '../../lib/filterWidth';
import { useListDataGridProps } from '../../lib/listDataGrid';
import { ListExportButton } from '../../lib/ListExportButton';
import { LIST_PARAMS } from '../../routing/listParams';
import { listDefaults, ListUrlState } from '../../routing/listUrlState';
import { PATHS } from '../../routing/paths';
import { OrganizationName } from '../organizations/OrganizationName';
import { CandidateBulkActions } from './CandidateBulkActions';
import { CandidateImportButton } from './CandidateImport';
import { StatusChip } from './StatusChip';
import { choicesOf, labelOf } from '../../../contracts/labels';
import { FilterSelect } from '../../lib/FilterSelect';

const PARAMS = LIST_PARAMS.candidates;
const SORTABLE = new Set<string>(RESOURCES.candidates.sortable);
const STATUS_CHOICES = choicesOf('candidateStatus');
const SOURCE_CHOICES = choicesOf('candidateSource');
const DEFAULT_HIDDEN: GridColumnVisibilityModel = { email: false, city: false, state: false, externalId: false, updatedAt: false };

const toDate = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);

/** Fields edited in their cell (double-click, Enter saves, Escape cancels); an emptied cell clears the field. */
const EDITABLE = ['dateOfBirth', 'phone', 'email', 'city', 'state', 'postalCode', 'externalId'] as const;
type EditableField = (typeof EDITABLE)[number];
const isEditable = (field: string): field is EditableField => (EDITABLE as readonly string[]).includes(field);

/** Header of each editable field, for the toasts ("Phone saved"). */
const FIELD_LABELS: Record<EditableField, string> = {
  dateOfBirth: 'Date of birth',
  phone: 'Phone',
  email: 'Email',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  externalId: 'External ID',
};

const COLUMN_DEFS: GridColDef<Candidate>[] = [
  {
    field: 'lastName',
    headerName: 'Name',
    minWidth: 180,
    flex: 1,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={PATHS.candidate(row.id)}>
        {row.firstName} {row.lastName}
      </Link>
    ),
  },
  { field: 'dateOfBirth', headerName: FIELD_LABELS.dateOfBirth, width: 120 },
  { field: 'sex', headerName: 'Sex', width: 90, valueFormatter: (v: string | null) => labelOf.candidateSex(v) },
  { field: 'phone', headerName: FIELD_LABELS.phone, width: 160 },
  { field: 'email', headerName: FIELD_LABELS.email, minWidth: 180, flex: 1 },
  { field: 'city', headerName: FIELD_LABELS.city, width: 130 },
  { field: 'state', headerName: FIELD_LABELS.state, width: 120 },
  { field: 'postalCode', headerName: FIELD_LABELS.postalCode, width: 110 },
  {
    field: 'conditions',
    headerName: 'Conditions',
    minWidth: 200,
    flex: 1.5,
    valueGetter: (_v, row) => row.conditions.map((c) => c.text).join('; '),
  },
  { field: 'status', headerName: 'Status', width: 160, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  { field: 'source', headerName: 'Source', width: 140, valueFormatter: (v: string | null) => labelOf.candidateSource(v) },
  { field: 'externalId', headerName: FIELD_LABELS.externalId, width: 150 },
  {
    field: 'organizationId',
    headerName: 'Client',
    width: 180,
    renderCell: ({ row }) => <OrganizationName id={row.organizationId} />,
  },
  { field: 'createdAt', headerName: 'Added', type: 'dateTime', width: 170, valueGetter: toDate },
  { field: 'updatedAt', headerName: 'Updated', type: 'dateTime', width: 170, valueGetter: toDate },
];

/** The server's reason for refusing a cell's value ("phone: … is not a valid phone number"), or the error's text. */
const refusal = (error: unknown) => (error instanceof ApiError && error.serverMessage) || describeError(error);

/**
 * Inline editing of the candidates grid: `processRowUpdate` sends only the changed field through the data provider
 * (PATCH /api/candidates/{id}); the saved record replaces the row and a toast offers to undo (the old value is sent
 * back); a refusal saves nothing and shows the server's message on the cell (beside the input while it is still
 * edited, in its place once left) until a value is saved.
 */
function useCellEditing() {
  const [update] = useUpdate<Candidate>();
  const notify = useNotify();
  const addUndoableMutation = useAddUndoableMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setError = useCallback((key: string, message: string | null) => {
    setErrors(({ [key]: _old, ...rest }) => (message ? { ...rest, [key]: message } : rest));
  }, []);

  const save = useCallback(
    async (row: Candidate, field: EditableField, value: string | null) =>
      (await update(
        'candidates',
        { id: row.id, data: { [field]: value }, previousData: row },
        { mutationMode: 'pessimistic', returnPromise: true },
      )) as Candidate,
    [update],
  );

  const processRowUpdate = useCallback(
    async (newRow: Candidate, oldRow: Candidate): Promise<Candidate> => {
      const field = EDITABLE.find((f) => (newRow[f] ?? '') !== (oldRow[f] ?? ''));
      if (!field) return oldRow;
      const typed = String(newRow[field] ?? '').trim();
      const key = `${oldRow.id}:${field}`;
      try {
        const saved = await save(oldRow, field, typed === '' ? null : typed);
        setError(key, null);
        addUndoableMutation(({ isUndo }: { isUndo: boolean }) => {
          if (isUndo) save(saved, field, oldRow[field] ?? null).catch((e) => notify(describeError(e), { type: 'error' }));
        });
        notify(`${FIELD_LABELS[field]} saved`, { type: 'success', undoable: true });
        return saved;
      } catch (e) {
        setError(key, refusal(e));
        throw e;
      }
    },
    [save, setError, addUndoableMutation, notify],
  );

  const columns = useMemo(
    () =>
      COLUMN_DEFS.map((c): GridColDef<Candidate> => {
        const column = { ...c, sortable: SORTABLE.has(c.field) };
        if (!isEditable(c.field)) return column;
        return {
          ...column,
          editable: true,
          renderCell: ({ row, formattedValue }) => {
            const message = errors[`${row.id}:${c.field}`];
            if (!message) return formattedValue as string;
            return (
              <Typography role="alert" variant="caption" color="error" title={message} sx={{ lineHeight: 1.2, whiteSpace: 'normal' }}>
                {message}
              </Typography>
            );
          },
          renderEditCell: (params) => {
            const message = errors[`${params.id}:${c.field}`];
            return (
              <Tooltip open={Boolean(message)} title={message ? <span role="alert">{message}</span> : ''} arrow>
                <GridEditInputCell {...params} error={Boolean(message)} />
              </Tooltip>
            );
          },
        };
      }),
    [errors],
  );

  return { columns, processRowUpdate, onProcessRowUpdateError: () => undefined };
}

/** The grid of the list context: paging, sort and selection are the list's; columns remembered per variant. */
function CandidateGrid({ admin }: { admin: boolean }) {
  const list = useListContext<Candidate>();
  const { globalAccess } = useActiveOrganization();
  const editing = useCellEditing();

  // Organisation of every row seen, for the per-organisation status reset of a selection spanning pages.
  const organizationIdOf = useRef<Record<string, string>>({});
  for (const row of list.data ?? []) organizationIdOf.current[String(row.id)] = row.organizationId;

  const [storedVisibility, setStoredVisibility] = useStore<GridColumnVisibilityModel>(
    admin ? 'admin.candidates.grid.columns' : 'candidates.grid.columns',
    DEFAULT_HIDDEN,
  );
  const columnVisibility = useMemo(
    () => ({ ...storedVisibility, organizationId: storedVisibility.organizationId ?? (admin || globalAccess) }),
    [storedVisibility, admin, globalAccess],
  );

  const gridProps = useListDataGridProps<Candidate>(PARAMS, 'No candidates match these filters.');

  return (
    <>
      <CandidateBulkActions organizationIdOf={organizationIdOf.current} />
      {/* width 0 + min-width 100%: the grid takes the page's width without widening the layout to its columns. */}
      <Box sx={{ height: 'calc(100vh - 260px)', minHeight: 420, width: 0, minWidth: '100%', bgcolor: 'background.paper' }}>
        <DataGrid<Candidate>
          aria-label="Candidates"
          {...gridProps}
          columns={editing.columns}
          processRowUpdate={editing.processRowUpdate}
          onProcessRowUpdateError={editing.onProcessRowUpdateError}
          columnVisibilityModel={columnVisibility}
          onColumnVisibilityModelChange={(model) => setStoredVisibility(model)}
          showToolbar
          slotProps={{
            toolbar: {
              showQuickFilter: false,
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
            },
          }}
        />
      </Box>
    </>
  );
}

/** The candidates page; `admin` marks the /admin/candidates variant (own remembered state and columns, client column). */
export default function CandidateList({ admin = false }: { admin?: boolean }) {
  const scope = useOrganizationScope(PARAMS);
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn placeholder="Search candidates" slotProps={{ htmlInput: { 'aria-label': 'Search candidates' } }} />,
      <SelectArrayInput
        key="status"
        source="status"
        label="Status"
        choices={STATUS_CHOICES}
        alwaysOn
        sx={{ ...filterWidth('Status'), maxWidth: 320 }}
      />,
      <FilterSelect key="source" source="source" label="Source" choices={SOURCE_CHOICES} emptyText="Any source" alwaysOn />,
      ...scope.inputs,
    ],
    [scope.inputs],
  );
  return (
    <ListUrlState config={PARAMS}>
      <AppList<Candidate>
        resource="candidates"
        title="Candidates"
        storeKey={admin ? 'admin.candidates.listParams' : 'candidates.listParams'}
        filter={scope.filter}
        filters={filters}
        {...listDefaults(PARAMS)}
        empty={false}
        pagination={false}
        actions={
          <TopToolbar sx={{ alignItems: 'center' }}>
            <CandidateImportButton />
            <ListExportButton />
          </TopToolbar>
        }
      >
        <CandidateGrid admin={admin} />
      </AppList>
    </ListUrlState>
  );
}
