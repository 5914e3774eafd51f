// Picks the demo trials from ../shared/data/ctgov/studies.jsonl (ClinicalTrials.gov API v2 records) and writes the
// bundled copy server/seed/data/studies.jsonl: 40 interventional studies with eligibility text, recruiting and
// not-yet-recruiting first, in file order. Run once by hand: `node scripts/select-demo-studies.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const COUNT = 40;
const rank = { RECRUITING: 0, NOT_YET_RECRUITING: 1, ENROLLING_BY_INVITATION: 2, ACTIVE_NOT_RECRUITING: 3 };
const lines = readFileSync(new URL('../../shared/data/ctgov/studies.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);
const picked = lines
  .map((line, i) => ({ line, i, s: JSON.parse(line).protocolSection ?? {} }))
  .filter(({ s }) => s.designModule?.studyType === 'INTERVENTIONAL' && (s.eligibilityModule?.eligibilityCriteria ?? '').length > 300)
  .sort((a, b) => (rank[a.s.statusModule?.overallStatus] ?? 9) - (rank[b.s.statusModule?.overallStatus] ?? 9) || a.i - b.i)
  .slice(0, COUNT)
  .map(({ line }) => line);
writeFileSync(new URL('../server/seed/data/studies.jsonl', import.meta.url), picked.join('\n') + '\n');
console.log(`wrote ${picked.length} studies`);
