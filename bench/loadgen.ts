/**
 * The load generator, run as a child process by `runLoad` (bench/lib.ts): reads LoadOptions as JSON on stdin, runs
 * autocannon 9 against the URL, and prints one JSON LoadResult line on stdout. It records every response time itself
 * because autocannon's summary has p90 and p97.5 but no p95.
 */
import { createRequire } from 'node:module';
import { summarise } from './stats';

export interface LoadOptions {
  url: string;
  /** Concurrent connections (default 20). */
  connections?: number;
  /** Seconds (default 10). */
  duration?: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  /** 2xx responses per second over the run. */
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Latencies in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  durationS: number;
}

interface AutocannonInstance {
  on(event: 'response', cb: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  on(event: 'done', cb: (result: { errors: number; timeouts: number; non2xx: number; duration: number }) => void): void;
}
type Autocannon = (opts: Record<string, unknown>) => AutocannonInstance;

async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const opts = JSON.parse(input) as LoadOptions;
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const times: number[] = [];
  let ok = 0;
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections ?? 20,
    duration: opts.duration ?? 10,
    headers: opts.headers ?? {},
    timeout: 30,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode >= 200 && statusCode < 300) ok++;
  });
  const result = await new Promise<{ errors: number; timeouts: number; non2xx: number; duration: number }>((resolve) => instance.on('done', resolve));
  const { p50, p95, p99, max, mean } = summarise(times);
  const out: LoadResult = {
    rps: ok / result.duration,
    requests: times.length,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50,
    p95,
    p99,
    max,
    mean,
    durationS: result.duration,
  };
  process.stdout.write(JSON.stringify(out) + '\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
