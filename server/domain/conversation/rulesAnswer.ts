/**
 * A visitor's question answered by the study's own eligibility rules ("does having type 1 matter?", "would I need to
 * stop my pelvic floor PT?", "what is the weight requirement?", "can I still do it once I'm done with the
 * antibiotics?"): the rules that speak of what the visitor names, quoted as the study's record words them, never
 * reworded into a verdict — whether the visitor can take part is the study team's to say. Pure.
 */

import { kindsNamed } from '../language/everyday';
import { meaningWords } from './parse/relevance';

/** One eligibility rule as the trial keeps it (the eligibility core's `Criterion`: kind, text, informational). */
export interface RuleText {
  /** The criterion's id: the rule a question checks (`Question.criteria`). */
  id?: string;
  kind: string;
  text: string;
  informational?: boolean;
  /** The headings the rule stands under in the record ("Glycaemia-related for participant without T2D"). */
  context?: readonly string[];
  /** For a rule the visitor's answers did not fit: the answer read, said back as `to "<question>": <answer>`. */
  answer?: string;
}

/** A heading that names the people a rule is for ("… for participant without T2D", "Cohort B", "Women only"). */
const NAMES_SUBGROUP = /\b(?:for|with|without|only|cohort|group|arm|part [a-z0-9]|participants?|patients?|subjects?|women|men|children|adults)\b/i;

/** How a quoted rule is introduced: its kind, and the subgroup heading it stands under, if any. */
function introOf(r: RuleText): string {
  const kind = r.kind === 'exclusion' ? "as a reason someone can't take part" : 'as something people need to take part';
  const heading = (r.context ?? []).filter((h) => NAMES_SUBGROUP.test(h)).at(-1);
  return heading ? `${kind} (under "${heading.trim().replace(/\s+/g, ' ')}")` : kind;
}

/** Words of a question that name nothing the rules could be about. */
const NOT_NAMING = new Set(
  `about also anything because being does doing done even from have having here into just like matter matters more much need needs people person
  problem really same should some still stop study take taking that them then there these they this those trial want what when where which while
  will with would your join part able allowed once women woman other thing things know tell okay seeing currently moment right time before after
  answer first cut-off cutoff limit limits range day days week weeks month months year years screening baseline randomisation type
  randomization`.split(/\s+/),
);

/** The same first 6 letters, or the same word without a plural "s": two words of one family. */
const sameFamily = (a: string, b: string) =>
  a === b || a.replace(/s$/, '') === b.replace(/s$/, '') || (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6));

/**
 * The words a text names: 4 letters or more, not question words; "type 1" kept whole; the glossary's plain words and
 * the kinds of the everyday names it uses added ("malignant tumour" is cancer, "BMI" weight, "PT" physical therapy).
 */
function namingWords(text: string): string[] {
  const lower = text.toLowerCase();
  // "age", "sex" and "bmi" name a rule in three letters
  const words = lower.split(/[^\p{L}\p{N}]+/u).filter((w) => (w.length >= 4 && !NOT_NAMING.has(w)) || /^(?:age|sex|bmi)$/.test(w));
  // "beta-agonist", "self-catheter": a hyphened name is a word of its own too, as the everyday names give it
  const hyphened = lower.match(/\p{L}+-\p{L}+/gu) ?? [];
  // "T2D", "T1DM": the record's shorthand for type 2 and type 1 diabetes
  const types = [...lower.matchAll(/\btype\s*(1|2|i|ii|one|two)s?\b|\bt([12])dm?\b/g)].map((m) => {
    const n = m[1] ?? m[2];
    return `type ${{ i: '1', one: '1', ii: '2', two: '2' }[n] ?? n}`;
  });
  // "BMI" is how the rules state a weight requirement, and "overweight" or "obese" how visitors ask about it
  const weight = /\b(?:bmi|body mass index|overweight|obese|obesity)\b/.test(lower) ? ['weight'] : [];
  const diabetes = /\bt[12]dm?\b/.test(lower) ? ['diabetes'] : [];
  return [...new Set([...words, ...hyphened, ...types, ...diabetes, ...weight, ...meaningWords(lower)])];
}

/** A visitor's words about how long ago something was: "long ago", "years ago", "as a child", "back in 2003". */
const ASKS_HOW_LONG_AGO =
  /\b(?:ago|long time|years back|as a (?:child|kid|teen(?:ager)?|baby)|when i was (?:little|young|a (?:child|kid|teen(?:ager)?))|back in (?:19|20)\d\d)\b/;
/** A rule with a time window: "within 5 years before…", "in the past 6 months", "90 days before screening". */
const HAS_WINDOW = /\bwithin\b|\b(?:in|during) the (?:past|last)\b|\b\d+ (?:days?|weeks?|months?|years?) (?:before|prior to|of)\b/i;

/**
 * The rules (at most two) that share the most naming words with `said` (one more for a rule with a time window, when
 * `said` asks how long ago something was), with that count (`score`, 0 when none does).
 */
