/**
 * The data provider's mapping of react-admin calls onto the API of spec §7 (resource paths, list fields, the sort as
 * sortBy, records read from wrappers and other routes, updates sent to their own routes, the CSV export), checked on
 * the requests it sends; fetch is stubbed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, listQuery } from '../../../src/dataProvider';

const ORG = '00000000-0000-4000-8000-000000000011';
const ID = '00000000-0000-4000-8000-0000000000a1';

/** Stubs fetch with `body` as the answer; returns the recorded requests (URL, method, JSON body). */
function stubFetch(body: unknown = {}, status = 200) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      calls.push({
        url: new URL(input, 'http://x'),
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('data provider', () => {
  it('lists chat conversations with the sort as sortBy and reads the rows from the list field', async () => {
    expect(
      listQuery('chatConversations', { sort: { field: 'status', order: 'DESC' }, filter: { q: 'ann' }, pagination: { page: 2, perPage: 25 } }),
    ).toEqual({
      q: 'ann',
      sortBy: 'status',
      limit: 25,
      offset: 25,
    });
    const calls = stubFetch({ chatConversations: [{ id: ID }], total: 7 });
    const result = await dataProvider.getList('chatConversations', {
      sort: { field: 'createdAt', order: 'ASC' },
      filter: {},
      pagination: { page: 1, perPage: 25 },
    });
    expect(result).toEqual({ data: [{ id: ID }], total: 7 });
    expect(calls[0].url.pathname).toBe('/api/chat-conversations/');
    expect(calls[0].url.searchParams.get('sortBy')).toBe('createdAt:asc');
  });

  it('leaves out a sort the list does not accept', () => {
    expect(listQuery('candidates', { sort: { field: 'conditions', order: 'ASC' }, filter: { status: ['NEW'] } })).toEqual({ status: ['NEW'] });
  });

  it('reads a conversation from its wrapper and a review by the candidate’s id', async () => {
    let calls = stubFetch({ conversation: { id: ID, status: 'ONGOING' }, messages: [{ id: 'm1' }] });
    expect((await dataProvider.getOne('chatConversations', { id: ID })).data).toEqual({ id: ID, status: 'ONGOING', messages: [{ id: 'm1' }] });
    expect(calls[0].url.pathname).toBe(`/api/chat-conversations/${ID}`);
    calls = stubFetch({ candidate: { id: ID }, results: [], transcripts: {} });
    expect((await dataProvider.getOne('prescreenReviews', { id: ID })).data).toMatchObject({ id: ID, results: [] });
    expect(`${calls[0].url.pathname}${calls[0].url.search}`).toBe(`/api/prescreen/review?candidateId=${ID}`);
  });

  it('creates a chat agent in the organisation of its meta', async () => {
    const calls = stubFetch({ id: ID });
    await dataProvider.create('chatAgents', { data: { name: 'Agent' }, meta: { organizationId: ORG } });
    expect([calls[0].method, calls[0].url.pathname, calls[0].url.searchParams.get('organizationId'), calls[0].body]).toEqual([
      'POST',
      '/api/chat-agents/internal/',
      ORG,
      { name: 'Agent' },
    ]);
  });

  it('sends only the changed fields of a record, and a decision or a criteria list to their own routes', async () => {
    let calls = stubFetch({ id: ID });
    await dataProvider.update('candidates', {
      id: ID,
      data: { id: ID, phone: '+16175550142', city: 'Boston' },
      previousData: { id: ID, phone: null, city: 'Boston' },
    });
    expect([calls[0].method, calls[0].url.pathname, calls[0].body]).toEqual(['PATCH', `/api/candidates/${ID}`, { phone: '+16175550142' }]);

    calls = stubFetch({ id: ID });
    await dataProvider.update('prescreenResults', { id: ID, data: { decision: 'ACCEPT' }, previousData: { id: ID } });
    expect([calls[0].method, calls[0].url.pathname, calls[0].body]).toEqual([
      'POST',
      '/api/prescreen/review/decision',
      { decision: 'ACCEPT', resultId: ID },
    ]);

    calls = stubFetch({ id: ID });
    await dataProvider.update('trialCriteria', { id: ID, data: { criteria: [] }, previousData: { id: ID, criteria: [] } });
    expect([calls[0].method, calls[0].url.pathname, calls[0].body]).toEqual(['PUT', `/api/trials/${ID}/criteria`, { criteria: [] }]);
  });

  it('updates many records one PATCH each', async () => {
    const calls = stubFetch({});
    expect(await dataProvider.updateMany('trials', { ids: ['a', 'b'], data: { overallStatus: 'COMPLETED' } })).toEqual({ data: ['a', 'b'] });
    expect(calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      ['PATCH', '/api/trials/a', { overallStatus: 'COMPLETED' }],
      ['PATCH', '/api/trials/b', { overallStatus: 'COMPLETED' }],
    ]);
  });

  it('exports the filtered rows from the resource’s export route, and only where there is one', async () => {
    const calls = stubFetch('id\n');
    await dataProvider.exportCsv('prescreenResults', { organizationIds: [ORG], aiRecommendation: 'FAIL' });
    expect(`${calls[0].url.pathname}?${calls[0].url.searchParams}`).toBe(
      `/api/prescreen/results/export?organizationIds=${ORG}&aiRecommendation=FAIL`,
    );
    expect(() => dataProvider.exportCsv('trials', {})).toThrow(/no CSV export/);
  });
});
