/**
 * Demo seed, idempotent: the four organisations, three demo users (password `phases-demo-2026`), 40 real
 * ClinicalTrials.gov studies split between Northside and Lakeview, and the 300 Synthea candidates imported through the
 * same import code as the CSV importer (first 150 rows → Northside, the rest → Lakeview). Trials go through the
 * ClinicalTrials.gov import (structured criteria). Northside, Lakeview and Phases Demo (which gets one study of its
 * own) each publish a PRESCREEN chat agent on one of their trials, with the form the prescreen-forms service generates.
 * Every business record (organisation, trial, form, chat agent, candidate) is written by its module's service, so the
 * demo data is what staff would have made and is audited the same way; the user accounts go through better-auth.
 * Data: server/seed/data/ holds copies of the shared ClinicalTrials.gov records and Synthea candidates (the studies
 * picked by scripts/select-demo-studies.mjs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db';
import { chatAgent, organization, prescreenForm, trial, user } from '../db/schema';
import type { Actor } from '../auth/actor';
import { createForm } from '../modules/prescreenForms/service';
import { createChatAgent } from '../modules/chatAgents/service';
import { createOrganization } from '../modules/organizations/service';
import type { Auth } from '../auth';
import { importCandidates } from '../modules/candidates/import';
import { importTrials } from '../modules/trials/import/service';
import { DEMO_CHAT_ORGANIZATION_ID } from '../../contracts/constants';
import type { ImportRow } from '../../contracts/candidates';
import { buildImportRows, detectColumnMapping } from '../../contracts/csvMapping';

const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
export const DEMO_PASSWORD = 'phases-demo-2026';

export const DEMO_ORGS = [
  { key: 'phases', id: '00000000-0000-4000-8000-000000000001', name: 'Phases', slug: 'phases', timezone: 'America/New_York' },
  { key: 'northside', id: '00000000-0000-4000-8000-000000000002', name: 'Northside Research', slug: 'northside', timezone: 'America/Chicago' },
  { key: 'lakeview', id: '00000000-0000-4000-8000-000000000003', name: 'Lakeview Clinical Trials', slug: 'lakeview', timezone: 'America/New_York' },
  { key: 'demo', id: DEMO_CHAT_ORGANIZATION_ID, name: 'Phases Demo', slug: 'phases-demo', timezone: 'America/New_York' },
] as const;

export const DEMO_USERS = [
  { email: 'admin@phases.local', name: 'Phases Admin', org: 'phases', isAdmin: true },
  { email: 'coordinator@northside.local', name: 'Nora North', org: 'northside', isAdmin: false },
  { email: 'coordinator@lakeview.local', name: 'Leo Lake', org: 'lakeview', isAdmin: false },
] as const;

/**
 * Reads a candidate CSV as import rows with the CSV importer's own header detection (contracts/csvMapping.ts), so
 * the seed takes exactly the path of a file a coordinator uploads. Default: the bundled Synthea file.
 */
export function csvImportRows(file = path.join(DATA, 'candidates.csv')): ImportRow[] {
  const records: string[][] = parse(readFileSync(file), { bom: true });
  return buildImportRows(records, detectColumnMapping(records[0]));
}

/** A bundled ClinicalTrials.gov API v2 record: its NCT ID is read here, the rest by the trial import. */
type BundledStudy = Record<string, unknown> & { protocolSection?: { identificationModule?: { nctId?: string } } };