function rulesNaming(said: string, rules: readonly RuleText[]): { rules: RuleText[]; score: number } {
  const asked = namingWords(said);
  if (!asked.length) return { rules: [], score: 0 };
  // "is leukemia long ago ok?": a question about how long ago something was is about the rules with a time window
  const window = ASKS_HOW_LONG_AGO.test(said.toLowerCase());
  const scored = rules
    .filter((r) => !r.informational && /^(?:inclusion|exclusion)$/.test(r.kind))
    .map((r) => {
      const own = namingWords(r.text);
      const named = asked.filter((w) => own.some((o) => (w.includes(' ') || o.includes(' ') ? w === o : sameFamily(w, o)))).length;
      return { r, score: named && window && HAS_WINDOW.test(r.text) ? named + 1 : named };
    })
    .filter((x) => x.score > 0);
  const best = Math.max(0, ...scored.map((x) => x.score));
  return {
    rules: scored
      .filter((x) => x.score === best)
      .slice(0, 2)
      .map((x) => x.r),
    score: best,
  };
}

/** Rules quoted as the study's record words them, each said as something people need or a reason someone can't take part. */
function quoteRules(rules: readonly RuleText[]): string {
  const quoted = rules.map((r) => `${introOf(r)}: "${r.text.trim().replace(/\s+/g, ' ')}"`);
  return `The study's rules say, ${quoted.join('; and, ')}. The study team will go over this with you.`;
}

/**
 * The answer from the rules to a visitor's question (`said`: the whole message), or null when no rule speaks of what
 * it names: the rules (at most two) that share the most naming words with it, quoted, each said as something people
 * need (inclusion) or a reason someone can't take part (exclusion).
 */
export function rulesAbout(said: string, rules: readonly RuleText[]): string | null {
  const found = rulesNaming(said, rules).rules;
  return found.length ? quoteRules(found) : null;
}

/** Medicines named only by their class: "my pills", "her meds", "the tablets". */
const GENERIC_MEDICINES = /\b(?:pills?|meds?|medicines?|medications?|tablets?|drugs?)\b/;

/**
 * The answer from the rules to a visitor's question (`ask`) or, when the question names at most one rule word and the
 * whole message (`said`) names more, or names medicines only by class beside one named by name, to the message; null
 * when none names a rule: "Does that include my bladder pills? I take Myrbetriq." is about the medication rule
 * (Myrbetriq is a beta-agonist), not the bladder rules "bladder" names.
 */
export function rulesAboutBest(ask: string, said: string, rules: readonly RuleText[]): string | null {
  const own = rulesNaming(ask, rules);
  const around = rulesNaming(said, rules);
  // a question naming medicines only by their class ("my bladder pills") is about the one named beside it ("Myrbetriq")
  const namedBeside = GENERIC_MEDICINES.test(ask) && kindsNamed(said.toLowerCase()).length > 0 && around.score >= own.score;
  const best = namedBeside || (own.score <= 1 && around.score > own.score) ? around : own;
  return best.rules.length ? quoteRules(best.rules) : null;
}

/**
 * The answer to "does that count?" (`said`: the whole message) while a question waits: the rules that question checks
 * (`checked`, criterion ids), then one more rule that shares at least two naming words with the message ("Those on
 * antibiotics for urinary tract infection will be eligible 2 weeks after…" beside "Currently taking antibiotics for
 * urinary tract infection"). Null when the question checks no rule the trial keeps.
 */
export function rulesChecked(said: string, checked: readonly string[], rules: readonly RuleText[]): string | null {
  const own = rules.filter((r) => r.id !== undefined && checked.includes(r.id) && !r.informational);
  if (!own.length) return null;
  const more = rulesNaming(
    said,
    rules.filter((r) => !own.includes(r)),
  );
  return quoteRules([...own, ...(more.score >= 2 ? more.rules.slice(0, 1) : [])]);
}

/**
 * Whether a visitor's question (`ask`) names rules of its own, none of them one the waiting question checks (`checked`,
 * criterion ids): "does type 1 count?" while the weight question waits is about the rule on type 1 diabetes.
 */
export function namesOtherRule(ask: string, checked: readonly string[], rules: readonly RuleText[]): boolean {
  const named = rulesNaming(ask, rules).rules;
  return named.length > 0 && !named.some((r) => r.id !== undefined && checked.includes(r.id));
}

/**
 * A rule of the record that says more about `rule` (shares at least three naming words with it, as "Those on
 * antibiotics for urinary tract infection will be eligible 2 weeks after completing…" does with "Currently taking
 * antibiotics/drugs for urinary tract infection"), or null.
 */
export function noteOn(rule: RuleText, rules: readonly RuleText[]): RuleText | null {
  const more = rulesNaming(
    rule.text,
    rules.filter((r) => r !== rule && r.text !== rule.text),
  );
  return more.score >= 3 ? more.rules[0] : null;
}
