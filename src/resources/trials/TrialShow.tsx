/**
 * Trial detail (/trials/{id}; spec §2 "trial detail exists"): identification, eligibility summary, the structured
 * criteria (inclusion / exclusion with rule chips and site-only badges, import warnings, the original text; whoever
 * may edit trial criteria gets a link to edit them) and the sites. Read-only. A trial a self-report prescreen does
 * not suit shows why.
 */
import { Alert, AlertTitle, Box, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ShowBase, Title, useShowContext } from 'react-admin';
import type { Trial } from '../../dataProvider/types';
import { DetailField } from '../../layout/DetailField';
import { QueryErrorPanel, SHOW_ERROR_IN_PLACE } from '../../layout/QueryErrorPanel';
import { useBreadcrumbLabel } from '../../layout/Breadcrumbs';
import { trialCrumbLabel } from '../../layout/breadcrumbTrail';
import { EnumChip } from '../../lib/EnumField';
import { labelOf } from '../../../contracts/labels';
import { PendingScreen } from '../../routing/pending';
import { OrganizationName } from '../organizations/OrganizationName';
import { formatAgeMonths } from './age';
import { CriteriaPanel } from './criteria/CriteriaPanel';
import { canAccess } from '../../../contracts/access';
import { useRole } from '../../layout/RequireAccess';
import { SuitabilityReasons, unsuitableReasons } from './SuitabilityChip';

function TrialDetail() {
  const { record, error, isPending, refetch } = useShowContext<Trial>();
  const role = useRole();
  useBreadcrumbLabel(record ? trialCrumbLabel(record) : null);
  if (isPending) return <PendingScreen />;
  if (error || !record) return <QueryErrorPanel error={error} onRetry={refetch} />;
  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4 }}>
      <Title title="Trial" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2">
            {record.title}
          </Typography>
          {record.officialTitle && <Typography color="text.secondary">{record.officialTitle}</Typography>}
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {record.nctId && <Chip label={record.nctId} />}
            <EnumChip domain="trialStatus" value={record.overallStatus} color="primary" size="medium" />
            {record.phases.map((p) => (
              <EnumChip key={p} domain="trialPhase" value={p} variant="outlined" size="medium" />
            ))}
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mt: 2 }}>
            <DetailField label="Sponsor">{record.sponsor}</DetailField>
            <DetailField label="Client">
              <OrganizationName id={record.organizationId} />
            </DetailField>
            <DetailField label="Target enrolment">{record.enrollmentTarget?.toLocaleString()}</DetailField>
            <DetailField label="Sex">{labelOf.trialSex(record.sex)}</DetailField>
            <DetailField label="Ages">
              {formatAgeMonths(record.minAgeMonths)} – {formatAgeMonths(record.maxAgeMonths)}
            </DetailField>
            <DetailField label="Healthy volunteers">{record.healthyVolunteers == null ? '' : record.healthyVolunteers ? 'Yes' : 'No'}</DetailField>
            <DetailField label="Conditions">{record.conditions.join('; ')}</DetailField>
            <DetailField label="Keywords">{record.keywords.join('; ')}</DetailField>
          </Box>
          {unsuitableReasons(record.prescreenSuitability).length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              <AlertTitle>Unsuited to a self-report prescreen</AlertTitle>
              <SuitabilityReasons suitability={record.prescreenSuitability} />
            </Alert>
          )}
          {record.briefSummary && <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{record.briefSummary}</Typography>}
        </CardContent>
      </Card>
      <CriteriaPanel trial={record} canEdit={canAccess(role, 'trialCriteria', 'edit')} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            Sites ({record.sites.length})
          </Typography>
          {record.sites.length > 0 && (
            <Table size="small" aria-label="Sites">
              <TableHead>
                <TableRow>
                  <TableCell>Facility</TableCell>
                  <TableCell>City</TableCell>
                  <TableCell>State</TableCell>
                  <TableCell>Country</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {record.sites.map((s, i) => (
                  <TableRow key={i}>
                    <TableCell>{s.facility}</TableCell>
                    <TableCell>{s.city}</TableCell>
                    <TableCell>{s.state}</TableCell>
                    <TableCell>{s.country}</TableCell>
                    <TableCell>{labelOf.trialStatus(s.status)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/** The trial detail page (id from the route). */
export default function TrialShow() {
  return (
    <ShowBase resource="trials" queryOptions={SHOW_ERROR_IN_PLACE}>
      <TrialDetail />
    </ShowBase>
  );
}
