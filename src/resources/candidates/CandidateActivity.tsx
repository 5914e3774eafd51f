/**
 * The "Activity" tab of a candidate's page: who viewed, listed or changed the record, when and from where, newest
 * first — the audit events naming the record (GET /api/audit-events?entity=candidate&entityId=…, which also finds the
 * list pages, bulk changes and imports that named it), through the data provider as a ReferenceManyField.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import type { AuditEvent, Candidate } from '../../dataProvider/types';
import { actionLabel, actorLabel, detailsSummary } from '../auditEvents/describe';

const formatDateTime = (value: string) => new Date(value).toLocaleString();

/** Who viewed, listed or changed the candidate, newest first (the audit events naming this record). */
export function CandidateActivity({ candidate }: { candidate: Candidate }) {
  return (
    <Card>
      <CardContent>
        <ReferenceManyField<Candidate, AuditEvent>
          reference="audit-events"
          target="entityId"
          record={candidate}
          filter={{ entity: 'candidate', organizationIds: [candidate.organizationId] }}
          sort={{ field: 'at', order: 'DESC' }}
          perPage={25}
          pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        >
          <DataTable<AuditEvent>
            bulkActionButtons={false}
            rowClick={false}
            aria-label="Activity"
            empty={<Typography>No activity recorded yet.</Typography>}
          >
            <DataTable.Col source="at" label="When" render={(e) => formatDateTime(e.at)} />
            <DataTable.Col source="actorUserId" label="Who" disableSort render={actorLabel} />
            <DataTable.Col source="action" label="What" render={actionLabel} />
            <DataTable.Col source="details" label="Details" disableSort render={(e) => detailsSummary(e.details)} />
            <DataTable.Col source="ip" label="From" disableSort />
          </DataTable>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}
