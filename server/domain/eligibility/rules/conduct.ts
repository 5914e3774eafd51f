/** Study-conduct recognisers: informed consent, willingness to comply, investigator judgement. */
import type { ComplianceRule, ConsentRule, InvestigatorJudgementRule } from '../types';

const UNABLE = /unable|not able|inability|unwilling|not willing|refus|cannot|can not|incapable|lack of|not (?:provid|sign|giv)|impossib/;

/** Willing and able to give informed consent (or assent): "Written informed consent", "unable to consent" (negated). */
export function recogniseConsent(s: string): ConsentRule | null {
  if (!/informed consent|consent form|\bassent\b|(?:sign|give|provide|giving|signing|providing)\s+(?:\w+\s+){0,2}consent|consent to (?:participate|take part)|\bicf\b/.test(s)) return null;
  return { type: 'consent', negated: UNABLE.test(s) };
}

/** Willing and able to comply with visits and procedures: "Willing to comply with study procedures". */
export function recogniseCompliance(s: string): ComplianceRule | null {
  if (!/compl(?:y|iance|iant)|adhere|willing(?:ness)?\s+(?:and able\s+)?to\s+(?:attend|complete|follow|participate|undergo|return|use)/.test(s)) return null;
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
