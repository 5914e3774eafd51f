// @vitest-environment jsdom
/**
 * /admin/chat-conversations (spec §2): the URL params become the filters of the list request (invalid
 * values dropped from the URL), a filter change is written to the URL, and the conversation viewer shows every text
 * as text, never as HTML, with the candidate and prescreen review links.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChatConversationsPage from '../../../src/custom-pages/admin/chatConversations/ChatConversationsPage';
import { ConversationDrawer } from '../../../src/custom-pages/admin/chatConversations/ConversationDrawer';
import { location, ORG, renderPage, renderWithQuery, stubApi } from './chatAgents.harness';
import { parseSearch, SEARCH } from '../../../src/routing/searchParams';
import {
  conversationListQuery,
  listConversations,
  sortByOf,
  sortModelOf,
  visitorLabel,
  type ChatConversationDetail,
} from '../../../src/custom-pages/admin/chatConversations/api';
import { Transcript } from '../../../src/custom-pages/prescreen/Transcript';

const ORG2 = '00000000-0000-4000-8000-000000000012';
const AGENT = '00000000-0000-4000-8000-0000000000a1';
const CONV = '00000000-0000-4000-8000-0000000000c1';
const CANDIDATE = '00000000-0000-4000-8000-0000000000d1';
/** jsdom + MUI render slowly on a busy machine. */
const SLOW = { timeout: 8000 };
const parse = (qs: string) => parseSearch(SEARCH.chatConversations, new URLSearchParams(qs));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('chat conversations: URL params ↔ filters', () => {
  it('keeps every valid spec param and sends search as q', () => {
    const search = parse(
      `search=ann&status=COMPLETED&sortBy=updatedAt:asc&dateFrom=2026-01-01&dateTo=2026-01-31&chatAgentId=${AGENT}&orgs=${ORG},${ORG2}`,
    );
    expect(search).toEqual({
      search: 'ann',
      status: 'COMPLETED',
      sortBy: 'updatedAt:asc',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      chatAgentId: AGENT,
      orgs: [ORG, ORG2],
    });
    expect(conversationListQuery(search, [ORG, ORG2], 2, 25)).toEqual({
      q: 'ann',
      status: 'COMPLETED',
      sortBy: 'updatedAt:asc',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      chatAgentId: AGENT,
      organizationIds: [ORG, ORG2],
      limit: 25,
      offset: 50,
    });
  });

  it('drops invalid values instead of sending them', () => {
    const search = parse(`status=PAUSED&sortBy=name:asc&dateFrom=2026-13-01&dateTo=yesterday&chatAgentId=42&orgs=nope,${ORG}&search=`);
    expect(search).toEqual({ orgs: [ORG] });
    const query = conversationListQuery(search, [ORG], 0, 50);
    expect(query).toEqual({ organizationIds: [ORG], sortBy: 'createdAt:desc', limit: 50, offset: 0 });
  });

  it('maps the grid sort to sortBy and back', () => {
    for (const sortBy of ['createdAt:desc', 'createdAt:asc', 'updatedAt:desc', 'updatedAt:asc', 'status'] as const) {
      expect(sortByOf(sortModelOf(sortBy))).toBe(sortBy);
    }
    expect(sortByOf([])).toBeNull();
    expect(sortByOf([{ field: 'phase', sort: 'asc' }])).toBeNull();
  });

  it('requests GET /api/chat-conversations/ with those params', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ chatConversations: [], total: 0 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const query = conversationListQuery(parse(`search=o'brien&status=ONGOING&orgs=${ORG}`), [ORG], 1, 25);
    await expect(listConversations(query)).resolves.toEqual({ chatConversations: [], total: 0 });
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://x');
    expect(url.pathname).toBe('/api/chat-conversations/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "o'brien",
      status: 'ONGOING',
      organizationIds: ORG,
      sortBy: 'createdAt:desc',
      limit: '25',
      offset: '25',
    });
  });
});

const HTML = '<img src=x onerror="alert(1)"><b>bold</b>';

