/** Loads the shared real records (the read-only reference data beside the repository) for the eligibility tests. */
import { readFileSync } from 'node:fs';

const read = (path: string) =>
  readFileSync(new URL(`../../../../shared/data/${path}`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const ctgov: any[] = read('ctgov/studies.jsonl');
const trec: any[] = read('trec2021/trials.jsonl');

/** `eligibilityModule` of a ClinicalTrials.gov API v2 record in studies.jsonl. */
export function eligibility(nctId: string): any {
  const study = ctgov.find((s) => s.protocolSection?.identificationModule?.nctId === nctId);
  if (!study) throw new Error(`${nctId} not in studies.jsonl`);
  return study.protocolSection.eligibilityModule ?? {};
}

/** The conditions a ClinicalTrials.gov record studies (`conditionsModule.conditions`), as the trial import stores them. */
export function conditions(nctId: string): string[] {
  const study = ctgov.find((s) => s.protocolSection?.identificationModule?.nctId === nctId);
  if (!study) throw new Error(`${nctId} not in studies.jsonl`);
  return study.protocolSection.conditionsModule?.conditions ?? [];
}

/** The criteria text of a ClinicalTrials.gov record, or of a TREC 2021 legacy record. */
export function criteriaText(nctId: string): string {
  const t = trec.find((r) => r.nct_id === nctId);
  return t ? t.criteria_text : eligibility(nctId).eligibilityCriteria;
}

/** Every ClinicalTrials.gov record's eligibility module. */
export const allEligibility = (): any[] => ctgov.map((s) => s.protocolSection?.eligibilityModule ?? {});
