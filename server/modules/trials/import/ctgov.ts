/**
 * Maps a ClinicalTrials.gov API v2 study record (`protocolSection`) to a trial. Missing modules give
 * nulls and a warning each; eligibility text is kept verbatim. Ages ("18 Years", "6 Months", "N/A") become months.
 * Source: https://clinicaltrials.gov/data-api/about-api/study-data-structure
 */
import type { TrialSite } from '../../../db/schema';
import type { TrialRegistryFields } from '../../../../contracts/trials';

/**
 * The parts of a study record this mapper reads, as the API documents them; every field may be missing in a real record
 * and is checked before use.
 */
interface StudyRecord {
  protocolSection?: {
    identificationModule?: { nctId?: string; briefTitle?: string; officialTitle?: string };
    statusModule?: { overallStatus?: string };
    sponsorCollaboratorsModule?: { leadSponsor?: { name?: string } };
    conditionsModule?: { conditions?: string[]; keywords?: string[] };
    designModule?: { phases?: string[]; enrollmentInfo?: { count?: unknown } };
    descriptionModule?: { briefSummary?: string };
    eligibilityModule?: {
      sex?: string;
      minimumAge?: string;
      maximumAge?: string;
      healthyVolunteers?: unknown;
      stdAges?: unknown;
      eligibilityCriteria?: string;
    };
    contactsLocationsModule?: { locations?: StudyLocation[] };
    armsInterventionsModule?: {
      armGroups?: { label?: string; type?: string; description?: string; interventionNames?: string[] }[];
      interventions?: { type?: string; name?: string }[];
    };
  };
}

interface StudyLocation {
  facility?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  status?: string;
  geoPoint?: { lat?: unknown; lon?: unknown };
  contacts?: { name?: string; role?: string; phone?: string; email?: string }[];
}

type Protocol = NonNullable<StudyRecord['protocolSection']>;

/** A mapped registry record: the trial's registry fields, always with its NCT ID. */
export type MappedTrial = TrialRegistryFields & { nctId: string };

const UNIT_MONTHS: Record<string, number> = {
  year: 12,
  years: 12,
  month: 1,
  months: 1,
  week: 12 / 52,
  weeks: 12 / 52,
  day: 12 / 365,
  days: 12 / 365,
};

/** "18 Years" → 216, "6 Months" → 6, "N/A" / absent → null (unbounded). Fractions of a month round down. */
export function ageToMonths(age: string | undefined | null): number | null {
  const m = (age ?? '').trim().match(/^(\d+(?:\.\d+)?)\s*([A-Za-z]+)$/);
  if (!m) return null;
  const factor = UNIT_MONTHS[m[2].toLowerCase()];
  return factor === undefined ? null : Math.floor(Number(m[1]) * factor);
}

/**
 * Maps one study. @returns the trial and a warning per missing part. @throws Error when there is no NCT ID.
 */
export function mapStudy(study: unknown): { trial: MappedTrial; warnings: string[] } {
  const p: Protocol = (study as StudyRecord | null)?.protocolSection ?? {};
  const warnings: string[] = [];
  const need = <K extends keyof Protocol>(key: K): NonNullable<Protocol[K]> => {
    if (!p[key]) warnings.push(`protocolSection.${key} is missing`);
    return (p[key] ?? {}) as NonNullable<Protocol[K]>;
  };
  const id = need('identificationModule');
  const nctId: string | undefined = id.nctId;
  if (!nctId) throw new Error('protocolSection.identificationModule.nctId is missing');
  const status = need('statusModule');
  const sponsor = need('sponsorCollaboratorsModule');
  const conditions = need('conditionsModule');
  const design = need('designModule');
  const description = need('descriptionModule');
  const eligibility = need('eligibilityModule');
  const locations = need('contactsLocationsModule').locations ?? [];
  const arms = p.armsInterventionsModule;
  const sex = String(eligibility.sex ?? 'ALL').toUpperCase();
  return {
    warnings,
    trial: {
      nctId,
      title: id.briefTitle ?? id.officialTitle ?? nctId,
      officialTitle: id.officialTitle ?? null,
      sponsor: sponsor.leadSponsor?.name ?? null,
      phases: design.phases ?? [],
      overallStatus: status.overallStatus ?? null,
      conditions: conditions.conditions ?? [],
      keywords: conditions.keywords ?? [],
      briefSummary: description.briefSummary ?? null,
      enrollmentTarget: typeof design.enrollmentInfo?.count === 'number' ? design.enrollmentInfo.count : null,
      sex: sex === 'FEMALE' || sex === 'MALE' ? sex : 'ALL',
      minAgeMonths: ageToMonths(eligibility.minimumAge),
      maxAgeMonths: ageToMonths(eligibility.maximumAge),
      healthyVolunteers: typeof eligibility.healthyVolunteers === 'boolean' ? eligibility.healthyVolunteers : null,
      stdAges: Array.isArray(eligibility.stdAges) ? eligibility.stdAges : [],
      armsInterventions: arms
        ? {
            arms: (arms.armGroups ?? []).map((a) => ({
              label: a.label ?? '',
              type: a.type ?? null,
              description: a.description ?? null,
              interventions: a.interventionNames ?? [],
            })),
            interventions: (arms.interventions ?? []).map((i) => ({ type: i.type ?? null, name: i.name ?? '' })),
          }
        : null,
      criteriaText: eligibility.eligibilityCriteria ?? null,
      sites: locations.map((l): TrialSite => ({
        facility: l.facility ?? null,
        city: l.city ?? null,
        state: l.state ?? null,
        zip: l.zip ?? null,
        country: l.country ?? null,
        status: l.status ?? null,
        geoPoint:
          l.geoPoint && typeof l.geoPoint.lat === 'number' && typeof l.geoPoint.lon === 'number'
            ? { lat: l.geoPoint.lat, lon: l.geoPoint.lon }
            : null,
        contacts: (l.contacts ?? []).map((c) => ({
          name: c.name ?? null,
          role: c.role ?? null,
          phone: c.phone ?? null,
          email: c.email ?? null,
        })),
      })),
    },
  };
}
