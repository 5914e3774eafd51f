/**
 * /chat/{organizationId} organisation check (spec §2): the public lookup's 404 shows the not-found page (which renders
 * outside react-admin); any other failure is only a console warning and the chat loads. Also the public client's
 * requests through the data provider: the token travels in the x-chat-token header, never the active-organisation
 * header. fetch is stubbed.
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { setActiveOrganizationId } from '../../../src/dataProvider/activeOrganizationStore';
import { lookupOrganization } from '../../../src/custom-pages/chat/useOrganizationLookup';
import { NotFound } from '../../../src/layout/NotFound';

const ORG = '00000000-0000-4000-8000-00000000de00';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('chat organisation lookup', () => {
  it('finds the organisation through GET /api/organizations/public/{id}', async () => {
    const fetch = vi.fn(async () => json(200, { id: ORG, name: 'Phases Demo', chatAvailable: true }));
    vi.stubGlobal('fetch', fetch);
    expect(await lookupOrganization(ORG)).toEqual({ state: 'found', organization: { id: ORG, name: 'Phases Demo', chatAvailable: true } });
    expect(fetch).toHaveBeenCalledWith(`/api/organizations/public/${ORG}`, expect.objectContaining({ method: 'GET' }));
  });

  it('a 404 means not found, and the not-found page renders without react-admin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { statusCode: 404, error: 'Not Found', message: 'Organization not found' })),
    );
    expect(await lookupOrganization(ORG)).toEqual({ state: 'notFound' });
    const html = renderToStaticMarkup(h(MemoryRouter, null, h(NotFound)));
    expect(html).toContain('404');
    expect(html).toContain('Oops! The page you&#x27;re looking for doesn&#x27;t exist.');
    expect(html).toContain('Go back home');
  });

  it('any other failure only warns and the chat still loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' })),
    );
    expect(await lookupOrganization(ORG)).toEqual({ state: 'unknown' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await lookupOrganization(ORG)).toEqual({ state: 'unknown' });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('public chat client', () => {
  it('sends the visitor message with the token header and only the text in the body', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { conversation: {}, messages: [] }));
    vi.stubGlobal('fetch', fetch);
    setActiveOrganizationId(ORG); // an organisation chosen earlier in the same tab is not sent
    await dataProvider.sendChatMessage({ conversationId: 'c1', token: 'tok_1234567890' }, 'yes');
    setActiveOrganizationId(null);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/chat-conversations/c1/messages');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ text: 'yes' });
    const headers = new Headers(init.headers);
    expect(headers.get('x-chat-token')).toBe('tok_1234567890');
    expect(headers.has('x-organization-id')).toBe(false);
  });

  it('reports the HTTP status of a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' })),
    );
    await expect(dataProvider.initiateChat(ORG)).rejects.toMatchObject({ status: 429 });
  });
});
