/**
 * Is a trial suited to a self-report prescreen (the public chat, a prescreen call)? Pure code, no I/O.
 *
 * A prescreen asks a member of the public about themselves. It is meaningless when nobody can join the study that
 * way: the study does not recruit, it only reads existing records, or it enrols people only while they are in
 * hospital or emergency care (an ICU patient, someone within hours of a stroke, a patient under surgery cannot answer
 * a web chat first). Each rule below reads ClinicalTrials.gov API v2 fields (data element definitions:
 * https://clinicaltrials.gov/policy/protocol-definitions, values: https://clinicaltrials.gov/data-api/about-api/study-data-structure):
 *
 * - `not_recruiting` — `protocolSection.statusModule.overallStatus`. Open: RECRUITING ("participants are currently
 *   being recruited"), NOT_YET_RECRUITING ("not yet being recruited": a prescreen builds the waiting list) and, for
 *   expanded access, AVAILABLE. Not recruiting: ACTIVE_NOT_RECRUITING ("new participants are not currently being
 *   recruited or enrolled"), COMPLETED, TERMINATED, SUSPENDED, WITHDRAWN ("halted prematurely, prior to enrollment of
 *   first participant"), UNKNOWN (ClinicalTrials.gov's "Unknown status": the completion date has passed and the
 *   status was not verified for 2 years) and the expanded-access NO_LONGER_AVAILABLE, TEMPORARILY_NOT_AVAILABLE,
 *   APPROVED_FOR_MARKETING, WITHHELD. An absent or unrecognised status gives no reason (nothing is known).
 * - `invitation_only` — ENROLLING_BY_INVITATION: "participants are being (or will be) selected from a predetermined
 *   population", so nobody can apply from outside it.
 * - `retrospective` — `designModule.designInfo.timePerspective` RETROSPECTIVE ("look back using observations collected
 *   predominantly prior to subject selection and enrollment"). Only when the record gives no time perspective, a
 *   non-interventional study whose title or study population says "retrospective" (and not also "prospective").
 * - `records_only` — a non-interventional study that says it reads existing records: a chart or record review,
 *   claims / administrative / insurance data, or data collected from records or databases (titles, brief summary,
 *   `eligibilityModule.studyPopulation`, inclusion criteria, keywords).
 * - `registry` — `designModule.patientRegistry` true ("a type of observational study that collects information about
 *   patients' medical conditions and/or treatments"; people are entered by their care team). Only when the record
 *   does not say (older records predate the field), a non-interventional study whose title or keywords name a registry.
 * - `inpatient_or_emergency` — the INCLUSION criteria, the study population or a title make presence in hospital or
 *   emergency care a condition of entry: hospitalised / inpatients / admitted to a hospital, ward or ICU; intensive or
 *   critical care; presenting to an emergency department or emergency care; mechanically ventilated or intubated;
 *   during surgery / intraoperative; within hours of a stroke, cardiac arrest, injury, admission, surgery or birth.
 *   Exclusion criteria never count, and neither does a clause that is negated ("not hospitalised", "non-invasive
 *   ventilation"), that is about the past ("hospitalised within the last 3 months", "ED visit in the past six months",
 *   "recently hospitalized"; a window in hours still counts as now) or that gives an outpatient alternative
 *   ("hospitalised … or attending a general medical consultation", "inpatients or outpatients"). Planned elective
 *   surgery is not flagged: the person is at home and can answer before it.
 *
 * `designModule.studyType` INTERVENTIONAL turns off the records, registry and title-only retrospective rules (an
 * interventional study treats the people it enrols). Deliberately not used: `eligibilityModule.samplingMethod`
 * (PROBABILITY_SAMPLE is set for ordinary clinic-recruited cohorts too, e.g. NCT03466944 recruits before a
 * transplant), `designInfo.observationalModel` (cohort, case-only … says how groups are formed, not how people join)
 * and `conditionsModule.conditions` (a condition such as stroke does not say whether people join in hospital).
 *
 * A trial stored without a registry record is judged on its stored fields (status, titles, criteria text, summary,
 * keywords): the design rules need the record and give no reason without it.
 */
import type { PrescreenSuitability, SuitabilityCode, SuitabilityReason } from '../../../contracts/eligibility';
import { itemFullText, normaliseCriteriaText, splitCriteria } from './split';

