/**
 * `npm run eval:criteria [file]` (issue 3, "Evaluation and tests"): runs the trial import's mapping and criteria
 * structuring (server/modules/trials/ctgov.ts `mapStudy`, the eligibility core's `structureTrial` through
 * `parseTrialCriteria`) and the prescreen-form generator over a file of ClinicalTrials.gov API v2 records, and prints
 * one table:
 * - studies read, imported with warnings (a missing module), failed (a record that crashes or has no NCT ID);
 * - criteria found (record fields such as age and sex included), split into inclusion and exclusion;
 * - share of studies whose eligibility text gave both inclusion and exclusion items;
 * - share of criteria with a structured rule, overall and by rule type, and criteria only the site can confirm;
 * - questions generated (one form per study), and the share of them flagged as duplicates when the studies of the
 *   same condition share one form: studies are grouped by the first condition concept of the eligibility core's
 *   vocabulary found in their `conditions` ("Acute Myeloid Leukemia" → leukemia), else by their first condition
 *   as written; each group's blocks go into one form and `detectDuplicates` runs on it. A question counts once if it
 *   is in any duplicate group. Studies alone in their group can only have duplicates by wording inside their block.
 *
 * Input: JSON Lines (one study per line), `{"studies": [...]}` or a JSON array; default
 * `../shared/data/ctgov/studies.jsonl` beside the repository. Exit code 1 only when a record failed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONDITIONS, findConcepts } from '../server/domain/eligibility/rules/vocabulary';
import { detectDuplicates, generateStudyBlocks, type TrialForForm } from '../server/domain/prescreenForm';
import { formTrialFromStudy } from '../server/modules/prescreenForms/criteria';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.resolve(process.argv[2] ?? path.join(REPO, '../shared/data/ctgov/studies.jsonl'));

/** One record of the file: where it is, and the study or why it could not be read. */
interface FileRecord {
  where: string;
  study?: unknown;
  error?: string;
}

/** The records of a file, each with where it came from; a line that is not JSON is an error record. */
function readRecords(text: string): FileRecord[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || (trimmed.startsWith('{') && /^\{\s*"studies"\s*:/.test(trimmed))) {
    try {
      const doc = JSON.parse(trimmed);
      const list: unknown[] = Array.isArray(doc) ? doc : doc.studies;
      if (Array.isArray(list)) return list.map((study, i) => ({ where: `studies[${i}]`, study }));
    } catch {
      // not one JSON document: read it as JSON Lines
    }
  }
  return text.split(/\r?\n/).flatMap((line, i): FileRecord[] => {
    if (!line.trim()) return [];
    try {
      return [{ where: `line ${i + 1}`, study: JSON.parse(line) }];
    } catch (e) {
      return [{ where: `line ${i + 1}`, error: `not valid JSON (${(e as Error).message})` }];
    }
  });
}

/** The condition group of a study: its first vocabulary concept, else its first condition as written. */
function conditionGroup(conditions: string[]): string {
  const named = findConcepts(conditions.join(' ; ').toLowerCase(), CONDITIONS).concepts;
  return named[0] ?? conditions[0]?.trim().toLowerCase() ?? '(no condition)';
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '–');

const started = performance.now();
const records = readRecords(readFileSync(file, 'utf8'));
const trials: { trial: TrialForForm; group: string }[] = [];
const failures: string[] = [];
let withWarnings = 0;
for (const r of records) {
  try {
    if (r.error) throw new Error(r.error);
    const { trial, warnings, conditions } = formTrialFromStudy(r.study);
    if (warnings.length) withWarnings++;
    trials.push({ trial, group: conditionGroup(conditions) });
  } catch (e) {
    failures.push(`${r.where}: ${(e as Error).message}`);
  }
}

const criteria = trials.flatMap((t) => t.trial.criteria);
const ruleTypes = new Map<string, number>();
for (const c of criteria) ruleTypes.set(c.rule?.type ?? '(no rule)', (ruleTypes.get(c.rule?.type ?? '(no rule)') ?? 0) + 1);
const withText = trials.filter((t) => t.trial.criteria.some((c) => c.source === 'text'));
const bothKinds = withText.filter((t) => ['inclusion', 'exclusion'].every((k) => t.trial.criteria.some((c) => c.source === 'text' && c.kind === k)));

const questions = generateStudyBlocks(trials.map((t) => t.trial)).reduce((n, b) => n + b.questions.length, 0);
const groups = new Map<string, TrialForForm[]>();
for (const t of trials) (groups.get(t.group) ?? groups.set(t.group, []).get(t.group)!).push(t.trial);
let flagged = 0;
let duplicateGroups = 0;
for (const members of groups.values()) {
  const found = detectDuplicates({ sharedQuestions: [], blocks: generateStudyBlocks(members) });
  duplicateGroups += found.length;
  flagged += new Set(found.flatMap((g) => g.questionIds)).size;
}
const multi = [...groups.values()].filter((m) => m.length > 1);

const rows: [string, string][] = [
  ['file', path.relative(process.cwd(), file) || file],
  ['studies read', String(records.length)],
  ['imported with warnings', `${withWarnings} (${pct(withWarnings, records.length)})`],
  ['failed', String(failures.length)],
  ['criteria found', `${criteria.length} (${criteria.filter((c) => c.kind === 'inclusion').length} inclusion, ${criteria.filter((c) => c.kind === 'exclusion').length} exclusion)`],
  ['studies with both inclusion and exclusion found', `${bothKinds.length} of ${withText.length} with criteria text (${pct(bothKinds.length, withText.length)})`],
  ['criteria with a structured rule', `${criteria.length - (ruleTypes.get('(no rule)') ?? 0)} (${pct(criteria.length - (ruleTypes.get('(no rule)') ?? 0), criteria.length)})`],
  ...[...ruleTypes.entries()]
    .filter(([type]) => type !== '(no rule)')
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([type, n]): [string, string] => [`  rule: ${type}`, `${n} (${pct(n, criteria.length)})`]),
  ['criteria only the site can confirm', `${criteria.filter((c) => c.answerableBy === 'site').length} (${pct(criteria.filter((c) => c.answerableBy === 'site').length, criteria.length)})`],
  ['questions generated (one form per study)', String(questions)],
  ['condition groups (studies in groups of 2 or more)', `${groups.size} (${multi.reduce((n, m) => n + m.length, 0)} studies in ${multi.length} groups)`],
  ['questions flagged as duplicates (one form per condition)', `${flagged} (${pct(flagged, questions)}) in ${duplicateGroups} duplicate groups`],
  ['time', `${Math.round(performance.now() - started)} ms`],
];
const width = Math.max(...rows.map(([k]) => k.length));
console.log(`${'measure'.padEnd(width)}  value`);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(40)}`);
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
for (const f of failures) console.error(`failed: ${f}`);
process.exitCode = failures.length ? 1 : 0;
