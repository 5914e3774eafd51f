/**
 * Fidelity of a recognised rule to its criterion's text: which words of the text the rule tests, and so what the
 * candidate's answers to the rule's questions can prove about the criterion.
 *
 * Why: a recogniser finds a concept it knows ("hypertension", "surgery", "cancer") and builds a rule about it, but the
 * criterion often says more — a qualifier ("*uncontrolled* hypertension"), an object ("surgery *for stress urinary
 * incontinence*"), an exception ("cancer *except non-melanoma skin cancer*"), an alternative ("seizure, stroke *or
 * heart disease*"), or a condition under which it applies ("*if* taking prazosin, …"). Testing only the concept then
 * fails people the text allows, the worst error a prescreen can make. So every rule gets a scope:
 *
 * - `exact`: the rule tests everything the text states; its answers decide the criterion both ways.
 * - `necessary`: the text adds restrictions (qualifiers, exceptions, "other", an object or a body site): the
 *   statement cannot hold without the rule's concept, but having the concept does not prove it. A "no" decides; a
 *   "yes" leaves it for the site to confirm.
 * - `sufficient`: the text adds alternatives the rule does not test ("… or heart disease", "including …"): the
 *   concept proves the statement, its absence does not disprove it. A "yes" decides; a "no" is for the site.
 * - neither (`scope: null`): both kinds of addition, or wording that makes the statement conditional ("if",
 *   "recovered from", "planned", "with or without"): the rule can decide nothing and is dropped.
 *
 * How: the words the rule understood are masked (the concept's own wording, its time window and the anchor of that
 * window, status and negation words, boilerplate such as "patients with a known history of"); what is left of
 * substance is the rule's *unencoded* text, classified by the marker words around it. This is deliberately
 * conservative: an unknown word narrows the rule, never widens what it may fail.
 */
import type { Rule, RuleScope } from './types';
import { CONDITIONS, MEDICATIONS, PROCEDURES } from './rules/vocabulary';
import { WINDOW_PATTERNS } from './rules/text';

/** The fidelity of a rule: its scope (null = it can prove nothing) and the words of the text it does not test. */
export interface Fidelity {
  scope: RuleScope | null;
  unencoded: string[];
}

/** Rule types whose wording is free text around a concept, and so may say more than the rule tests. */
const ASSESSED: ReadonlySet<Rule['type']> = new Set(['age', 'condition', 'medication', 'procedure', 'smoking', 'trial_participation']);

const BY_NAME = new Map([...CONDITIONS, ...MEDICATIONS, ...PROCEDURES].map(([name, re]) => [name, re]));

/** Words that carry no requirement of their own in a criterion: grammar, the people criteria talk about, evidence words. */
const FILLER = new Set(
  (
    'a an the of in on at to for with by as from into onto upon within during over per via ' +
    'and be is are was were been being am has have had having do does did done must should shall will would ' +
    'who whom whose which that this these those it its they them their his her he she him there here ' +
    'any all each every either both same also only just ' +
    'patient patients participant participants subject subjects individual individuals people person persons ' +
    'candidate candidates volunteer volunteers adult adults woman women man men male males female females ' +
    'known history historical medical medically diagnosis diagnoses diagnosed diagnose documented documentation ' +
    'confirmed confirmation proven established evidence evident clinical clinically presence present ' +
    'current currently ongoing concomitant concurrent concurrently prior previous previously past ever former formerly ' +
    'existing preexisting pre-existing use uses used using take takes taking taken receive receives receiving received ' +
    'undergo undergoes undergoing underwent undergone suffer suffers suffering experience experiencing experienced ' +
    'treatment treatments therapy therapies treated regimen regimens episode episodes event events ' +
    'condition conditions disease diseases disorder disorders illness illnesses ' +
    'evidence of status positive diagnosed with include includes type types kind kinds form forms complicated accompanied combined lesion lesions infection infections'
  ).split(/\s+/),
);

