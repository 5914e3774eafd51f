#!/usr/bin/env node
// CI helper: when a PostgreSQL server answers on 127.0.0.1:5432 (user postgres or root, trust auth), creates a fresh
// database for this run and prints its URL; prints nothing when there is no server.
import pg from 'pg';

const name = `phases_ci_${Date.now().toString(36)}_${process.pid}`;
for (const user of ['postgres', 'root']) {
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user, database: 'postgres', connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    console.log(`postgres://${user}@127.0.0.1:5432/${name}`);
    process.exit(0);
  } catch {
    await client.end().catch(() => {});
  }
}
process.exit(0);