/** The reasons and the verdict are the shapes of contracts/eligibility.ts (the API sends them as they are). */
export type { PrescreenSuitability, SuitabilityCode, SuitabilityReason };

/**
 * What is judged: a ClinicalTrials.gov API v2 study record (`sourceRecord`, as imported) and/or the trial's stored
 * fields. A stored field that is given (even null) is used instead of the record's: staff may have corrected it
 * (a status set back to RECRUITING clears the flag). A trial row of the database can be passed as it is.
 */
export interface SuitabilityInput {
  /** The ClinicalTrials.gov API v2 record (`{ protocolSection: … }`); null or absent for a trial entered by hand. */
  sourceRecord?: unknown;
  overallStatus?: string | null;
  title?: string | null;
  officialTitle?: string | null;
  /** The eligibility text (inclusion and exclusion), as `eligibilityModule.eligibilityCriteria`. */
  criteriaText?: string | null;
  briefSummary?: string | null;
  keywords?: readonly string[] | null;
}

// ── recruitment status ───────────────────────────────────────────────────────────────────────────────────────────

type Recruitment = 'open' | 'invitation' | 'closed';

/** ClinicalTrials.gov overall status → whether people can join, and the label ClinicalTrials.gov shows. */
const STATUSES: Record<string, { recruitment: Recruitment; label: string }> = {
  RECRUITING: { recruitment: 'open', label: 'Recruiting' },
  NOT_YET_RECRUITING: { recruitment: 'open', label: 'Not yet recruiting' },
  AVAILABLE: { recruitment: 'open', label: 'Available' },
  ENROLLING_BY_INVITATION: { recruitment: 'invitation', label: 'Enrolling by invitation' },
  ACTIVE_NOT_RECRUITING: { recruitment: 'closed', label: 'Active, not recruiting' },
  COMPLETED: { recruitment: 'closed', label: 'Completed' },
  TERMINATED: { recruitment: 'closed', label: 'Terminated' },
  SUSPENDED: { recruitment: 'closed', label: 'Suspended' },
  WITHDRAWN: { recruitment: 'closed', label: 'Withdrawn' },
  UNKNOWN: { recruitment: 'closed', label: 'Unknown status' },
  NO_LONGER_AVAILABLE: { recruitment: 'closed', label: 'No longer available' },
  TEMPORARILY_NOT_AVAILABLE: { recruitment: 'closed', label: 'Temporarily not available' },
  APPROVED_FOR_MARKETING: { recruitment: 'closed', label: 'Approved for marketing' },
  WITHHELD: { recruitment: 'closed', label: 'Withheld' },
};

/** "Active, not recruiting" / "active_not_recruiting" / "Unknown status" → the API's enum value. */
function statusKey(status: string): string {
  const key = status
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return key === 'UNKNOWN_STATUS' ? 'UNKNOWN' : key;
}

function statusReason(status: string | null): SuitabilityReason | null {
  if (!status?.trim()) return null;
  const known = STATUSES[statusKey(status)];
  if (!known || known.recruitment === 'open') return null;
  return known.recruitment === 'invitation'
    ? { code: 'invitation_only', message: `Enrolling by invitation only (ClinicalTrials.gov status: ${known.label})` }
    : { code: 'not_recruiting', message: `Not recruiting (ClinicalTrials.gov status: ${known.label})` };
}

// ── text helpers ─────────────────────────────────────────────────────────────────────────────────────────────────

/** A text and where it comes from, for the message ("inclusion", "title", "study population"). */
interface Source {
  where: string;
  text: string;
}

const MAX_QUOTE = 110;

/** The clause around `match`, shortened to about MAX_QUOTE characters with ellipses, in curly quotes. */
function quote(clause: string, match: string): string {
  const text = clause.replace(/\s+/g, ' ').trim();
  if (text.length <= MAX_QUOTE) return `“${text}”`;
  const found = match.replace(/\s+/g, ' ');
  const at = Math.max(0, text.indexOf(found));
  let start = Math.max(0, Math.min(at - 30, text.length - MAX_QUOTE));
  let end = Math.min(text.length, Math.max(start + MAX_QUOTE, at + found.length));
  // whole words only
  if (start > 0) start = Math.min(at, text.indexOf(' ', start) + 1 || start);
  if (end < text.length) end = Math.max(at + found.length, text.lastIndexOf(' ', end));
  return `“${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}”`;
}

