/**
 * Benchmark: the public chat under load (npm run bench:chat, "Measures").
 *
 * The demo seed's published chat agent of Phases Demo (NCT05896215, the prescreen form generated from it). Before
 * anything is measured, BENCH_CONVERSATIONS (200) conversations are started and verified in-process (initiate, the
 * details, the one-time code read from the sms_message outbox table, the code): each visitor is a different person
 * (name and unique phone from bench/people.ts) with the date of birth of a persona (tests/helpers/personas.ts), the
 * eligible one and the one with 5 or more warts alternately. Then a child process (this file again, so the load does
 * not share the server's event loop) runs all visitors at once over HTTP (fetch, keep-alive) against the app from
 * buildApp listening on 127.0.0.1: each answers its conversation in turn — "Yes" to the contact consent, then the
 * persona's answer to each question's text — until the closing line; each message is one timed request, the next
 * sent when the answer arrives (no think time unless BENCH_THINK_MS).
 *
 * Baseline, same run: as many `GET /api/health` requests as chat messages were sent, by the same client at the same
 * concurrency, on the same app. Printed for both: p50/p95/p99 measured client-side (fetch to body read) and
 * server-side (from the Node http server's `request` event to the response's `finish` event, recorded by a listener
 * this benchmark adds to `app.server`, i.e. what Fastify's `reply.elapsedTime` covers plus routing; buildApp is
 * ready when it returns, so no Fastify hook can be added), messages/s and requests/s, the ratios chat p95 ÷ health p95
 * and chat msg/s ÷ health req/s, whether the chat's server-side p95 meets the aim (< 50 ms), and the prescreen results
 * stored (PASS/FAIL counts: the expected half each) as a correctness check.
 * Then a sequential profile of two more conversations (one per persona): per message the server-side time, and every
 * SQL statement timed at the driver and grouped by kind, plus the pure dialogue `step` and the size of the stored state.
 *
 * The chat rate limits are raised for the benchmark (CHAT_INITIATE_RATE_LIMIT and CHAT_MESSAGE_RATE_LIMIT = 100 000 a
 * minute instead of 20 and 30); the run says so. PGlite by default; PostgreSQL when BENCH_DATABASE_URL is set (a fresh
 * database is created and dropped, bench/lib.ts). Environment: BENCH_CONVERSATIONS (200), BENCH_THINK_MS (0: mean
 * pause of a visitor between an answer and the next message, uniform 0.5–1.5×; the visitors then also arrive spread
 * over one think time), BENCH_PROFILE=0 skips the profile.
 * Never fails on a time: exits 0 unless something crashed.
 */
import os from 'node:os';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/db';
import { step } from '../server/domain/conversation';
import { fromColumns } from '../server/modules/chatConversations/dialogue';
import { envInt, generatePeople, listenLocal, machineLine, openBenchDatabase, printTable, runChild, startProductApp } from './lib';
import { summarise } from './stats';
import { initiateChat, latestCode, waitingQuestion } from '../tests/helpers/chat';
import { answerFor, PERSONAS } from '../tests/helpers/personas';
import { DEMO_CHAT_ORGANIZATION_ID } from '../contracts/constants';

const CONVERSATIONS = envInt('BENCH_CONVERSATIONS', 200);
const THINK_MS = envInt('BENCH_THINK_MS', 0);
const AIM_P95_MS = 50;
const RATE_LIMIT = 100_000;
/** Set in the environment of the child process: this file then runs the visitors instead of the server. */
const CHILD_FLAG = 'BENCH_CHAT_CLIENT';

type PersonaName = keyof typeof PERSONAS;

/** A verified conversation handed to the client process. */
interface Visit {
  id: string;
  token: string;
  persona: PersonaName;
}

interface ClientInput {
  baseUrl: string;
  mode: 'chat' | 'health';
  concurrency: number;
  visits?: Visit[];
  /** health: total requests. */
  requests?: number;
  thinkMs: number;
}

