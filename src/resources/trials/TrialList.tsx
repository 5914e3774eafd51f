/**
 * Trials grid (/trials and /admin/trials; spec §2, §6): react-admin List + DataTable with server-side paging and
 * sort, search (q), a status filter and a column chooser. Shows the active organisation's trials, or in the global
 * view every client organisation's, narrowed by the `orgs` search param; re-queries when the switcher changes.
 * The admin variant always shows the organisation column. "Import from ClinicalTrials.gov" opens the import dialog.
 * A trial a self-report prescreen does not suit (the server's `prescreenSuitability`) gets an "Unsuited to prescreen"
 * chip whose tooltip lists the reasons.
 */
import { useMemo } from 'react';
import { ColumnsButton, DataTable, List, TextInput, TopToolbar } from 'react-admin';
import { Chip } from '@mui/material';
import { useActiveOrganization, useVisibleOrganizationIds } from '../../authProvider/ActiveOrganization';
import { OrganizationsFilter } from '../../layout/OrganizationsFilter';
import { searchFilter } from '../../layout/searchFilter';
import { SEARCH, useValidatedSearch } from '../../routing/searchParams';
import { PATHS } from '../../routing/paths';
import type { Trial } from '../../dataProvider/types';
import { OrganizationName } from '../organizations/OrganizationName';
import { TrialImportButton } from './import/TrialImport';
import { SuitabilityChip } from './SuitabilityChip';

const filters = [
  searchFilter('Search trials'),
  <TextInput key="overallStatus" source="overallStatus" label="Status (e.g. RECRUITING)" />,
];

/** The trials page; `admin` marks the /admin/trials variant (client column, bulk delete). */
export default function TrialList({ admin = false }: { admin?: boolean }) {
  const [search, setSearch] = useValidatedSearch(SEARCH.trials);
  const organizationIds = useVisibleOrganizationIds(search.orgs);
  const { globalAccess } = useActiveOrganization();
  const permanentFilter = useMemo(() => ({ organizationIds }), [organizationIds]);
  const storeKey = admin ? 'admin.trials' : 'trials';
  return (
    <List<Trial>
      resource="trials"
      title={admin ? 'Trials (admin)' : 'Trials'}
      disableSyncWithLocation
      storeKey={false}
      filter={permanentFilter}
      filters={filters}
      sort={{ field: 'title', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <OrganizationsFilter value={search.orgs} onChange={(orgs) => setSearch({ orgs })} />
          <TrialImportButton />
          <ColumnsButton storeKey={storeKey} />
        </TopToolbar>
      }
    >
      <DataTable<Trial>
        storeKey={storeKey}
        rowClick={(id) => PATHS.trial(String(id))}
        bulkActionButtons={false}
      >
        <DataTable.Col source="nctId" label="NCT ID" />
        <DataTable.Col source="title" />
        <DataTable.Col source="sponsor" />
        <DataTable.Col label="Phases" disableSort render={(t) => t.phases.join(', ')} />
        <DataTable.Col
          source="overallStatus"
          label="Status"
          render={(t) => (t.overallStatus ? <Chip size="small" label={t.overallStatus} /> : null)}
        />
        <DataTable.Col label="Prescreen" disableSort render={(t) => <SuitabilityChip suitability={t.prescreenSuitability} />} />
        <DataTable.Col source="enrollmentTarget" label="Target enrolment" />
        {(admin || globalAccess) && (
          <DataTable.Col label="Client" disableSort render={(t) => <OrganizationName id={t.organizationId} />} />
        )}
      </DataTable>
    </List>
  );
}
