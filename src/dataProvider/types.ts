/**
 * Shapes of the API records the SPA reads (spec §3, §7): each is the type of its response schema in contracts/ as the
 * client receives it (`Received`: time stamps as ISO strings), or a type of the kernel's own, listed here so that the
 * pages import their records from one place. `dateOfBirth` is a calendar date YYYY-MM-DD.
 */
export type { Organization, InvitationCreated, Invitation, InvitationDescription } from '../../contracts/organizations';
export type { User } from '../../contracts/users';
export type { AuditEvent } from '../../contracts/auditEvents';
export type {
  Trial,
  TrialSite,
  CriteriaCounts,
  TrialImportBody,
  TrialImportResult,
  TrialImportResponse,
  RuleProposalResult,
} from '../../contracts/trials';
export type { Candidate, CandidateCondition, ImportRejection, ImportBatchResult, PrescreenNote, ResetStatusResult } from '../../contracts/candidates';
export type {
  AnsweredBy,
  Criterion,
  CriterionKind,
  PrescreenSuitability,
  Range,
  Rule,
  RuleScope,
  RuleType,
  StructuredRule,
  TrialCriterion,
  Window,
} from '../../contracts/eligibility';
export type {
  AnswerPart,
  AnswerType,
  Choice,
  CriterionRef,
  DuplicateGroup,
  FormCheckIssue,
  FormChecks,
  FormContent,
  FormResponses,
  PrescreenForm,
  PrescreenFormSummary,
  Question,
  ShowIf,
  SiteOnlyCriterion,
  StudyBlock,
  StudyBlockList,
} from '../../contracts/prescreenForms';
