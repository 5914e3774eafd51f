/**
 * Trials grid (/trials and /admin/trials; spec §2, §6): react-admin List + DataTable with server-side paging and
 * sort, search, a recruiting-status filter and a column chooser, all kept in the URL (routing/listParams.ts
 * `trials`: `search`, `orgs`, `status`, `sort`, `order`, `page`, `perPage`). Shows the active organisation's trials,
 * or in the global view every client organisation's, narrowed by `orgs`; re-queries when the switcher changes. The
 * admin variant always shows the organisation column. "Import from ClinicalTrials.gov" opens the import dialog. A
 * trial a self-report prescreen does not suit (the server's `prescreenSuitability`) gets an "Unsuited to prescreen"
 * chip whose tooltip lists the reasons. Selected trials can get another recruiting status, be exported or deleted;
 * "Export CSV" writes every filtered trial.
 */
import { useMemo } from 'react';
import { BulkDeleteButton, BulkExportButton, ColumnsButton, DataTable, SelectInput, TopToolbar } from 'react-admin';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useActiveOrganization } from '../../authProvider/ActiveOrganization';
import { AppList } from '../../layout/listQuery';
import { useOrganizationScope } from '../../layout/OrganizationsFilter';
import { searchFilter } from '../../layout/searchFilter';
import { BulkSetFieldButton } from '../../lib/BulkSetFieldButton';
import { ListExportButton } from '../../lib/ListExportButton';
import { LIST_PARAMS } from '../../routing/listParams';
import { listDefaults, ListUrlState } from '../../routing/listUrlState';
import { PATHS } from '../../routing/paths';
import type { Trial } from '../../dataProvider/types';
import { OrganizationName } from '../organizations/OrganizationName';
import { TrialImportButton } from './import/TrialImport';
import { EnumField } from '../../lib/EnumField';
import { filterWidth } from '../../lib/filterWidth';
import { choicesOf, labelOf } from '../../../contracts/labels';
import { SuitabilityChip } from './SuitabilityChip';

const PARAMS = LIST_PARAMS.trials;
const TRIAL_STATUS_CHOICES = choicesOf('trialStatus');

/** Bulk actions of the trials grid: set the recruiting status, export, delete (after a confirmation). */
const bulkActions = (
  <>
    <BulkSetFieldButton
      label="Set recruiting status"
      icon={<EventAvailableIcon />}
      field="overallStatus"
      fieldLabel="Recruiting status"
      choices={TRIAL_STATUS_CHOICES}
      noun={['trial', 'trials']}
    />
    <BulkExportButton label="Export selected" />
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle="Delete the selected trials?"
      confirmContent="Their criteria and sites are removed; chat agents recruiting for them lose them. This cannot be undone."
    />
  </>
);

/** The trials page; `admin` marks the /admin/trials variant (client column, its own remembered state). */
export default function TrialList({ admin = false }: { admin?: boolean }) {
  const scope = useOrganizationScope(PARAMS);
  const { globalAccess } = useActiveOrganization();
  const filters = useMemo(
    () => [
      searchFilter('Search trials'),
      <SelectInput
        key="overallStatus"
        source="overallStatus"
        label="Recruiting status"
        choices={TRIAL_STATUS_CHOICES}
        alwaysOn
        sx={filterWidth('Recruiting status')}
      />,
      ...scope.inputs,
    ],
    [scope.inputs],
  );
  const storeKey = admin ? 'admin.trials' : 'trials';
  return (
    <ListUrlState config={PARAMS}>
      <AppList<Trial>
        resource="trials"
        title="Trials"
        storeKey={`${storeKey}.listParams`}
        filter={scope.filter}
        filters={filters}
        {...listDefaults(PARAMS)}
        actions={
          <TopToolbar sx={{ alignItems: 'center' }}>
            <TrialImportButton />
            <ListExportButton />
            <ColumnsButton storeKey={storeKey} />
          </TopToolbar>
        }
      >
        <DataTable<Trial> storeKey={storeKey} rowClick={(id) => PATHS.trial(String(id))} bulkActionButtons={bulkActions}>
          <DataTable.Col source="nctId" label="NCT ID" />
          <DataTable.Col source="title" />
          <DataTable.Col source="sponsor" />
          <DataTable.Col label="Phases" disableSort render={(t) => labelOf.trialPhases(t.phases)} />
          <DataTable.Col source="overallStatus" label="Status">
            <EnumField source="overallStatus" domain="trialStatus" chip />
          </DataTable.Col>
          <DataTable.Col label="Prescreen" disableSort render={(t) => <SuitabilityChip suitability={t.prescreenSuitability} />} />
          <DataTable.Col source="enrollmentTarget" label="Target enrolment" />
          {(admin || globalAccess) && <DataTable.Col label="Client" disableSort render={(t) => <OrganizationName id={t.organizationId} />} />}
        </DataTable>
      </AppList>
    </ListUrlState>
  );
}
