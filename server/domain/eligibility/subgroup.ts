/**
 * Subgroups named by a criterion's context lines (headers above it): "Diabetes-related for participant with T2D",
 * "Glycaemia-related for participants without T2D", "For patients with a history of asthma:". Such a criterion applies
 * only to the people of that subgroup (NCT05813925: "History of type 1 or type 2 diabetes" excludes participants
 * without T2D, not the T2D group the trial also recruits).
 *
 * `subgroupOf` reads the innermost context line that names a subgroup by a condition the rules vocabulary knows
 * (./structure.ts `structureCriterion` on "history of <phrase>" must give a condition rule); other subgroups
 * ("for parent participants", "for women of childbearing potential") are not read and the criterion applies to all.
 * Pure and memoised per context text.
 */
import { structureCriterion } from './structure';
import type { StructuredRule } from './types';

/** A subgroup: people who have (`present: true`) or have not the condition of `rule`; `phrase` as written. */
export interface Subgroup {
  rule: Extract<StructuredRule, { type: 'condition' }>;
  present: boolean;
  phrase: string;
}

const SUBGROUP =
  /\b(?:for|in)\s+(?:the\s+)?(?:participants?|patients?|subjects?|people|persons?|individuals?|those|volunteers?)\s+(with(?:out)?|who have|who do not have|who don'?t have|having|not having)\s+(?:an?\s+)?(?:(?:history|diagnosis) of\s+)?([^:;,.()]+)/i;

const memo = new Map<string, Subgroup | null>();

function read(line: string): Subgroup | null {
  const m = SUBGROUP.exec(line);
  if (!m) return null;
  const phrase = m[2].trim();
  const rule = structureCriterion(`History of ${phrase}`, 'inclusion');
  if (rule?.type !== 'condition' || ('negated' in rule && rule.negated)) return null;
  const present = !/^(?:without|who do not have|who don'?t have|not having)$/i.test(m[1]);
  return { rule, present, phrase };
}

/** The subgroup the criterion's context restricts it to (innermost line first), or null when it applies to all. */
export function subgroupOf(context: readonly string[]): Subgroup | null {
  for (let i = context.length - 1; i >= 0; i--) {
    const line = context[i];
    if (!memo.has(line)) memo.set(line, read(line));
    const found = memo.get(line);
    if (found) return found;
  }
  return null;
}
