/**
 * The core platform as a person uses it, in Chromium against `npm start` on a fresh data directory with the
 * demo seed: redirects, the not-found page, a coordinator seeing only their organisation's candidates, a CSV import
 * with rejected rows, and an admin switching organisation with the grids following.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/session';

const SYNTHEA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data/synthea/candidates.csv');
const lines = readFileSync(SYNTHEA, 'utf8').trim().split('\n');
/** Demo seed: CSV rows 2–151 belong to Northside, 152–301 to Lakeview. */
/** "First Last" of a CSV line (1-based, header = 1); Synthea's numeric suffixes make full names unique. */
const nameOfLine = (n: number) => lines[n - 1].split(',').slice(1, 3).join(' ');
const NORTHSIDE_LAST = nameOfLine(3); // Milo271 Feil794
const LAKEVIEW_LAST = nameOfLine(153); // Shaun461 Graham902
const NORTHSIDE_ONLY_LAST = nameOfLine(100); // not among the rows the import test adds to Lakeview
/** Demo seed: the bundled studies alternate Northside (first) and Lakeview (second). */
const [NORTHSIDE_TRIAL, LAKEVIEW_TRIAL] = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/seed/data/studies.jsonl'),
  'utf8',
)
  .split('\n')
  .slice(0, 2)
  .map((l) => JSON.parse(l).protocolSection.identificationModule.briefTitle as string);

/** Shows the candidates grid searched for `term` and returns its row locator. */
async function searchCandidates(page: Page, term: string) {
  await page.goto(`/candidates?search=${encodeURIComponent(term)}`);
  await expect(page.getByRole('grid')).toBeVisible();
  return page.getByRole('row').filter({ hasText: term });
}

test('signed-out visitors are sent to sign-in with a redirect; signed-in users skip sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2F$/);
  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fsign-out/);
  await page.goto('/candidates');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fcandidates/);

  await signIn(page, 'coordinator@northside.local');
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/trials$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/trials$/);

  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto('/trials');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Ftrials/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await signIn(page, 'coordinator@northside.local');
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByText('The page might have been moved, deleted, or you entered the wrong URL.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/trials$/);
});

test('the Northside coordinator sees only Northside candidates', async ({ page }) => {
  await signIn(page, 'coordinator@northside.local');
  await expect(page.getByLabel('Organization')).toHaveText('Northside Research');
  await expect(await searchCandidates(page, NORTHSIDE_LAST)).toHaveCount(1);
  await page.goto(`/candidates?search=${LAKEVIEW_LAST}`);
  await expect(page.getByText(/No (results|candidates)/i)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: LAKEVIEW_LAST })).toHaveCount(0);
});

test('importing the first 50 Synthea rows lists them and reports the rejected rows', async ({ page }) => {
  // Lakeview holds rows 152–301, so rows 2–51 are new there; two broken rows are appended (CSV rows 52 and 53).
  const csv = [
    ...lines.slice(0, 51),
    'bad-1,Ada,Lovelace,2021-02-30,,F,,,Boston,MA,,02115,,,,,',
    'bad-2,,,1980-01-01,,F,,,Boston,MA,,02115,,,,,',
  ].join('\n');
  await signIn(page, 'coordinator@lakeview.local');
  await page.goto('/candidates');
  await page.locator('input[type="file"][name="file"]').setInputFiles({ name: 'synthea-50.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Preview of the first rows' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const result = dialog.getByLabel('Import result');
  await expect(result).toContainText('Created: 50', { timeout: 30_000 });
  await expect(result).toContainText('Rejected rows: 2');
  const rejected = dialog.getByRole('table', { name: 'Rejected rows' });
  await expect(rejected.getByRole('row').filter({ hasText: /^52/ })).toContainText('dateOfBirth');
  await expect(rejected.getByRole('row').filter({ hasText: /^53/ })).toContainText('missing name');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(await searchCandidates(page, NORTHSIDE_LAST)).toHaveCount(1);
});

test('the admin switches organisation and the grids follow', async ({ page }) => {
  await signIn(page, 'admin@phases.local');
  await page.getByLabel('Organization').selectOption({ label: 'Northside Research' });
  await expect(page.getByText(NORTHSIDE_TRIAL)).toBeVisible();
  await expect(page.getByText(LAKEVIEW_TRIAL)).toHaveCount(0);
  await page.getByLabel('Organization').selectOption({ label: 'Lakeview Clinical Trials' });
  await expect(page.getByText(LAKEVIEW_TRIAL)).toBeVisible();
  await expect(page.getByText(NORTHSIDE_TRIAL)).toHaveCount(0);

  await page.getByLabel('Organization').selectOption({ label: 'Northside Research' });
  await expect(await searchCandidates(page, NORTHSIDE_ONLY_LAST)).toHaveCount(1);
  await page.getByLabel('Organization').selectOption({ label: 'Lakeview Clinical Trials' });
  await expect(page.getByRole('row').filter({ hasText: NORTHSIDE_ONLY_LAST })).toHaveCount(0);
  await expect(await searchCandidates(page, LAKEVIEW_LAST)).toHaveCount(1);
});
