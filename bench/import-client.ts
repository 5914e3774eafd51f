/**
 * The client side of bench/import.ts, run as a child process so that the server's RSS is measured without the
 * client's memory (in production the browser parses the file). Two modes, chosen by the JSON read on stdin:
 * `generate` writes the benchmark's CSV file (GenerateInput → GenerateResult); `import` does what the SPA's CSV import
 * does — papaparse, column mapping, then batches of IMPORT_BATCH_SIZE (500) sent one after the other to
 * `POST /api/candidates/bulk` (ImportClientInput → ImportClientResult), using the SPA's own mapping
 * (contracts/csvMapping.ts) and batch runner (src/resources/candidates/importRunner.ts). Prints one JSON line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'csv-stringify/sync';
import Papa from 'papaparse';
import { IMPORT_BATCH_SIZE } from '../contracts/constants';
import { buildImportRows, detectColumnMapping, toBatches, type ImportRowInput } from '../contracts/csvMapping';
import type { ImportBatchResult } from '../src/dataProvider/types';
import { EMPTY_TOTALS, runImport } from '../src/resources/candidates/importRunner';
import { generatePeople, prng, type Person } from './people';

export interface GenerateInput {
  mode: 'generate';
  csvFile: string;
  rows: number;
  badPercent: number;
}

export interface GenerateResult {
  bad: number;
  bytes: number;
}

export interface ImportClientInput {
  mode: 'import';
  /** Product base URL, e.g. http://127.0.0.1:41234. */
  url: string;
  cookie: string;
  origin: string;
  organizationId: string;
  csvFile: string;
}

export interface ImportClientResult {
  /** From reading the file to the last batch's answer. */
  seconds: number;
  parseSeconds: number;
  batches: number;
  slowestBatchMs: number;
  created: number;
  updated: number;
  /** Distinct rows with at least one problem. */
  rejectedRows: number;
  problems: number;
}

