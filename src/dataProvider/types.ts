/**
 * Shapes of the API records the SPA reads (spec §3, §7 and the API notes of the front-end brief). Dates are ISO
 * strings as sent in JSON; `dateOfBirth` is a calendar date YYYY-MM-DD.
 */
import type { z } from 'zod';
import type { AuditAction, CandidateSex, CandidateStatus } from '../../contracts/constants';
import type { criteriaCounts, resetStatusResult, trialImportResponse, trialImportResult, trialSuitability } from '../../contracts/responses';
import type { FormChecks, FormContent, studyBlockList } from '../../contracts/prescreenForms';
import type { CandidateCondition, CandidatePersonFields, ImportRejection, PrescreenNote, TrialRegistryFields, TrialSite } from '../../contracts/types';
import type { Criterion, StructuredRule } from '../../server/domain/eligibility/types';

export type { CandidateCondition, ImportRejection, PrescreenNote, TrialSite };
/**
 * The eligibility and prescreen-form shapes are the domain core's own (server/domain, pure code): imported as types
 * only, so the SPA always reads what the API sends and nothing of the server reaches the bundle.
 */
export type { AnsweredBy, Criterion, CriterionKind, Range, Rule, RuleScope, RuleType, StructuredRule, Window } from '../../server/domain/eligibility/types';
export type {
  AnswerPart,
  AnswerType,
  Choice,
  CriterionRef,
  DuplicateGroup,
  FormContent,
  FormResponses,
  Question,
  ShowIf,
  SiteOnlyCriterion,
  StudyBlock,
} from '../../contracts/prescreenForms';

/** A stored criterion: the domain's Criterion plus a language model's proposal that staff have not accepted yet. */
export type TrialCriterion = Criterion & {
  proposedRule?: StructuredRule | null;
  proposedBy?: 'llm' | null;
};

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

/**
 * One audit event (GET /api/audit-events): who (`actorUserId`; name and email while the account exists, all null for
 * the system), what (`action` on `entity` `entityId`), whose data (`organizationId`), when (`at`, ISO UTC), from where
 * (`ip`), and what else was recorded (`details`, e.g. `ids` of the records a list showed).
 */
export interface AuditEvent {
  id: number;
  at: string;
  actorUserId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  actorOrganizationId: string | null;
  action: AuditAction;
  entity: string;
  entityId: string | null;
  organizationId: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

export interface Trial extends TrialRegistryFields {
  id: string;
  organizationId: string;
  /** The structured criteria, in order (inclusion and exclusion items mixed as in the text). */
  criteria: TrialCriterion[];
  /** When staff last edited the criteria (a re-import keeps them), null when they are the parser's. */
  criteriaEditedAt: string | null;
  /** What the import could not read (one per missing module). */
  importWarnings: string[];
  createdAt: string;
  updatedAt: string;
  /** Whether a self-report prescreen suits the trial, with the reasons it does not (computed by the server). */
  prescreenSuitability: PrescreenSuitability;
}

/**
 * A trial's prescreen suitability: `suitable` false when it has reasons (not recruiting, retrospective, records only,
 * registry, in hospital or emergency care …), each with a code and a message for staff.
 */
export type PrescreenSuitability = z.output<typeof trialSuitability>;

export interface Candidate extends CandidatePersonFields {
  id: string;
  organizationId: string;
  sex: CandidateSex | null;
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

/** `PATCH /api/candidates/reset-status`: candidates changed, and those skipped (do-not-contact or deceased). */
export type ResetStatusResult = z.infer<typeof resetStatusResult>;

/** POST /api/candidates/bulk result. */
export interface ImportBatchResult {
  created: number;
  updated: number;
  rejected: ImportRejection[];
}

/**
 * Body of POST /api/trials/auto-gen: exactly one of an NCT ID (fetched from ClinicalTrials.gov), one API v2 study,
 * a list of studies, or a file's text (`jsonl`: JSON Lines or a whole JSON document); `reparse` replaces criteria
 * staff edited.
 */
export type TrialImportBody = ({ nctId: string } | { study: Record<string, unknown> } | { studies: unknown[] } | { jsonl: string }) & {
  reparse?: boolean;
};

/** Counts of a trial's stored criteria after an import (shape: contracts/responses.ts `criteriaCounts`). */
export type CriteriaCounts = z.output<typeof criteriaCounts>;

/** One record of an import: where it came from (`study`, `studies[3]`, `jsonl line 7`), what became of it. */
export type TrialImportResult = z.output<typeof trialImportResult>;

/** Response of POST /api/trials/auto-gen: the processing run and one result per record. */
export type TrialImportResponse = z.output<typeof trialImportResponse>;

/** Response of POST /api/trials/{id}/criteria/propose-rules: the trial with proposals stored as `proposedRule`. */
export interface RuleProposalResult {
  trial: Trial;
  asked: number;
  proposed: number;
  dropped: number;
  proposals: { criterionId: string; rule: StructuredRule }[];
  rejected: { criterionId: string; reason: string }[];
}

/** A prescreen form as listed (GET /api/prescreen-forms/ leaves the content out). */
export interface PrescreenFormSummary {
  id: string;
  organizationId: string;
  name: string;
  trialIds: string[];
  /** Current version: 1 on creation, +1 on every save. */
  version: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export type { FormCheckIssue, FormChecks } from '../../contracts/prescreenForms';

/** A prescreen form with the content of its current version and, from the server, the checks of that content. */
export interface PrescreenForm extends PrescreenFormSummary {
  content: FormContent;
  /** Absent from a server that does not check forms yet. */
  checks?: FormChecks;
}

/** Response of POST /api/prescreen-forms/generate-study-blocks: one block per trial and their checks as one form. */
export type StudyBlockList = z.output<typeof studyBlockList>;
