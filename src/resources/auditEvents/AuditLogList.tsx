/**
 * /admin/audit-log (breadcrumb "Audit log"): the audit log through the data provider (resource `audit-events`,
 * GET /api/audit-events), newest first, paged and sorted on the server. Its filters live in the URL
 * (routing/listParams.ts `auditLog`): `orgs` (the global view's clients), `actor` (a user), `entity` and `entityId`
 * (a record), `action`, and the UTC date range `from` / `to`, plus `sort`, `order`, `page`, `perPage`; invalid values
 * fall back to the default. Without `orgs` an administrator with global access sees every event, another
 * administrator those of the active organisation. The log is read only: no row can be changed here.
 */
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { BulkExportButton, DataTable, DateInput, SelectInput, TextInput, TopToolbar, useGetList } from 'react-admin';
import type { AuditEvent, User } from '../../dataProvider/types';
import { AppList } from '../../layout/listQuery';
import { useOrganizationScope } from '../../layout/OrganizationsFilter';
import { ListExportButton } from '../../lib/ListExportButton';
import { LIST_PARAMS } from '../../routing/listParams';
import { listDefaults, ListUrlState } from '../../routing/listUrlState';
import { MAX_PAGE_SIZE } from '../../../contracts/constants';
import { choicesOf } from '../../../contracts/labels';
import { filterWidth } from '../../lib/filterWidth';
import { OrganizationName } from '../organizations/OrganizationName';
import { actionLabel, actorLabel, detailsSummary, ENTITY_LABELS, entityLabel } from './describe';
import { FilterSelect } from '../../lib/FilterSelect';

const PARAMS = LIST_PARAMS.auditLog;
const formatAt = (at: string) => new Date(at).toLocaleString();
const ACTION_CHOICES = choicesOf('auditAction');
const ENTITY_CHOICES = Object.entries(ENTITY_LABELS).map(([id, name]) => ({ id, name }));

/** The filter inputs: who (the users the administrator can see), action, record type and id, UTC dates, clients. */
function useAuditFilters() {
  const { data: users = [] } = useGetList<User>('users', { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } });
  const clients = useOrganizationScope(PARAMS).inputs;
  return useMemo(
    () => [
      <SelectInput
        key="actorUserId"
        source="actorUserId"
        label="Who"
        choices={users}
        optionText="name"
        emptyText="Anyone"
        alwaysOn
        sx={filterWidth('Who', 'Anyone')}
      />,
      <FilterSelect key="action" source="action" label="Action" choices={ACTION_CHOICES} emptyText="Any action" alwaysOn />,
      <FilterSelect key="entity" source="entity" label="Record type" choices={ENTITY_CHOICES} emptyText="Any type" alwaysOn />,
      <TextInput key="entityId" source="entityId" label="Record id" alwaysOn sx={filterWidth('Record id')} />,
      <DateInput key="from" source="from" label="From (UTC)" alwaysOn sx={filterWidth('From (UTC)')} />,
      <DateInput key="to" source="to" label="To (UTC)" alwaysOn sx={filterWidth('To (UTC)')} />,
      ...clients,
    ],
    [users, clients],
  );
}

/** The audit log page. */
export default function AuditLogList() {
  const filters = useAuditFilters();
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Audit log
      </Typography>
      <Typography color="text.secondary">
        Who viewed or changed which record, when and from where. Dates are in UTC; the log cannot be edited.
      </Typography>
      <ListUrlState config={PARAMS}>
        <AppList<AuditEvent>
          resource="audit-events"
          title="Audit log"
          {...listDefaults(PARAMS)}
          filters={filters}
          empty={false}
          actions={
            <TopToolbar>
              <ListExportButton />
            </TopToolbar>
          }
        >
          <DataTable<AuditEvent>
            bulkActionButtons={<BulkExportButton label="Export selected" />}
            rowClick={false}
            aria-label="Audit log"
            empty={<Typography sx={{ p: 2 }}>No events match these filters.</Typography>}
          >
            <DataTable.Col source="at" label="When" render={(e) => formatAt(e.at)} />
            <DataTable.Col source="actorUserId" label="Who" disableSort render={actorLabel} />
            <DataTable.Col source="action" label="Action" render={actionLabel} />
            <DataTable.Col source="entity" label="Record" render={(e) => `${entityLabel(e.entity)}${e.entityId ? ` ${e.entityId}` : ''}`} />
            <DataTable.Col source="organizationId" label="Client" disableSort render={(e) => <OrganizationName id={e.organizationId} />} />
            <DataTable.Col source="details" label="Details" disableSort render={(e) => detailsSummary(e.details)} />
            <DataTable.Col source="ip" label="From" disableSort />
          </DataTable>
        </AppList>
      </ListUrlState>
    </Box>
  );
}
