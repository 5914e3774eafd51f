/**
 * /admin/dashboard (spec §2): a placeholder until the analytics tabs exist — totals of organisations, users,
 * trials and candidates with links to their admin pages. Every count covers the same visible set (spec §6): the
 * organisations the view shows (for the operator's global view, all but those named demo, test or phases).
 */
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useGetList } from 'react-admin';
import { Link } from 'react-router';
import { useVisibleOrganizationIds } from '../../authProvider/ActiveOrganization';
import { PATHS } from '../../routing/paths';
import { usePreloadOnIntent } from '../../routing/usePreloadOnIntent';

/** A count of a resource's records in the visible organisations (`filter`), read through the data provider. */
function CountCard({ resource, label, to, filter }: { resource: string; label: string; to: string; filter: object }) {
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  return <CountView label={label} to={to} text={error ? '—' : isPending ? '…' : (total ?? 0).toLocaleString()} />;
}

/** One count card: its label, the figure, a link to the page. */
function CountView({ label, to, text }: { label: string; to: string; text: string }) {
  const intent = usePreloadOnIntent(to);
  return (
    <Card>
      <CardActionArea component={Link} to={to} {...intent}>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p">
            {text}
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
        <CountView label="Organizations" to={PATHS.adminOrganizations} text={organizationIds.length.toLocaleString()} />
        <CountCard resource="users" label="Users" to={PATHS.adminUsers} filter={{ organizationIds }} />
        <CountCard resource="trials" label="Trials" to={PATHS.adminTrials} filter={{ organizationIds }} />
        <CountCard resource="candidates" label="Candidates" to={PATHS.adminCandidates} filter={{ organizationIds }} />
      </Box>
    </Box>
  );
}
