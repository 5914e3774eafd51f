/**
 * Input of `POST /api/trials/auto-gen` (spec §7; body `autoGenBody` of contracts/trials.ts): the reading of pasted or
 * uploaded ClinicalTrials.gov API v2 records into a list of labelled study objects.
 *
 * A record is *malformed* when it is not a JSON object, has no NCT ID, or gives a field the importer reads with the
 * wrong JSON type (study data structure: https://clinicaltrials.gov/data-api/about-api/study-data-structure).
 * Malformed input is refused as a whole (400 naming the JSON path, nothing imported). Modules that are simply absent
 * are not malformed: the record imports with a warning per missing module (see ctgov.ts).
 */
import { z } from 'zod';
import { MAX_IMPORT_STUDIES, NCT_ID, type AutoGenBody } from '../../../../contracts/trials';
import { badRequest } from '../../../lib/errors';

/** Body limit of the import route: 20 MiB. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

const text = z.string().nullish();
const texts = z.array(z.string()).nullish();
/** A module object; absent modules are allowed (they give a warning), a module of another type is malformed. */
const module = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape).nullish();
/** An object that must hold a required field: absent counts as `{}`, so the message names the field (`….nctId: required`). */
const holding = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === undefined ? {} : v), schema);

/** The fields of an API v2 study record the importer reads, with their JSON types; everything else passes through. */
export const studyRecord = z.looseObject({
  protocolSection: holding(
    z.looseObject({
      identificationModule: holding(
        z.looseObject({ nctId: z.string().regex(NCT_ID, 'must look like NCT01234567'), briefTitle: text, officialTitle: text }),
      ),
      statusModule: module({ overallStatus: text }),
      sponsorCollaboratorsModule: module({ leadSponsor: z.looseObject({ name: text }).nullish() }),
      conditionsModule: module({ conditions: texts, keywords: texts }),
      designModule: module({ phases: texts, enrollmentInfo: z.looseObject({ count: z.number().int().min(0).nullish() }).nullish() }),
      descriptionModule: module({ briefSummary: text }),
      eligibilityModule: module({
        eligibilityCriteria: text,
        sex: text,
        minimumAge: text,
        maximumAge: text,
        healthyVolunteers: z.boolean().nullish(),
        stdAges: texts,
      }),
      contactsLocationsModule: module({
        locations: z
          .array(
            z.looseObject({
              facility: text,
              city: text,
              state: text,
              zip: text,
              country: text,
              status: text,
              geoPoint: z.looseObject({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).nullish(),
            }),
          )
          .nullish(),
      }),
    }),
  ),
});

/** One record to import and where it came from, for messages: `study`, `studies[3]`, `jsonl line 7`. */
export interface LabelledStudy {
  where: string;
  study: Record<string, unknown>;
}

/** `['a', 3, 'b']` → `a[3].b`, appended to `base`. */
function jsonPath(base: string, path: PropertyKey[]): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)), base);
}

const ARTICLE: Record<string, string> = { array: 'an array', object: 'an object', string: 'a string', number: 'a number', boolean: 'true or false' };

/** A short message for a zod issue: `required`, `must be an array`, or the schema's own message. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'required' : `must be ${ARTICLE[issue.expected] ?? issue.expected}`;
  return issue.message;
}

/**
 * Checks one record against `studyRecord`.
 * @param where `{ base }` for a JSON path prefix (`studies[3]`), `{ line }` for a JSON Lines line number, and the
 *   request field the record came from (`field`, for the issue path).
 * @throws HttpError 400 "`studies[3].protocolSection.identificationModule.nctId: required`" (first problem in the
 *   message, up to 20 in `issues`).
 */