/** Wording that makes the statement apply only under a condition, or describes a future or a recovery. */
const CONDITIONAL =
  /\b(?:if|unless|provided|whether|when|whenever|recovered|recovery|resolved|resolution|planned|planning|plans?|scheduled|intends?|intended|intending|preparing|prepare|expected|expecting|anticipated|awaiting|candidate for|eligible for|willing|unwilling|able|unable|agrees?|allowed|permitted|acceptable|may|might|can|cannot|could|with or without|washout|tapered|(?:should|must) be stable|if applicable)\b/;
/** Wording that carves something out of the concept: exceptions and "another one besides". */
const NARROWING_MARKER =
  /\b(?:except|excluding|exception|other than|apart from|besides|but not|not including|other|another|additional|second|new|different|further)\b/;
/** Explanations in brackets that give examples or spell out an abbreviation: they add no requirement. */
const EXPLANATION =
  /\(\s*(?:e\.?\s?g\.?|i\.?\s?e\.?|such as|including|for example|for instance|like|namely|[a-z0-9/-]{1,10}|[a-z0-9-]+(?:\s+[a-z0-9-]+){0,2}\s*\))[^()]*\)/g;

/** Anchors a time window counts from that are, for a prescreen, about now (the candidate is asked at screening). */
const ANCHOR =
  /\s*(?:(?:prior to|before|preceding|of|from|to|at)\s+)?(?:the\s+)?(?:planned\s+|scheduled\s+)?(?:(?:first|initial|start of|1st)\s+)?(?:dose|dosing|administration|day 1|study (?:entry|start|drug|treatment|medication|intervention|enrol?lment|screening|day 1)|trial (?:entry|start)|enrol?lment|enrol?ling|screening(?: visit)?|baseline|randomi[sz]ation|registration|inclusion|consent|informed consent|signing (?:the )?(?:informed )?consent|visit 1|treatment start|start of (?:the )?(?:study|trial|treatment))\b(?:\s+(?:of|with)\s+(?:the\s+)?(?:study|investigational|trial)\s+(?:drugs?|treatments?|medications?|interventions?|products?|therap(?:y|ies)|agents?))?/y;

/** Masks the spans of `re` in `s` (whole words), in place in the array of characters. */
function mask(chars: string[], s: string, re: RegExp, by = ' '): void {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
  for (const m of s.matchAll(g)) {
    if (!m[0]) continue;
    let start = m.index!;
    let end = start + m[0].length;
    while (start > 0 && /[\w-]/.test(s[start - 1])) start--;
    while (end < s.length && /[\w]/.test(s[end])) end++;
    for (let i = start; i < end; i++) chars[i] = by;
    if (by !== ' ') {
      chars[start] = '§';
    }
  }
}

