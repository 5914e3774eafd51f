/**
 * A local fake of the ClinicalTrials.gov API v2 (https://clinicaltrials.gov/data-api/api): `GET {url}/studies/{nctId}`
 * answers the record of that study from ../shared/data/ctgov/studies.jsonl (or the given records) as JSON, 404 with
 * the registry's plain-text message for others. `fail(mode)` makes every following request fail the way the real
 * service or network can: HTTP 500, a hang (no answer), a closed connection, or a body that is not JSON.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sharedData } from '../helpers/sharedData';

export type CtgovFailure = 'none' | '500' | 'hang' | 'close' | 'bad-json';

export interface FakeCtgov {
  /** Base URL to use as `ctgovBaseUrl`, e.g. http://127.0.0.1:43123/api/v2 */
  url: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /** The records served, by NCT ID. */
  studies: Map<string, Record<string, any>>;
  /** Makes every following request fail in `mode` ('none' serves normally again). */
  fail(mode: CtgovFailure): void;
  close(): Promise<void>;
}

/** Reads a JSON Lines file of API v2 study records (default: the shared data set of 146 studies). */
export function readStudies(file = sharedData('ctgov/studies.jsonl')): Record<string, any>[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

/** Starts the fake on 127.0.0.1 and a free port. */
export async function startFakeCtgov(records: Record<string, any>[] = readStudies()): Promise<FakeCtgov> {
  const studies = new Map(records.map((s) => [s.protocolSection.identificationModule.nctId as string, s]));
  const requests: string[] = [];
  let mode: CtgovFailure = 'none';
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (mode === 'hang') return; // never answers; the client's timeout must end the wait
    if (mode === 'close') return req.socket.destroy();
    if (mode === '500') return res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    if (mode === 'bad-json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"protocolSection": ');
    const m = /^\/api\/v2\/studies\/([^/?]+)/.exec(req.url ?? '');
    const study = m && studies.get(decodeURIComponent(m[1]).toUpperCase());
    if (req.method !== 'GET' || !study) {
      return res.writeHead(404, { 'content-type': 'text/plain' }).end(`Study not found`);
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(study));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    requests,
    studies,
    fail(m) {
      mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