/** The bundled ClinicalTrials.gov API v2 records. */
export function demoStudies(): BundledStudy[] {
  return readFileSync(path.join(DATA, 'studies.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

export interface SeedSummary {
  organizations: number;
  users: number;
  trials: number;
  candidatesCreated: number;
  candidatesUpdated: number;
}

/** Seeds the demo data; running it again changes nothing but refreshes trials and candidates in place. */
export async function seedDemo(db: AppDb, auth: Auth): Promise<SeedSummary> {
  // through the organisations service; one whose id or slug is already there is left as it is
  const present = await db.select({ id: organization.id, slug: organization.slug }).from(organization);
  for (const o of DEMO_ORGS) {
    if (present.some((p) => p.id === o.id || p.slug === o.slug)) continue;
    await createOrganization(db, null, { name: o.name, slug: o.slug, timezone: o.timezone, chatEnabled: o.key === 'demo' }, o.id);
  }
  const orgId = (key: string) => DEMO_ORGS.find((o) => o.key === key)!.id;

  for (const u of DEMO_USERS) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, u.email));
    let id = existing?.id;
    if (!id) {
      // through better-auth's own adapter and hasher, without the sign-up email
      const ctx = await auth.$context;
      const created = await ctx.internalAdapter.createUser({ email: u.email, name: u.name, emailVerified: true }, { method: 'admin' });
      await ctx.internalAdapter.linkAccount({
        userId: created.id,
        providerId: 'credential',
        accountId: created.id,
        password: await ctx.password.hash(DEMO_PASSWORD),
      });
      id = created.id;
    }
    await db
      .update(user)
      .set({ organizationId: orgId(u.org), isAdmin: u.isAdmin, emailVerified: true })
      .where(eq(user.id, id));
  }

  // the real ClinicalTrials.gov records go through the trial import (mapping, structured criteria, processing run)
  const studies = demoStudies();
  for (const [key, parity] of [
    ['northside', 0],
    ['lakeview', 1],
  ] as const) {
    const records = studies.map((study, i) => ({ where: `studies.jsonl line ${i + 1}`, study })).filter((_, i) => i % 2 === parity);
    await importTrials(db, null, orgId(key), records, { name: 'Demo seed: ClinicalTrials.gov studies' });
  }

  // Phases Demo (the public demo chat) gets one bundled study of its own
  const demoStudy = studies.findIndex((s) => s.protocolSection?.identificationModule?.nctId === DEMO_CHAT_AGENTS.demo);
  await importTrials(db, null, orgId('demo'), [{ where: `studies.jsonl line ${demoStudy + 1}`, study: studies[demoStudy] }], {
    name: 'Demo seed: ClinicalTrials.gov study for the demo chat',
  });
  for (const [key, nctId] of Object.entries(DEMO_CHAT_AGENTS)) await seedChatAgent(db, orgId(key), nctId);

  const rows = csvImportRows();
  const half = Math.ceil(rows.length / 2);
  const a = await importCandidates(db, null, orgId('northside'), rows.slice(0, half));
  const b = await importCandidates(db, null, orgId('lakeview'), rows.slice(half));
  await db.execute(sql`analyze`);
  return {
    organizations: DEMO_ORGS.length,
    users: DEMO_USERS.length,
    trials: studies.length,
    candidatesCreated: a.created + b.created,
    candidatesUpdated: a.updated + b.updated,
  };
}

/** The trial of each organisation's published demo chat agent (PRESCREEN, with the form generated from the trial). */
export const DEMO_CHAT_AGENTS: Record<'northside' | 'lakeview' | 'demo', string> = {
  northside: 'NCT05813925',
  lakeview: 'NCT06797245',
  demo: 'NCT05896215',
};

/** The seed acts as an admin without a user: audit events and createdBy stay empty (as for the trial import). */
const seedActor = (organizationId: string): Actor => ({
  userId: null as unknown as string,
  name: 'Demo seed',
  email: '',
  organizationId,
  isAdmin: true,
  activeOrganizationId: organizationId,
  globalAccess: false,
  ip: '127.0.0.1',
});

/**
 * A published PRESCREEN chat agent on the organisation's trial `nctId`, with a prescreen form generated by the
 * prescreen-forms service; both found by organisation + name on a re-run and then left as they are.
 */
async function seedChatAgent(db: AppDb, orgId: string, nctId: string): Promise<void> {
  const [t] = await db
    .select({ id: trial.id, title: trial.title })
    .from(trial)
    .where(and(eq(trial.organizationId, orgId), eq(trial.nctId, nctId)));
  if (!t) return;
  const formName = `Chat prescreen ${nctId}`;
  const agentName = `Chat prescreen ${nctId}`;
  let [form] = await db
    .select({ id: prescreenForm.id })
    .from(prescreenForm)
    .where(and(eq(prescreenForm.organizationId, orgId), eq(prescreenForm.name, formName)));
  if (!form) form = await createForm(db, seedActor(orgId), orgId, { name: formName, trialIds: [t.id] });
  const [agent] = await db
    .select({ id: chatAgent.id })
    .from(chatAgent)
    .where(and(eq(chatAgent.organizationId, orgId), eq(chatAgent.name, agentName)));
  if (agent) return;
  await createChatAgent(db, null, orgId, {
    name: agentName,
    type: 'PRESCREEN',
    trialIds: [t.id],
    prescreenFormId: form.id,
    greeting: `Hello! I can help you find out whether the study "${t.title}" might be right for you. It takes a few minutes.`,
    persona: 'Warm, plain-spoken and patient; short sentences; never gives medical advice.',
    contactConsentText: 'Before we start: may the study team contact you by phone or email about this study?',
    handoffText: 'Thank you. A member of the study team will contact you about the next steps.',
    active: true,
    published: true,
  });
}

/** True when the database has no organisation yet (the seed runs on an empty database only). */
export async function isEmpty(db: AppDb): Promise<boolean> {
  const rows = await db.select({ id: organization.id }).from(organization).limit(1);
  return rows.length === 0;
}
