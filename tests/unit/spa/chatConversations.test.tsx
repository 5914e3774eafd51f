// @vitest-environment jsdom
/**
 * /admin/chat-conversations (spec §2): the URL params are the list's state (invalid values fall back to the
 * default and leave the URL), the data provider sends them under the API's names (search as q, the sort as sortBy),
 * a filter change is written to the URL, and the conversation viewer shows every text as text, never as HTML, with
 * the candidate and prescreen review links, and deletes after a confirmation.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatConversationsPage from '../../../src/custom-pages/admin/chatConversations/ChatConversationsPage';
import { ConversationDrawer } from '../../../src/custom-pages/admin/chatConversations/ConversationDrawer';
import type { ConversationRecord } from '../../../src/custom-pages/admin/chatConversations/labels';
import { listQuery } from '../../../src/dataProvider';
import { LIST_PARAMS } from '../../../src/routing/listParams';
import { readListState, writeListState } from '../../../src/routing/listUrlState';
import { Transcript } from '../../../src/custom-pages/prescreen/Transcript';
import { installDomShims, location, ORG_ID as ORG, params, renderPage } from './renderPage';

const ORG2 = '00000000-0000-4000-8000-000000000012';
const AGENT = '00000000-0000-4000-8000-0000000000a1';
const CONV = '00000000-0000-4000-8000-0000000000c1';
const CANDIDATE = '00000000-0000-4000-8000-0000000000d1';
/** jsdom + MUI render slowly on a busy machine. */
const SLOW = { timeout: 8000 };
const read = (qs: string) => readListState(LIST_PARAMS.chatConversations, new URLSearchParams(qs));

