/**
 * Eligibility engine (DESIGN §3 `server/domain/eligibility`, §4 criteria and recommendation): pure functions, no
 * I/O. Split → structure → evaluate → recommend.
 */
export { splitCriteria, itemFullText, normaliseCriteriaText, type Item, type SplitCriteria } from './split';
export {
  structureCriterion,
  structureItem,
  structureTrial,
  parseCtgovAge,
  answerableByRule,
  SITE_RULE_TYPES,
  type TrialEligibility,
} from './structure';
export { evaluate, evaluateCriterion, type CriterionVerdict, type EvaluateOptions } from './evaluate';
export { recommend, type Recommendation, type PrescreenState } from './recommend';
export { answerKeysOf, textKey, type Answers, type AnswerValue, type EventAnswer, type Measured } from './answers';
export { convertLab, CANONICAL_LAB_UNIT } from './rules/labs';
export { prescreenSuitability, type PrescreenSuitability, type SuitabilityCode, type SuitabilityInput, type SuitabilityReason } from './suitability';
export type * from './types';
