// @vitest-environment jsdom
/**
 * /admin/chat-agents: the agent form's validation and request bodies, server refusals shown on the field
 * they name, the warning and "Publish anyway" for a trial a self-report prescreen does not suit, and "Try it" (a test
 * conversation opened in a new tab at the organisation's public chat).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/dataProvider/httpClient';
import { createChatAgent, tryChatAgent, type ChatAgent } from '../../../src/custom-pages/admin/chatAgents/api';
import { agentErrorsFrom, createBody, draftFromAgent, emptyDraft, patchBody, validateDraft } from '../../../src/custom-pages/admin/chatAgents/agentForm';
import { ChatAgentDialog } from '../../../src/custom-pages/admin/chatAgents/ChatAgentDialog';
import ChatAgentsPage from '../../../src/custom-pages/admin/chatAgents/ChatAgentsPage';
import { AGENT, AT, FORM, ORG, renderPage, stubApi, TRIAL } from './chatAgents.harness';

const CONV = '00000000-0000-4000-8000-0000000000c1';
/** jsdom + MUI render slowly on a busy machine. */
const SLOW = { timeout: 8000 };

const agent: ChatAgent = {
  id: AGENT,
  organizationId: ORG,
  name: 'Diabetes prescreen',
  type: 'PRESCREEN',
  trialIds: [TRIAL],
  prescreenFormId: FORM,
  greeting: 'Hi!',
  persona: 'warm',
  contactConsentText: 'May we contact you?',
  handoffText: 'A coordinator will call you.',
  askEverything: false,
  active: true,
  published: true,
  createdAt: AT,
  updatedAt: AT,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('agent form model', () => {
  it('requires a name of at most 200 characters', () => {
    expect(validateDraft(emptyDraft()).name).toBeTruthy();
    expect(validateDraft({ ...emptyDraft(), name: '   ' }).name).toBeTruthy();
    expect(validateDraft({ ...emptyDraft(), name: 'x'.repeat(201) }).name).toBeTruthy();
    expect(validateDraft({ ...emptyDraft(), name: 'Agent' })).toEqual({});
    expect(validateDraft({ ...emptyDraft(), name: 'Agent', greeting: 'g'.repeat(2001) }).greeting).toBeTruthy();
  });

  it('sends the whole agent on create and only the changed fields on edit', () => {
    expect(createBody({ ...emptyDraft(), name: '  Agent  ', greeting: ' Hello ' })).toEqual({
      name: 'Agent',
      type: 'PRESCREEN',
      trialIds: [],
      prescreenFormId: null,
      greeting: 'Hello',
      persona: '',
      contactConsentText: '',
      handoffText: '',
      askEverything: false,
      active: true,
      published: false,
    });
    expect(patchBody(draftFromAgent(agent), agent)).toEqual({});
    expect(patchBody({ ...draftFromAgent(agent), prescreenFormId: '', published: false, name: 'Renamed' }, agent)).toEqual({
      name: 'Renamed',
      prescreenFormId: null,
      published: false,
    });
  });

  it('puts a server refusal on the field it names', () => {
    const error = (status: number, body: object) => new ApiError({ message: 'x', status, statusText: '', body });
    expect(agentErrorsFrom(error(422, { message: "trialIds.1: the trial is not one of the agent's organisation" })).fields).toEqual({
      trialIds: "the trial is not one of the agent's organisation",
    });
    expect(agentErrorsFrom(error(400, { message: 'Bad', issues: [{ path: ['body', 'name'], message: 'required' }] })).fields).toEqual({ name: 'required' });
    expect(agentErrorsFrom(error(409, { message: 'published: another agent was published at the same time' })).fields.published).toMatch(/another agent/);
    const other = agentErrorsFrom(error(500, { message: 'boom' }));
    expect(other.fields).toEqual({});
    expect(other.general).toBeTruthy();
  });

  it('POSTs the agent into the organisation', async () => {
    const calls = stubApi(({ method }) => (method === 'POST' ? { status: 201, body: agent } : undefined));
    await createChatAgent(ORG, createBody({ ...emptyDraft(), name: 'Agent' }));
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toBe('/api/chat-agents/internal/');
    expect(calls[0].url.searchParams.get('organizationId')).toBe(ORG);
    expect(calls[0].body).toMatchObject({ name: 'Agent', type: 'PRESCREEN', published: false });
  });
});

const lists = ({ url }: { url: URL }) => {
  if (url.pathname === '/api/trials/') return { body: { trials: [{ id: TRIAL, organizationId: ORG, nctId: 'NCT01234567', title: 'A trial' }], total: 1 } };
  if (url.pathname === '/api/prescreen-forms/') return { body: { prescreenForms: [{ id: FORM, organizationId: ORG, name: 'Form A', trialIds: [TRIAL], version: 2 }], total: 1 } };
  return undefined;
};

describe('agent dialog', () => {
  it('refuses an empty name without sending, then creates the agent with the fields entered', async () => {
    const calls = stubApi((call) => lists(call) ?? (call.method === 'POST' ? { status: 201, body: { ...agent, name: 'New agent' } } : undefined));
    const onSaved = vi.fn();
    renderPage(<ChatAgentDialog agent={null} publishedByOrganization={{ [ORG]: agent }} onSaved={onSaved} onClose={() => undefined} />, '/admin/chat-agents');
    const dialog = await screen.findByRole('dialog', { name: 'New chat agent' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'New agent' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Greeting' }), { target: { value: 'Hello <b>there</b>' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: "Publish as the organisation's public chat" }));
    expect(within(dialog).getByText(/replaces the current public chat, "Diabetes prescreen"/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), SLOW);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.searchParams.get('organizationId')).toBe(ORG);
    expect(post.body).toEqual({
      name: 'New agent',
      type: 'PRESCREEN',
      trialIds: [],
      prescreenFormId: null,
      greeting: 'Hello <b>there</b>',
      persona: '',
      contactConsentText: '',
      handoffText: '',
      askEverything: false,
      active: true,
      published: true,
    });
  });

  it('shows a 422 on the field it names and PATCHes only the changes', async () => {
    const calls = stubApi(
      (call) =>
        lists(call) ??
        (call.method === 'PATCH' ? { status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', message: 'prescreenFormId: the prescreen form is not one of the agent\'s organisation' } } : undefined),
    );
    renderPage(<ChatAgentDialog agent={agent} publishedByOrganization={{ [ORG]: agent }} onSaved={() => undefined} onClose={() => undefined} />, '/admin/chat-agents');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Diabetes prescreen' }, SLOW);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Persona / tone' }), { target: { value: 'formal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText("the prescreen form is not one of the agent's organisation", undefined, SLOW);
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe(`/api/chat-agents/internal/${AGENT}`);
    expect(patch.body).toEqual({ persona: 'formal' });
  });
});

describe('agent dialog on a trial a self-report prescreen does not suit', () => {
  const reason = 'Enrols people in hospital or emergency care (inclusion: “Admitted to the intensive care unit”)';
  const flagged = { suitable: false, reasons: [{ code: 'inpatient_or_emergency', message: reason }] };
  const trials = ({ url }: { url: URL }) =>
    url.pathname === '/api/trials/' ? { body: { trials: [{ id: TRIAL, organizationId: ORG, nctId: 'NCT01234567', title: 'Sedation in the ICU', prescreenSuitability: flagged }], total: 1 } } : lists({ url });
  const refusal = `published: a self-report prescreen does not suit this trial, so a public chat on it is unlikely to recruit anyone. NCT01234567 “Sedation in the ICU”: ${reason}. To publish anyway, send acknowledgeUnsuitable: true`;

  it('warns with the reasons when publishing, shows the 422 on the form, and sends the acknowledgement once "Publish anyway" is ticked', async () => {
    const draft = { ...agent, published: false };
    const calls = stubApi((call) => {
      if (call.method === 'PATCH') {
        const ok = (call.body as Record<string, unknown>).acknowledgeUnsuitable === true;
        return ok ? { body: { ...draft, published: true } } : { status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', message: refusal } };
      }
      return trials(call);
    });
    const onSaved = vi.fn();
    renderPage(<ChatAgentDialog agent={draft} publishedByOrganization={{}} onSaved={onSaved} onClose={() => undefined} />, '/admin/chat-agents');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Diabetes prescreen' }, SLOW);
    await within(dialog).findByRole('button', { name: 'NCT01234567' }, SLOW);
    // not published: no warning
    expect(within(dialog).queryByLabelText('Trials unsuited to a self-report prescreen')).toBeNull();

    fireEvent.click(within(dialog).getByRole('switch', { name: "Publish as the organisation's public chat" }));
    const warning = within(dialog).getByLabelText('Trials unsuited to a self-report prescreen');
    expect(within(warning).getByText('NCT01234567 — Sedation in the ICU')).toBeTruthy();
    expect(within(warning).getByText(reason)).toBeTruthy();

    // saved without ticking: the server refuses and the form says why
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(/^a self-report prescreen does not suit this trial/, undefined, SLOW);
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ published: true }]);
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(within(warning).getByRole('checkbox', { name: 'Publish anyway' }));
    expect(within(dialog).queryByText(/^a self-report prescreen does not suit this trial/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), SLOW);
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ published: true }, { published: true, acknowledgeUnsuitable: true }]);
  });

  it('an agent already public on the trial shows the warning without asking again', async () => {
    stubApi(trials);
    renderPage(<ChatAgentDialog agent={agent} publishedByOrganization={{ [ORG]: agent }} onSaved={() => undefined} onClose={() => undefined} />, '/admin/chat-agents');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Diabetes prescreen' }, SLOW);
    const warning = await within(dialog).findByLabelText('Trials unsuited to a self-report prescreen', undefined, SLOW);
    expect(within(warning).getByText(reason)).toBeTruthy();
    expect(within(warning).queryByRole('checkbox', { name: 'Publish anyway' })).toBeNull();
  });
});

