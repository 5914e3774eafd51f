/**
 * The public prescreen chat and its review, in Chromium against `npm start` on a fresh data directory with
 * the demo seed: the Phases Demo organisation's published agent runs the form generated from NCT05896215 (common
 * warts, shared data). A visitor who meets the criteria opens /chat/?organization-id=…, passes the identity check with
 * the one-time code from the outbox, consents and answers every question (quick replies for yes/no, typed text
 * otherwise) → PASS (or POTENTIAL); the transcript survives a reload. A second visitor with 5 or more warts → FAIL
 * with a closing message that names no criterion. The admin, working as Phases Demo, opens the results, the FAIL
 * candidate's review (criterion, verdict, evidence line in the transcript) and overrides it with a reason; the
 * candidate's status follows. The personas are the ones the API tests use (tests/helpers/personas.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CLOSING_TEXT } from '../../server/domain/conversation/replies';
import { DEMO_CHAT_ORGANIZATION_ID as DEMO_ORG } from '../../contracts/constants';
import { answerFor, PERSONAS, type Persona } from '../helpers/personas';
import { apiSession, signIn } from './helpers/session';

const NCT_ID = 'NCT05896215';
/** The shared ClinicalTrials.gov data the demo trial comes from. */
const SHARED_STUDIES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data/ctgov/studies.jsonl');
const ADMIN = 'admin@phases.local';
const FAILED_CRITERION = 'Subjects with 5 or more warts on the upper or lower limbs';
const OVERRIDE_REASON = 'Visitor counted warts on both hands; site to confirm';
/** The chat page's notice once the conversation is over. */
const CHAT_ENDED = 'Thank you. This chat has ended.';

test.describe.configure({ mode: 'serial' });

let admin: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  // An admin API session (the outbox holds the one-time codes in embedded mode; admin only).
  admin = await apiSession(playwright, baseURL!, ADMIN);
});

test.afterAll(async () => {
  await admin?.dispose();
});

/** The demo organisation's published chat agent, its trial's NCT ID and its prescreen form (admin API). */
async function demoAgent(): Promise<{ nctIds: string[]; form: unknown; handoffText: string }> {
  const list = await admin.get(`/api/chat-agents/internal?organizationId=${DEMO_ORG}`);
  expect(list.status()).toBe(200);
  const agent = (
    (await list.json()).chatAgents as { published: boolean; trialIds: string[]; prescreenFormId: string | null; handoffText: string }[]
  ).find((a) => a.published);
  expect(agent?.prescreenFormId, 'the demo organisation publishes a chat agent with a prescreen form').toBeTruthy();
  const nctIds = await Promise.all(agent!.trialIds.map(async (id) => (await (await admin.get(`/api/trials/${id}`)).json()).nctId as string));
  const form = await admin.get(`/api/prescreen-forms/${agent!.prescreenFormId}`);
  expect(form.status()).toBe(200);
  return { nctIds, form: await form.json(), handoffText: agent!.handoffText };
}

