/**
 * /admin/organizations: every organisation in a react-admin DataTable (server-side paging, sort, search; list state
 * in the URL, routing/listParams.ts `organizations`) and "Create organization" (POST /api/organizations/, admins
 * only). A row opens /admin/organization/{id}. The filtered organisations, or the selected ones, export as CSV.
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { BooleanField, BulkExportButton, ColumnsButton, DataTable, DateField, TopToolbar, useCreate, useNotify } from 'react-admin';
import { searchFilter } from '../../layout/searchFilter';
import { ListExportButton } from '../../lib/ListExportButton';
import { AppList } from '../../layout/listQuery';
import { LIST_PARAMS } from '../../routing/listParams';
import { listDefaults, ListUrlState } from '../../routing/listUrlState';
import { useNavigate } from 'react-router';
import { organizationCreate } from '../../../contracts/organizations';
import { pickSchemaValues, zodValidator } from '../../lib/zodValidator';
import { describeError } from '../../dataProvider/httpClient';
import type { Organization } from '../../dataProvider/types';
import { PATHS } from '../../routing/paths';

const validate = zodValidator(organizationCreate);
const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Dialog creating an organisation (name, optional slug and time zone), then opening its page. */
function CreateOrganizationButton() {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isPending }] = useCreate<Organization>();
  const notify = useNotify();
  const navigate = useNavigate();

  const onSubmit = (form: HTMLFormElement) => {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create(
      'organizations',
      { data: pickSchemaValues(organizationCreate, values) },
      {
        onSuccess: (org) => {
          notify(`Organization ${org.name} created`, { type: 'success' });
          setOpen(false);
          navigate(PATHS.adminOrganization(org.id));
        },
        onError: (e) => notify(describeError(e), { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        Create organization
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="create-org-title">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit(e.currentTarget);
          }}
        >
          <DialogTitle id="create-org-title">Create organization</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ mt: 1 }}>
              <TextField name="name" label="Name" required autoFocus error={!!errors.name} helperText={errors.name} />
              <TextField name="slug" label="Slug" error={!!errors.slug} helperText={errors.slug ?? 'Optional: derived from the name when empty'} />
              <TextField
                name="timezone"
                label="Time zone"
                defaultValue={browserTimeZone}
                error={!!errors.timezone}
                helperText={errors.timezone ?? 'IANA name, e.g. America/Chicago'}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={isPending}>
              Create
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

/** The organisations page. */
export default function OrganizationList() {
  return (
    <ListUrlState config={LIST_PARAMS.organizations}>
      <AppList<Organization>
        resource="organizations"
        title="Organizations"
        {...listDefaults(LIST_PARAMS.organizations)}
        filters={[searchFilter('Search by name or slug')]}
        actions={
          <TopToolbar>
            <CreateOrganizationButton />
            <ListExportButton />
            <ColumnsButton storeKey="admin.organizations" />
          </TopToolbar>
        }
      >
        <DataTable<Organization>
          storeKey="admin.organizations"
          rowClick={(id) => PATHS.adminOrganization(String(id))}
          bulkActionButtons={<BulkExportButton label="Export selected" />}
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="slug" />
          <DataTable.Col source="timezone" label="Time zone" disableSort />
          <DataTable.Col source="chatEnabled" label="Chat" disableSort field={BooleanField} />
          <DataTable.Col source="createdAt" label="Created" field={DateField} />
        </DataTable>
      </AppList>
    </ListUrlState>
  );
}
