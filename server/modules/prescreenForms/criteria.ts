/**
 * The criteria a prescreen form is built from: a stored trial's `criteria` (filled by the ClinicalTrials.gov import
 * and staff edits, server/modules/trials), or, while a trial has none stored (trials created by hand or seeded before
 * the import existed), the parser's list computed from its eligibility text and fields — the same list the import
 * would store (`parseTrialCriteria`).
 */
import type { Criterion } from '../../domain/eligibility';
import type { TrialForForm } from '../../domain/prescreenForm';
import { mapStudy } from '../trials/ctgov';
import { parseTrialCriteria, type TrialEligibilityFields } from '../trials/criteria';

/** A stored trial with the fields a form needs. */
export interface TrialRowForForm extends TrialEligibilityFields {
  id: string;
  nctId: string | null;
  title: string;
  criteria: unknown[];
}

/** A stored trial as `generateStudyBlocks` reads it: stored criteria, or the parsed list when none are stored. */
export function formTrial(row: TrialRowForForm): TrialForForm {
  const criteria = row.criteria.length ? (row.criteria as Criterion[]) : parseTrialCriteria(row);
  return { id: row.id, nctId: row.nctId, title: row.title, criteria };
}

/**
 * A ClinicalTrials.gov API v2 study record as a form trial (id = NCT ID), exactly as the import would store it, with
 * the import's warnings (one per missing module). Used by the criteria evaluation and the benchmark.
 * @throws Error when the record has no NCT ID (mapStudy).
 */
export function formTrialFromStudy(study: unknown): { trial: TrialForForm; warnings: string[]; conditions: string[] } {
  const { trial, warnings } = mapStudy(study);
  const criteria = parseTrialCriteria({ ...trial, sourceRecord: study as Record<string, unknown> });
  return { trial: { id: trial.nctId, nctId: trial.nctId, title: trial.title, criteria }, warnings, conditions: trial.conditions };
}
