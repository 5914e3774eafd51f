/**
 * Prescreen forms (DESIGN §3 `server/domain`, §4 prescreen form): pure functions, no I/O. Trials' criteria → study
 * blocks of plain-language questions (`generateStudyBlocks`) → duplicate questions found (`detectDuplicates`) and
 * merged into shared ones (`applyDeduplication`) → a candidate's responses as the eligibility answers map
 * (`answersFromForm`) for `evaluate`.
 */
export type * from './types';
export { ANSWER_PARTS, ANSWER_TYPES } from './types';
export { generateStudyBlocks, type TrialForForm } from './generate';
export { detectDuplicates, applyDeduplication, DeduplicationError, WORDING_THRESHOLD } from './dedupe';
export { answersFromForm } from './answers';
export { formContentSchema, questionSchema, studyBlockSchema, contentIssues, PARTS_BY_TYPE, MAX_BLOCKS, MAX_QUESTIONS, MAX_TEXT } from './schema';
export { criteriaIssues, type ContentIssue } from './validate';
export { textQuestion, layText, JARGON } from './wording';
