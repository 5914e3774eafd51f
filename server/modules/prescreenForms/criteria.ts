/**
 * The criteria a prescreen form is built from: a stored trial's `criteria` (filled by the ClinicalTrials.gov import
 * and staff edits, server/modules/trials), or, while a trial has none stored (trials created by hand or seeded before
 * the import existed), the parser's list computed from its eligibility text and fields — the same list the import
 * would store (`parseTrialCriteria`). The units weight and height are asked in come from the trial's sites
 * (`measurementSystemOf`: pounds and feet and inches when most sites are in the United States, else kg and cm).
 */
import type { Criterion } from '../../domain/eligibility';
import { measurementSystemOf, type TrialForForm } from '../../domain/prescreenForm';
import { mapStudy } from '../trials/import/ctgov';
import { parseTrialCriteria, type TrialEligibilityFields } from '../trials/criteria/stored';

/** A stored trial with the fields a form needs; `sites` (stored `trial.sites`) give the units, none = metric. */
export interface TrialRowForForm extends TrialEligibilityFields {
  id: string;
  nctId: string | null;
  title: string;
  criteria: unknown[];
  sites?: readonly { country: string | null }[] | null;
}

/**
 * A stored trial as `generateStudyBlocks` reads it: stored criteria, or the parsed list when none are stored, and
 * `units` from its sites' countries (`imperial` when more than half of the sites with a country are in the United
 * States).
 */
export function formTrial(row: TrialRowForForm): TrialForForm {
  const criteria = row.criteria.length ? (row.criteria as Criterion[]) : parseTrialCriteria(row);
  return { id: row.id, nctId: row.nctId, title: row.title, criteria, units: measurementSystemOf((row.sites ?? []).map((s) => s.country)) };
}

/**
 * A ClinicalTrials.gov API v2 study record as a form trial (id = NCT ID), exactly as the import would store it (units
 * from `contactsLocationsModule.locations[].country`, as `formTrial` reads the stored sites), with the import's
 * warnings (one per missing module). Used by the criteria evaluation and the benchmark.
 * @throws Error when the record has no NCT ID (mapStudy).
 */
export function formTrialFromStudy(study: unknown): { trial: TrialForForm; warnings: string[]; conditions: string[] } {
  const { trial, warnings } = mapStudy(study);
  const criteria = parseTrialCriteria({ ...trial, sourceRecord: study as Record<string, unknown> });
  const units = measurementSystemOf(trial.sites.map((s) => s.country));
  return { trial: { id: trial.nctId, nctId: trial.nctId, title: trial.title, criteria, units }, warnings, conditions: trial.conditions };
}
