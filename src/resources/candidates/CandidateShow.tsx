/**
 * Candidate detail (/candidates/{id}; spec §2): contact and medical details, the status with the status modal
 * (PATCH {status, statusReason}), a link to the contact history, the prescreen notes, and deletion with confirmation;
 * an "Activity" tab lists who
 * viewed, listed or changed this record, when and from where (the audit log, resource `audit-events`, through the
 * data provider filtered by the record's id).
 */
import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import HistoryIcon from '@mui/icons-material/History';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, ShowBase, Title, useDelete, useNotify, useShowContext, useUpdate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Candidate } from '../../dataProvider/types';
import { describeError } from '../../dataProvider/httpClient';
import { DetailField } from '../../layout/DetailField';
import { QueryErrorPanel, SHOW_ERROR_IN_PLACE } from '../../layout/QueryErrorPanel';
import { useBreadcrumbLabel } from '../../layout/Breadcrumbs';
import { PendingScreen } from '../../routing/pending';
import { PATHS } from '../../routing/paths';
import type { CandidateStatus } from '../../../contracts/constants';
import { OrganizationName } from '../organizations/OrganizationName';
import { CandidateActivity } from './CandidateActivity';
import { labelOf } from '../../../contracts/labels';
import { PrescreenNotes } from './PrescreenNotes';
import { StatusChip } from './StatusChip';
import { StatusDialog } from './StatusDialog';

const formatDateTime = (value: string | null) => (value ? new Date(value).toLocaleString() : '');

function CandidateDetail() {
  const { record, error, isPending, refetch } = useShowContext<Candidate>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [statusOpen, setStatusOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [tab, setTab] = useState<'details' | 'activity'>('details');
  const [update, { isPending: saving }] = useUpdate<Candidate>();
  const [remove, { isPending: deleting }] = useDelete<Candidate>();
  useBreadcrumbLabel(record ? `${record.firstName} ${record.lastName}` : null);

  if (isPending) return <PendingScreen />;
  if (error || !record) return <QueryErrorPanel error={error} title="Could not load the candidate" onRetry={refetch} />;

  const saveStatus = (status: CandidateStatus, reason: string) =>
    update(
      'candidates',
      { id: record.id, data: { status, statusReason: reason || null }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setStatusOpen(false);
          notify(`Status set to ${labelOf.candidateStatus(status)}`, { type: 'success' });
        },
        onError: (e) => notify(describeError(e), { type: 'error' }),
      },
    );

  const deleteCandidate = () =>
    remove(
      'candidates',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Candidate deleted', { type: 'success' });
          navigate(PATHS.candidates);
        },
        onError: (e) => notify(describeError(e), { type: 'error' }),
      },
    );

  const address = [record.addressLine, record.city, record.state, record.postalCode, record.country].filter(Boolean).join(', ');
  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4 }}>
      <Title title="Candidate" />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2">
              {record.firstName} {record.lastName}
            </Typography>
            <StatusChip status={record.status} />
            <Box sx={{ flex: 1 }} />
            <Button component={RouterLink} to={`${PATHS.candidate(String(record.id))}/contact-history`} startIcon={<HistoryIcon />}>
              Contact history
            </Button>
            <Button variant="contained" startIcon={<SwapHorizIcon />} onClick={() => setStatusOpen(true)}>
              Change status
            </Button>
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleteOpen(true)}>
              Delete
            </Button>
          </Stack>
          {record.statusReason && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Reason: {record.statusReason}
            </Typography>
          )}
          <Tabs value={tab} onChange={(_e, next: 'details' | 'activity') => setTab(next)} sx={{ mt: 1 }}>
            <Tab value="details" label="Details" />
            <Tab value="activity" label="Activity" />
          </Tabs>
          {tab === 'details' && (
            <>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2, mt: 2 }}>
                <DetailField label="Date of birth">{record.dateOfBirth}</DetailField>
                <DetailField label="Sex">{labelOf.candidateSex(record.sex)}</DetailField>
                <DetailField label="Phone">{record.phone}</DetailField>
                <DetailField label="Email">{record.email}</DetailField>
                <DetailField label="Address">{address}</DetailField>
                <DetailField label="Source">{labelOf.candidateSource(record.source)}</DetailField>
                <DetailField label="External ID">{record.externalId}</DetailField>
                <DetailField label="Client">
                  <OrganizationName id={record.organizationId} />
                </DetailField>
                <DetailField label="Consent to SMS">{record.consentSms ? 'Yes' : 'No'}</DetailField>
                <DetailField label="Consent to calls">{record.consentCall ? 'Yes' : 'No'}</DetailField>
                <DetailField label="Status changed">{formatDateTime(record.statusChangedAt)}</DetailField>
                <DetailField label="Added">{formatDateTime(record.createdAt)}</DetailField>
              </Box>
              <Box sx={{ mt: 2 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  Conditions
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                  {record.conditions.length === 0 && <Typography>—</Typography>}
                  {record.conditions.map((c, i) => (
                    <Chip key={i} size="small" variant="outlined" label={c.code ? `${c.text} (${c.system ?? ''} ${c.code})` : c.text} />
                  ))}
                </Stack>
              </Box>
              {record.medications.length > 0 && (
                <Box sx={{ mt: 2 }}>
                  <DetailField label="Medications">{record.medications.join('; ')}</DetailField>
                </Box>
              )}
            </>
          )}
        </CardContent>
      </Card>
      {tab === 'details' ? <PrescreenNotes candidateId={String(record.id)} /> : <CandidateActivity candidate={record} />}
      {statusOpen && (
        <StatusDialog
          open
          title="Change status"
          initialStatus={record.status as CandidateStatus}
          initialReason={record.statusReason}
          submitting={saving}
          onClose={() => setStatusOpen(false)}
          onSubmit={saveStatus}
        />
      )}
      <Confirm
        isOpen={deleteOpen}
        loading={deleting}
        title={`Delete ${record.firstName} ${record.lastName}?`}
        content="The candidate's record and notes are removed. This cannot be undone."
        confirm="Delete"
        onConfirm={deleteCandidate}
        onClose={() => setDeleteOpen(false)}
      />
    </Stack>
  );
}

/** The candidate detail page (id from the route). */
export default function CandidateShow() {
  return (
    <ShowBase resource="candidates" queryOptions={SHOW_ERROR_IN_PLACE}>
      <CandidateDetail />
    </ShowBase>
  );
}