function detail(overrides: Partial<ChatConversationDetail['conversation']> = {}): ChatConversationDetail {
  const at = '2026-03-01T10:00:00.000Z';
  return {
    conversation: {
      id: CONV,
      organizationId: ORG,
      organizationName: 'Northside <Research>',
      chatAgentId: AGENT,
      agentName: '<i>Agent</i>',
      status: 'COMPLETED',
      phase: 'completed',
      isTest: true,
      verified: true,
      verification: null,
      progress: null,
      createdAt: at,
      updatedAt: at,
      completedAt: at,
      candidateId: CANDIDATE,
      candidateName: 'Ann <script>x</script>',
      visitorName: `Ann ${HTML}`,
      messageCount: 2,
      outcomes: [{ trialId: ORG2, trialTitle: 'A trial', nctId: 'NCT01234567', aiRecommendation: 'PASS' }],
      ...overrides,
    },
    messages: [
      { id: '00000000-0000-4000-8000-0000000000e2', seq: 2, role: 'visitor', text: HTML, reply: null, createdAt: at },
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        seq: 1,
        role: 'agent',
        text: 'Hello <script>alert(2)</script>',
        reply: { type: 'consent', text: 'Hello', quickReplies: [{ label: '<u>Yes</u>', send: 'yes' }] },
        createdAt: at,
      },
    ],
  };
}

describe('conversation viewer', () => {
  it('shows transcript text as text, never as HTML, oldest line first', () => {
    const { container } = render(<Transcript messages={detail().messages} />);
    expect(container.querySelector('img, b, script, u')).toBeNull();
    const lines = screen.getAllByText(/alert/);
    expect(lines.map((l) => l.textContent)).toEqual(['Hello <script>alert(2)</script>', HTML]);
    expect(screen.getByText('<u>Yes</u>')).toBeTruthy();
  });

  it('loads the conversation by id, shows names as text and links the candidate and the prescreen review', async () => {
    const calls = stubApi(({ method, url }) => (method === 'GET' && url.pathname === `/api/chat-conversations/${CONV}` ? { body: detail() } : undefined));
    renderWithQuery(<ConversationDrawer id={CONV} onClose={() => undefined} onDeleted={() => undefined} />);
    const viewer = await screen.findByRole('region', { name: 'Conversation' }, SLOW);
    await within(viewer).findByText(`Ann ${HTML}`, undefined, SLOW);
    expect(calls[0].url.search).toBe('');
    expect(document.querySelector('img, b, script, i')).toBeNull();
    expect(within(viewer).getByText('<i>Agent</i>')).toBeTruthy();
    expect(within(viewer).getByRole('link', { name: /^Candidate/ }).getAttribute('href')).toBe(`/candidates/${CANDIDATE}`);
    expect(within(viewer).getByRole('link', { name: 'Prescreen review' }).getAttribute('href')).toBe(`/prescreen/results?candidateId=${CANDIDATE}`);
    expect(within(viewer).getByText('NCT01234567: Pass')).toBeTruthy();
  });

  it('deletes after confirmation', async () => {
    const calls = stubApi(({ method, url }) => {
      if (url.pathname !== `/api/chat-conversations/${CONV}`) return undefined;
      return method === 'DELETE' ? { status: 204 } : { body: detail({ visitorName: null, candidateId: null, outcomes: [] }) };
    });
    const onDeleted = vi.fn();
    renderPage(<ConversationDrawer id={CONV} onClose={() => undefined} onDeleted={onDeleted} />, '/admin/chat-conversations');
    await screen.findByText('Unverified visitor', undefined, SLOW);
    expect(screen.queryByRole('link', { name: 'Prescreen review' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' }, SLOW);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled(), SLOW);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([`/api/chat-conversations/${CONV}`]);
  });
});

describe('chat conversations page', () => {
  const listed = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.url.pathname === '/api/chat-conversations/');

  it('sends the URL filters, drops invalid ones from the URL, and writes a changed filter back', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/api/chat-conversations/') return { body: { chatConversations: [detail().conversation], total: 1 } };
      if (url.pathname === '/api/chat-agents/internal/') return { body: { chatAgents: [], total: 0 } };
      return undefined;
    });
    renderPage(<ChatConversationsPage />, `/admin/chat-conversations?search=ann&status=BOGUS&sortBy=updatedAt:asc&dateFrom=2026-02-30x&dateTo=2026-03-31&chatAgentId=7`);
    await waitFor(() => expect(listed(calls).length).toBeGreaterThan(0), SLOW);
    const first = listed(calls)[0];
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      organizationIds: ORG,
      q: 'ann',
      sortBy: 'updatedAt:asc',
      dateTo: '2026-03-31',
      limit: '25',
      offset: '0',
    });
    expect(first.headers.get('x-organization-id')).toBe(ORG);
    await waitFor(() => expect(location()).toBe('/admin/chat-conversations?search=ann&sortBy=updatedAt%3Aasc&dateTo=2026-03-31'), SLOW);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Completed' }, SLOW));
    await waitFor(() => expect(new URLSearchParams(location().split('?')[1]).get('status')).toBe('COMPLETED'), SLOW);
    await waitFor(() => expect(listed(calls).at(-1)!.url.searchParams.get('status')).toBe('COMPLETED'), SLOW);
  });
});