describe('Try it', () => {
  const started = { status: 201, body: { conversation: { id: CONV, organizationId: ORG }, messages: [], token: 'tok_123456789' } };

  it('starts a test conversation and opens the public chat on it in a new tab', async () => {
    const calls = stubApi(({ method, url }) => (method === 'POST' && url.pathname === '/api/chat-conversations/admin/start' ? started : undefined));
    const open = vi.fn();
    const url = await tryChatAgent(agent, open);
    expect(calls[0].body).toEqual({ chatAgentId: AGENT });
    expect(url).toBe(`/chat/${ORG}?conversation-id=${CONV}&token=tok_123456789`);
    expect(open).toHaveBeenCalledWith(url, '_blank', expect.stringContaining('noopener'));
  });

  it('opens nothing when the start fails', async () => {
    stubApi(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Chat agent not found' } }));
    const open = vi.fn();
    await expect(tryChatAgent(agent, open)).rejects.toBeInstanceOf(ApiError);
    expect(open).not.toHaveBeenCalled();
  });

  it('is a row action of the list, beside "Open public chat" for the published agent', async () => {
    const calls = stubApi(({ method, url }) => {
      if (url.pathname === '/api/chat-agents/internal/') return { body: { chatAgents: [agent, { ...agent, id: TRIAL, name: 'Scheduler', published: false }], total: 2 } };
      if (method === 'POST' && url.pathname === '/api/chat-conversations/admin/start') return started;
      return undefined;
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderPage(<ChatAgentsPage />, '/admin/chat-agents?search=diab');
    const row = (await screen.findByText('Diabetes prescreen', undefined, SLOW)).closest('tr')!;
    expect(calls.find((c) => c.url.pathname === '/api/chat-agents/internal/')!.url.searchParams.get('q')).toBe('diab');
    expect(within(row).getByText('Public chat')).toBeTruthy();
    expect(within(screen.getByText('Scheduler').closest('tr')!).queryByRole('button', { name: 'Open public chat' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Try it' }));
    await waitFor(() => expect(open).toHaveBeenCalled(), SLOW);
    expect(open).toHaveBeenCalledWith(`/chat/${ORG}?conversation-id=${CONV}&token=tok_123456789`, '_blank', expect.stringContaining('noopener'));
    fireEvent.click(within(row).getByRole('button', { name: 'Open public chat' }));
    expect(open).toHaveBeenLastCalledWith(`/chat/${ORG}`, '_blank', expect.stringContaining('noopener'));
  });
});
