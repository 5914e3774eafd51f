/**
 * /admin/users: every user (react-admin DataTable, server-side paging, sort and search, narrowed to one organisation
 * with "Member of"; list state in the URL, routing/listParams.ts `users`), and a dialog per user to rename, move to
 * another organisation, grant or remove administrator rights (PATCH /api/users/{id}) or delete the account (DELETE).
 * The filtered users, or the selected ones, export as CSV.
 */
import { useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import {
  BooleanField,
  BulkExportButton,
  ColumnsButton,
  Confirm,
  DataTable,
  DateField,
  SelectInput,
  TopToolbar,
  useDelete,
  useNotify,
  useUpdate,
} from 'react-admin';
import { useActiveOrganization } from '../../authProvider/ActiveOrganization';
import { useSessionState } from '../../authProvider/session';
import { describeError } from '../../dataProvider/httpClient';
import type { User } from '../../dataProvider/types';
import { userPatch } from '../../../contracts/users';
import { labelOf } from '../../../contracts/labels';
import { roleOf } from '../../../contracts/access';
import { zodValidator } from '../../lib/zodValidator';
import { OrganizationName } from '../organizations/OrganizationName';
import { searchFilter } from '../../layout/searchFilter';
import { filterWidth } from '../../lib/filterWidth';
import { ListExportButton } from '../../lib/ListExportButton';
import { AppList } from '../../layout/listQuery';
import { LIST_PARAMS } from '../../routing/listParams';
import { listDefaults, ListUrlState } from '../../routing/listUrlState';

const validate = zodValidator(userPatch);

/** Edit dialog of one user. */
function UserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { organizations } = useActiveOrganization();
  const { session } = useSessionState();
  const notify = useNotify();
  const [name, setName] = useState(user.name);
  const [organizationId, setOrganizationId] = useState(user.organizationId ?? '');
  const [isAdmin, setIsAdmin] = useState(user.isAdmin);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [update, { isPending: saving }] = useUpdate<User>();
  const [remove, { isPending: deleting }] = useDelete<User>();
  const isSelf = session?.user.id === user.id;
  const onError = (e: unknown) => notify(describeError(e), { type: 'error' });

  const save = () => {
    const data = { name: name.trim(), organizationId: organizationId || null, isAdmin };
    const found = validate(data);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update(
      'users',
      { id: user.id, data, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('User saved', { type: 'success' });
          onClose();
        },
        onError,
      },
    );
  };

  const deleteUser = () =>
    remove(
      'users',
      { id: user.id, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('User deleted', { type: 'success' });
          onClose();
        },
        onError,
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-dialog-title">
      <DialogTitle id="user-dialog-title">{user.email}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField name="name" label="Name" value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} />
          <TextField
            select
            name="organizationId"
            label="Member of"
            value={organizationId}
            onChange={(e) => setOrganizationId(e.target.value)}
            helperText={errors.organizationId}
          >
            <MenuItem value="">
              <em>No organisation</em>
            </MenuItem>
            {organizations.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch name="isAdmin" checked={isAdmin} onChange={(e) => setIsAdmin(e.target.checked)} disabled={isSelf} />}
            label={labelOf.userRole('admin')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button color="error" onClick={() => setConfirmDelete(true)} disabled={isSelf}>
          Delete user
        </Button>
        <Stack direction="row" spacing={1}>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={save} disabled={saving}>
            Save
          </Button>
        </Stack>
      </DialogActions>
      <Confirm
        isOpen={confirmDelete}
        loading={deleting}
        title={`Delete ${user.email}?`}
        content="The account and its sessions are removed. This cannot be undone."
        confirm="Delete"
        onConfirm={deleteUser}
        onClose={() => setConfirmDelete(false)}
      />
    </Dialog>
  );
}

/** The users page with its edit dialog. */
export default function UserList() {
  const { organizations } = useActiveOrganization();
  const [editing, setEditing] = useState<User | null>(null);
  const filters = useMemo(
    () => [
      searchFilter('Search by name or email'),
      <SelectInput key="orgId" source="orgId" label="Member of" choices={organizations} optionText="name" alwaysOn sx={filterWidth('Member of')} />,
    ],
    [organizations],
  );
  return (
    <>
      <ListUrlState config={LIST_PARAMS.users}>
        <AppList<User>
          resource="users"
          title="Users"
          {...listDefaults(LIST_PARAMS.users)}
          filters={filters}
          actions={
            <TopToolbar>
              <ListExportButton />
              <ColumnsButton storeKey="admin.users" />
            </TopToolbar>
          }
        >
          <DataTable<User>
            storeKey="admin.users"
            bulkActionButtons={<BulkExportButton label="Export selected" />}
            rowClick={(_id, _resource, record) => {
              setEditing(record as User);
              return false;
            }}
          >
            <DataTable.Col source="name" />
            <DataTable.Col source="email" />
            <DataTable.Col label="Member of" disableSort render={(u) => <OrganizationName id={u.organizationId} />} />
            <DataTable.Col source="isAdmin" label="Role" disableSort render={(u) => labelOf.userRole(roleOf({ isAdmin: u.isAdmin }))} />
            <DataTable.Col source="emailVerified" label="Email verified" disableSort field={BooleanField} />
            <DataTable.Col source="createdAt" label="Joined" field={DateField} />
          </DataTable>
        </AppList>
      </ListUrlState>
      {editing && <UserDialog user={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
