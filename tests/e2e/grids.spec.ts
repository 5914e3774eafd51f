/**
 * The grids as operations staff use them, in Chromium against `npm start` with the demo seed: the candidates grid
 * keeps its filter, sort and page in the URL (a reload shows the same rows, Back the page before), a bulk status
 * change reaches the API and the audit log, an inline edit with a bad phone shows the server's message on the cell
 * and saves nothing, and "Export CSV" downloads exactly the filtered rows; the chat conversations and prescreen
 * results pages keep their filters and sort in the URL the same way; the trials grid shows values in words, every grid
 * counts its page as "1-25 of 130", and a candidate's contact history opens from their page.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, signIn } from './helpers/session';

const COORDINATOR = 'coordinator@northside.local';

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
test.beforeAll(async ({ playwright, baseURL }) => {
  api = await apiSession(playwright, baseURL!, COORDINATOR);
});
test.afterAll(async () => {
  await api?.dispose();
});

/** The names in the rows of the candidates grid, in order. */
async function rowNames(page: Page): Promise<string[]> {
  const grid = page.getByRole('grid', { name: 'Candidates' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  return grid.locator('[role="row"] [data-field="lastName"] a').allInnerTexts();
}

/** The ids of the first `count` rows of the candidates grid (once it shows rows). */
async function rowIds(page: Page, count: number): Promise<string[]> {
  await rowNames(page);
  const hrefs = await page
    .getByRole('grid', { name: 'Candidates' })
    .locator('[role="row"] [data-field="lastName"] a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return hrefs.slice(0, count).map((href) => href.split('/').pop()!);
}

test('the candidates grid keeps its filter, sort and page in the URL: a reload shows the same rows, Back the page before', async ({ page }) => {
  await signIn(page, COORDINATOR);
  await page.goto('/candidates');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'New' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=NEW/);
  // each page's rows are read once the grid has the answer for it and is no longer loading
  const grid = page.getByRole('grid', { name: 'Candidates' });
  const answered = async (request: Promise<unknown>) => {
    await request;
    await expect(grid.getByRole('progressbar')).toHaveCount(0);
  };
  const response = (offset: number) =>
    page.waitForResponse((r) => r.url().includes('/api/candidates/?') && r.url().includes('sort=lastName') && r.url().includes(`offset=${offset}&`));
  const sorted = response(0);
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=lastName&order=asc/);
  await answered(sorted);
  const first = await rowNames(page);
  const secondPage = response(25);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await answered(secondPage);
  await expect.poll(() => rowNames(page)).not.toEqual(first);
  const second = await rowNames(page);
  const thirdPage = response(50);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/status=NEW&sort=lastName&order=asc&page=3$/);
  await answered(thirdPage);
  await expect.poll(() => rowNames(page)).not.toEqual(second);
  const third = await rowNames(page);

  await page.reload();
  await expect(page).toHaveURL(/status=NEW&sort=lastName&order=asc&page=3$/);
  await expect.poll(() => rowNames(page)).toEqual(third);
  await page.goBack();
  await expect(page).toHaveURL(/page=2$/);
  await expect.poll(() => rowNames(page)).toEqual(second);
});

test('five candidates get a new status in bulk: the grid, the API and the audit log show it', async ({ page }) => {
  await signIn(page, COORDINATOR);
  await page.goto('/candidates?status=NEW&sort=lastName&order=asc&page=1');
  const ids = await rowIds(page, 5);
  const grid = page.getByRole('grid', { name: 'Candidates' });
  for (const id of ids) await grid.locator(`[role="row"][data-id="${id}"]`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Change status' }).click();
  const modal = page.getByRole('dialog', { name: 'Change the status of 5 candidates' });
  await modal.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await modal.getByRole('button', { name: 'Save status' }).click();
  await page.getByRole('dialog', { name: 'Change the status of 5 candidates to Contacted?' }).getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('Status changed for 5 candidates')).toBeVisible();

  await page.goto('/candidates?status=CONTACTED');
  await expect(page.getByRole('grid', { name: 'Candidates' }).locator(`[role="row"][data-id="${ids[0]}"]`)).toContainText('Contacted');
  for (const id of ids) {
    const res = await api.get(`/api/candidates/${id}`);
    expect((await res.json()).status).toBe('CONTACTED');
  }
  const events = await (await api.get(`/api/audit-events?entity=candidate&entityId=${ids[0]}&action=update`)).json();
  expect(events.auditEvents.length).toBeGreaterThan(0);
});

