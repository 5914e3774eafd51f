/**
 * Prescreen forms (DESIGN §3 `server/domain`, §4 prescreen form): pure functions, no I/O. Trials' criteria → study
 * blocks of plain-language questions (`generateStudyBlocks`) → duplicate questions found (`detectDuplicates`) and
 * merged into shared ones (`applyDeduplication`) → a candidate's responses as the eligibility answers map
 * (`answersFromForm`) for `evaluate`.
 */
export type * from './types';
export { generateStudyBlocks, type TrialForForm } from './generate';
export { BODY_UNITS, measurementSystemOf, type MeasurementSystem } from './units';
export { detectDuplicates, applyDeduplication, DeduplicationError } from './dedupe';
export { answersFromForm, unsureKeys } from './answers';
export { formContentSchema, contentIssues } from '../../../contracts/prescreenForms';
export { criteriaIssues, type ContentIssue } from './validate';
export { JARGON } from './wording';
export { canFail, checkForm, type FormChecks, type FormCheckIssue, type TrialCriteria } from './checks';
