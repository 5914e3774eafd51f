/**
 * Pure normalisation of one imported candidate row: names, dates, sex, phone (E.164 via
 * libphonenumber-js, default region US), email, postal code and conditions. Returns the clean record or the list of
 * problems, each with the CSV column (our field name) and a reason a coordinator can act on.
 *
 * Formula cells: our exports write a cell a spreadsheet would run (`=…`, `+…`, `-…`, `@…`, tab, carriage return)
 * with one quote in front (server/lib/csv.ts); every cell is trimmed, then that one quote is dropped again
 * (`'+16175550100` → `+16175550100`, `'=1+1` → `=1+1`), so an exported file re-imported gives the same records.
 * Trimming may leave a value that starts with such a character (` =1+1` → `=1+1`): that is safe, because a stored
 * value is only data (the SPA shows it as text) and every CSV the product writes neutralises it again. A quote
 * followed by anything else (`' =1+1`, `'tis`) is the file's own text and is kept.
 */
import { isMatch, isValid, parse } from 'date-fns';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { CandidateCondition } from '../../db/schema';
import type { CandidateSex } from '../../../contracts/constants';
import type { CandidatePersonFields, ImportRejection, ImportRow } from '../../../contracts/candidates';
import { restoreCsvCell } from '../../lib/csv';
import { textProblem } from '../../../contracts/text';

/** A normalised import row: the person fields plus external id, date of death and sex. */
export interface CleanCandidate extends CandidatePersonFields {
  externalId: string | null;
  deceasedDate: string | null;
  sex: CandidateSex;
}

/** A problem of one imported row (see ImportRejection). */
export type RowProblem = ImportRejection;

export type NormalizeResult = { ok: true; value: CleanCandidate } | { ok: false; problems: RowProblem[] };

/** Date layouts accepted, most specific first; ambiguous d/m vs m/d follows the US reading (m/d/yyyy). */
const DATE_FORMATS = [
  'yyyy-MM-dd',
  'yyyy/MM/dd',
  'M/d/yyyy',
  'M-d-yyyy',
  'd.M.yyyy',
  'yyyyMMdd',
  'MMMM d, yyyy',
  'MMM d, yyyy',
  'd MMMM yyyy',
  'd MMM yyyy',
];
/** Oldest plausible date of birth: 130 years before `today`. */
const MAX_AGE_YEARS = 130;

const SEX_WORDS: Record<string, CandidateSex> = {
  f: 'FEMALE',
  female: 'FEMALE',
  woman: 'FEMALE',
  w: 'FEMALE',
  m: 'MALE',
  male: 'MALE',
  man: 'MALE',
  o: 'OTHER',
  other: 'OTHER',
  x: 'OTHER',
  'non-binary': 'OTHER',
  nonbinary: 'OTHER',
  u: 'UNKNOWN',
  unknown: 'UNKNOWN',
  'not known': 'UNKNOWN',
  'prefer not to say': 'UNKNOWN',
};

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const US_ZIP_RE = /^\d{5}(-?\d{4})?$/;

const clean = (v: string | undefined | null): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

