/**
 * Record shapes shared by the server (Drizzle jsonb column types) and the SPA (API responses).
 */

/** A trial site, from a ClinicalTrials.gov location (DESIGN §4). geoPoint in decimal degrees. */
export interface TrialSite {
  facility: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  status: string | null;
  geoPoint: { lat: number; lon: number } | null;
  /** Site contacts from the registry (optional: older records and manual entries have none). */
  contacts?: SiteContact[];
}

/** A recruitment contact of a site (ClinicalTrials.gov `locations[].contacts[]`). */
export interface SiteContact {
  name: string | null;
  role: string | null;
  phone: string | null;
  email: string | null;
}

/** Arms and interventions of a trial (ClinicalTrials.gov `armsInterventionsModule`), summarised. */
export interface ArmsInterventions {
  arms: { label: string; type: string | null; description: string | null; interventions: string[] }[];
  interventions: { type: string | null; name: string }[];
}

/** A candidate's condition: text, optionally coded (SNOMED CT or ICD-10). */
export interface CandidateCondition {
  text: string;
  system?: 'SNOMED' | 'ICD10';
  code?: string;
}

/** One prescreen note; notes are an ordered list deleted by index (spec §3). createdAt is ISO 8601 UTC. */
export interface PrescreenNote {
  text: string;
  createdAt: string;
  authorId: string | null;
  authorName: string | null;
}

/** The organisation carried by the session (spec §3); null until an invitation was accepted. */
export interface SessionOrganization {
  id: string;
  name: string;
  slug: string;
  publicId: string;
  timezone: string;
}

/** One problem of an imported CSV row: row number (header = 1), the field at fault and why. */
export interface ImportRejection {
  row: number;
  column: string;
  reason: string;
}

/** The registry fields of a trial as mapped from a ClinicalTrials.gov API v2 record (DESIGN §4). Ages in months. */
export interface TrialRegistryFields {
  nctId: string | null;
  title: string;
  officialTitle: string | null;
  sponsor: string | null;
  phases: string[];
  overallStatus: string | null;
  conditions: string[];
  keywords: string[];
  briefSummary: string | null;
  enrollmentTarget: number | null;
  sex: 'ALL' | 'FEMALE' | 'MALE';
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
  healthyVolunteers: boolean | null;
  stdAges: string[];
  armsInterventions: ArmsInterventions | null;
  criteriaText: string | null;
  sites: TrialSite[];
}

/** A candidate's identity and contact fields, as stored (phone E.164, email lower case, dates YYYY-MM-DD). */
export interface CandidatePersonFields {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  phone: string | null;
  email: string | null;
  addressLine: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  conditions: CandidateCondition[];
  medications: string[];
}
