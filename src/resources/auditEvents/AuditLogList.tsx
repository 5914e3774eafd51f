/**
 * /admin/audit-log (breadcrumb "Audit log"): the audit log through the data provider (resource `audit-events`,
 * GET /api/audit-events), newest first, paged and sorted on the server. Its filters live in the URL (SEARCH.auditLog):
 * `orgs` (the global view's clients), `actor` (a user), `entity` and `entityId` (a record), `action`, and the UTC date
 * range `from` / `to`; invalid values are dropped. Without `orgs` an administrator with global access sees every
 * event, another administrator those of the active organisation. The log is read only: no row can be changed here.
 */
import { useMemo } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, Title, useGetList, useListContext } from 'react-admin';
import type { AuditEvent, User } from '../../dataProvider/types';
import { OrganizationsFilter } from '../../layout/OrganizationsFilter';
import { QueryErrorPanel } from '../../layout/QueryErrorPanel';
import { DebouncedSearchField } from '../../lib/DebouncedSearchField';
import { SEARCH, useValidatedSearch, type SearchValues } from '../../routing/searchParams';
import { AUDIT_ACTIONS, MAX_PAGE_SIZE } from '../../../contracts/constants';
import { OrganizationName } from '../organizations/OrganizationName';
import { ACTION_LABELS, actionLabel, actorLabel, detailsSummary, ENTITY_LABELS } from './describe';

const formatAt = (at: string) => new Date(at).toLocaleString();

/** Filter of the list call: the URL's params under the API's names (see the data provider's resources.ts). */
export function auditLogFilter(search: SearchValues<typeof SEARCH.auditLog>) {
  return {
    organizationIds: search.orgs,
    actorUserId: search.actor,
    entity: search.entity,
    entityId: search.entityId,
    action: search.action,
    from: search.from,
    to: search.to,
  };
}

/** The people the actor filter offers: the users the administrator can see. */
function ActorFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | null) => void }) {
  const { data = [] } = useGetList<User>('users', { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } });
  const known = !value || data.some((u) => u.id === value);
  return (
    <TextField select size="small" label="Who" value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} sx={{ minWidth: 200 }}>
      <MenuItem value="">
        <em>Anyone</em>
      </MenuItem>
      {data.map((u) => (
        <MenuItem key={u.id} value={u.id}>
          {u.name}
        </MenuItem>
      ))}
      {!known && value && <MenuItem value={value}>User {value}</MenuItem>}
    </TextField>
  );
}

/** The events of the list context, or what went wrong loading them. */
function AuditTable() {
  const { error, refetch } = useListContext<AuditEvent>();
  if (error) return <QueryErrorPanel error={error} title="Could not load the audit log" onRetry={() => void refetch()} />;
  return (
    <>
      <DataTable<AuditEvent> bulkActionButtons={false} rowClick={false} aria-label="Audit log" empty={<Typography sx={{ p: 2 }}>No events match these filters.</Typography>}>
        <DataTable.Col source="at" label="When" render={(e) => formatAt(e.at)} />
        <DataTable.Col source="actorUserId" label="Who" disableSort render={actorLabel} />
        <DataTable.Col source="action" label="Action" render={actionLabel} />
        <DataTable.Col source="entity" label="Record" render={(e) => `${ENTITY_LABELS[e.entity] ?? e.entity}${e.entityId ? ` ${e.entityId}` : ''}`} />
        <DataTable.Col source="organizationId" label="Client" disableSort render={(e) => <OrganizationName id={e.organizationId} />} />
        <DataTable.Col source="details" label="Details" disableSort render={(e) => detailsSummary(e.details)} />
        <DataTable.Col source="ip" label="From" disableSort />
      </DataTable>
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
    </>
  );
}

/** The audit log page. */
export default function AuditLogList() {
  const [search, setSearch] = useValidatedSearch(SEARCH.auditLog);
  const filter = useMemo(() => auditLogFilter(search), [search]);
  const dateError = search.from && search.to && search.from > search.to ? '"From" is after "To"' : undefined;
  const entities = search.entity && !ENTITY_LABELS[search.entity] ? { ...ENTITY_LABELS, [search.entity]: search.entity } : ENTITY_LABELS;

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title="Audit log" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Audit log
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Who viewed or changed which record, when and from where. Dates are in UTC; the log cannot be edited.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <ActorFilter value={search.actor} onChange={(actor) => setSearch({ actor })} />
        <TextField select size="small" label="Action" value={search.action ?? ''} onChange={(e) => setSearch({ action: e.target.value || null })} sx={{ minWidth: 150 }}>
          <MenuItem value="">
            <em>Any action</em>
          </MenuItem>
          {AUDIT_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {ACTION_LABELS[a]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Record type" value={search.entity ?? ''} onChange={(e) => setSearch({ entity: e.target.value || null })} sx={{ minWidth: 180 }}>
          <MenuItem value="">
            <em>Any type</em>
          </MenuItem>
          {Object.entries(entities).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <DebouncedSearchField label="Record id" value={search.entityId} onChange={(value) => setSearch({ entityId: value || null })} />
        {(['from', 'to'] as const).map((key) => (
          <TextField
            key={key}
            type="date"
            size="small"
            label={key === 'from' ? 'From (UTC)' : 'To (UTC)'}
            value={search[key] ?? ''}
            onChange={(e) => setSearch({ [key]: e.target.value || null })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: key === 'from' ? { max: search.to } : { min: search.from } }}
            error={key === 'from' && Boolean(dateError)}
            helperText={key === 'from' ? dateError : undefined}
          />
        ))}
        <OrganizationsFilter value={search.orgs} onChange={(orgs) => setSearch({ orgs })} />
      </Stack>
      <ListBase<AuditEvent> resource="audit-events" filter={filter} sort={{ field: 'at', order: 'DESC' }} perPage={50} disableSyncWithLocation storeKey={false}>
        <AuditTable />
      </ListBase>
    </Box>
  );
}