function isoDay(d: Date): string {
  const y = String(d.getFullYear()).padStart(4, '0');
  return `${y}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Parses a calendar date in one of DATE_FORMATS. Returns 'YYYY-MM-DD', or an error reason: "not a date" for an
 * unreadable value, "impossible date" for a well-formed but non-existent day (2021-02-30).
 */
export function parseDay(value: string): { ok: true; value: string } | { ok: false; reason: string } {
  const v = value.trim().replace(/T.*$/, '');
  for (const format of DATE_FORMATS) {
    const d = parse(v, format, new Date(2000, 0, 1));
    if (isValid(d) && d.getFullYear() >= 1000) return { ok: true, value: isoDay(d) };
  }
  const numeric = v.match(/^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/) ?? v.match(/^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/);
  if (numeric || DATE_FORMATS.some((f) => isMatch(v, f))) return { ok: false, reason: `impossible date "${value}"` };
  return { ok: false, reason: `not a date "${value}" (use YYYY-MM-DD)` };
}

/** Splits "Last, First" or "First Middle Last" into first and last name. */
export function splitFullName(full: string): { firstName: string; lastName: string } | null {
  const t = full.trim().replace(/\s+/g, ' ');
  if (!t) return null;
  if (t.includes(',')) {
    // "Last, First": both parts are needed (", John" is not a first name "," and a last name "John")
    const [last, first] = t.split(',', 2).map((s) => s.trim());
    return first && last ? { firstName: first, lastName: last } : null;
  }
  const parts = t.split(' ');
  if (parts.length < 2) return null;
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] };
}

/** "+1 617-555-0100" / "(617) 555-0100" → "+16175550100"; null when not a valid number. */
export function toE164(value: string, defaultCountry: CountryCode = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(value, defaultCountry);
  return parsed && parsed.isValid() ? parsed.number : null;
}

function splitList(v: string | string[] | undefined): string[] {
  if (Array.isArray(v)) return v.map((s) => s.trim()).filter(Boolean);
  return (v ?? '')
    .split(/\s*[;|]\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Country as ISO 3166 alpha-2 from "US", "USA", "United States"; null when unknown. */
function countryCode(v: string | null): string | null {
  if (!v) return null;
  const t = v.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(t)) return t;
  const names: Record<string, string> = {
    USA: 'US',
    'UNITED STATES': 'US',
    'UNITED STATES OF AMERICA': 'US',
    UK: 'GB',
    'UNITED KINGDOM': 'GB',
    CANADA: 'CA',
  };
  return names[t] ?? null;
}

/** Every text cell of `row` trimmed, with the quote our exports put before a formula cell removed (see above). */
function restoreCells(row: ImportRow): ImportRow {
  const restore = (v: string) => restoreCsvCell(v.trim());
  return Object.fromEntries(
    Object.entries(row).map(([key, v]) => [key, typeof v === 'string' ? restore(v) : Array.isArray(v) ? v.map(restore) : v]),
  ) as ImportRow;
}

/**
 * Normalises one row. `today` bounds dates of birth (not in the future, at most 130 years back).
 */
export function normalizeImportRow(input: ImportRow, today: Date = new Date()): NormalizeResult {
  const row = restoreCells(input);
  const problems: RowProblem[] = [];
  const problem = (column: string, reason: string) => problems.push({ row: row.rowNumber, column, reason });

  // well-formed text only (contracts/text.ts: PostgreSQL cannot store a NUL or a lone surrogate): refuse the row
  // here instead of failing the whole batch
  for (const [column, value] of Object.entries(row)) {
    const bad = (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' ? textProblem(v) : null)).find(Boolean);
    if (bad) problem(column, bad);
  }

  let firstName = clean(row.firstName);
  let lastName = clean(row.lastName);
  if ((!firstName || !lastName) && clean(row.fullName)) {
    const split = splitFullName(row.fullName!);
    firstName ??= split?.firstName ?? null;
    lastName ??= split?.lastName ?? null;
  }
  if (!firstName && !lastName) problem('name', 'missing name');
  else if (!firstName) problem('firstName', 'missing first name');
  else if (!lastName) problem('lastName', 'missing last name');
  if ((firstName?.length ?? 0) > 100) problem('firstName', 'longer than 100 characters');
  if ((lastName?.length ?? 0) > 100) problem('lastName', 'longer than 100 characters');

  let dateOfBirth: string | null = null;
  if (clean(row.dateOfBirth)) {
    const d = parseDay(row.dateOfBirth!);
    if (!d.ok) problem('dateOfBirth', d.reason);
    else if (d.value > isoDay(today)) problem('dateOfBirth', `date of birth ${d.value} is in the future`);
    else if (Number(d.value.slice(0, 4)) < today.getFullYear() - MAX_AGE_YEARS)
      problem('dateOfBirth', `impossible date of birth ${d.value} (over ${MAX_AGE_YEARS} years ago)`);
    else dateOfBirth = d.value;
  }

  let deceasedDate: string | null = null;
  if (clean(row.deceasedDate)) {
    const d = parseDay(row.deceasedDate!);
    if (!d.ok) problem('deceasedDate', d.reason);
    else if (dateOfBirth && d.value < dateOfBirth) problem('deceasedDate', 'date of death is before the date of birth');
    else deceasedDate = d.value;
  }

  let sex: CandidateSex = 'UNKNOWN';
  if (clean(row.sex)) {
    const mapped = SEX_WORDS[row.sex!.trim().toLowerCase()];
    if (mapped) sex = mapped;
    else problem('sex', `unknown sex "${row.sex}" (use F, M, other or unknown)`);
  }

  const country = countryCode(clean(row.country));
  if (clean(row.country) && !country) problem('country', `unknown country "${row.country}" (use a 2-letter code such as US)`);

  let phone: string | null = null;
  if (clean(row.phone)) {
    phone = toE164(row.phone!, (country ?? 'US') as CountryCode);
    if (!phone) problem('phone', `bad phone number "${row.phone}"`);
  }

  let email: string | null = null;
  if (clean(row.email)) {
    email = row.email!.trim().toLowerCase();
    if (!EMAIL_RE.test(email)) problem('email', `bad email address "${row.email}"`);
  }

  let postalCode = clean(row.postalCode);
  if (postalCode && (country ?? 'US') === 'US') {
    if (/^\d{1,4}$/.test(postalCode)) postalCode = postalCode.padStart(5, '0'); // spreadsheets drop leading zeros
    if (!US_ZIP_RE.test(postalCode)) problem('postalCode', `bad ZIP code "${row.postalCode}"`);
  }

  const texts = splitList(row.conditions);
  const codes = splitList(row.conditionCodes);
  const conditions: CandidateCondition[] = texts.map((text, i) =>
    codes[i] && /^\d{6,18}$/.test(codes[i]) ? { text, system: 'SNOMED', code: codes[i] } : { text },
  );

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    value: {
      externalId: clean(row.externalId),
      firstName: firstName!,
      lastName: lastName!,
      dateOfBirth,
      deceasedDate,
      sex,
      phone,
      email,
      addressLine: clean(row.addressLine),
      city: clean(row.city),
      state: clean(row.state),
      postalCode,
      country,
      conditions,
      medications: splitList(row.medications),
    },
  };
}
