/**
 * Benchmark: the bulk CSV import (npm run bench:import).
 *
 * 100 000 generated CSV rows (MRN, names, date of birth in mixed layouts, sex, phone in mixed layouts, email, address,
 * ZIP, conditions with SNOMED codes, medications; ~3 % deliberately bad rows, one defect each) go through the bulk
 * import path as the SPA does it (bench/import-client.ts, in a child process like a browser, with the SPA's own
 * column mapping and batch runner): papaparse, header detection, then batches of 500 (IMPORT_BATCH_SIZE), one after
 * the other, to `POST /api/candidates/bulk` of the product listening on 127.0.0.1 with a signed-in coordinator's
 * cookie. Prints rows/s, total seconds and the peak RSS of the
 * server process (which holds PGlite when embedded), sampled every 25 ms.
 *
 * Baseline, in the same run: the same rows, already normalised (normalizeImportRow, not timed), inserted into the
 * emptied table with multi-row INSERTs of 1 000 rows in one transaction, in the server process. Prints the ratio
 * product/baseline rows/s. Aims: product under 60 s and under 500 MB.
 *
 * PGlite by default; PostgreSQL when BENCH_DATABASE_URL is set (a fresh database is created and dropped).
 * Environment: BENCH_ROWS (100000), BENCH_BAD_PERCENT (3), BENCH_PG_SETTINGS (see bench/lib.ts). Run with
 * NODE_OPTIONS=--expose-gc to also print the live heap after the import. Exits 0 unless something crashed.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { candidate } from '../server/db/schema';
import { normalizeImportRow } from '../server/modules/candidates/normalize';
import type { ImportRow } from '../contracts/candidates';
import { BASE_URL } from '../tests/helpers/app';
import {
  DEMO,
  envInt,
  insertCandidates,
  listenLocal,
  login,
  machineLine,
  mb,
  openBenchDatabase,
  printTable,
  runChild,
  sampleRss,
  startProductApp,
} from './lib';
import { csvToImportRows, type GenerateInput, type GenerateResult, type ImportClientInput, type ImportClientResult } from './import-client';

const ROWS = envInt('BENCH_ROWS', 100_000);
const BAD_PERCENT = Number(process.env.BENCH_BAD_PERCENT ?? 3);
const ORG = DEMO.orgs.northside;

async function main() {
  const bench = await openBenchDatabase();
  const { database } = bench;
  const db = database.db;
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    console.log(`bench/import — ${machineLine(bench.label)}`);
    const app = await startProductApp(database);
    cleanups.push(() => app.close());
    const url = await listenLocal(app);
    const coordinator = await login(app, DEMO.northside);
    const [{ n: seeded }] = await db
      .select({ n: count() })
      .from(candidate)
      .where(sql`organization_id = ${ORG}`);

    const t = performance.now();
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'phases-bench-csv-'));
    cleanups.push(async () => rmSync(tmp, { recursive: true, force: true }));
    const csvFile = path.join(tmp, 'candidates.csv');
    // generated in a child process too: the server process should hold only what a server holds
    const { bad } = await runChild<GenerateResult>('import-client.ts', {
      mode: 'generate',
      csvFile,
      rows: ROWS,
      badPercent: BAD_PERCENT,
    } satisfies GenerateInput);
    console.log(
      `  CSV: ${ROWS} rows, ${bad} deliberately bad, ${mb(statSync(csvFile).size)}, generated in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    globalThis.gc?.();

    // ---- product: the client (child process) parses and posts; this process serves, its RSS is sampled ---------
    const rssAtStart = process.memoryUsage().rss;
    const rss = sampleRss();
    const product = await runChild<ImportClientResult>('import-client.ts', {
      mode: 'import',
      url,
      cookie: coordinator.cookie,
      origin: BASE_URL,
      organizationId: ORG,
      csvFile,
    } satisfies ImportClientInput);
    const productPeak = rss.stop();
    const productS = product.seconds;
    const [{ n: inOrg }] = await db
      .select({ n: count() })
      .from(candidate)
      .where(sql`organization_id = ${ORG}`);
    const { created, updated } = product;
    if (created + updated + product.rejectedRows !== ROWS || product.rejectedRows !== bad || inOrg - seeded !== created) {
      throw new Error(
        `unexpected import result: created ${created}, updated ${updated}, rejected rows ${product.rejectedRows} (bad ${bad}), in table ${inOrg - seeded}`,
      );
    }
    console.log(
      `  product: ${created} created, ${updated} updated, ${product.rejectedRows} rows rejected (${product.problems} problems); ` +
        `CSV parse + mapping ${product.parseSeconds.toFixed(1)} s, ${product.batches} batches, slowest ${(product.slowestBatchMs / 1000).toFixed(2)} s`,
    );
    let liveAfter = '';
    if (globalThis.gc) {
      globalThis.gc();
      liveAfter = `, live V8 heap after a full GC ${mb(process.memoryUsage().heapUsed)}, RSS ${mb(process.memoryUsage().rss)}`;
    }

    // ---- baseline: the same rows, normalised beforehand, one transaction of 1 000-row INSERTs into the emptied table
    const today = new Date();
    const rows = csvToImportRows(readFileSync(csvFile, 'utf8'));
    const values = rows.flatMap((r) => {
      const n = normalizeImportRow(r as ImportRow, today);
      return n.ok ? [{ ...n.value, organizationId: ORG, source: 'import' }] : [];
    });
    await database.executeSql('TRUNCATE candidate CASCADE');
    const rssBase = sampleRss();
    const t1 = performance.now();
    const inserted = await insertCandidates(db, values, 1000);
    const baselineS = (performance.now() - t1) / 1000;
    const baselinePeak = rssBase.stop();
    if (inserted !== created) throw new Error(`baseline inserted ${inserted} rows, product created ${created}`);

    const productRps = ROWS / productS;
    const baselineRps = inserted / baselineS;
    console.log('');
    printTable([
      ['', 'rows', 'total s', 'rows/s', 'peak RSS'],
      [
        'product: CSV → POST /api/candidates/bulk ×500',
        ROWS,
        productS.toFixed(1),
        productRps.toFixed(0),
        `${mb(productPeak.rss)} (from ${mb(rssAtStart)})`,
      ],
      ['baseline: INSERT ×1000 in one transaction', inserted, baselineS.toFixed(1), baselineRps.toFixed(0), `${mb(baselinePeak.rss)}`],
    ]);
    const ratio = productRps / baselineRps;
    console.log(`\n  ratio product/baseline rows/s: ${ratio.toFixed(2)}`);
    console.log(`  product total: ${productS.toFixed(1)} s (aim < 60 s) ${productS < 60 ? 'met' : 'NOT met'}`);
    console.log(`  product peak RSS: ${mb(productPeak.rss)} (aim < 500 MB) ${productPeak.rss < 500 * 1024 * 1024 ? 'met' : 'NOT met'}`);
    console.log(
      `    at the peak: V8 heap ${mb(productPeak.heapUsed)} used of ${mb(productPeak.heapTotal)}, external ${mb(productPeak.external)}` +
        (database.kind === 'pglite'
          ? " (PGlite's WebAssembly memory is in 'external')"
          : " (PostgreSQL's memory is in its own processes, not counted)") +
        liveAfter,
    );
  } finally {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    await bench.dispose();
  }
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error('bench/import crashed:', err);
    process.exit(1);
  });
