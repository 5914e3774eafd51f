/**
 * A trial's recruiting status in words: the ClinicalTrials.gov API v2 `overallStatus` values and the labels
 * ClinicalTrials.gov shows for them (RECRUITING → "Recruiting", ACTIVE_NOT_RECRUITING → "Active, not recruiting").
 */
export const TRIAL_STATUS_LABELS = {
  RECRUITING: 'Recruiting',
  NOT_YET_RECRUITING: 'Not yet recruiting',
  ENROLLING_BY_INVITATION: 'Enrolling by invitation',
  ACTIVE_NOT_RECRUITING: 'Active, not recruiting',
  SUSPENDED: 'Suspended',
  TERMINATED: 'Terminated',
  COMPLETED: 'Completed',
  WITHDRAWN: 'Withdrawn',
  AVAILABLE: 'Available',
  NO_LONGER_AVAILABLE: 'No longer available',
  TEMPORARILY_NOT_AVAILABLE: 'Temporarily not available',
  APPROVED_FOR_MARKETING: 'Approved for marketing',
  WITHHELD: 'Withheld',
  UNKNOWN: 'Unknown status',
} as const;

export type TrialOverallStatus = keyof typeof TRIAL_STATUS_LABELS;

/** Every overall status, in the order above (the `status` param and the status selects offer these). */
export const TRIAL_OVERALL_STATUSES = Object.keys(TRIAL_STATUS_LABELS) as [TrialOverallStatus, ...TrialOverallStatus[]];

/** Select choices `{ id, name }` of the overall statuses. */
export const TRIAL_STATUS_CHOICES = TRIAL_OVERALL_STATUSES.map((id) => ({ id, name: TRIAL_STATUS_LABELS[id] }));

/** The label of a stored status; a value ClinicalTrials.gov does not define is shown as stored. */
export function trialStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return (TRIAL_STATUS_LABELS as Record<string, string>)[status] ?? status;
}
