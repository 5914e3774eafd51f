/**
 * Sessions for the Playwright flows (demo seed logins, password phases-demo-2026): signing in through the sign-in
 * page, and an API request context signed in as a user (better-auth checks the Origin header of the sign-in POST).
 */
import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';

/** The demo seed's password for every login. */
export const DEMO_PASSWORD = 'phases-demo-2026';

/** Signs in as `email` on /sign-in and waits for the landing page (/trials). */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/trials/);
}

/** A request context with a session of `email` (dispose it when done). */
export async function apiSession(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const res = await context.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
  return context;
}