/** The newest one-time code texted to `phone` (E.164) after `since` (ISO), read from GET /api/outbox. */
async function codeSentTo(phone: string, since: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await admin.get(`/api/outbox?to=${encodeURIComponent(phone)}&limit=5`);
        expect(res.status()).toBe(200);
        const { messages } = (await res.json()) as { messages: { body: string; createdAt: string }[] };
        const fresh = messages.find((m) => m.createdAt >= since);
        code = fresh ? /\b(\d{6})\b/.exec(fresh.body)?.[1] : undefined;
        return code;
      },
      { message: `a code texted to ${phone}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The chat's transcript log and its bubbles (progress lines are captions, not bubbles). */
function transcript(page: Page) {
  const log = page.getByRole('log', { name: 'Conversation' });
  const bubbles = log.locator(':scope > div').filter({ hasText: ' said: ' });
  return { log, bubbles, agentLines: bubbles.filter({ hasNotText: 'You said: ' }) };
}

/** The text of the last agent line (without the screen-reader prefix). */
async function lastAgentText(page: Page): Promise<string> {
  const text = (await transcript(page).agentLines.last().textContent()) ?? '';
  return text.replace(/^.*? said: /, '');
}

/**
 * Sends one answer as a visitor would: the quick-reply button when one is labelled `answer` (Yes / No), else typed in
 * the message field and sent with Enter. Waits for the server's answer and the new lines.
 */
async function answer(page: Page, text: string) {
  const { bubbles } = transcript(page);
  const before = await bubbles.count();
  const quick = page.getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: text, exact: true });
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/chat-conversations\/[^/]+\/messages$/.test(r.url()));
  if (/^(yes|no)$/i.test(text) && (await quick.count()) > 0) {
    await quick.click();
  } else {
    const field = page.getByRole('textbox', { name: 'Your message' });
    await field.fill(text);
    await field.press('Enter');
  }
  expect((await sent).status()).toBe(200);
  // The visitor's line, then at least one agent line.
  await expect.poll(() => bubbles.count()).toBeGreaterThanOrEqual(before + 2);
  await expect(page.getByRole('status', { name: 'Agent is typing' })).toHaveCount(0);
}

/** Opens the demo chat as a visitor with no session, passes the identity check as `persona` and reaches consent. */
async function startVerifiedChat(page: Page, persona: Persona) {
  await page.goto(`/chat/?organization-id=${DEMO_ORG}`);
  await expect(page).toHaveURL(new RegExp(`/chat/${DEMO_ORG}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Phases Demo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chat with Phases Demo' })).toBeVisible();
  await page.getByRole('button', { name: 'Start chat' }).click();
  // Starting puts the conversation id and token in the URL, so a reload resumes.
  await expect(page).toHaveURL(/[?&]conversation-id=[0-9a-f-]{36}&token=[\w-]+/);
  await expect(transcript(page).agentLines.first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Confirm who you are' });
  await form.getByLabel('First name').fill(persona.firstName);
  await form.getByLabel('Last name').fill(persona.lastName);
  await form.getByLabel('Date of birth').fill(persona.dateOfBirth);
  await form.getByLabel('Mobile phone number').fill(persona.phone);
  const since = new Date(Date.now() - 5_000).toISOString();
  await form.getByRole('button', { name: 'Send code' }).click();

  const codeForm = page.getByRole('form', { name: /^We sent a code to / });
  await expect(codeForm).toBeVisible();
  await expect(codeForm).toContainText(persona.phone.slice(-4));
  await codeForm.getByLabel('6-digit code').fill(await codeSentTo(persona.phone, since));
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await expect(codeForm).toHaveCount(0);
  // The consent question with its quick replies.
  await expect(page.getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: 'Yes', exact: true })).toBeVisible();
}

/**
 * Answers every question as `persona` until the chat closes; returns the questions asked. `beforeFirstQuestion` runs
 * once, after consent, with the first question showing.
 */
async function answerAll(page: Page, persona: Persona, beforeFirstQuestion?: () => Promise<void>): Promise<string[]> {
  await answer(page, 'Yes'); // consent
  await beforeFirstQuestion?.();
  const asked: string[] = [];
  const ended = page.getByText(CHAT_ENDED);
  const field = page.getByRole('textbox', { name: 'Your message' });
  for (let i = 0; i < 60; i++) {
    await expect(ended.or(field)).toBeVisible();
    if (await ended.isVisible()) return asked;
    const question = await lastAgentText(page);
    asked.push(question);
    await answer(page, answerFor(persona, question));
  }
  throw new Error(`the chat did not end; asked: ${asked.join(' | ')}`);
}

