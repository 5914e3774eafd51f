/**
 * Shapes shared by the eligibility engine: a trial's criteria (DESIGN §4: an ordered list of inclusion / exclusion
 * items, each with its original text and, where recognised, a structured rule) and the rules. Each is the type of
 * its schema in contracts/eligibility.ts, which the API and the SPA use too; see there for what every field means.
 */
export type {
  AgeRule,
  Analyte,
  AnsweredBy,
  BloodPressureRule,
  BmiRule,
  ComplianceRule,
  CompositeRule,
  ConditionRule,
  ConsentRule,
  ContraceptionRule,
  Criterion,
  CriterionKind,
  EcogRule,
  HealthyVolunteerRule,
  InvestigatorJudgementRule,
  KarnofskyRule,
  LabRule,
  LabUnit,
  MedicationRule,
  PregnancyRule,
  ProcedureRule,
  Range,
  Rule,
  RuleScope,
  RuleType,
  SexRule,
  SmokingRule,
  StructuredRule,
  TimeUnit,
  TrialParticipationRule,
  WeightRule,
  Window,
} from '../../../contracts/eligibility';
