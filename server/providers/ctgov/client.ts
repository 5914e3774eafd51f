/**
 * ClinicalTrials.gov API v2 client (DESIGN §1 providers): one call, `GET {baseUrl}/studies/{nctId}`, answering the
 * study record as JSON (`protocolSection`, `derivedSection`, … — https://clinicaltrials.gov/data-api/api and the
 * study data structure at https://clinicaltrials.gov/data-api/about-api/study-data-structure).
 *
 * Failures become HTTP errors the import route passes on to the user: 404 when the registry does not know the NCT
 * ID, 502 with the reason when it cannot be reached or answers something unusable.
 */
import { HttpError } from '../../lib/errors';

/** Default time limit of one fetch, in milliseconds (connect + headers + body). */
export const CTGOV_TIMEOUT_MS = 10_000;

/** Reads study records from ClinicalTrials.gov (or the local fake in tests). */
export interface CtgovClient {
  /**
   * Fetches one study record.
   * @param nctId `NCT` + 8 digits (the caller validates the format).
   * @returns the API v2 study object, unchanged.
   * @throws HttpError 404 "NCT… was not found on ClinicalTrials.gov"; HttpError 502 "ClinicalTrials.gov could not be
   *   reached: <reason>" for a network failure (ECONNREFUSED, ECONNRESET, timeout …), a non-2xx answer other than
   *   404, or a body that is not a JSON object.
   */
  fetchStudy(nctId: string): Promise<Record<string, unknown>>;
}

/** Where the client reads and how long it waits. */
export interface CtgovClientOptions {
  /** API v2 base URL without a trailing slash, e.g. https://clinicaltrials.gov/api/v2 (config `ctgovBaseUrl`). */
  baseUrl: string;
  /** Time limit per fetch in ms (default 10 000). */
  timeoutMs?: number;
}

const unreachable = (reason: string) => new HttpError(502, `ClinicalTrials.gov could not be reached: ${reason}`);

/**
 * The most specific reason of a failed `fetch`: the system error code (ECONNREFUSED, ENOTFOUND, ECONNRESET …), else
 * the underlying message ("other side closed"), else the error's own.
 */
function networkReason(e: unknown, timeoutMs: number): string {
  const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const code = err?.cause?.code;
  if (code && /^E[A-Z]+$/.test(code)) return code;
  return err?.cause?.message || err?.message || String(e);
}

/** Creates a client for `opts.baseUrl`. Stateless: safe to share between requests. */
export function createCtgovClient(opts: CtgovClientOptions): CtgovClient {
  const timeoutMs = opts.timeoutMs ?? CTGOV_TIMEOUT_MS;
  return {
    async fetchStudy(nctId) {
      const url = `${opts.baseUrl.replace(/\/$/, '')}/studies/${encodeURIComponent(nctId)}`;
      const signal = AbortSignal.timeout(timeoutMs);
      let res: Response;
      let body: string;
      try {
        res = await fetch(url, { headers: { accept: 'application/json' }, signal });
        body = await res.text();
      } catch (e) {
        throw unreachable(networkReason(e, timeoutMs));
      }
      if (res.status === 404) throw new HttpError(404, `${nctId} was not found on ClinicalTrials.gov`);
      if (!res.ok) throw unreachable(`HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
      let study: unknown;
      try {
        study = JSON.parse(body);
      } catch {
        throw unreachable('the answer was not valid JSON');
      }
      if (!study || typeof study !== 'object' || Array.isArray(study)) throw unreachable('the answer was not a study record');
      return study as Record<string, unknown>;
    },
  };
}
