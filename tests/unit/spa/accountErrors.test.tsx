// @vitest-environment jsdom
/**
 * "My account" (spec §8): a refused account call reads as the spec's text for its status with the server's
 * explanation after it — a wrong current password (400) as "Bad Request: Invalid password" — and any status without
 * a text of its own as "Generic Error" with the status, its text and the body's message.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountPage from '../../../src/custom-pages/settings/AccountPage';
import { unwrapAuth } from '../../../src/authProvider/authClient';
import { describeError } from '../../../src/dataProvider/httpClient';
import { northside, renderPage, sessionOf } from './renderPage';

const SLOW = { timeout: 8000 };
const json = (status: number, statusText: string, body: unknown) =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account errors', () => {
  it('a wrong current password reads "Bad Request: Invalid password"', async () => {
    const session = sessionOf(northside);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path.endsWith('/get-session')) return json(200, 'OK', session);
        if (path.endsWith('/list-sessions')) return json(200, 'OK', []);
        if (path.endsWith('/change-password')) return json(400, 'Bad Request', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
        return json(404, 'Not Found', { message: 'Not found' });
      }),
    );
    renderPage(<AccountPage />, '/settings/account', { session });
    fireEvent.change(await screen.findByLabelText(/Current password/, {}, SLOW), { target: { value: 'wrong-password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-new-password-1' } });
    fireEvent.change(screen.getByLabelText(/Repeat the new password/), { target: { value: 'a-new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Bad Request: Invalid password', {}, SLOW)).toBeTruthy();
  });

  it('maps each status to the spec text, and others to Generic Error with status, text and body', async () => {
    const refused = (status: number, statusText: string, message?: string) =>
      unwrapAuth(Promise.resolve({ data: null, error: { status, statusText, message } })).catch(describeError);
    expect(await refused(503, 'Service Unavailable', 'database restarting')).toBe('Service Unavailable: database restarting');
    expect(await refused(403, 'Forbidden')).toBe('Forbidden');
    expect(await refused(409, 'Conflict', 'Email already in use')).toBe('Generic Error: 409 Conflict — Email already in use');
    expect(await refused(429, 'Too Many Requests', 'slow down')).toBe('Too many attempts, try again in a minute');
  });
});
