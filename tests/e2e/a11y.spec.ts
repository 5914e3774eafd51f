/**
 * Accessibility of every page of spec §2, in Chromium against `npm start` with the demo seed: axe-core (WCAG 2.0 and
 * 2.1, levels A and AA) finds no critical or serious violation on the public pages (sign-in, sign-up with an
 * invitation, the public chat before a conversation and once one has ended) nor on any page a coordinator or the
 * administrator opens once its data has loaded (a visitor's chat, driven through the public API first, gives the
 * review and the conversation viewer something to show), and every page has exactly one visible level-1 heading.
 * One sign-in per role and one browser page each; each page is its own step, and a failure names the rule, its help,
 * and each offending element with what is wrong with it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_CHAT_ORGANIZATION_ID as DEMO_ORG } from '../../contracts/constants';
import { answerFor, PERSONAS, type Persona } from '../helpers/personas';
import { apiSession, signIn } from './helpers/session';

const ADMIN = 'admin@phases.local';
const COORDINATOR = 'coordinator@northside.local';
/** The rule sets checked: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** A visitor of the demo chat of its own (not the personas of the chat flows, whose results those flows look for). */
const VISITOR: Persona = { ...PERSONAS.manyWarts, firstName: 'Ines', lastName: 'Axelsen', phone: '+16175550177' };

test.describe.configure({ timeout: 120_000 });

let admin: APIRequestContext;
let coordinator: APIRequestContext;
/** The visitor's finished conversation (its page, and its review and viewer for staff). */
let chat: { id: string; token: string };
test.beforeAll(async ({ playwright, baseURL }) => {
  admin = await apiSession(playwright, baseURL!, ADMIN);
  coordinator = await apiSession(playwright, baseURL!, COORDINATOR);
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  chat = await finishedChat(visitor, VISITOR);
  await visitor.dispose();
});
test.afterAll(async () => {
  await admin?.dispose();
  await coordinator?.dispose();
});

/** The first record of an API list (`GET path` answering `{ [field]: [...] }`) read with `api`. */
async function first<T>(api: APIRequestContext, path: string, field: string): Promise<T> {
  const res = await api.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  const rows = (await res.json())[field] as T[];
  expect(rows.length, `GET ${path} lists a record`).toBeGreaterThan(0);
  return rows[0];
}

/** The specific finding of axe's failure summary of one element ("Element has insufficient color contrast of …"). */
const reason = (summary: string | undefined) => (summary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();

/**
 * Runs axe on the page as it is and fails (softly, so every page is reported) on each critical or serious violation,
 * naming the rule, its help text, and the CSS target of each offending element with what is wrong with it.
 */
async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) =>
      [`${v.impact} ${v.id}: ${v.help} (${v.helpUrl})`, ...v.nodes.map((n) => `  at ${n.target.join(' ')}: ${reason(n.failureSummary)}`)].join('\n'),
    );
  expect.soft(blocking, `critical or serious axe violations on ${where}`).toEqual([]);
}

/** A page to check: where to go, and what shows once its data is there. */
interface Visit {
  path: string;
  ready: (page: Page) => Locator;
}

/**
 * Opens each page, waits until `ready` shows and no spinner or progress bar is left, then checks it with axe and
 * that it has exactly one visible level-1 heading with a name (on signed-in pages, the app bar's title).
 */
async function checkPages(page: Page, visits: Visit[]): Promise<void> {
  for (const { path, ready } of visits) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(ready(page).first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSeriousViolations(page, path);
      const h1 = page.getByRole('heading', { level: 1 }).filter({ visible: true });
      await expect.soft(h1, `one visible h1 on ${path}`).toHaveCount(1);
      await expect.soft(h1.first(), `the h1 of ${path} has a name`).toHaveText(/\S/);
    });
  }
}

/** The first data row of the page's grid or table. */
const firstRow = (page: Page) => page.getByRole('row').nth(1);

/**
 * A visitor's finished chat with the demo organisation, driven through the public API as the chat page does: start,
 * identity check with the code read from the outbox (admin), consent, then the persona's answers until it closes.
 * Returns the conversation id and visitor token.
 */
