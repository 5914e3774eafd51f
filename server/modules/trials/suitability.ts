/**
 * A trial's prescreen suitability in API responses (`prescreenSuitability: { suitable, reasons }`, rules in
 * server/domain/eligibility/suitability.ts). Computed from the stored trial each time a response is built, so it
 * follows staff edits (a status set back to RECRUITING) and needs no column: the stored fields (status, titles,
 * criteria text, summary, keywords) plus the design fields of the imported registry record.
 */
import { sql } from 'drizzle-orm';
import { trial } from '../../db/schema';
import { prescreenSuitability, type PrescreenSuitability, type SuitabilityInput } from '../../domain/eligibility';

/**
 * The only parts of `source_record` the rules read that the trial has no column for (study type, patient registry,
 * time perspective, study population), as a small API v2 shaped record: a list page selects this instead of the whole
 * record (tens of kilobytes per trial). Null when the trial has no record.
 */
export const suitabilityRecord = sql<Record<string, unknown> | null>`case when ${trial.sourceRecord} is null then null else jsonb_build_object(
  'protocolSection', jsonb_build_object(
    'designModule', jsonb_build_object(
      'studyType', ${trial.sourceRecord} #> '{protocolSection,designModule,studyType}',
      'patientRegistry', ${trial.sourceRecord} #> '{protocolSection,designModule,patientRegistry}',
      'designInfo', jsonb_build_object('timePerspective', ${trial.sourceRecord} #> '{protocolSection,designModule,designInfo,timePerspective}')),
    'eligibilityModule', jsonb_build_object('studyPopulation', ${trial.sourceRecord} #> '{protocolSection,eligibilityModule,studyPopulation}'))) end`;

/** The stored fields the rules read (a trial row has them all). */
export type SuitabilityFields = Required<Omit<SuitabilityInput, 'sourceRecord'>> & { sourceRecord: unknown };

/** `row` with its `prescreenSuitability`, judged on its stored fields and its `sourceRecord` (whole or `suitabilityRecord`). */
export function withSuitability<T extends SuitabilityFields>(row: T): T & { prescreenSuitability: PrescreenSuitability } {
  return { ...row, prescreenSuitability: judgeTrial(row) };
}

/** The verdict on a stored trial: its stored fields win over the record's (see SuitabilityInput). */
export function judgeTrial(row: SuitabilityFields): PrescreenSuitability {
  const { sourceRecord, overallStatus, title, officialTitle, criteriaText, briefSummary, keywords } = row;
  return prescreenSuitability({ sourceRecord, overallStatus, title, officialTitle, criteriaText, briefSummary, keywords });
}