test('a visitor who meets the criteria finishes the public chat; the transcript survives a reload', async ({ page }) => {
  const p = PERSONAS.eligible;
  // A real trial of the shared data, and the chat runs its generated form.
  const shared = readFileSync(SHARED_STUDIES, 'utf8')
    .split('\n')
    .filter((l) => l.includes(`"nctId":"${NCT_ID}"`) || l.includes(`"nctId": "${NCT_ID}"`));
  expect(shared, `${NCT_ID} is in the shared ClinicalTrials.gov data`).toHaveLength(1);
  const agent = await demoAgent();
  expect(agent.nctIds).toEqual([NCT_ID]);
  const formText = JSON.stringify(agent.form);
  await startVerifiedChat(page, p);

  const asked = await answerAll(page, p, async () => {
    await expect(page.getByRole('banner')).toContainText(/Question 1 of \d+/);
    await expect(transcript(page).log.getByText(/^Question 1 of \d+$/)).toBeVisible();
  });
  expect(asked.length, 'the form asks several questions').toBeGreaterThanOrEqual(5);
  expect(
    asked.some((q) => /how old|date of birth/i.test(q)),
    'age comes from the verified record',
  ).toBe(false);
  expect(asked.some((q) => /5 or more warts/i.test(q))).toBe(true);
  for (const q of new Set(asked)) expect(formText, `"${q}" is a question of the generated form`).toContain(JSON.stringify(q).slice(1, -1));

  const { log } = transcript(page);
  await expect(log).toContainText(CLOSING_TEXT.next_step);
  await expect(log).toContainText(agent.handoffText);
  await expect(log).toContainText('no, just two');
  await expect(page.getByText(CHAT_ENDED)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);

  // Resume from the conversation id and token in the URL.
  const count = await transcript(page).bubbles.count();
  await page.reload();
  await expect(page).toHaveURL(/[?&]conversation-id=[0-9a-f-]{36}&token=/);
  await expect(transcript(page).log).toContainText(CLOSING_TEXT.next_step);
  await expect(transcript(page).bubbles).toHaveCount(count);
  await expect(page.getByText(CHAT_ENDED)).toBeVisible();
});

