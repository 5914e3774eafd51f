/**
 * Shapes of a prescreen form (DESIGN §4, "Prescreen forms"): shared questions first, then one study block per trial.
 * Each is the type of its schema in contracts/prescreenForms.ts, which the API and the form builder use too; see there
 * for what every field means and how `formContentSchema` checks a form.
 */
export type {
  AnswerPart,
  AnswerType,
  AppliesTo,
  Choice,
  CriterionRef,
  DuplicateGroup,
  FormContent,
  FormResponses,
  Question,
  ShowIf,
  SiteOnlyCriterion,
  StudyBlock,
} from '../../../contracts/prescreenForms';
