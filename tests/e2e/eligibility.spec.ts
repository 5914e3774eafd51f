/**
 * The eligibility engine as staff use it, in Chromium against `npm start` on a fresh data directory with
 * the demo seed: a coordinator imports a ClinicalTrials.gov record by file on /trials and finds the trial with its
 * structured criteria; an admin then generates its prescreen form on /admin/prescreen-forms and sees plain-language
 * questions, the site-only criteria and the candidate preview, and saves version 1.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers/session';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const nctIdOf = (line: string) => JSON.parse(line).protocolSection.identificationModule.nctId as string;
const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim());

/** The demo seed's studies (server/seed/data/studies.jsonl): the record imported here must not be one of them. */
const SEEDED = new Set(linesOf(path.resolve(HERE, '../../server/seed/data/studies.jsonl')).map(nctIdOf));
/** A type 2 diabetes study of the shared data with an HbA1c criterion (a lab value only the site can confirm). */
const NCT_ID = 'NCT05094401';
const RECORD = linesOf(path.resolve(HERE, '../../../shared/data/ctgov/studies.jsonl')).find((l) => nctIdOf(l) === NCT_ID);
const STUDY = RECORD ? JSON.parse(RECORD) : null;
const TITLE: string = STUDY?.protocolSection.identificationModule.briefTitle ?? '';

test('a trial imported from a ClinicalTrials.gov file gets structured criteria and a prescreen form', async ({ page }) => {
  expect(STUDY, `${NCT_ID} is in ../shared/data/ctgov/studies.jsonl`).not.toBeNull();
  expect(SEEDED.has(NCT_ID), `${NCT_ID} is not in the demo seed`).toBe(false);

  await test.step('the coordinator imports the record by file', async () => {
    await signIn(page, 'coordinator@northside.local');
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);
    await page.getByRole('button', { name: 'Import from ClinicalTrials.gov' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from ClinicalTrials.gov' });
    await dialog.getByLabel('NCT ID').fill('NCT123');
    await dialog.getByLabel('NCT ID').blur();
    await expect(dialog.getByText('An NCT ID is NCT followed by 8 digits')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await dialog.getByLabel('NCT ID').fill('');
    await dialog
      .locator('input[type="file"][name="file"]')
      .setInputFiles({ name: `${NCT_ID}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(STUDY, null, 2)) });
    await expect(dialog.getByLabel('Chosen file')).toHaveText(`${NCT_ID}.json: 1 study`);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    await expect(dialog.getByRole('region', { name: 'Import result' })).toContainText('Created: 1', { timeout: 30_000 });
    const row = dialog.getByRole('table', { name: 'Imported trials' }).getByRole('row').filter({ hasText: NCT_ID });
    await expect(row).toContainText('Created');
    await expect(row.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(row).toContainText(/\d+ inclusion · \d+ exclusion/);
    await expect(row).toContainText(/[1-9]\d* site only/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The grid refreshed without a reload; the trial detail shows the structured criteria.
    await page.getByRole('row').filter({ hasText: TITLE }).click();
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Inclusion \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Exclusion \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText('Site only').first()).toBeVisible();
  });

  await test.step('an admin generates its prescreen form', async () => {
    await page.goto('/sign-out');
    await expect(page).toHaveURL(/\/sign-in/);
    await signIn(page, 'admin@phases.local');
    await page.getByLabel('Organization').selectOption({ label: 'Northside Research' });
    await page.goto('/admin/prescreen-forms');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Prescreen forms');

    await page.getByRole('button', { name: 'New form' }).click();
    const dialog = page.getByRole('dialog', { name: 'New prescreen form' });
    await dialog.getByLabel('Trials').fill(NCT_ID);
    await page.getByRole('option', { name: new RegExp(NCT_ID) }).click();
    await dialog.getByRole('button', { name: 'Generate questions' }).click();

    const block = page.getByRole('region', { name: new RegExp(`^${NCT_ID} — `) });
    await expect(
      block
        .getByRole('list', { name: `Questions of ${NCT_ID}` })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    const siteOnly = block.getByRole('list', { name: 'Site-only criteria (checked by the site, not asked)' });
    await expect(siteOnly).toContainText('HbA1c');

    // The candidate's view: plain language, second person, no trial ids.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: /^Preview/ });
    await preview.getByRole('button', { name: 'All questions' }).click();
    const questions = preview.getByRole('form', { name: 'Prescreen questions' });
    await expect(questions.getByText('Has a doctor ever told you that you have type 2 diabetes?')).toBeVisible();
    await expect(questions).not.toContainText(NCT_ID);
    await expect(questions).not.toContainText('HbA1c level');
    await preview.getByRole('button', { name: 'Close preview' }).click();

    await page.getByRole('button', { name: 'Save form' }).click();
    await expect(page.getByText('Version 1', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/prescreen-forms\?formId=[0-9a-f-]{36}$/);
  });
});
