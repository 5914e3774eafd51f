/**
 * /admin/dashboard (spec §2): a placeholder until the analytics tabs exist — totals of organisations, users,
 * trials and candidates (in the organisations the switcher shows) with links to their admin pages.
 */
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useGetList } from 'react-admin';
import { Link } from 'react-router';
import { useVisibleOrganizationIds } from '../../authProvider/ActiveOrganization';
import { PATHS } from '../../routing/paths';
import { usePreloadOnIntent } from '../../routing/usePreloadOnIntent';

function CountCard({ resource, label, to, filter }: { resource: string; label: string; to: string; filter?: object }) {
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter: filter ?? {} });
  const intent = usePreloadOnIntent(to);
  return (
    <Card>
      <CardActionArea component={Link} to={to} {...intent}>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p">
            {error ? '—' : isPending ? '…' : (total ?? 0).toLocaleString()}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The admin dashboard placeholder page. */
export default function AdminDashboard() {
  const organizationIds = useVisibleOrganizationIds(undefined);
  return (
    <Box sx={{ mt: 1 }}>
      <Title title="Dashboard" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Analytics (funnel, prescreen results, trial lifecycle) will appear here. The counts below cover the organisations the switcher shows.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2 }}>
        <CountCard resource="organizations" label="Organizations" to={PATHS.adminOrganizations} />
        <CountCard resource="users" label="Users" to={PATHS.adminUsers} />
        <CountCard resource="trials" label="Trials" to={PATHS.adminTrials} filter={{ organizationIds }} />
        <CountCard resource="candidates" label="Candidates" to={PATHS.adminCandidates} filter={{ organizationIds }} />
      </Box>
    </Box>
  );
}
