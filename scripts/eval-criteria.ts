/**
 * `npm run eval:criteria [file]` ("Evaluation and tests"): runs the trial import's mapping and criteria
 * structuring (server/modules/trials/import/ctgov.ts `mapStudy`, the eligibility core's `structureTrial` through
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
 * Precision comes first (a wrong rule is worse than none), so the table leads with what can go wrong, and prints
 * these lines for other tools to read:
 * - `unsatisfiable forms <n>`: studies whose generated form no truthful set of answers passes (`checkForm`);
 * - `orphan questions <n>`: questions no criterion reads; `jargon questions <n>`: questions with words a lay reader
 *   is unlikely to know (`jargonIn`);
 * - `failable rules <n>`: criteria a candidate's answers can FAIL (`canFail` over the form's answers), beside those
 *   only the site can settle, those a "yes" leaves to the site (scope), and the informational items.
 * With `--labels <file>` (JSON Lines rows `{ nctId, text, expected }` whose `expected` starts with "site:" or "ask:",
 * as in the shared reference data's criteria reviews), it also prints the labelled criteria's failable rules whose
 * coordinator's handling is "site:" (`false-exclusion risks <n>`: the form can fail a person on a criterion only the
 * site can judge) and the precision of failable rules (share of labelled failable rules the coordinator would ask).
 * The coverage figure of earlier versions (criteria with a structured rule) is still printed, last; it rewards
 * structuring more text and is not a goal.
 *
 * Input: JSON Lines (one study per line), `{"studies": [...]}` or a JSON array; default the shared
 * reference data's ClinicalTrials.gov studies (where: tests/helpers/sharedData.ts). Exit code 1 only when a record failed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONDITIONS, findConcepts } from '../server/domain/eligibility/rules/vocabulary';
import { canFail, checkForm, detectDuplicates, generateStudyBlocks, type TrialForForm } from '../server/domain/prescreenForm';
import { formTrialFromStudy } from '../server/modules/prescreenForms/criteria';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const labelsAt = args.indexOf('--labels');
const labelsFile = labelsAt >= 0 ? path.resolve(args[labelsAt + 1]) : null;
const positional = args.filter((_, i) => i !== labelsAt && i !== labelsAt + 1);
const file = path.resolve(positional[0] ?? path.join(REPO, '../shared/data/ctgov/studies.jsonl'));
/** The evaluation's "today", fixed so that the figures do not move with the calendar. */
const AS_OF = new Date('2026-11-23T00:00:00Z');

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

const blocks = generateStudyBlocks(trials.map((t) => t.trial));
const questions = blocks.reduce((n, b) => n + b.questions.length, 0);

// Precision measures, one form per study.
let unsatisfiable = 0;
let orphans = 0;
let jargon = 0;
let failable = 0;
let siteOnly = 0;
let siteConfirms = 0;
let informational = 0;
const failableIds = new Set<string>();
for (const [i, block] of blocks.entries()) {
  const t = trials[i].trial;
  const content = { sharedQuestions: [], blocks: [block] };
  const checks = checkForm(content, [t], AS_OF);
  if (!checks.publishable) unsatisfiable++;
  orphans += checks.issues.filter((x) => x.check === 'orphan').length;
  jargon += checks.issues.filter((x) => x.check === 'jargon').length;
  for (const c of t.criteria) {
    if (c.informational) informational++;
    else if (c.answerableBy === 'site') siteOnly++;
    else if (canFail(content, c, AS_OF) !== false) {
      failable++;
      failableIds.add(`${t.id}|${c.text.replace(/\s+/g, ' ').trim()}`);
    } else siteConfirms++;
  }
}

/** Labelled criteria (`--labels`): false-exclusion risks and the precision of failable rules. */
function labelRows(): [string, string][] {
  if (!labelsFile) return [];
  const rows = readFileSync(labelsFile, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { nctId: string; text: string; expected: string });
  const known = new Set(trials.map((t) => t.trial.id));
  const labelled = rows.filter((r) => known.has(r.nctId));
  const failing = labelled.filter((r) => failableIds.has(`${r.nctId}|${r.text.replace(/\s+/g, ' ').trim()}`));
  const risks = failing.filter((r) => /^site:/.test(r.expected));
  for (const r of risks) console.error(`false-exclusion risk: ${r.nctId} "${r.text.slice(0, 100)}" (coordinator: ${r.expected.slice(0, 80)})`);
  return [
    ['labelled criteria (of these studies)', String(labelled.length)],
    ['failable rules among them', String(failing.length)],
    ['false-exclusion risks', String(risks.length)],
    ['precision of failable rules', pct(failing.length - risks.length, failing.length)],
  ];
}
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
  ['unsatisfiable forms', String(unsatisfiable)],
  ['orphan questions', String(orphans)],
  ['jargon questions', String(jargon)],
  ['failable rules', String(failable)],
  ['criteria only the site can settle', String(siteOnly)],
  ['criteria a "yes" or "no" leaves to the site (cannot fail)', String(siteConfirms)],
  ['informational items (headers, "None")', String(informational)],
  ...labelRows(),
  ['studies read', String(records.length)],
  ['imported with warnings', `${withWarnings} (${pct(withWarnings, records.length)})`],
  ['failed', String(failures.length)],
  [
    'criteria found',
    `${criteria.length} (${criteria.filter((c) => c.kind === 'inclusion').length} inclusion, ${criteria.filter((c) => c.kind === 'exclusion').length} exclusion)`,
  ],
  [
    'studies with both inclusion and exclusion found',
    `${bothKinds.length} of ${withText.length} with criteria text (${pct(bothKinds.length, withText.length)})`,
  ],
  [
    'criteria with a structured rule (coverage; not a goal)',
    `${criteria.length - (ruleTypes.get('(no rule)') ?? 0)} (${pct(criteria.length - (ruleTypes.get('(no rule)') ?? 0), criteria.length)})`,
  ],
  ...[...ruleTypes.entries()]
    .filter(([type]) => type !== '(no rule)')
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([type, n]): [string, string] => [`  rule: ${type}`, `${n} (${pct(n, criteria.length)})`]),
  [
    'criteria only the site can confirm',
    `${criteria.filter((c) => c.answerableBy === 'site').length} (${pct(criteria.filter((c) => c.answerableBy === 'site').length, criteria.length)})`,
  ],
  ['questions generated (one form per study)', String(questions)],
  [
    'condition groups (studies in groups of 2 or more)',
    `${groups.size} (${multi.reduce((n, m) => n + m.length, 0)} studies in ${multi.length} groups)`,
  ],
  ['questions flagged as duplicates (one form per condition)', `${flagged} (${pct(flagged, questions)}) in ${duplicateGroups} duplicate groups`],
  ['time', `${Math.round(performance.now() - started)} ms`],
];
const width = Math.max(...rows.map(([k]) => k.length));
console.log(`${'measure'.padEnd(width)}  value`);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(40)}`);
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
// the same figures as plain lines, for other tools
for (const key of ['unsatisfiable forms', 'orphan questions', 'jargon questions', 'failable rules'])
  console.log(`${key} ${rows.find(([k]) => k === key)![1]}`);
for (const f of failures) console.error(`failed: ${f}`);
process.exitCode = failures.length ? 1 : 0;
