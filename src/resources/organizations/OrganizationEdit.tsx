/**
 * /admin/organization/{organizationId}: edit the organisation (name, slug, time zone, chat)
 * with PATCH, delete it, see its users and create invitation links.
 */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { BooleanInput, DeleteWithConfirmButton, EditBase, SaveButton, SimpleForm, TextInput, Toolbar, useEditContext, useNotify } from 'react-admin';
import { useParams } from 'react-router';
import { organizationPatch } from '../../../contracts/organizations';
import { zodValidator } from '../../lib/zodValidator';
import { describeError } from '../../dataProvider/httpClient';
import type { Organization } from '../../dataProvider/types';
import { QueryErrorPanel, SHOW_ERROR_IN_PLACE } from '../../layout/QueryErrorPanel';
import { useBreadcrumbLabel } from '../../layout/Breadcrumbs';
import { PendingScreen } from '../../routing/pending';
import { PATHS } from '../../routing/paths';
import { InvitationsCard } from './InvitationsCard';
import { OrganizationUsersCard } from './OrganizationUsersCard';

const validate = zodValidator(organizationPatch);

function OrganizationForm() {
  const { record, error, isPending, refetch } = useEditContext<Organization>();
  useBreadcrumbLabel(record?.name);
  if (isPending) return <PendingScreen />;
  if (error || !record) return <QueryErrorPanel error={error} title="Could not load the organization" onRetry={refetch} />;
  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {record.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Public id {record.publicId}
          </Typography>
          <SimpleForm
            validate={validate}
            sx={{ px: 0 }}
            toolbar={
              <Toolbar sx={{ justifyContent: 'space-between' }}>
                <SaveButton />
                <DeleteWithConfirmButton
                  mutationMode="pessimistic"
                  redirect={PATHS.adminOrganizations}
                  confirmTitle={`Delete ${record.name}?`}
                  confirmContent="Its users lose access, and its trials and candidates are deleted. This cannot be undone."
                />
              </Toolbar>
            }
          >
            <TextInput source="name" label="Name" />
            <TextInput source="slug" label="Slug" helperText="Lower-case letters, digits and dashes" />
            <TextInput source="timezone" label="Time zone" helperText="IANA name, e.g. America/Chicago" />
            <BooleanInput source="chatEnabled" label="Public chat enabled" />
          </SimpleForm>
        </CardContent>
      </Card>
      <OrganizationUsersCard organizationId={record.id} />
      <InvitationsCard organizationId={record.id} />
    </Stack>
  );
}

/** The organisation page (id from the route param organizationId). */
export default function OrganizationEdit() {
  const { organizationId } = useParams<{ organizationId: string }>();
  const notify = useNotify();
  return (
    <EditBase<Organization>
      resource="organizations"
      id={organizationId}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={SHOW_ERROR_IN_PLACE}
      mutationOptions={{
        onSuccess: () => notify('Organization saved', { type: 'success' }),
        onError: (e) => notify(describeError(e), { type: 'error' }),
      }}
    >
      <OrganizationForm />
    </EditBase>
  );
}
