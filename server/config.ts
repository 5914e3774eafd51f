/**
 * Environment → typed configuration (DESIGN §6). Every variable is optional; the embedded default runs PGlite under
 * DATA_DIR with the demo seed. Invalid values fail fast at start with a message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  BASE_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: bool.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  EMAIL_FROM: z.string().default('Phases <no-reply@phases.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** In-process pg-boss worker. Defaults on; `npm run worker` processes set it themselves. */
  RUN_WORKER: bool.optional(),
  /** Sign-in attempts allowed per client address per minute (sign-up attempts are counted apart, same limit). */
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(10),
  /** Trust X-Forwarded-For from a reverse proxy (set behind a load balancer). */
  TRUST_PROXY: bool.optional(),
  /** ClinicalTrials.gov API v2 base URL (a local fake server in tests). */
  CTGOV_BASE_URL: z.string().url().default('https://clinicaltrials.gov/api/v2'),
  /** Optional OpenAI-compatible LLM endpoint (e.g. http://localhost:11434/v1); unset = deterministic engine only. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_API_KEY: z.string().optional(),
  /** Public chat conversations a client address may start per minute (20). */
  CHAT_INITIATE_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(20),
  /** Visitor messages per conversation per minute (30). */
  CHAT_MESSAGE_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(30),
  /** Trusted origins for better-auth besides BASE_URL, comma separated. */
  TRUSTED_ORIGINS: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; undefined → embedded PGlite under `${dataDir}/pglite`. */
  databaseUrl?: string;
  /** Public origin, e.g. http://localhost:3000 — used for auth cookies, links in emails and CORS origin checks. */
  baseUrl: string;
  authSecret: string;
  seedDemo: boolean;
  smtpUrl?: string;
  emailFrom: string;
  logLevel: string;
  runWorker: boolean;
  trustedOrigins: string[];
  /** Sign-in attempts allowed per client address per minute (better-auth rate limit). */
  signInRateLimit: number;
  /** ClinicalTrials.gov API v2 base URL, without a trailing slash. */
  ctgovBaseUrl: string;
  /** OpenAI-compatible LLM endpoint; null = no LLM (the deterministic engine is the complete product). */
  llm: { baseUrl: string; model: string; apiKey?: string } | null;
  /** Trust X-Forwarded-For (behind a load balancer); off by default so clients cannot spoof their address. */
  trustProxy: boolean;
  /** Public chat rate limits per minute: initiations per client address, messages per conversation. */
  chatRateLimits: { initiationsPerMinute: number; messagesPerMinute: number };
  /** True for test runs: quieter logs, relaxed rate limits where a test says so. */
  isTest: boolean;
}

/** Reads the auth secret from the environment, else from (or into) `${dataDir}/auth-secret` in embedded mode. */
function resolveSecret(env: z.infer<typeof envSchema>, dataDir: string): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new Error('Configuration error: BETTER_AUTH_SECRET is required in production with DATABASE_URL');
  }
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parses `env` (default `process.env`) into a Config.
 * @throws Error "Configuration error: VAR: reason" for the first invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuration error: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  const baseUrl = (overrides.baseUrl ?? e.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const trusted = (e.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    baseUrl,
    authSecret: overrides.authSecret ?? resolveSecret(e, dataDir),
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM,
    logLevel: e.LOG_LEVEL,
    runWorker: e.RUN_WORKER ?? true,
    trustProxy: e.TRUST_PROXY ?? false,
    ctgovBaseUrl: e.CTGOV_BASE_URL.replace(/\/$/, ''),
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''), model: e.LLM_MODEL, apiKey: e.LLM_API_KEY } : null,
    signInRateLimit: e.SIGNIN_RATE_LIMIT,
    chatRateLimits: { initiationsPerMinute: e.CHAT_INITIATE_RATE_LIMIT, messagesPerMinute: e.CHAT_MESSAGE_RATE_LIMIT },
    trustedOrigins: [baseUrl, `http://127.0.0.1:${port}`, `http://localhost:${port}`, ...trusted],
    isTest: e.NODE_ENV === 'test',
    ...overrides,
  };
}
