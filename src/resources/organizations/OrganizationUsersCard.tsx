import { Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { User } from '../../dataProvider/types';
import { QueryErrorPanel } from '../../layout/QueryErrorPanel';
import { MAX_PAGE_SIZE } from '../../../contracts/constants';
import { labelOf } from '../../../contracts/labels';
import { roleOf } from '../../../contracts/access';

/** The users of one organisation (GET /api/users/?orgId=…), shown on /admin/organization/{id}. */
export function OrganizationUsersCard({ organizationId }: { organizationId: string }) {
  const { data, total, error, refetch, isPending } = useGetList<User>('users', {
    filter: { orgId: organizationId },
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Users{total != null ? ` (${total})` : ''}
        </Typography>
        {error && <QueryErrorPanel error={error} onRetry={refetch} />}
        {!isPending && data?.length === 0 && <Typography color="text.secondary">No users yet: send an invitation link.</Typography>}
        {data && data.length > 0 && (
          <Table size="small" aria-label="Members">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Joined</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((u) => (
                <TableRow key={u.id}>
                  <TableCell>{u.name}</TableCell>
                  <TableCell>{u.email}</TableCell>
                  <TableCell>
                    {u.isAdmin ? <Chip size="small" color="primary" label={labelOf.userRole(roleOf(u))} /> : labelOf.userRole(roleOf(u))}
                  </TableCell>
                  <TableCell>{new Date(u.createdAt).toLocaleDateString()}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
