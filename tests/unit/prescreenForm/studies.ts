/** Real trials for the prescreen-form tests: ClinicalTrials.gov records of ../shared/data as the import stores them. */
import { readFileSync } from 'node:fs';
import { formTrialFromStudy } from '../../../server/modules/prescreenForms/criteria';
import type { TrialForForm } from '../../../server/domain/prescreenForm';
import { sharedData } from '../../helpers/sharedData';

const studies: unknown[] = readFileSync(sharedData('ctgov/studies.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

/** Every shared study as a form trial (id = NCT ID). */
export const allTrials: TrialForForm[] = studies.map((s) => formTrialFromStudy(s).trial);

/** One shared study as a form trial. @throws when the NCT ID is not in studies.jsonl. */
export function realTrial(nctId: string): TrialForForm {
  const found = allTrials.find((t) => t.nctId === nctId);
  if (!found) throw new Error(`${nctId} not in studies.jsonl`);
  return found;
}