function checkStudy(value: unknown, where: { base: string } | { line: number }, issuePrefix: (string | number)[]): LabelledStudy {
  const parsed = studyRecord.safeParse(value, { reportInput: true });
  const label = 'line' in where ? `jsonl line ${where.line}` : where.base;
  if (parsed.success) return { where: label, study: value as Record<string, unknown> };
  const describe = (issue: z.core.$ZodIssue) =>
    'line' in where
      ? `${label}: ${issue.path.length ? `${jsonPath('', issue.path)}: ` : ''}${issueMessage(issue)}`
      : `${jsonPath(where.base, issue.path)}: ${issueMessage(issue)}`;
  const issues = parsed.error.issues.slice(0, 20).map((issue) => ({
    path: ['body', ...issuePrefix, ...(issue.path as (string | number)[])],
    message: describe(issue),
  }));
  throw badRequest(issues[0].message, issues);
}

/** Checks a list of records found at `base` (`studies`, or `jsonl: studies` inside a document). */
function checkList(list: unknown[], base: string, issuePrefix: (string | number)[]): LabelledStudy[] {
  if (list.length > MAX_IMPORT_STUDIES) throw badRequest(`${base}: at most ${MAX_IMPORT_STUDIES} studies per import`);
  return list.map((s, i) => checkStudy(s, { base: `${base}[${i}]` }, [...issuePrefix, i]));
}

/** A whole JSON document in the `jsonl` field: a study, an array of studies, or `{"studies": […]}`; else null. */
function readJsonDocument(text: string): unknown[] | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return null;
  let doc: unknown;
  try {
    doc = JSON.parse(trimmed);
  } catch {
    return null; // not one document: read it as JSON Lines
  }
  if (Array.isArray(doc)) return doc;
  if (doc && typeof doc === 'object' && Array.isArray((doc as { studies?: unknown }).studies)) return (doc as { studies: unknown[] }).studies;
  return [doc];
}

/**
 * Reads JSON Lines (`\n` or `\r\n`; blank lines and a leading byte-order mark skipped), or a whole JSON document
 * pasted into the field.
 * @throws HttpError 400 "jsonl line 7: not valid JSON", "jsonl line 3: protocolSection…: required", "jsonl: no
 *   study found".
 */
export function readJsonl(raw: string): LabelledStudy[] {
  const text = raw.replace(/^\uFEFF/, ''); // a byte-order mark from a Windows editor
  const doc = readJsonDocument(text);
  if (doc) {
    if (!doc.length) throw badRequest('jsonl: no study found', [{ path: ['body', 'jsonl'], message: 'empty' }]);
    return checkList(doc, 'jsonl: studies', ['jsonl']);
  }
  const out: LabelledStudy[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw badRequest(`jsonl line ${i + 1}: not valid JSON`, [{ path: ['body', 'jsonl'], message: `line ${i + 1}: not valid JSON` }]);
    }
    out.push(checkStudy(value, { line: i + 1 }, ['jsonl']));
    if (out.length > MAX_IMPORT_STUDIES) throw badRequest(`jsonl: at most ${MAX_IMPORT_STUDIES} studies per import`);
  }
  if (!out.length) throw badRequest('jsonl: no study found', [{ path: ['body', 'jsonl'], message: 'empty' }]);
  return out;
}

/**
 * The records of a pasted or uploaded body (`study`, `studies` or `jsonl`), each checked.
 * @throws HttpError 400 naming the JSON path of the first malformed record.
 */
export function readStudies(body: Pick<AutoGenBody, 'study' | 'studies' | 'jsonl'>): LabelledStudy[] {
  if (body.study) return [checkStudy(body.study, { base: 'study' }, ['study'])];
  if (body.studies) return checkList(body.studies, 'studies', ['studies']);
  return readJsonl(body.jsonl ?? '');
}

/** Checks a record fetched from ClinicalTrials.gov (`where` = its NCT ID). @throws HttpError 400 like `readStudies`. */
export function checkFetchedStudy(study: unknown, nctId: string): LabelledStudy {
  return checkStudy(study, { base: nctId }, []);
}