test('a visitor with 5 or more warts gets a kind closing that names no criterion; typed HTML stays text', async ({ page }) => {
  const p = PERSONAS.manyWarts;
  await startVerifiedChat(page, p);
  const html = '<b>hello</b><img src=x onerror="window.__xss=1">';

  await answerAll(page, p, async () => {
    // An answer that is HTML is shown literally (and not understood: the agent asks the same question again).
    const first = await lastAgentText(page);
    await answer(page, html);
    expect(await lastAgentText(page)).toBe(first);
    const { log, bubbles } = transcript(page);
    await expect(bubbles.filter({ hasText: 'You said: ' }).last()).toContainText(html);
    await expect(log.locator('b, img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  const closing = await lastAgentText(page);
  expect(closing).toBe(CLOSING_TEXT.not_eligible);
  expect(closing).not.toMatch(/wart|limb|5/i);
  await expect(page.getByText(CHAT_ENDED)).toBeVisible();
});

test('the admin reviews the FAIL result, overrides it with a reason, and the candidate status follows', async ({ page }) => {
  const fail = PERSONAS.manyWarts;
  const pass = PERSONAS.eligible;
  const failName = `${fail.firstName} ${fail.lastName}`;
  const passName = `${pass.firstName} ${pass.lastName}`;

  // The stored results (API) the grid should show.
  const stored = await admin.get(`/api/prescreen/results?organizationIds=${DEMO_ORG}&sourceType=chat`);
  expect(stored.status()).toBe(200);
  const results = (await stored.json()).results as { candidateName: string; aiRecommendation: string; nctId: string }[];
  expect(results.find((r) => r.candidateName === passName)).toMatchObject({
    aiRecommendation: expect.stringMatching(/^(PASS|POTENTIAL)$/),
    nctId: NCT_ID,
  });
  expect(results.find((r) => r.candidateName === failName)).toMatchObject({ aiRecommendation: 'FAIL', nctId: NCT_ID });

  await signIn(page, ADMIN);
  await page.getByLabel('Organization').selectOption({ label: 'Phases Demo' });
  await page.goto('/prescreen/results');
  const grid = page.getByRole('grid', { name: 'Prescreen results' });
  const passRow = grid.getByRole('row').filter({ hasText: passName }).first();
  const failRow = grid.getByRole('row').filter({ hasText: failName }).first();
  const recommendation = (row: typeof passRow) => row.locator('[data-field="aiRecommendation"]');
  await expect(recommendation(passRow)).toHaveText(/^(Pass|Potential)$/);
  await expect(passRow).toContainText(NCT_ID);
  await expect(passRow).toContainText('Prescreen passed');
  await expect(recommendation(failRow)).toHaveText('Fail');
  await expect(failRow).toContainText('Not reviewed');
  await expect(failRow).toContainText('Prescreen failed');

  // A row click opens that candidate's review.
  await failRow.getByRole('gridcell').filter({ hasText: NCT_ID }).click();
  await expect(page).toHaveURL(/\/prescreen\/results\?(.*&)?candidateId=[0-9a-f-]{36}/);
  const candidateId = new URL(page.url()).searchParams.get('candidateId')!;
  await expect(page.getByRole('heading', { name: `${failName} prescreen review` })).toBeVisible();
  // spec §2 breadcrumb: Prescreen › Results › trial name › candidate name + "prescreen review"
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Results' })).toBeVisible();
  await expect(crumbs).toContainText(/KNP2002/);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(`${failName} prescreen review`);
  await expect(page.getByRole('list', { name: 'Deciding criteria' })).toContainText(FAILED_CRITERION);

  // The criteria table: the failed criterion with its verdict and the visitor's answer as evidence.
  const row = page.getByRole('table', { name: 'Criteria' }).getByRole('row').filter({ hasText: FAILED_CRITERION });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Exclusion');
  await expect(row).toContainText('Decided the recommendation');
  await expect(row.getByRole('cell').nth(2)).toHaveText(/Met|Not met|Unknown/);
  const evidence = row.getByRole('link', { name: 'show in transcript' });
  await expect(row.locator('q')).toHaveText(/^yes$/i);
  const target = (await evidence.getAttribute('href'))!;
  expect(target).toMatch(/^#msg-[0-9a-f-]{36}$/);

  // The evidence link focuses the highlighted transcript line.
  await evidence.click();
  const line = page.locator(target);
  await expect(line).toBeFocused();
  await expect(line).toHaveAttribute('data-evidence', 'true');
  await expect(line.getByLabel('evidence')).toBeVisible();
  await expect(line).toContainText(/^Visitor.*yes$/is);

  // Override FAIL → POTENTIAL with a reason.
  const decision = page.getByRole('button', { name: 'Override', exact: true });
  await decision.click();
  const form = page.getByRole('form', { name: 'Override the recommendation' });
  await form.getByRole('button', { name: 'Save override' }).click();
  await expect(form).toContainText('Choose the outcome');
  await expect(form).toContainText('A reason of at least 3 characters is required');
  await form.getByRole('combobox', { name: 'Outcome' }).click();
  await page.getByRole('option', { name: 'Potential' }).click();
  await form.getByRole('textbox', { name: 'Reason' }).fill(OVERRIDE_REASON);
  await form.getByRole('button', { name: 'Save override' }).click();

  await expect(page.getByText('Override saved')).toBeVisible();
  const summary = page.getByRole('group', { name: 'Review decision' });
  await expect(summary).toContainText('Overridden by');
  await expect(summary).toContainText('Potential');
  await expect(summary).toContainText(`Reason: ${OVERRIDE_REASON}`);
  // The candidate's status chip next to the heading follows the final outcome.
  await expect(page.getByRole('heading', { name: `${failName} prescreen review` }).locator('..')).toContainText('Prescreen passed');

  // The API agrees (STATUS_FOR_OUTCOME.POTENTIAL = PRESCREEN_PASSED), and the grid shows the review.
  const res = await admin.get(`/api/candidates/${candidateId}`);
  expect(res.status()).toBe(200);
  expect((await res.json()).status).toBe('PRESCREEN_PASSED');
  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(grid.getByRole('row').filter({ hasText: failName }).first()).toContainText('Overridden → Potential');
  await expect(grid.getByRole('row').filter({ hasText: failName }).first()).toContainText('Prescreen passed');
});

test('the admin demo link opens the demo organisation’s public chat', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/demo/chat');
  await expect(page).toHaveURL(new RegExp(`/chat/${DEMO_ORG}$`));
  await expect(page.getByRole('heading', { name: 'Chat with Phases Demo' })).toBeVisible();
});
