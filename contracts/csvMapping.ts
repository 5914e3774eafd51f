/**
 * Candidate CSV import: which column of a CSV file feeds which candidate field, and the rows sent to
 * POST /api/candidates/bulk. Pure (no DOM, no I/O), shared by the SPA's importer and usable by the server.
 *
 * Header detection compares a normalised header (lower case, letters and digits only: "Date of Birth",
 * "date_of_birth" and "DateOfBirth" all become "dateofbirth") with a fixed alias list per field. It recognises the
 * Synthea export of shared/data/synthea/candidates.csv (candidate_id, first_name, last_name, birthdate, deathdate,
 * gender, city, state, zip, active_conditions, active_condition_snomed_codes; race, ethnicity, county, lat, lon and
 * ever_conditions are ignored) and common variants (First Name / FirstName / given, Last Name / surname / family,
 * Full Name / Name, DOB / Date of Birth / birth_date, Sex / Gender, Phone / Mobile / Cell / Telephone,
 * Email / E-mail, ZIP / Zip Code / Postal Code / postcode, Conditions / Diagnoses). Each field is given to one
 * column: the one whose header is the field's most specific name (aliases are listed most specific first, so our own
 * export's `externalId` column wins over its `id` column, the record's id in this product), the first of those on a
 * tie; the other columns naming it stay unmapped.
 *
 * Row numbers follow the file: the header is row 1, the first data row is row 2 (a spreadsheet's numbering), so a
 * rejection names the row a person sees in their editor.
 */

/** Candidate fields a CSV column can feed (the optional fields of the API's import row). */
export const IMPORT_FIELDS = [
  'externalId',
  'firstName',
  'lastName',
  'fullName',
  'dateOfBirth',
  'deceasedDate',
  'sex',
  'phone',
  'email',
  'addressLine',
  'city',
  'state',
  'postalCode',
  'country',
  'conditions',
  'conditionCodes',
  'medications',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Human labels of the fields, for the mapping selects. */
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  externalId: 'External ID',
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  dateOfBirth: 'Date of birth',
  deceasedDate: 'Date of death',
  sex: 'Sex',
  phone: 'Phone',
  email: 'Email',
  addressLine: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  country: 'Country',
  conditions: 'Conditions',
  conditionCodes: 'Condition codes',
  medications: 'Medications',
};

/** Normalised header aliases of each field, most specific first (see detectColumnMapping). */
const ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  externalId: ['candidateid', 'externalid', 'patientid', 'personid', 'recordid', 'mrn', 'id'],
  firstName: ['firstname', 'first', 'givenname', 'given', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'family'],
  fullName: ['fullname', 'name', 'patientname', 'candidatename'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate', 'birthday', 'born'],
  deceasedDate: ['deathdate', 'dateofdeath', 'deceaseddate', 'dod'],
  sex: ['sex', 'gender'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'mobilenumber', 'cell', 'cellphone', 'telephone', 'tel'],
  email: ['email', 'emailaddress', 'mail'],
  addressLine: ['address', 'addressline', 'addressline1', 'address1', 'street', 'streetaddress'],
  city: ['city', 'town'],
  state: ['state', 'province', 'region'],
  postalCode: ['zip', 'zipcode', 'postalcode', 'postcode'],
  country: ['country', 'countrycode'],
  conditions: ['conditions', 'condition', 'activeconditions', 'diagnoses', 'diagnosis'],
  conditionCodes: ['conditioncodes', 'activeconditionsnomedcodes', 'snomedcodes', 'diagnosiscodes', 'icd10codes'],
  medications: ['medications', 'medication', 'activemedications', 'meds'],
};

const FIELD_BY_ALIAS: ReadonlyMap<string, ImportField> = new Map(
  IMPORT_FIELDS.flatMap((field) => ALIASES[field].map((alias) => [alias, field] as const)),
);

/** "Date of Birth" → "dateofbirth": lower case, accents removed, only a–z and 0–9 kept. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The field a header names, or null when it names none. */
export function detectField(header: string): ImportField | null {
  return FIELD_BY_ALIAS.get(normalizeHeader(header)) ?? null;
}

/** One target per column (null = ignored); a field goes to the column that names it most specifically. */
export type ColumnMapping = (ImportField | null)[];

/** How specific `header` is as a name of `field`: its place in the field's alias list (0 = the most specific). */
const aliasRank = (field: ImportField, header: string) => ALIASES[field].indexOf(normalizeHeader(header));

/**
 * Detects the mapping of a header row: each field goes to the column whose header is its most specific alias, the
 * first such column on a tie (`id, externalId` → the external id from `externalId`; `Phone, Mobile` → `Phone`).
 */
export function detectColumnMapping(headers: readonly string[]): ColumnMapping {
  const fields = headers.map(detectField);
  const best = new Map<ImportField, number>();
  fields.forEach((field, column) => {
    if (!field) return;
    const current = best.get(field);
    if (current === undefined || aliasRank(field, headers[column]) < aliasRank(field, headers[current])) best.set(field, column);
  });
  return fields.map((field, column) => (field && best.get(field) === column ? field : null));
}

/**
 * Sets column `index` to `field` (null = ignore); another column that had `field` is cleared, so a field is
 * never fed twice.
 */
export function remapColumn(mapping: ColumnMapping, index: number, field: ImportField | null): ColumnMapping {
  return mapping.map((current, i) => (i === index ? field : field !== null && current === field ? null : current));
}

/** True when the mapping names the candidate: first and last name, or a full name. */
export function mappingHasName(mapping: ColumnMapping): boolean {
  return mapping.includes('fullName') || (mapping.includes('firstName') && mapping.includes('lastName'));
}

/** A row for POST /api/candidates/bulk: raw strings per mapped field, and the CSV row number. */
export type ImportRowInput = { rowNumber: number } & Partial<Record<ImportField, string>>;

/**
 * Turns parsed CSV records (records[0] = header) into import rows. Blank records (every cell empty) are skipped
 * but keep their place in the numbering; empty cells are left out; values are trimmed.
 */
export function buildImportRows(records: readonly (readonly string[])[], mapping: ColumnMapping): ImportRowInput[] {
  const rows: ImportRowInput[] = [];
  for (let i = 1; i < records.length; i++) {
    const record = records[i];
    if (record.every((cell) => cell.trim() === '')) continue;
    const row: ImportRowInput = { rowNumber: i + 1 };
    mapping.forEach((field, column) => {
      const value = record[column]?.trim();
      if (field && value) row[field] = value;
    });
    rows.push(row);
  }
  return rows;
}

/** Splits `rows` into batches of at most `size` (IMPORT_BATCH_SIZE for the bulk endpoint). */
export function toBatches<T>(rows: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
  return batches;
}
