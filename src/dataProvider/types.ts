/**
 * Shapes of the API records the SPA reads (spec §3, §7 and the API notes of the front-end brief). Dates are ISO
 * strings as sent in JSON; `dateOfBirth` is a calendar date YYYY-MM-DD.
 */
import type { CandidateSex, CandidateStatus } from '../shared/constants';
import type { CandidateCondition, ImportRejection, PrescreenNote, TrialSite } from '../shared/types';

export type { CandidateCondition, ImportRejection, PrescreenNote, TrialSite };

export interface Organization {
  id: string;
  name: string;
  slug: string;
  publicId: string;
  timezone: string;
  chatEnabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface User {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  organizationId: string | null;
  isAdmin: boolean;
  createdAt: string;
}

export interface Trial {
  id: string;
  organizationId: string;
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
  criteriaText: string | null;
  sites: TrialSite[];
  createdAt: string;
  updatedAt: string;
}

export interface Candidate {
  id: string;
  organizationId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  sex: CandidateSex | null;
  phone: string | null;
  email: string | null;
  addressLine: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  conditions: CandidateCondition[];
  medications: string[];
  source: string | null;
  externalId: string | null;
  status: CandidateStatus;
  statusReason: string | null;
  statusChangedAt: string | null;
  consentSms: boolean;
  consentCall: boolean;
  prescreenNotes: PrescreenNote[];
  createdAt: string;
  updatedAt: string;
}

export interface Invitation {
  id: string;
  token: string;
  url: string;
  email: string | null;
  expiresAt: string;
  acceptedAt?: string | null;
  createdAt?: string;
}

/** GET /api/invitations/{token} (public). */
export interface InvitationDescription {
  organizationName: string;
  email: string | null;
  expired: boolean;
  accepted: boolean;
}

/** POST /api/candidates/bulk result. */
export interface ImportBatchResult {
  created: number;
  updated: number;
  rejected: ImportRejection[];
}