/** The CSV columns of the generated file (the SPA's header detection maps each to an import field). */
export const COLUMNS = [
  'MRN',
  'First Name',
  'Last Name',
  'DOB',
  'Sex',
  'Phone',
  'Email',
  'Address',
  'City',
  'State',
  'ZIP',
  'Conditions',
  'SNOMED Codes',
  'Medications',
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The defects of bad rows, one per bad row, in turn. */
const DEFECTS: [string, (rec: Record<string, string>) => void][] = [
  ['impossible date', (r) => (r.DOB = `${r.DOB.slice(0, 4) || '1980'}-02-30`)],
  ['date in the future', (r) => (r.DOB = '2031-05-17')],
  ['not a date', (r) => (r.DOB = 'unknown')],
  ['bad phone', (r) => (r.Phone = '555-01')],
  ['bad email', (r) => (r.Email = `${r['First Name'].toLowerCase()}.at.gmail`)],
  ['missing last name', (r) => (r['Last Name'] = '')],
  ['bad ZIP', (r) => (r.ZIP = '9021O')],
  ['unknown sex', (r) => (r.Sex = 'Q')],
];

/**
 * One person as a CSV record, formatted the way real exports vary: ISO and US dates, phone layouts, upper-case
 * emails, ZIPs that lost their leading zero in a spreadsheet. `bad` applies one of DEFECTS.
 */
function csvRecord(p: Person, bad: number | null): Record<string, string> {
  const rand = prng(p.index + 99);
  const [y, m, d] = p.dateOfBirth.split('-');
  const layout = rand();
  const dob = layout < 0.6 ? p.dateOfBirth : layout < 0.95 ? `${Number(m)}/${Number(d)}/${y}` : `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
  let phone = '';
  if (p.phone) {
    const [a, b, c] = [p.phone.slice(2, 5), p.phone.slice(5, 8), p.phone.slice(8)];
    const style = rand();
    phone = style < 0.4 ? `(${a}) ${b}-${c}` : style < 0.7 ? `${a}-${b}-${c}` : style < 0.85 ? `+1 ${a} ${b} ${c}` : `${a}${b}${c}`;
  }
  const sexWords = { FEMALE: ['F', 'Female', 'female'], MALE: ['M', 'Male', 'male'], OTHER: ['Other', 'X'], UNKNOWN: ['', 'Unknown'] }[p.sex];
  const rec: Record<string, string> = {
    MRN: p.externalId,
    'First Name': p.firstName,
    'Last Name': p.lastName,
    DOB: dob,
    Sex: sexWords[Math.floor(rand() * sexWords.length)],
    Phone: phone,
    Email: p.email ? (rand() < 0.1 ? p.email.toUpperCase() : p.email) : '',
    Address: p.addressLine,
    City: p.city,
    State: p.state,
    ZIP: p.postalCode.startsWith('0') && rand() < 0.5 ? p.postalCode.replace(/^0+/, '') : p.postalCode,
    Conditions: p.conditions.map((c) => c.text).join('; '),
    'SNOMED Codes': p.conditions.map((c) => c.code).join('; '),
    Medications: p.medications.join('; '),
  };
  if (bad !== null) DEFECTS[bad][1](rec);
  return rec;
}

/** Generates the CSV text of `rows` people, `badPercent` % of them with one defect; returns it with the number of bad rows. */
function generateCsv(rows: number, badPercent: number): { csv: string; bad: number } {
  const people = generatePeople(rows, 4242);
  const pick = prng(77);
  let bad = 0;
  const records = people.map((p) => {
    const isBad = pick() < badPercent / 100;
    return csvRecord(p, isBad ? bad++ % DEFECTS.length : null);
  });
  return { csv: stringify(records, { header: true, columns: COLUMNS }), bad };
}

/** Writes the generated CSV to `input.csvFile`. */
export function writeCsv(input: GenerateInput): GenerateResult {
  const { csv, bad } = generateCsv(input.rows, input.badPercent);
  writeFileSync(input.csvFile, csv);
  return { bad, bytes: Buffer.byteLength(csv) };
}

/**
 * Parses CSV text and maps it to import rows exactly as the SPA's importer does (CandidateImport.tsx): papaparse
 * without header mode, BOM stripped, contracts/csvMapping.ts header detection and row building (header = row 1).
 * @throws on a parse error or a column the header detection does not recognise.
 */
export function csvToImportRows(csv: string): ImportRowInput[] {
  const parsed = Papa.parse<string[]>(csv, { header: false, skipEmptyLines: false });
  if (parsed.errors.length) throw new Error(`CSV parse: row ${parsed.errors[0].row}: ${parsed.errors[0].message}`);
  const records = parsed.data.map((r) => r.map((cell) => String(cell ?? '')));
  records[0][0] = records[0][0].replace(/^\uFEFF/, '');
  const mapping = detectColumnMapping(records[0]);
  const unmapped = records[0].filter((_, i) => mapping[i] === null);
  if (unmapped.length) throw new Error(`columns not recognised by the SPA's mapping: ${unmapped.join(', ')}`);
  return buildImportRows(records, mapping);
}

/** Imports the file through the HTTP API with the SPA's batch runner. @throws when a batch fails. */
export async function importFile(input: ImportClientInput): Promise<ImportClientResult> {
  const t0 = performance.now();
  const rows = csvToImportRows(readFileSync(input.csvFile, 'utf8'));
  const parseSeconds = (performance.now() - t0) / 1000;
  let slowestBatchMs = 0;
  const run = await runImport(
    toBatches(rows, IMPORT_BATCH_SIZE),
    EMPTY_TOTALS,
    async (batch, index) => {
      const tb = performance.now();
      const res = await fetch(`${input.url}/api/candidates/bulk?organizationId=${input.organizationId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: input.cookie, origin: input.origin },
        body: JSON.stringify({ rows: batch, importId: 'bench' }),
      });
      if (res.status !== 200) throw new Error(`batch ${index}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as ImportBatchResult;
      slowestBatchMs = Math.max(slowestBatchMs, performance.now() - tb);
      return body;
    },
    () => undefined,
  );
  if (run.failure) throw run.failure.error;
  return {
    seconds: (performance.now() - t0) / 1000,
    parseSeconds,
    batches: run.batchesDone,
    slowestBatchMs,
    created: run.created,
    updated: run.updated,
    rejectedRows: new Set(run.rejected.map((r) => r.row)).size,
    problems: run.rejected.length,
  };
}

async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const parsed = JSON.parse(input) as GenerateInput | ImportClientInput;
  const result = parsed.mode === 'generate' ? writeCsv(parsed) : await importFile(parsed);
  process.stdout.write(JSON.stringify(result) + '\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
