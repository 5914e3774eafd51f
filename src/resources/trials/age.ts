/** Trial age limits are stored in months (ClinicalTrials.gov "18 Years" → 216): shown in years, or months under 2 years. */
export function formatAgeMonths(months: number | null): string {
  if (months == null) return 'any';
  if (months < 24) return `${months} months`;
  return `${Math.floor(months / 12)} years`;
}