/** Clauses of a text: split at semicolons, line breaks and sentence ends (not inside "4.5 hours"). */
function clauses(text: string): string[] {
  return text
    .split(/;|\n+|(?<=[.!?])\s+(?=[A-Z(\d])/)
    .map((c) => c.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const first = (patterns: readonly RegExp[], text: string): RegExpExecArray | null => {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m) return m;
  }
  return null;
};

// ── inpatient or emergency ───────────────────────────────────────────────────────────────────────────────────────

const HOURS = String.raw`\d+(?:[.,]\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?)\b`;
const WINDOW = String.raw`(?:within|<|≤|less than|no (?:more|later) than|up to|under|in the (?:first|past|last))\s*` + HOURS;
/** Acute events whose first hours are spent in hospital or emergency care. */
const ACUTE_EVENT = String.raw`(?:stroke|(?:cardiac |cardiopulmonary )?arrest|infarction|STEMI|injury|injuries|trauma|burns?|admission|arrival|presentation|hospitali[sz]ation|intubation|ROSC|spontaneous circulation|surgery|operation|h(?:a)?emorrhage|bleed(?:ing)?|assault|birth|delivery|ictus)`;

/**
 * Presence in hospital or emergency care. Case-insensitive except the acronyms (ED, ER, ICU …), which would also match
 * words such as "ED" for erectile dysfunction if they were not anchored to a setting.
 */
const SETTING: readonly RegExp[] = [
  /\bhospitali[sz]ed\b/i,
  /\b(?:requir(?:es?|ing)|need(?:s|ing)?|undergoing|during|current)\s+(?:\w+\s+){0,2}?hospitali[sz]ation\b/i,
  /\bin-?patients?\b/i,
  /\badmitted\s+(?:to|in|at|into)\s+(?:[\w'’&-]+\s+){0,5}?(?:hospital|intensive care|critical care|ward|unit|department|emergency|medical service)s?\b/i,
  /\b(?:patients?|adults?|children|infants?|neonates?|newborns?|participants?|subjects?|individuals?|people|women|men)\s+(?:who\s+(?:are|were|have been)\s+)?admitted\b/i,
  /\b(?:hospital|ICU|intensive care|emergency)\s+admission\b/i,
  /\badmission\s+(?:to|in)\s+(?:the\s+|an?\s+)?(?:hospital|intensive care|critical care|ward|ICU|PICU|NICU|emergency)\b/i,
  /\b(?:ICU|PICU|NICU|CCU|ITU|HDU)\b/,
  /\bintensive care\b/i,
  /\bcritical(?:ly)?\s+(?:care|ill)\b/i,
  /\bcritical illness\b/i,
  /\bacute care (?:setting|environment|hospital|unit|ward)s?\b/i,
  /\bemergency (?:department|room|care|unit|ward|services?|medical services|admission|surgery|setting|presentation|visit)s?\b/i,
  /\b(?:the|an?|to|at|in|our)\s+(?:ED|ER|A&E)\b/,
  /\b(?:ED|ER|A&E)\s+(?:visit|patients?|presentation|admission|attendance|physician|staff)/,
  /\bpresent(?:ing|s|ed)?\s+(?:to|at|in|for)\s+(?:the\s+|an?\s+|our\s+|one of our\s+)?(?:hospital|emergency|trauma)\b/i,
  /\b(?:pre-?hospital|out-of-hospital|in-hospital)\b/i,
  /\b(?:ambulance|trauma (?:cent(?:er|re)|bay|unit|team))\b/i,
  /\b(?:mechanical(?:ly)?|invasive(?:ly)?)\s+ventilat/i,
  /\b(?:intubated|on (?:a )?ventilator|ventilator[- ]dependent|ECMO|extracorporeal membrane oxygenation)\b/i,
  /\bduring (?:the |their |his |her )?(?:surgery|operation|surgical procedure|an(?:a)?esthesia)\b/i,
  /\bintra-?operative(?:ly)?\b/i,
  /\bin the operating (?:room|theat(?:re|er))\b/i,
  new RegExp(String.raw`${WINDOW}(?:(?!;).){0,40}?\b(?:of|after|from|post|following|since)[- ](?:\S+\s+){0,4}?${ACUTE_EVENT}\b`, 'i'),
  new RegExp(String.raw`\b${ACUTE_EVENT}\b(?:(?!;).){0,60}?${WINDOW}`, 'i'),
];

/** Words that negate a setting named after them in the same phrase ("not hospitalised", "non-invasive ventilation"). */
const NEGATION = /\b(?:no|not|non|never|without|nor|neither|free of|absence of|except|excluding|other than|whether or not)\b[^,;:]*$/i;
/**
 * The clause is about the past: a previous stay, a visit "in the past six months", "recently hospitalized", or how
 * often it happened ("three or more crises per year requiring hospitalization", "two hospitalizations").
 */
const PAST =
  /\b(?:recent(?:ly)?|previous(?:ly)?|prior|history|past|last|ago|former(?:ly)?|discharged|discharge|since|annual(?:ly)?|hospitali[sz]ations|admissions|visits)\b|\bwithin\s+(?:the\s+)?(?:\d+|one|two|three|four|five|six|twelve)\s+(?:days?|weeks?|months?|years?)\b|\b(?:per|a|each|every)\s+(?:year|month|week)\b|\b(?:\d+|one|two|three|four|five) or more\b/i;
/** … unless it says now, or counts in hours (the first hours after an event are spent in care). */
const NOW = new RegExp(String.raw`\bcurrent(?:ly)?\b|\bat the time of (?:enrol|screen|consent|random)|\bat (?:enrol|screen|random)|${HOURS}`, 'i');
/** An outpatient alternative in the same clause makes the hospital only one way in. */
const ALTERNATIVE =
  /\bor\b(?:(?!;).){0,80}?\b(?:out-?patients?|ambulatory|consultation|clinic|community|primary care|at home|home-based)\b|\b(?:out-?patients?)\s+(?:or|and)\b/i;

/** The first clause of `source` that makes hospital or emergency presence a condition, quoted, or null. */
function settingIn(source: Source): string | null {
  for (const clause of clauses(source.text)) {
    if (ALTERNATIVE.test(clause)) continue;
    const past = PAST.test(clause) && !NOW.test(clause);
    if (past) continue;
    for (const pattern of SETTING) {
      const m = pattern.exec(clause);
      if (!m) continue;
      if (NEGATION.test(clause.slice(Math.max(0, m.index - 60), m.index))) continue;
      return `${source.where}: ${quote(clause, m[0])}`;
    }
  }
  return null;
}

// ── records, registries, retrospective ──────────────────────────────────────────────────────────────────────────

const RECORDS: readonly RegExp[] = [
  /\b(?:chart|record)s?\s+(?:review|abstraction|audit)s?\b/i,
  /\breview(?:ing)?\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:records|charts|files)\b/i,
  /\bclaims?\s+(?:data(?:base)?s?|records)\b/i,
  /\b(?:administrative|insurance|billing)\s+(?:claims|data(?:base)?s?)\b/i,
  /\bsecondary (?:data )?analysis of (?:existing|routinely collected)\b/i,
  /\bdata\s+(?:will be|are|is|were|was)\s+(?:collected|extracted|obtained|retrieved|gathered)\s+(?:only\s+)?from\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:records|charts|databases?|registr(?:y|ies))\b/i,
];

const REGISTRY = /\bregistry\b/i;
const RETROSPECTIVE = /\bretrospective(?:ly)?\b/i;
const PROSPECTIVE = /\bprospective(?:ly)?\b/i;

// ── reading the record ───────────────────────────────────────────────────────────────────────────────────────────

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** A stored field when given (null included), else the record's. */
function pick<T>(stored: T | null | undefined, fromRecord: T | null): T | null {
  return stored !== undefined ? stored : fromRecord;
}

/** The fields the rules read, from the stored fields and the record. */
function readInput(input: SuitabilityInput) {
  const p = obj(obj(input.sourceRecord).protocolSection);
  const id = obj(p.identificationModule);
  const design = obj(p.designModule);
  const designInfo = obj(design.designInfo);
  const eligibility = obj(p.eligibilityModule);
  const conditionsModule = obj(p.conditionsModule);
  return {
    overallStatus: pick(input.overallStatus, str(obj(p.statusModule).overallStatus)),
    titles: [pick(input.title, str(id.briefTitle)), pick(input.officialTitle, str(id.officialTitle))].filter((t): t is string => Boolean(t?.trim())),
    criteriaText: pick(input.criteriaText, str(eligibility.eligibilityCriteria)),
    briefSummary: pick(input.briefSummary, str(obj(p.descriptionModule).briefSummary)),
    keywords: pick(input.keywords, strs(conditionsModule.keywords)) ?? [],
    studyType: str(design.studyType)?.toUpperCase() ?? null,
    patientRegistry: typeof design.patientRegistry === 'boolean' ? design.patientRegistry : null,
    timePerspective: str(designInfo.timePerspective)?.toUpperCase() ?? null,
    studyPopulation: str(eligibility.studyPopulation),
  };
}

/** The inclusion items (with their sub-items) of an eligibility text; the whole text when it has no headers. */
function inclusionTexts(criteriaText: string | null): string[] {
  if (!criteriaText?.trim()) return [];
  return splitCriteria(criteriaText).inclusion.map((item) => itemFullText(item));
}

const titleCase = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');

/**
 * Judges a trial (see the file header for every rule and its source).
 * @param input a ClinicalTrials.gov API v2 record as `sourceRecord` and/or the trial's stored fields (a trial row).
 * @returns `{ suitable, reasons }`: one reason per code at most, in the order of SUITABILITY_CODES; never throws on
 *   a partial or malformed record (what is missing gives no reason).
 */
export function prescreenSuitability(input: SuitabilityInput): PrescreenSuitability {
  const f = readInput(input);
  const reasons: SuitabilityReason[] = [];
  const observational = f.studyType !== 'INTERVENTIONAL';
  const titleSources: Source[] = f.titles.map((text) => ({ where: 'title', text }));
  const population: Source[] = f.studyPopulation ? [{ where: 'study population', text: normaliseCriteriaText(f.studyPopulation) }] : [];
  const inclusion: Source[] = inclusionTexts(f.criteriaText).map((text) => ({ where: 'inclusion', text }));

  const status = statusReason(f.overallStatus);
  if (status) reasons.push(status);

  if (f.timePerspective === 'RETROSPECTIVE') {
    reasons.push({ code: 'retrospective', message: `Retrospective study (ClinicalTrials.gov time perspective: ${titleCase(f.timePerspective)})` });
  } else if (!f.timePerspective && observational) {
    const said = [...titleSources, ...population].find((s) => RETROSPECTIVE.test(s.text) && !PROSPECTIVE.test(s.text));
    if (said) {
      const m = RETROSPECTIVE.exec(said.text)!;
      reasons.push({ code: 'retrospective', message: `Retrospective study (${said.where}: ${quote(said.text, m[0])})` });
    }
  }

  if (observational) {
    const texts: Source[] = [
      ...titleSources,
      ...(f.briefSummary ? [{ where: 'summary', text: f.briefSummary }] : []),
      ...population,
      ...inclusion,
      ...f.keywords.map((text) => ({ where: 'keyword', text })),
    ];
    for (const source of texts) {
      const clause = clauses(source.text).find((c) => first(RECORDS, c));
      if (!clause) continue;
      const m = first(RECORDS, clause)!;
      reasons.push({ code: 'records_only', message: `Uses existing records only (${source.where}: ${quote(clause, m[0])})` });
      break;
    }
  }

  if (f.patientRegistry === true) {
    reasons.push({ code: 'registry', message: 'Patient registry (ClinicalTrials.gov: patient registry)' });
  } else if (f.patientRegistry === null && observational) {
    const named = [...titleSources, ...f.keywords.map((text) => ({ where: 'keyword', text }))].find((s) => REGISTRY.test(s.text));
    if (named) {
      const m = REGISTRY.exec(named.text)!;
      reasons.push({ code: 'registry', message: `Patient registry (${named.where}: ${quote(named.text, m[0])})` });
    }
  }

  for (const source of [...inclusion, ...population, ...titleSources]) {
    const evidence = settingIn(source);
    if (evidence) {
      reasons.push({ code: 'inpatient_or_emergency', message: `Enrols people in hospital or emergency care (${evidence})` });
      break;
    }
  }

  return { suitable: reasons.length === 0, reasons };
}
