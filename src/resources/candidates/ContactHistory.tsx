/**
 * /candidates/{id}/contact-history (spec §2: "Shows the candidate and their contact history"): the candidate's
 * header — name, status, phone and email, a link to the record — read through the data provider (ShowBase of resource
 * `candidates`, the id from the route), above their contact timeline. The product records no contacts yet (spec §7's
 * GET /api/contact-history is not served), so the timeline is its empty state. The breadcrumb reads
 * "Candidates › <name> › Contact history".
 */
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { ShowBase, Title, useShowContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { Candidate } from '../../dataProvider/types';
import { useBreadcrumbLabel } from '../../layout/Breadcrumbs';
import { DetailField } from '../../layout/DetailField';
import { QueryErrorPanel, SHOW_ERROR_IN_PLACE } from '../../layout/QueryErrorPanel';
import { PendingScreen } from '../../routing/pending';
import { PATHS } from '../../routing/paths';
import { StatusChip } from './StatusChip';

/** The timeline's empty state: nobody has contacted the candidate through the product yet. */
function NoContactYet({ name }: { name: string }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
      <ForumOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="subtitle1" component="p">
        No contact yet
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Calls, text messages and emails with {name} will be listed here, newest first.
      </Typography>
    </Stack>
  );
}

function ContactHistoryView() {
  const { record, error, isPending, refetch } = useShowContext<Candidate>();
  const name = record ? `${record.firstName} ${record.lastName}` : null;
  useBreadcrumbLabel(name);
  if (isPending) return <PendingScreen />;
  if (error || !record || !name) return <QueryErrorPanel error={error} title="Could not load the candidate" onRetry={refetch} />;
  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4 }}>
      <Title title="Contact history" />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2">
              {name}
            </Typography>
            <StatusChip status={record.status} />
            <Box sx={{ flex: 1 }} />
            <Button component={RouterLink} to={PATHS.candidate(String(record.id))}>
              Candidate record
            </Button>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mt: 2 }}>
            <DetailField label="Phone">{record.phone}</DetailField>
            <DetailField label="Email">{record.email}</DetailField>
            <DetailField label="Consent to contact">
              {[record.consentCall && 'Calls', record.consentSms && 'SMS'].filter(Boolean).join(', ') || 'None given'}
            </DetailField>
          </Box>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="contact-timeline-title">
        <CardContent>
          <Typography id="contact-timeline-title" variant="h6" component="h2">
            Contact history
          </Typography>
          <NoContactYet name={name} />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** The contact history page of the candidate whose id is in the route. */
export default function ContactHistory() {
  return (
    <ShowBase resource="candidates" queryOptions={SHOW_ERROR_IN_PLACE}>
      <ContactHistoryView />
    </ShowBase>
  );
}