async function finishedChat(api: APIRequestContext, persona: Persona): Promise<{ id: string; token: string }> {
  const started = await api.post('/api/chat-conversations/initiate', { data: { organizationId: DEMO_ORG } });
  expect(started.status(), await started.text()).toBe(201);
  const { conversation, token } = (await started.json()) as { conversation: { id: string }; token: string };
  const headers = { 'x-chat-token': token };
  const since = new Date(Date.now() - 5_000).toISOString();
  const { firstName, lastName, dateOfBirth, phone } = persona;
  const details = await api.post('/api/chat-conversations/verify', {
    data: { conversationId: conversation.id, token, firstName, lastName, dateOfBirth, phone },
  });
  expect(details.status(), await details.text()).toBe(200);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await admin.get(`/api/outbox?to=${encodeURIComponent(phone)}&limit=5`);
      const { messages } = (await res.json()) as { messages: { body: string; createdAt: string }[] };
      code = /\b(\d{6})\b/.exec(messages.find((m) => m.createdAt >= since)?.body ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  const verified = await api.post('/api/chat-conversations/verify', { data: { conversationId: conversation.id, token, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  type Line = { role: string; text: string; reply: { type: string } | null };
  let state = (await verified.json()) as { conversation: { status: string }; messages: Line[] };
  for (let i = 0; i < 60 && state.conversation.status !== 'COMPLETED'; i++) {
    const asking = state.messages.findLast((l) => l.role === 'agent' && (l.reply?.type === 'question' || l.reply?.type === 'consent'));
    const text = asking?.reply?.type === 'question' ? answerFor(persona, asking.text) : 'Yes';
    const sent = await api.post(`/api/chat-conversations/${conversation.id}/messages`, { data: { text }, headers });
    expect(sent.status(), await sent.text()).toBe(200);
    state = await sent.json();
  }
  expect(state.conversation.status, 'the chat ends').toBe('COMPLETED');
  return { id: conversation.id, token };
}

test('the public pages: sign-in, sign-up with an invitation, the public chat before and after a conversation', async ({ page }) => {
  const organization = await first<{ id: string }>(coordinator, '/api/organizations/', 'organizations');
  const invited = await admin.post(`/api/organizations/${organization.id}/invitations`, { data: {} });
  expect(invited.status(), await invited.text()).toBe(201);
  const { token } = (await invited.json()) as { token: string };

  await checkPages(page, [
    { path: '/sign-in', ready: (p) => p.getByRole('button', { name: 'Sign in' }) },
    { path: '/sign-up', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: `/sign-up?invitation=${encodeURIComponent(token)}`, ready: (p) => p.getByRole('button', { name: /sign up|create/i }) },
    { path: `/chat/${DEMO_ORG}`, ready: (p) => p.getByRole('button', { name: 'Start chat' }) },
    {
      path: `/chat/${DEMO_ORG}?conversation-id=${chat.id}&token=${encodeURIComponent(chat.token)}`,
      ready: (p) => p.getByText('Thank you. This chat has ended.'),
    },
  ]);
});

test('every page a coordinator opens', async ({ page }) => {
  const trial = await first<{ id: string; title: string }>(coordinator, '/api/trials/?limit=1', 'trials');
  const candidate = await first<{ id: string; lastName: string }>(coordinator, '/api/candidates/?limit=1', 'candidates');
  const form = await first<{ id: string; name: string }>(coordinator, '/api/prescreen-forms/?limit=1', 'prescreenForms');
  await signIn(page, COORDINATOR);
  await checkPages(page, [
    { path: '/trials', ready: firstRow },
    { path: `/trials/${trial.id}`, ready: (p) => p.getByText(trial.title) },
    { path: '/candidates', ready: firstRow },
    { path: `/candidates/${candidate.id}`, ready: (p) => p.getByText(candidate.lastName) },
    { path: `/candidates/${candidate.id}/contact-history`, ready: (p) => p.getByText('No contact yet') },
    { path: '/prescreen/results', ready: (p) => p.getByRole('grid', { name: 'Prescreen results' }) },
    { path: `/prescreen/results?candidateId=${candidate.id}`, ready: (p) => p.getByRole('heading', { name: /prescreen review/ }) },
    { path: '/settings/account', ready: (p) => p.getByRole('button', { name: /save/i }) },
    { path: '/admin/candidates', ready: firstRow },
    { path: '/admin/trials', ready: firstRow },
    { path: '/admin/trial-criteria', ready: (p) => p.getByRole('combobox') },
    { path: `/admin/trial-criteria?trialId=${trial.id}`, ready: (p) => p.getByText(/inclusion/i) },
    { path: '/admin/prescreen-forms', ready: firstRow },
    { path: `/admin/prescreen-forms?formId=${form.id}`, ready: (p) => p.getByRole('textbox').first() },
    { path: '/admin/chat-agents', ready: firstRow },
    { path: '/admin/chat-conversations', ready: (p) => p.getByText('No conversations match these filters.') },
    { path: '/admin/users', ready: (p) => p.getByText('Access denied') },
    { path: '/no/such/page', ready: (p) => p.getByText('404', { exact: true }) },
  ]);
});

test('every admin page, and a prescreen review and a conversation of the demo organisation', async ({ page }) => {
  const organization = await first<{ id: string }>(admin, '/api/organizations/?limit=1', 'organizations');
  await signIn(page, ADMIN);
  await checkPages(page, [
    { path: '/admin/dashboard', ready: (p) => p.getByRole('link', { name: /^Candidates [\d,]+$/ }) },
    { path: '/admin/organizations', ready: firstRow },
    { path: `/admin/organization/${organization.id}`, ready: (p) => p.getByRole('textbox').first() },
    { path: '/admin/users', ready: firstRow },
    { path: '/admin/audit-log', ready: firstRow },
    { path: '/candidates', ready: firstRow },
    { path: '/trials', ready: firstRow },
  ]);

  await page.getByLabel('Organization').selectOption({ label: 'Phases Demo' });
  const result = await first<{ candidateId: string }>(
    admin,
    `/api/prescreen/results?organizationIds=${DEMO_ORG}&q=${encodeURIComponent(VISITOR.lastName)}`,
    'results',
  );
  await checkPages(page, [
    { path: '/prescreen/results', ready: firstRow },
    { path: `/prescreen/results?candidateId=${result.candidateId}`, ready: (p) => p.getByRole('table', { name: 'Criteria' }) },
    { path: '/admin/chat-agents', ready: firstRow },
    { path: `/admin/chat-conversations?search=${VISITOR.lastName}`, ready: firstRow },
  ]);
  await test.step('a conversation in the viewer', async () => {
    await firstRow(page).getByRole('cell').filter({ hasText: VISITOR.lastName }).click();
    const viewer = page.getByRole('region', { name: 'Conversation' });
    await expect(viewer).toContainText(VISITOR.lastName);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the conversation viewer');
  });
});