test('a bad phone typed in its cell shows the server’s message there and saves nothing', async ({ page }) => {
  await signIn(page, COORDINATOR);
  await page.goto('/candidates?status=NEW&sort=lastName&order=asc');
  const [id] = await rowIds(page, 1);
  const before = (await (await api.get(`/api/candidates/${id}`)).json()).phone;
  const cell = page.getByRole('grid', { name: 'Candidates' }).locator(`[role="row"][data-id="${id}"] [data-field="phone"]`);
  await cell.dblclick();
  await cell.getByRole('textbox').fill('not a phone');
  await cell.getByRole('textbox').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'is not a valid phone number' })).toBeVisible();
  expect((await (await api.get(`/api/candidates/${id}`)).json()).phone).toBe(before);
});

test('"Export CSV" downloads exactly the filtered rows', async ({ page }) => {
  await signIn(page, COORDINATOR);
  // the filtered list's answer, and the grid's pager once it shows that answer ("1-25 of 130", as every list counts)
  const listed = page.waitForResponse((r) => r.url().includes('/api/candidates') && r.url().includes('status=CONTACTED') && r.ok());
  await page.goto('/candidates?status=CONTACTED');
  const total = ((await (await listed).json()) as { total: number }).total;
  await expect(page.getByText(/^\d+-\d+ of \d+$/)).toHaveText(new RegExp(` of ${total}$`));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const lines = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines.length - 1).toBe(total);
  expect(lines.slice(1).every((line) => line.includes('CONTACTED'))).toBe(true);
});

test('chat conversations and prescreen results keep their filters and sort in the URL across a reload', async ({ page }) => {
  await signIn(page, COORDINATOR);
  await page.goto('/admin/chat-conversations?status=COMPLETED&sortBy=bogus');
  await expect(page).toHaveURL(/\/admin\/chat-conversations\?status=COMPLETED&page=1$/);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Oldest first' }).click();
  await expect(page).toHaveURL(/status=COMPLETED&sortBy=createdAt%3Aasc&page=1$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Oldest first');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Completed');

  await page.goto('/prescreen/results?aiRecommendation=FAIL&sort=candidateName&order=asc');
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Chat' }).click();
  await expect(page).toHaveURL(/aiRecommendation=FAIL&sourceType=chat|sourceType=chat.*aiRecommendation=FAIL/);
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('combobox', { name: 'AI recommendation' })).toHaveText('Fail');
  await expect(page.getByRole('combobox', { name: 'Source' })).toHaveText('Chat');
});

test('values read as words, the grids count pages alike, and a candidate’s contact history opens from their page', async ({ page }) => {
  await signIn(page, COORDINATOR);
  await page.goto('/trials');
  const trials = page.getByRole('table');
  await expect(trials.getByRole('row').nth(1)).toBeVisible();
  await expect(trials).toContainText(/Recruiting|Not yet recruiting|Completed/);
  await expect(trials).not.toContainText(/\bRECRUITING\b|[A-Z]{3,}_[A-Z]+|PHASE\d/);
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();

  await page.goto('/candidates?sort=lastName&order=asc');
  const [id] = await rowIds(page, 1);
  const [name] = await rowNames(page);
  await expect(page.getByText(/^1-25 of \d+$/)).toBeVisible();
  await page.goto(`/candidates/${id}`);
  await page.getByRole('link', { name: 'Contact history' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${id}/contact-history$`));
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Candidates' })).toHaveAttribute('href', '/candidates');
  await expect(crumbs.getByRole('link', { name })).toHaveAttribute('href', `/candidates/${id}`);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Contact history');
  await expect(page.getByRole('region', { name: 'Contact history' })).toContainText('No contact yet');
});
