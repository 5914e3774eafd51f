/**
 * Oncology findings only the site can confirm (imaging, pathology, molecular testing), given their own condition
 * concepts so that a general "have you ever had cancer?" answer does not decide them (see `isSiteConcept`):
 * - measurable / evaluable disease or target lesions (RECIST 1.1) → "measurable disease (recist)";
 * - tumour tissue or a biopsy being available or obtainable → "tumour tissue or biopsy";
 * - a documented tumour biomarker ("Documentation of CD22 tumor expression … by flow cytometry") → "biomarker: cd22
 *   expression".
 */
import type { ConditionRule } from '../types';

const NEGATED = /^\W*(?:no|not|without|absence of|free (?:of|from)|never|non-)\b/;

const MEASURABLE =
  /\b(un|non-?|not\s+)?(?:radiographically\s+|radiologically\s+)?(?:measurable|evaluable)\b[^.;]{0,60}?\b(?:disease|lesions?)\b|\btarget lesions?\b/;

const TISSUE =
  /\b(?:provide[sd]?|providing|submit\w*|availab\w*|obtain\w*|accessible|amenable|archiv\w*)\b[^.;]{0,60}?\b(?:tissue|biops\w*|specimens?|ffpe)\b|\b(?:tissue|biops\w*|specimens?)\b[^.;]{0,40}?\b(?:availab\w*|accessible|amenable)\b|\baccessible (?:tumou?r\s+)?lesions?|\bffpe\b/;

const MARKER =
  /\b(cd\d{1,3}|pacc|her-?2|egfr|alk|ros-?1|pd-?l-?1|dll-?3|kras|nras|braf|brca[12]?|ntrk|flt-?3|idh[12]|npm1|kmt2a\w*|c-kit|bcr-abl|msi-h|dmmr|tp53)\b(?!-tki|\s+(?:inhibitor|tki|targeting|directed))/g;
const EXPRESSION = /^[^.;]{0,40}?\b(?:express\w*|positiv\w*|overexpress\w*)|^\s*\+/;
const MUTATION = /^[^.;]{0,40}?\b(?:(exon \d+ (?:insertion|deletion|skipping))|mutation|mutated|mutant|amplification|amplified|fusion|rearrange\w*)/;
const NOT_EXPRESSED = /\b(?:do|does|did)\s+not\s+express|\bnegative for\b/;
const DOCUMENTED =
  /document\w*|confirm\w*|detect\w*|\btest\w*|assay|flow cytometry|immunohisto\w*|\bihc\b|\bngs\b|sequencing|\bby (?:local|central)\b|expression/;

/** A finding and where the text first names it (to pick the kind the criterion starts with). */
export interface TumourFinding {
  rule: ConditionRule;
  index: number;
}

function biomarkers(s: string): { concepts: string[]; index: number } {
  if (!DOCUMENTED.test(s)) return { concepts: [], index: -1 };
  const concepts: string[] = [];
  let index = -1;
  for (const m of s.matchAll(MARKER)) {
    const after = s.slice(m.index! + m[0].length);
    const before = s.slice(Math.max(0, m.index! - 80), m.index!);
    const mutation = MUTATION.exec(after);
    const expressed = EXPRESSION.test(after) || /\b(?:express\w*|positive for)\b[^.;]*$/.test(before);
    const kind = expressed ? 'expression' : mutation ? (mutation[1] ?? 'mutation') : null;
    if (!kind) continue;
    const concept = `biomarker: ${m[1].replace(/-/g, '')} ${kind}`;
    if (!concepts.includes(concept)) concepts.push(concept);
    if (index < 0) index = m.index!;
  }
  return { concepts, index };
}

/**
 * Measurable disease, tumour tissue or a documented biomarker: "Have measurable disease based on RECIST 1.1",
 * "Unmeasurable … lesion(s), according to RECIST 1.1" (negated), "Be able to provide formalin fixed,
 * paraffin-embedded (FFPE) tumor tissue", "Documentation of CD22 tumor expression in bone marrow … by flow
 * cytometry". `s` is normalised text. A condition rule whose concepts are all such findings is site-only.
 */
export function recogniseTumourFinding(s: string): TumourFinding | null {
  const found: Array<{ concept: string; index: number; negated?: boolean }> = [];
  const markers = biomarkers(s);
  markers.concepts.forEach((concept) => found.push({ concept, index: markers.index }));
  const measurable = /measurable|evaluable|target lesion/.test(s) ? MEASURABLE.exec(s) : null;
  if (measurable) found.push({ concept: 'measurable disease (recist)', index: measurable.index, negated: measurable[1] !== undefined });
  const tissue = /tissue|biops|specimen|ffpe|accessible/.test(s) ? TISSUE.exec(s) : null;
  if (tissue) found.push({ concept: 'tumour tissue or biopsy', index: tissue.index });
  if (!found.length) return null;
  const index = Math.min(...found.map((f) => f.index));
  return {
    index,
    rule: {
      type: 'condition',
      concepts: found.map((f) => f.concept),
      status: 'current',
      confirmed: true,
      negated: NEGATED.test(s) || NOT_EXPRESSED.test(s) || found.some((f) => f.negated),
    },
  };
}
