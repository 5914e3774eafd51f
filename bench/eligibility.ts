/**
 * `npm run bench:eligibility` ("Measures"): the eligibility engine's pure code on the 146 shared
 * ClinicalTrials.gov records, on one core (one thread, no database).
 *
 * 1. Import path per study: JSON.parse of its line, `mapStudy` (server/modules/trials/import/ctgov.ts), criteria splitting
 *    and structuring (`parseTrialCriteria` → the core's `structureTrial`) and its prescreen form
 *    (`generateStudyBlocks`). Timed per study with `performance.now()`: the first pass over the set (cold: the JIT has
 *    not seen the code), then ROUNDS warm passes; printed: total ms of the set (cold, and the median warm pass) and the
 *    per-study p95 over all warm passes. Baseline: JSON.parse of the same lines, timed the same way.
 * 2. `evaluate` on a real trial with 30 criteria (the shared study whose criteria count is closest to 30) and a full
 *    set of answers (every question of its generated form answered, turned into answers by `answersFromForm`),
 *    called in a loop for about EVAL_MS; printed: calls per second. Baseline: a trivial loop over the same criteria
 *    that looks up each criterion's first answer key and writes a verdict object of the same shape.
 * Aims: the whole set under 1 s, evaluate over 100 000 calls/s. A benchmark, not a test: it never fails on a time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, type CriterionVerdict } from '../server/domain/eligibility';
import { answersFromForm, generateStudyBlocks, type FormResponses } from '../server/domain/prescreenForm';
import { formTrialFromStudy } from '../server/modules/prescreenForms/criteria';
import { envInt, machineLine, printTable } from './lib';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FILE = path.resolve(HERE, '../../shared/data/ctgov/studies.jsonl');
const ROUNDS = envInt('BENCH_ROUNDS', 20);
const EVAL_MS = envInt('BENCH_EVAL_MS', 2000);
const AS_OF = '2026-01-01';

const lines = readFileSync(FILE, 'utf8')
  .split('\n')
  .filter((l) => l.trim());

/** Checksum the timed work feeds, so no step can be optimised away. */
let sink = 0;

/** One pass over every line with `work`; returns each study's time in ms. */
function pass(work: (line: string) => number): number[] {
  return lines.map((line) => {
    const t0 = performance.now();
    sink += work(line);
    return performance.now() - t0;
  });
}

const importStudy = (line: string) => generateStudyBlocks([formTrialFromStudy(JSON.parse(line)).trial])[0].questions.length;
const parseOnly = (line: string) => (JSON.parse(line) ? 1 : 0);

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;

/** Cold pass, then ROUNDS warm passes: set totals (cold, median warm) and per-study p95 of the warm passes. */
function measure(work: (line: string) => number) {
  const cold = sum(pass(work));
  const warm = Array.from({ length: ROUNDS }, () => pass(work));
  return { cold, median: quantile(warm.map(sum), 0.5), p95: quantile(warm.flat(), 0.95) };
}

// Baseline first (it warms JSON.parse for both), then the product.
const baseline = measure(parseOnly);
const product = measure(importStudy);

// evaluate on the shared study closest to 30 criteria, with every question of its form answered
const trials = lines.map((l) => formTrialFromStudy(JSON.parse(l)).trial);
const trial = trials.reduce((best, t) => (Math.abs(t.criteria.length - 30) < Math.abs(best.criteria.length - 30) ? t : best));
const content = { sharedQuestions: [], blocks: generateStudyBlocks([trial]) };
const responses: FormResponses = Object.fromEntries(
  content.blocks[0].questions.map((q, i) => {
    switch (q.answerType) {
      case 'number':
        return [q.id, q.unit === 'cm' ? 170 : q.unit === 'kg' ? 72 : 45];
      case 'date':
        return [q.id, '2024-05-01'];
      case 'duration':
        return [q.id, { value: 3, unit: 'months' }];
      case 'choice':
        return [q.id, q.choices![0].value];
      default:
        return [q.id, i % 3 === 0 ? 'yes' : 'no'];
    }
  }),
);
const answers = answersFromForm(content, responses);
const criteria = trial.criteria;

/** Calls per second of `fn` over about EVAL_MS (after a warm-up of a fifth of that). */
function callsPerSecond(fn: () => number): number {
  const run = (budget: number) => {
    let calls = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < budget) {
      for (let i = 0; i < 1000; i++) sink += fn();
      calls += 1000;
    }
    return (calls * 1000) / (performance.now() - t0);
  };
  run(EVAL_MS / 5);
  return run(EVAL_MS);
}

const trivial = (): number => {
  const out = new Array<CriterionVerdict>(criteria.length);
  for (let i = 0; i < criteria.length; i++) {
    const key = criteria[i].answerKeys[0];
    const a = answers[key];
    out[i] = {
      criterionId: criteria[i].id,
      verdict: a === undefined || a === null ? 'unknown' : 'met',
      evidence: a === undefined ? null : { answerKey: key, answer: a },
    };
  }
  return out.length;
};
const trivialRate = callsPerSecond(trivial);
const evaluateRate = callsPerSecond(() => evaluate(criteria, answers, { asOf: AS_OF }).length);
const verdicts = evaluate(criteria, answers, { asOf: AS_OF });
const count = (v: CriterionVerdict['verdict']) => verdicts.filter((x) => x.verdict === v).length;

console.log(`bench:eligibility — ${machineLine('no database')}`);
console.log(`${lines.length} studies from ${path.relative(process.cwd(), FILE)}, ${ROUNDS} warm passes\n`);
printTable([
  ['import path (parse, map, structure, form)', 'product', 'baseline (JSON.parse)', 'ratio', 'aim'],
  ['whole set, first pass (cold)', ms(product.cold), ms(baseline.cold), `${(product.cold / baseline.cold).toFixed(1)}×`, '< 1000 ms'],
  ['whole set, median warm pass', ms(product.median), ms(baseline.median), `${(product.median / baseline.median).toFixed(1)}×`, '< 1000 ms'],
  ['per study, p95 of warm passes', ms(product.p95), ms(baseline.p95), `${(product.p95 / baseline.p95).toFixed(1)}×`, ''],
]);
console.log('');
printTable([
  [`evaluate, ${trial.nctId} (${criteria.length} criteria)`, 'product', 'baseline (trivial loop)', 'ratio', 'aim'],
  [
    'calls per second',
    Math.round(evaluateRate).toLocaleString('en-US'),
    Math.round(trivialRate).toLocaleString('en-US'),
    `${(trivialRate / evaluateRate).toFixed(1)}× slower`,
    '> 100,000',
  ],
]);
console.log(
  `\nanswers: ${Object.keys(answers).length} keys from ${content.blocks[0].questions.length} questions; verdicts: ${count('met')} met, ${count('not_met')} not met, ${count('unknown')} unknown (site-only or unanswered)`,
);
console.log(
  `aims: whole set ${product.median < 1000 && product.cold < 1000 ? 'met' : 'not met'}; evaluate ${evaluateRate > 100_000 ? 'met' : 'not met'}  (checksum ${sink % 997})`,
);
