/**
 * What the "Import from ClinicalTrials.gov" dialog sends (POST /api/trials/auto-gen, spec §7): an NCT ID checked
 * in the browser first, or the body built from a chosen file — a `.json` file holding one API v2 study,
 * `{"studies": […]}` or an array of studies, or a `.jsonl` file with one study per line. Pure functions.
 */
import type { TrialImportBody } from '../../../dataProvider/types';

/** ClinicalTrials.gov identifiers: NCT and eight digits. */
export const NCT_ID_PATTERN = /^NCT\d{8}$/;

/** The server's body limit for an import (20 MiB); a bigger file is refused before it is read. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;

/** File types the picker and the drop zone take. */
export const IMPORT_FILE_ACCEPT = '.json,.jsonl,application/json';

/** The typed NCT ID, trimmed and upper-cased ("nct01234567 " → "NCT01234567"). */
export function normalizeNctId(value: string): string {
  return value.trim().toUpperCase();
}

/** Why `value` is not an NCT ID, or null when it is one (after normalizeNctId). */
export function nctIdProblem(value: string): string | null {
  const id = normalizeNctId(value);
  if (!id) return 'Enter an NCT ID';
  return NCT_ID_PATTERN.test(id) ? null : 'An NCT ID is NCT followed by 8 digits, e.g. NCT01234567';
}

/** A file's import body and how many studies it holds. */
export interface FileImport {
  body: TrialImportBody;
  studies: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The import body for a file named `name` with text `text`. A `.jsonl` file is sent as it is (the server reads it
 * line by line and names the line of a problem); a `.json` file is parsed here so a syntax error is reported before
 * anything is sent. @throws Error with a message for a person (unknown file type, empty file, invalid JSON, no study).
 */
export function importBodyFromFile(name: string, text: string): FileImport {
  const clean = text.replace(/^\uFEFF/, '');
  const lower = name.toLowerCase();
  if (!clean.trim()) throw new Error(`${name} is empty.`);
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) {
    const studies = clean.split(/\r?\n/).filter((l) => l.trim()).length;
    return { body: { jsonl: clean }, studies };
  }
  if (!lower.endsWith('.json')) throw new Error(`${name}: choose a .json or .jsonl file.`);
  let data: unknown;
  try {
    data = JSON.parse(clean);
  } catch (e) {
    throw new Error(`${name} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (Array.isArray(data)) {
    if (data.length === 0) throw new Error(`${name} holds an empty list.`);
    return { body: { studies: data }, studies: data.length };
  }
  if (isObject(data) && Array.isArray(data.studies)) {
    if (data.studies.length === 0) throw new Error(`${name}: "studies" is empty.`);
    return { body: { studies: data.studies }, studies: data.studies.length };
  }
  if (isObject(data)) return { body: { study: data }, studies: 1 };
  throw new Error(`${name} holds no study: expected a study object, {"studies": […]} or a list of studies.`);
}