/** The rule's concept wordings: vocabulary patterns by concept name, or the phrase itself for a concept read from the text. */
function conceptPatterns(rule: Rule): RegExp[] {
  if (rule.type === 'age') {
    return [
      /(?:>=|<=|>|<|=)?\s*\d+(?:\.\d+)?\s*\+?\s*(?:years?|yrs?|months?|weeks?|days?)?(?:\s*(?:-|–|to|and)\s*(?:<=|<)?\s*\d+(?:\.\d+)?)?\s*(?:years?|yrs?|months?|weeks?|days?)?(?:\s*(?:of age|old|of life))?/,
      /\b(?:age[ds]?|ages|older|younger|between|inclusive(?:ly)?|at the time of|time of|signing|informed consent|screening|enrol?lment|study entry|inclusion|healthy)\b/,
    ];
  }
  if (rule.type === 'smoking') return [/smok\w*|tobacco|cigarettes?|cigars?|nicotine|vap(?:e|es|ing)|e-cigarettes?/];
  if (rule.type === 'trial_participation') {
    return [
      /(?:(?:another|other|any other|concurrent|previous|prior|separate|different)\s+)?(?:(?:interventional|investigational|drug|device|therapeutic)\s+)?(?:clinical\s+)?(?:trials?|stud(?:y|ies)|research)/,
      /investigational (?:drugs?|agents?|products?|devices?|medic\w*|compounds?|therap\w*|treatments?|interventions?)/,
      /participat\w*|enrol?l\w*|took part|taking part|take part/,
    ];
  }
  if (!('concepts' in rule)) return [];
  return rule.concepts.flatMap((c) => {
    const qualifier = /^(?:other |relapsed or refractory |relapsed |refractory )/.exec(c)?.[0];
    const bare = c.slice(qualifier?.length ?? 0);
    const own = BY_NAME.get(bare) ?? new RegExp(bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    // the qualifier the concept's name carries is understood too
    return !qualifier ? [own] : qualifier.startsWith('other') ? [own, OTHER_WORDS] : [own, /\b(?:relapsed?|relapsing|refractory|r\/r)\b/];
  });
}

/** The words of "another one besides the study's own", understood by a concept named `other …`. */
const OTHER_WORDS = /\b(?:other|another|additional|second|secondary|concurrent|concomitant|besides|apart from|different|than the one[^,;.]*)\b/;

/**
 * The text with the words the rule understood masked: concepts as `§` (a placeholder the classification sees),
 * windows with their anchors, bracketed explanations and filler words as blanks.
 */
function understoodMasked(s: string, rule: Rule): string {
  let t = s.replace(EXPLANATION, (m) => (/\b(?:except|excluding|other than|unless)\b/.test(m) ? m : ' '.repeat(m.length)));
  const chars = [...t];
  for (const re of conceptPatterns(rule)) mask(chars, t, re, '§');
  t = chars.join('');
  for (const re of WINDOW_PATTERNS) {
    const g = new RegExp(re.source, 'g');
    for (const m of t.matchAll(g)) {
      let end = m.index! + m[0].length;
      ANCHOR.lastIndex = end;
      const anchor = ANCHOR.exec(t);
      if (anchor) end += anchor[0].length;
      t = t.slice(0, m.index!) + ' '.repeat(end - m.index!) + t.slice(end);
    }
  }
  // the body whose criteria a diagnosis follows ("according to the American Diabetes Association") is not a qualifier
  t = t.replace(
    /\b(?:american|european|british|international|national|world)\s+(?:[a-z-]+\s+){0,4}?(?:association|society|college|organi[sz]ation|federation|academy|foundation|institute)\b/g,
    (m) => ' '.repeat(m.length),
  );
  // comparators glued to a window ("≥ 6 months before screening") and "at least" left over
  t = t.replace(/(?:>=|<=|>|<)\s*(?=\s|$)/g, ' ');
  return t;
}

/** Examples in running text ("… such as X, Y"): examples that are not the concept's own kinds offer alternatives. */
const EXAMPLES = /\b(?:e\.?g\b|such as|including|etc)\b/;

/**
 * The masked text as a list of content words, `§` for a concept of the rule and `|` for an alternative separator
 * ("or", "and/or", "/", and commas when the sentence lists alternatives with "or").
 */
function tokenise(masked: string, condition: boolean): string[] {
  // A comma separates alternatives only inside a list of short items that ends in "or" ("seizure, stroke or heart
  // disease"); a comma before a clause ("…leukaemia, who have progressed …") does not.
  const marked = masked.replace(/(?:[^,;.()]+,)+[^,;.()]*?\b(?:or|and\/or)\b[^,;.()]*/g, (list) =>
    list.split(',').every((item) => item.trim().split(/\s+/).length <= 5) ? list.replace(/,/g, ' / ') : list,
  );
  const out: string[] = [];
  for (const m of marked.matchAll(/§|\band\/or\b|\bor\b|\/|[a-z0-9][a-z0-9'’-]*/g)) {
    const t = m[0];
    if (t === '§') out.push(out[out.length - 1] === '§' ? '' : '§');
    else if (t === 'or' || t === 'and/or' || t === '/') out.push('|');
    else out.push(...contentWords(t, condition));
    if (out[out.length - 1] === '') out.pop();
  }
  return out;
}

/** Whether the content word at `i` is only ever an alternative to the concept (next to a separator whose other side is the concept). */
function alternativeOnly(tokens: string[], i: number): boolean {
  let a = i;
  while (a > 0 && tokens[a - 1] !== '|' && tokens[a - 1] !== '§') a--;
  let b = i;
  while (b < tokens.length - 1 && tokens[b + 1] !== '|' && tokens[b + 1] !== '§') b++;
  const leftSep = a > 0 && tokens[a - 1] === '|';
  const rightSep = b < tokens.length - 1 && tokens[b + 1] === '|';
  const leftConcept =
    leftSep &&
    tokens
      .slice(0, a - 1)
      .reverse()
      .find((x) => x !== '|') === '§';
  const rightConcept = rightSep && tokens.slice(b + 2).find((x) => x !== '|') === '§';
  return (leftConcept && (b === tokens.length - 1 || rightSep)) || (rightConcept && (a === 0 || leftSep));
}

/** Words of treatment: filler around a medicine ("treatment with insulin"), a qualifier of a condition ("receiving treatment for cancer" is not "has cancer"). */
const TREATMENT_WORDS = new Set([
  'treatment',
  'treatments',
  'therapy',
  'therapies',
  'treated',
  'regimen',
  'regimens',
  'receive',
  'receives',
  'receiving',
  'received',
]);

/** Content words: not filler, not a marker word, not a lone placeholder; treatment words count for conditions. */
function contentWords(segment: string, condition = false): string[] {
  return (segment.match(/[a-z0-9][a-z0-9'’-]*/g) ?? []).filter(
    (w) => (!FILLER.has(w) || (condition && TREATMENT_WORDS.has(w))) && !/^(?:or|and|nor|not|no|non|without|etc|e|g|i)$/.test(w),
  );
}

/**
 * The fidelity of `rule` to the normalised criterion text `s` (see `normaliseForRules`). Rules that are not free
 * text around a concept (age, sex, measurements, labs, consent …) are `exact` here: their own recognisers check
 * their wording. Pure.
 */
export function assessFidelity(s: string, rule: Rule): Fidelity {
  if (!ASSESSED.has(rule.type)) return { scope: 'exact', unencoded: [] };
  const masked = understoodMasked(s, rule);
  const leading = masked.replace(/^\W*(?:no|not|without|absence of|free (?:of|from)|never|non)\b/, ' ');
  const tokens = tokenise(leading, rule.type === 'condition');
  const words = [...new Set(tokens.filter((t) => t !== '§' && t !== '|'))];
  let narrows = NARROWING_MARKER.test(leading);
  let widens = false;
  // An alternative separator ("or", "and/or", "/", and commas in a list that has one) with the rule's concept on
  // one side and other substance on the other offers an alternative the rule does not test; substance elsewhere
  // qualifies the concept ("who have progressed on … or are intolerant of …" qualifies the disease).
  tokens.forEach((t, i) => {
    if (t !== '|') return;
    const before = tokens
      .slice(0, i)
      .reverse()
      .find((x) => x !== '|');
    const after = tokens.slice(i + 1).find((x) => x !== '|');
    if (before && after && (before === '§') !== (after === '§')) widens = true;
  });
  if (words.length && (tokens.includes('§') ? tokens.some((t, i) => t !== '§' && t !== '|' && !alternativeOnly(tokens, i)) : true)) narrows = true;
  if (EXAMPLES.test(masked) && contentWords(masked.split(EXAMPLES).slice(1).join(' ')).length) widens = true;
  // "either A or B" offers A whatever the separators around it say
  if (/\beither\b/.test(masked) && words.length) widens = true;
  if (CONDITIONAL.test(leading)) return { scope: null, unencoded: words.length ? words : ['conditional wording'] };
  if (narrows && widens) return { scope: null, unencoded: words };
  if (narrows) return { scope: 'necessary', unencoded: words.length ? words : [NARROWING_MARKER.exec(leading)![0]] };
  if (widens) return { scope: 'sufficient', unencoded: words };
  return { scope: 'exact', unencoded: [] };
}