interface ClientOutput {
  /** Client-side latency of every request, ms. */
  times: number[];
  ok: number;
  /** Non-200 answers by status, and network errors as status 0. */
  failures: Record<string, number>;
  /** chat: conversations that reached the closing line. */
  completed: number;
  wallS: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The client process
// ---------------------------------------------------------------------------------------------------------------

async function clientMain() {
  let raw = '';
  for await (const chunk of process.stdin) raw += chunk;
  const input = JSON.parse(raw) as ClientInput;
  const out: ClientOutput = { times: [], ok: 0, failures: {}, completed: 0, wallS: 0 };
  const fail = (status: number) => (out.failures[status] = (out.failures[status] ?? 0) + 1);
  const timed = async (url: string, init?: RequestInit): Promise<{ status: number; body: any }> => {
    const t0 = performance.now();
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
      const body = await res.json();
      out.times.push(performance.now() - t0);
      if (res.status === 200) out.ok++;
      else fail(res.status);
      return { status: res.status, body };
    } catch {
      out.times.push(performance.now() - t0);
      fail(0);
      return { status: 0, body: null };
    }
  };
  const pause = () => (input.thinkMs ? new Promise((r) => setTimeout(r, input.thinkMs * (0.5 + Math.random()))) : undefined);

  async function visitor(v: Visit) {
    // with think time, visitors arrive spread over one think time instead of all in the same millisecond
    if (input.thinkMs) await new Promise((r) => setTimeout(r, Math.random() * input.thinkMs));
    let text = 'Yes'; // the contact-consent question
    for (let i = 0; i < 80; i++) {
      const { status, body } = await timed(`${input.baseUrl}/api/chat-conversations/${v.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-chat-token': v.token },
        body: JSON.stringify({ text }),
      });
      if (status !== 200) return;
      const q = waitingQuestion(body.messages);
      if (!q || q.reply.type === 'closing' || body.conversation.status === 'COMPLETED') {
        if (body.conversation.status === 'COMPLETED') out.completed++;
        return;
      }
      text = answerFor(PERSONAS[v.persona], q.text);
      await pause();
    }
  }

  const t0 = performance.now();
  if (input.mode === 'chat') {
    await Promise.all(input.visits!.map(visitor));
  } else {
    const per = Math.ceil(input.requests! / input.concurrency);
    await Promise.all(
      Array.from({ length: input.concurrency }, async () => {
        for (let i = 0; i < per; i++) await timed(`${input.baseUrl}/api/health`);
      }),
    );
  }
  out.wallS = (performance.now() - t0) / 1000;
  process.stdout.write(JSON.stringify(out) + '\n');
}

function runClient(input: ClientInput): Promise<ClientOutput> {
  process.env[CHILD_FLAG] = '1'; // inherited by the child only for this spawn
  try {
    return runChild<ClientOutput>('chat.ts', input);
  } finally {
    delete process.env[CHILD_FLAG];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server process
// ---------------------------------------------------------------------------------------------------------------

/** Server-side time of each request, from the http server's `request` event to the response's `finish`. */
function serverTimer(app: FastifyInstance) {
  const times = { chat: [] as number[], health: [] as number[], other: [] as number[] };
  const inFlight = { now: 0, max: 0 };
  let on = false;
  app.server.prependListener('request', (req, res) => {
    if (!on) return;
    const t0 = performance.now();
    inFlight.max = Math.max(inFlight.max, ++inFlight.now);
    res.once('close', () => inFlight.now--);
    const bucket = req.url?.endsWith('/messages') ? times.chat : req.url === '/api/health' ? times.health : times.other;
    res.once('finish', () => bucket.push(performance.now() - t0));
  });
  return {
    times,
    /** Most requests inside the server (between `request` and `close`) at once since `clear`. */
    inFlight,
    start() {
      on = true;
    },
    stop() {
      on = false;
    },
    clear() {
      for (const k of Object.keys(times) as (keyof typeof times)[]) times[k].length = 0;
      inFlight.max = inFlight.now;
    },
  };
}

const ms = (v: number) => v.toFixed(1);
const load = () => os.loadavg()[0].toFixed(1);

/** Starts and verifies `n` conversations in-process (app.inject), `parallel` at a time; the code from sms_message. */
async function setUpConversations(app: FastifyInstance, database: Database, n: number, parallel = 10): Promise<Visit[]> {
  const people = generatePeople(n * 2, 4242).filter((p) => p.phone);
  if (people.length < n) throw new Error('not enough generated people with a phone');
  const visits: Visit[] = new Array(n);
  let next = 0;
  const one = async (i: number) => {
    const persona: PersonaName = i % 2 === 0 ? 'eligible' : 'manyWarts';
    const person = people[i];
    const chat = await initiateChat(app, DEMO_CHAT_ORGANIZATION_ID, `10.1.${i >> 8}.${i & 255}`);
    const details = { firstName: person.firstName, lastName: person.lastName, dateOfBirth: PERSONAS[persona].dateOfBirth, phone: person.phone! };
    const verify = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/chat-conversations/verify', payload: { conversationId: chat.id, token: chat.token, ...payload } });
    const sent = await verify(details);
    if (sent.statusCode !== 200) throw new Error(`verify details: ${sent.statusCode} ${sent.body}`);
    const done = await verify({ code: await latestCode(database, person.phone!) });
    if (done.statusCode !== 200 || done.json().conversation.phase !== 'consent') throw new Error(`verify code: ${done.statusCode} ${done.body}`);
    visits[i] = { id: chat.id, token: chat.token, persona };
  };
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) await one(next++);
    }),
  );
  return visits;
}

// ---------------------------------------------------------------------------------------------------------------
// Sequential profile: every SQL statement timed at the driver
// ---------------------------------------------------------------------------------------------------------------

/** Statement kind: verb and main table (`select chat_conversation for update`, `insert chat_message`, …). */
function kindOf(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim().toLowerCase();
  const verb = /^(select|insert|update|delete|begin|commit|rollback|savepoint|release)/.exec(t)?.[1] ?? t.slice(0, 20);
  const table =
    verb === 'select'
      ? / from "?(\w+)"?/.exec(t)?.[1]
      : verb === 'insert'
        ? /^insert into "?(\w+)"?/.exec(t)?.[1]
        : verb === 'update'
          ? /^update "?(\w+)"?/.exec(t)?.[1]
          : verb === 'delete'
            ? /^delete from "?(\w+)"?/.exec(t)?.[1]
            : '';
  return [verb, table, / for update$/.test(t) ? 'for update' : ''].filter(Boolean).join(' ');
}

/** Wraps the driver's query functions so each statement's time is recorded; returns the recorder and an undo. */
function timeStatements(database: Database) {
  const rec: { kind: string; ms: number }[] = [];
  const wrap = <F extends (...args: any[]) => any>(fn: F): F =>
    function (this: unknown, ...args: any[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? '');
      const t0 = performance.now();
      const r = fn.apply(this, args);
      if (r && typeof r.then === 'function')
        r.then(
          () => rec.push({ kind: kindOf(text), ms: performance.now() - t0 }),
          () => undefined,
        );
      return r;
    } as F;
  if (database.pglite) {
    const p = database.pglite as any;
    const query = p.query;
    const transaction = p.transaction;
    p.query = wrap(query);
    p.transaction = function (this: unknown, cb: (tx: any) => unknown) {
      const t0 = performance.now();
      const r = transaction.call(this, (tx: any) => {
        rec.push({ kind: 'transaction wait + begin', ms: performance.now() - t0 });
        return cb(new Proxy(tx, { get: (target, key) => (key === 'query' ? wrap(target.query.bind(target)) : target[key]) }));
      });
      return r;
    };
    return { rec, undo: () => Object.assign(p, { query, transaction }) };
  }
  // statements in a transaction go through a checked-out pg.Client, the others through pg.Pool.query (which calls the
  // client with a callback, so they are not counted twice)
  const client = pg.Client.prototype as any;
  const pool = pg.Pool.prototype as any;
  const [clientQuery, poolQuery] = [client.query, pool.query];
  client.query = wrap(clientQuery);
  pool.query = wrap(poolQuery);
  return { rec, undo: () => Object.assign(client, { query: clientQuery }) && Object.assign(pool, { query: poolQuery }) };
}

async function profile(app: FastifyInstance, database: Database, baseUrl: string, timer: ReturnType<typeof serverTimer>, visits: Visit[]) {
  console.log(
    `\n  sequential profile: ${visits.length} more conversations (one per persona), one message at a time, every SQL statement timed at the driver`,
  );
  const { rec, undo } = timeStatements(database);
  const perMessage: { server: number; sql: number; statements: number }[] = [];
  const byKind = new Map<string, { n: number; ms: number }>();
  timer.clear();
  timer.start();
  try {
    for (const v of visits) {
      let text = 'Yes';
      for (let i = 0; i < 80; i++) {
        rec.length = 0;
        const before = timer.times.chat.length;
        const res = await fetch(`${baseUrl}/api/chat-conversations/${v.id}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-chat-token': v.token },
          body: JSON.stringify({ text }),
        });
        const body = (await res.json()) as any;
        await new Promise((r) => setImmediate(r)); // let the server's finish event land
        if (res.status !== 200) throw new Error(`profile message: ${res.status} ${JSON.stringify(body)}`);
        perMessage.push({ server: timer.times.chat[before] ?? NaN, sql: rec.reduce((s, r) => s + r.ms, 0), statements: rec.length });
        for (const r of rec) {
          const k = byKind.get(r.kind) ?? { n: 0, ms: 0 };
          k.n++;
          k.ms += r.ms;
          byKind.set(r.kind, k);
        }
        const q = waitingQuestion(body.messages);
        if (!q || q.reply.type === 'closing') break;
        text = answerFor(PERSONAS[v.persona], q.text);
      }
    }
  } finally {
    timer.stop();
    undo();
  }
  const n = perMessage.length;
  const mean = (f: (m: (typeof perMessage)[number]) => number) => perMessage.reduce((s, m) => s + f(m), 0) / n;
  console.log(
    `  ${n} messages: server-side ${ms(mean((m) => m.server))} ms per message on average, of which SQL (driver time) ${ms(mean((m) => m.sql))} ms ` +
      `in ${mean((m) => m.statements).toFixed(1)} statements; the rest (routing, zod, step, JSON) ${ms(mean((m) => m.server - m.sql))} ms`,
  );
  const rows = [...byKind.entries()].sort((a, b) => b[1].ms - a[1].ms);
  printTable([
    ['statement', 'count', 'per message', 'mean ms', 'ms per message'],
    ...rows.map(([k, v]) => [k, v.n, (v.n / n).toFixed(2), ms(v.ms / v.n), (v.ms / n).toFixed(2)]),
  ]);

  // The stored dialogue state (written back on every message; form and criteria stay in `setup`) and the pure step.
  const { rows: sizes } = await database.executeSql(
    `select length(state::text) as chars, pg_column_size(state) as bytes from chat_conversation where id = $1`,
    [visits[0].id],
  );
  console.log(`  stored state of a finished conversation: ${sizes[0].chars} characters of JSON (${sizes[0].bytes} bytes stored)`);
  const { rows: st } = await database.executeSql(`select state, setup from chat_conversation where id = $1`, [visits[0].id]);
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  const stored = fromColumns(json(st[0].state), json(st[0].setup))!;
  const text = JSON.stringify(stored);
  const rounds = 200;
  let t0 = performance.now();
  for (let i = 0; i < rounds; i++) step(stored.dialogue, { id: '00000000-0000-4000-8000-000000000001', text: 'no' }, { now: new Date() });
  const stepMs = (performance.now() - t0) / rounds;
  t0 = performance.now();
  for (let i = 0; i < rounds; i++) JSON.parse(JSON.stringify(JSON.parse(text)));
  const jsonMs = (performance.now() - t0) / rounds;
  console.log(
    `  pure CPU: dialogue step ${stepMs.toFixed(2)} ms (structuredClone of the state inside), JSON parse + stringify of the state ${jsonMs.toFixed(2)} ms`,
  );
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const bench = await openBenchDatabase();
  const { database } = bench;
  let app: FastifyInstance | undefined;
  try {
    console.log(`bench/chat — ${machineLine(bench.label)}`);
    console.log(
      `  chat rate limits raised for the benchmark: ${RATE_LIMIT} initiations and ${RATE_LIMIT} messages a minute (product defaults 20 and 30)`,
    );
    let t = performance.now();
    app = await startProductApp(database, { chatRateLimits: { initiationsPerMinute: RATE_LIMIT, messagesPerMinute: RATE_LIMIT } });
    const timer = serverTimer(app);
    const baseUrl = await listenLocal(app);
    console.log(`  app built, migrated and seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    t = performance.now();
    const all = await setUpConversations(app, database, CONVERSATIONS + 2);
    const visits = all.slice(0, CONVERSATIONS);
    console.log(
      `  ${CONVERSATIONS} (+2 for the profile) conversations initiated and verified in ${((performance.now() - t) / 1000).toFixed(1)} s (load average ${load()})`,
    );

    // Warm-up of the client's connections and the health route (the chat path is warm from the set-up).
    await runClient({ baseUrl, mode: 'health', concurrency: CONVERSATIONS, requests: CONVERSATIONS * 5, thinkMs: 0 });

    console.log(
      `\n  load: ${CONVERSATIONS} concurrent visitors over HTTP (fetch, keep-alive) from a child process, 127.0.0.1${THINK_MS ? `, arriving over ${THINK_MS} ms, think time ${THINK_MS} ms (0.5–1.5×) between messages` : ', all starting at once, no think time'}`,
    );
    timer.clear();
    timer.start();
    const chat = await runClient({ baseUrl, mode: 'chat', concurrency: CONVERSATIONS, visits, thinkMs: THINK_MS });
    timer.stop();
    const chatServer = summarise(timer.times.chat);
    const chatInFlight = timer.inFlight.max;
    const loadAfterChat = load();

    timer.clear();
    timer.start();
    const health = await runClient({ baseUrl, mode: 'health', concurrency: CONVERSATIONS, requests: chat.times.length, thinkMs: 0 });
    timer.stop();
    const healthServer = summarise(timer.times.health);
    const healthInFlight = timer.inFlight.max;

    const cc = summarise(chat.times);
    const hc = summarise(health.times);
    const chatRate = chat.ok / chat.wallS;
    const healthRate = health.ok / health.wallS;
    const failures = (o: ClientOutput) =>
      Object.entries(o.failures)
        .map(([s, n]) => `${n}× ${s === '0' ? 'network error' : s}`)
        .join(', ') || 'none';
    console.log(
      `  chat: ${chat.times.length} messages (${(chat.times.length / CONVERSATIONS).toFixed(1)} per conversation) in ${chat.wallS.toFixed(1)} s, ${chat.completed}/${CONVERSATIONS} conversations completed, errors: ${failures(chat)}, at most ${chatInFlight} requests inside the server at once (load average after: ${loadAfterChat})`,
    );
    console.log(
      `  health: ${health.times.length} requests in ${health.wallS.toFixed(1)} s, errors: ${failures(health)}, at most ${healthInFlight} inside the server at once (load average after: ${load()})\n`,
    );
    printTable([
      ['', 'per second', 'server p50', 'p95', 'p99', 'max', 'client p50', 'p95', 'p99'],
      [
        'chat message',
        chatRate.toFixed(0),
        ms(chatServer.p50),
        ms(chatServer.p95),
        ms(chatServer.p99),
        ms(chatServer.max),
        ms(cc.p50),
        ms(cc.p95),
        ms(cc.p99),
      ],
      [
        'GET /api/health',
        healthRate.toFixed(0),
        ms(healthServer.p50),
        ms(healthServer.p95),
        ms(healthServer.p99),
        ms(healthServer.max),
        ms(hc.p50),
        ms(hc.p95),
        ms(hc.p99),
      ],
    ]);
    console.log('  (ms; server = http request event → response finish in the server process; client = fetch → body read in the client process)');
    console.log(
      `\n  ratio chat p95 ÷ health p95 (server-side): ${(chatServer.p95 / healthServer.p95).toFixed(1)}; (client-side): ${(cc.p95 / hc.p95).toFixed(1)}`,
    );
    console.log(`  ratio chat messages/s ÷ health requests/s: ${(chatRate / healthRate).toFixed(3)}`);
    const verdict = (v: number) => `${v < AIM_P95_MS ? 'met' : 'NOT met'} (${ms(v)} ms)`;
    console.log(`  aim: chat p95 < ${AIM_P95_MS} ms: server-side ${verdict(chatServer.p95)}, client-side ${verdict(cc.p95)}`);
    if (chatInFlight < CONVERSATIONS / 4 && cc.p50 > 4 * chatServer.p50) {
      console.log(
        `  note: at most ${chatInFlight} of ${CONVERSATIONS} messages were inside the server at once, so the queue was mostly before Node's request event ` +
          `(${database.kind === 'pglite' ? 'PGlite runs on the event loop thread, so sockets are read only between its statements' : 'the event loop was busy'}); ` +
          'the client-side figures include it',
      );
    }

    const { rows: results } = await database.executeSql(
      `select ai_recommendation as rec, count(*)::int as n from prescreen_result where chat_conversation_id = any($1::uuid[]) group by 1 order by 1`,
      [visits.map((v) => v.id)],
    );
    const expected = { PASS: Math.ceil(CONVERSATIONS / 2), FAIL: Math.floor(CONVERSATIONS / 2) };
    const got = Object.fromEntries(results.map((r) => [String(r.rec), Number(r.n)]));
    const right = Object.keys(got).every((k) => k in expected) && got.PASS === expected.PASS && got.FAIL === expected.FAIL;
    console.log(
      `  results stored: ${results.map((r) => `${r.rec} ${r.n}`).join(', ') || 'none'} (expected PASS ${expected.PASS}, FAIL ${expected.FAIL}: ${right ? 'right' : 'WRONG'})`,
    );

    if (process.env.BENCH_PROFILE !== '0') await profile(app, database, baseUrl, timer, all.slice(CONVERSATIONS));
  } finally {
    await app?.close().catch(() => undefined);
    await bench.dispose();
  }
}

(process.env[CHILD_FLAG] ? clientMain() : main()).catch((err) => {
  console.error(err);
  process.exit(1);
});
