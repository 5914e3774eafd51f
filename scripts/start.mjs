#!/usr/bin/env node
// `npm start`: installs dependencies when they are missing or stale, builds the SPA when its sources changed, then
// starts the server (server/main.ts: migrations, demo seed on an empty database, URL and demo logins printed).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

/** Newest modification time (ms) of the files under `p`. */
function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(path.join(root, 'package-lock.json')).mtimeMs) {
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const built = path.join(root, 'dist', 'index.html');
const sources = Math.max(
  newest(path.join(root, 'src')),
  newest(path.join(root, 'index.html')),
  newest(path.join(root, 'vite.config.ts')),
  newest(path.join(root, 'public')),
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the web app (vite build)…');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
