/**
 * What only a browser shows, in Chromium against `npm start` with the demo seed: a full load of /trials shows one
 * pending screen, painted frame after frame without a gap, for at least 250 ms from when it appears and however long
 * the data takes (spec §2, §9); a grid whose API answers 503 shows the query error panel and "Try Again" brings the
 * rows (spec §8); and a page chunk that cannot be downloaded (a stale deployment) reloads the page once, then explains
 * itself without the browser's message.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/session';

const MIN_PENDING_MS = 250;

/**
 * Before any page script: samples every animation frame, recording when the pending screen (a spinner in a
 * role=status box) is on it, until `window.__frames` is read.
 */
async function samplePendingFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: [number, boolean][] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const sample = (t: number) => {
      frames.push([t, document.querySelector('[role="status"] [role="progressbar"]') !== null]);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** The runs of frames with the pending screen, as [first frame time, first frame time without it]. */
async function pendingRuns(page: Page): Promise<[number, number][]> {
  const frames = await page.evaluate(() => (window as unknown as { __frames: [number, boolean][] }).__frames);
  const runs: [number, number][] = [];
  frames.forEach(([t, on], i) => {
    const before = i > 0 && frames[i - 1][1];
    if (on && !before) runs.push([t, Infinity]);
    if (!on && before) runs[runs.length - 1][1] = t;
  });
  return runs;
}

/** Requests of the trials list (GET /api/trials/ with its query), not a single trial's. */
const isTrialsList = (url: URL) => /^\/api\/trials\/?$/.test(url.pathname);

test('a full load shows one pending screen for at least 250 ms from when it appears', async ({ page }) => {
  await signIn(page, 'coordinator@northside.local');
  await samplePendingFrames(page);
  await page.goto('/trials');
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  const runs = await pendingRuns(page);
  expect(runs, 'one unbroken pending screen before the page').toHaveLength(1);
  const [[appeared, gone]] = runs;
  expect(gone - appeared).toBeGreaterThanOrEqual(MIN_PENDING_MS);
});

test('a slow answer keeps the one pending screen up until the data is there', async ({ page }) => {
  await signIn(page, 'coordinator@northside.local');
  await samplePendingFrames(page);
  await page.route('**/api/organizations**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto('/trials');
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  const runs = await pendingRuns(page);
  expect(runs, 'one unbroken pending screen before the page').toHaveLength(1);
  const [[appeared, gone]] = runs;
  expect(gone - appeared).toBeGreaterThanOrEqual(700);
});

test('a grid whose API answers 503 shows the error panel; Try Again brings the rows', async ({ page }) => {
  await signIn(page, 'coordinator@northside.local');
  let failing = true;
  await page.route(isTrialsList, (route) =>
    failing && route.request().method() === 'GET'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'database restarting' }) })
      : route.continue(),
  );
  await page.goto('/trials');
  const panel = page.getByRole('alert').filter({ hasText: 'Service Unavailable' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText(/No Trials? found/i)).toHaveCount(0);
  await expect(page.getByText(/\d+-\d+ of \d+/)).toHaveCount(0);
  // The failure is in the panel only: no toast repeats it.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  failing = false;
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Service Unavailable' })).toHaveCount(0);
  await expect(page.getByText(/\d+-\d+ of \d+/)).toBeVisible();
});

test('a page chunk that cannot be downloaded reloads the page once, then explains itself', async ({ page }) => {
  await signIn(page, 'coordinator@northside.local');
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  // The candidates page's chunk is gone, as after a deployment while the tab stayed open.
  await page.route(/\/assets\/CandidateList-[^/]*\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.getByText('Candidates', { exact: true }).first().click();
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByText('This page could not be loaded. Check your connection, then try again.')).toBeVisible();
  await expect(page.getByText(/dynamically imported module/i)).toHaveCount(0);
  expect(loads, 'reloaded once').toBe(1);
  await expect(page).toHaveURL(/\/candidates/);

  // Once the chunk can be downloaded again, "Try again" loads the page.
  await page.unroute(/\/assets\/CandidateList-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
});
