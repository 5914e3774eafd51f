/** Study-conduct recognisers: informed consent, willingness to comply, investigator judgement. */
import type { ComplianceRule, ConsentRule, InvestigatorJudgementRule } from '../types';

const UNABLE = /unable|not able|inability|unwilling|not willing|refus|cannot|can not|incapable|lack of|not (?:provid|sign|giv)|impossib/;

/** Willing and able to give informed consent (or assent): "Written informed consent", "unable to consent" (negated). */
export function recogniseConsent(s: string): ConsentRule | null {
  if (
    !/informed consent|consent form|\bassent\b|(?:sign|give|provide|giving|signing|providing)\s+(?:\w+\s+){0,2}consent|consent to (?:participate|take part)|\bicf\b/.test(
      s,
    )
  )
    return null;
  return { type: 'consent', negated: UNABLE.test(s) };
}

/** What the study itself asks of everyone: agreeing to use, wear or undergo these is general compliance. */
const STUDY_PROCEDURE =
  /^(?:(?:all|the|any|study|trial|protocol|required|scheduled|specified|planned|assigned)[\s-]+)*(?:study|trial|protocol)?[\s-]*(?:procedures?|requirements?|visits?|assessments?|evaluations?|schedule|instructions|restrictions|follow[\s-]?ups?|interventions?(?:\s+program(?:me)?)?|treatments?|medications?|drugs?)\b/;
const CONTRACEPTIVE = /contracept|birth control|barrier method|condom/;
const WILLING_TO_USE = /\b(?:un)?willing(?:ness)?\s+(?:and\s+(?:be\s+)?able\s+)?to\s+(?:use|wear|undergo|carry|have)\s+(?:an?\s+|the\s+)?([^.;,]+)/;

/**
 * Willingness to use, wear or undergo something specific ("Willing to use a glucometer for self-monitoring blood
 * glucose", "unwilling to use digital or mobile technology", "unwilling to undergo the biopsy"): its own question,
 * not general compliance. Returns the object ("glucometer for self-monitoring blood glucose …"), or null when the
 * text is not about that or the object is the study's procedures in general.
 */
export function specificWillingness(s: string): string | null {
  const m = WILLING_TO_USE.exec(s);
  if (!m || m.index > 40) return null;
  const object = m[1].trim();
  return STUDY_PROCEDURE.test(object) || CONTRACEPTIVE.test(object) ? null : object;
}

/** What study compliance is about: the study, its protocol, visits, procedures, instructions or restrictions. */
const STUDY_OBJECT =
  /\b(?:stud(?:y|ies)|protocol|trial|visits?|procedures?|requirements?|instructions?|schedule|restrictions?|follow[- ]?ups?|assessments?|treatment plan|lifestyle (?:considerations|restrictions))\b/;

/**
 * Willing and able to comply with visits and procedures: "Willing to comply with study procedures". Willingness to
 * use a specific device or undergo a specific procedure is not compliance (see `specificWillingness`).
 */
export function recogniseCompliance(s: string): ComplianceRule | null {
  if (!/compl(?:y|iance|iant)|adhere|willing(?:ness)?\s+(?:and able\s+)?to\s+(?:attend|complete|follow|participate|undergo|return|use)/.test(s))
    return null;
  if (specificWillingness(s) && !/compl(?:y|iance|iant)|adhere/.test(s)) return null;
  // Complying with something other than the study ("currently compliant with a ketogenic diet") is not study compliance.
  const object = /\b(?:compl(?:y|iance|iant)|adher\w*)\s+(?:with|to)\s+((?:\w+[\s-]+){0,4}\w+)/.exec(s);
  if (/compl(?:y|iance|iant)|adhere/.test(s) && !(object ? STUDY_OBJECT.test(object[1]) : STUDY_OBJECT.test(s))) return null;
  return { type: 'compliance', negated: UNABLE.test(s) };
}

/**
 * The investigator's judgement decides: "in the opinion of the investigator", "at the investigator's discretion",
 * "considered unreliable by the investigator", "not suitable … by researchers". Site only.
 */
export function recogniseInvestigatorJudgement(s: string): InvestigatorJudgementRule | null {
  const judgement =
    /(?:opinion|judge?ment|discretion|assessment|view)\s+of\s+(?:the\s+)?(?:\w+\s+)?(?:investigator|physician|researcher|doctor|clinician|pi\b)|(?:investigator|physician|researcher|doctor|clinician)(?:'s|’s|s')?\s+(?:opinion|judge?ment|discretion)|(?:considered|judged|deemed|determined)\s+(?:\w+\s+){0,3}?by\s+(?:the\s+)?(?:\w+\s+)?(?:investigator|physician|researcher|clinician)/;
  return judgement.test(s) ? { type: 'investigator_judgement' } : null;
}