beforeEach(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('chat conversations: URL params ↔ list state ↔ API query', () => {
  it('keeps every valid spec param and sends search as q and the sort as sortBy', () => {
    const state = read(
      `search=ann&status=COMPLETED&sortBy=updatedAt:asc&dateFrom=2026-01-01&dateTo=2026-01-31&chatAgentId=${AGENT}&orgs=${ORG},${ORG2}&page=3`,
    );
    expect(state).toEqual({
      filter: { q: 'ann', status: 'COMPLETED', dateFrom: '2026-01-01', dateTo: '2026-01-31', chatAgentId: AGENT, organizationIds: [ORG, ORG2] },
      sort: { field: 'updatedAt', order: 'ASC' },
      page: 3,
      perPage: 25,
    });
    expect(listQuery('chatConversations', { ...state!, pagination: { page: 3, perPage: 25 } })).toEqual({
      q: 'ann',
      status: 'COMPLETED',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      chatAgentId: AGENT,
      organizationIds: [ORG, ORG2],
      sortBy: 'updatedAt:asc',
      limit: 25,
      offset: 50,
    });
  });

  it('drops invalid values: each falls back to its default', () => {
    const state = read(`status=PAUSED&sortBy=name:asc&dateFrom=2026-13-01&dateTo=2026-02-30&chatAgentId=42&orgs=nope,${ORG}&search=&page=0`);
    expect(state).toEqual({ filter: { organizationIds: [ORG] }, sort: { field: 'createdAt', order: 'DESC' }, page: 1, perPage: 25 });
    expect(writeListState(LIST_PARAMS.chatConversations, state!, new URLSearchParams('other=1')).toString()).toBe(`other=1&orgs=${ORG}&page=1`);
  });

  it('writes each sortBy value back as it was read', () => {
    for (const sortBy of ['createdAt:asc', 'updatedAt:desc', 'updatedAt:asc', 'status'] as const) {
      expect(writeListState(LIST_PARAMS.chatConversations, read(`sortBy=${sortBy}`)!, new URLSearchParams()).get('sortBy')).toBe(sortBy);
    }
    expect(writeListState(LIST_PARAMS.chatConversations, read('sortBy=createdAt:desc')!, new URLSearchParams()).has('sortBy')).toBe(false);
  });
});

const HTML = '<img src=x onerror="alert(1)"><b>bold</b>';

/** A conversation read by id (fields and transcript lines); names and lines hold markup. */
function conversation(overrides: Partial<ConversationRecord> = {}): ConversationRecord {
  const at = '2026-03-01T10:00:00.000Z';
  return {
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
    ...overrides,
  };
}

describe('conversation viewer', () => {
  it('shows transcript text as text, never as HTML, oldest line first', () => {
    const { container } = render(<Transcript messages={conversation().messages} />);
    expect(container.querySelector('img, b, script, u')).toBeNull();
    const lines = screen.getAllByText(/alert/);
    expect(lines.map((l) => l.textContent)).toEqual(['Hello <script>alert(2)</script>', HTML]);
    expect(screen.getByText('<u>Yes</u>')).toBeTruthy();
  });

  it('loads the conversation by id, shows names as text and links the candidate and the prescreen review', async () => {
    const { dataProvider } = renderPage(
      <ConversationDrawer id={CONV} onClose={() => undefined} onDeleted={() => undefined} />,
      '/admin/chat-conversations',
      {
        data: { chatConversations: [conversation()] },
      },
    );
    const viewer = await screen.findByRole('region', { name: 'Conversation' }, SLOW);
    await within(viewer).findByText(`Ann ${HTML}`, undefined, SLOW);
    expect(dataProvider.getOne).toHaveBeenCalledWith('chatConversations', expect.objectContaining({ id: CONV }));
    expect(document.querySelector('img, b, script, i')).toBeNull();
    expect(within(viewer).getByText('<i>Agent</i>')).toBeTruthy();
    expect(
      within(viewer)
        .getByRole('link', { name: /^Candidate/ })
        .getAttribute('href'),
    ).toBe(`/candidates/${CANDIDATE}`);
    expect(within(viewer).getByRole('link', { name: 'Prescreen review' }).getAttribute('href')).toBe(`/prescreen/results?candidateId=${CANDIDATE}`);
    expect(within(viewer).getByText('NCT01234567: Pass')).toBeTruthy();
  });

  it('deletes after confirmation', async () => {
    const onDeleted = vi.fn();
    const { dataProvider } = renderPage(
      <ConversationDrawer id={CONV} onClose={() => undefined} onDeleted={onDeleted} />,
      '/admin/chat-conversations',
      {
        data: { chatConversations: [conversation({ visitorName: null, candidateId: null, outcomes: [] })] },
      },
    );
    await screen.findByText('Unverified visitor', undefined, SLOW);
    expect(screen.queryByRole('link', { name: 'Prescreen review' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' }, SLOW);
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled(), SLOW);
    expect(dataProvider.delete).toHaveBeenCalledWith('chatConversations', expect.objectContaining({ id: CONV }));
  });
});

describe('chat conversations page', () => {
  const lastList = (calls: unknown[][]) =>
    calls.filter(([resource]) => resource === 'chatConversations').at(-1)?.[1] as Record<string, unknown> | undefined;

  it('asks for the URL filters, drops invalid ones from the URL, and writes a changed filter back', async () => {
    const { dataProvider } = renderPage(
      <ChatConversationsPage />,
      `/admin/chat-conversations?search=ann&status=BOGUS&sortBy=updatedAt:asc&dateFrom=2026-02-30&dateTo=2026-03-31&chatAgentId=7`,
      { data: { chatConversations: [conversation()], chatAgents: [] } },
    );
    await waitFor(() => expect(lastList(dataProvider.getList.mock.calls)).toBeDefined(), SLOW);
    expect(lastList(dataProvider.getList.mock.calls)).toMatchObject({
      filter: { organizationIds: [ORG], q: 'ann', dateTo: '2026-03-31' },
      sort: { field: 'updatedAt', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
    });
    await waitFor(() => expect(location()).toBe('/admin/chat-conversations?search=ann&dateTo=2026-03-31&sortBy=updatedAt%3Aasc&page=1'), SLOW);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Completed' }, SLOW));
    await waitFor(() => expect(params().get('status')).toBe('COMPLETED'), SLOW);
    await waitFor(() => expect(lastList(dataProvider.getList.mock.calls)?.filter).toMatchObject({ status: 'COMPLETED' }), SLOW);
  });
});
