// @vitest-environment jsdom
/**
 * /admin/chat-agents: the agent form's validation and request bodies, server refusals shown on the field
 * they name, the warning and "Publish anyway" for a trial a self-report prescreen does not suit, and "Try it" (a test
 * conversation opened in a new tab at the organisation's public chat).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/dataProvider/httpClient';
import {
  agentErrorsFrom,
  createBody,
  draftFromAgent,
  emptyDraft,
  patchBody,
  validateDraft,
  type ChatAgent,
} from '../../../src/custom-pages/admin/chatAgents/agentForm';
import { ChatAgentDialog } from '../../../src/custom-pages/admin/chatAgents/ChatAgentDialog';
import ChatAgentsPage from '../../../src/custom-pages/admin/chatAgents/ChatAgentsPage';
import { testChatUrl } from '../../../src/custom-pages/admin/chatAgents/publicChatLinks';
import { AT, installDomShims, northside, ORG_ID as ORG, renderPage, type RenderPageOptions } from './renderPage';

const AGENT = '00000000-0000-4000-8000-0000000000a1';
const TRIAL = '00000000-0000-4000-8000-0000000000b1';
const FORM = '00000000-0000-4000-8000-0000000000f1';
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

const trial = { id: TRIAL, organizationId: ORG, nctId: 'NCT01234567', title: 'A trial', prescreenSuitability: { suitable: true, reasons: [] } };
const form = { id: FORM, organizationId: ORG, name: 'Form A', trialIds: [TRIAL], version: 2, createdAt: AT, updatedAt: AT };

/** Renders `ui` at /admin/chat-agents over Northside's agents, trials and forms. */
const renderAgents = (ui: ReactElement, options: RenderPageOptions = {}, url = '/admin/chat-agents') =>
  renderPage(ui, url, {
    ...options,
    data: { organizations: [northside], chatAgents: [agent], trials: [trial], prescreenForms: [form], ...options.data },
  });

/** A refusal of the API as the data provider throws it. */
const refused = (status: number, message: string) =>
  new ApiError({ message: 'Unprocessable Entity', status, statusText: '', body: { statusCode: status, error: 'Unprocessable Entity', message } });

beforeEach(installDomShims);
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
    expect(agentErrorsFrom(error(400, { message: 'Bad', issues: [{ path: ['body', 'name'], message: 'required' }] })).fields).toEqual({
      name: 'required',
    });
    expect(agentErrorsFrom(error(409, { message: 'published: another agent was published at the same time' })).fields.published).toMatch(
      /another agent/,
    );
    const other = agentErrorsFrom(error(500, { message: 'boom' }));
    expect(other.fields).toEqual({});
    expect(other.general).toBeTruthy();
  });
});

describe('agent dialog', () => {
  it('refuses an empty name without sending, then creates the agent with the fields entered', async () => {
    const onSaved = vi.fn();
    const { dataProvider } = renderAgents(<ChatAgentDialog agent={null} onSaved={onSaved} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New chat agent' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(dataProvider.create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'New agent' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Greeting' }), { target: { value: 'Hello <b>there</b>' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: "Publish as the organisation's public chat" }));
    expect(await within(dialog).findByText(/replaces the current public chat, "Diabetes prescreen"/, undefined, SLOW)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), SLOW);
    const [resource, params] = dataProvider.create.mock.calls[0];
    expect(resource).toBe('chatAgents');
    expect(params.meta).toEqual({ organizationId: ORG });
    expect(params.data).toEqual({
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

  it('shows a 422 on the field it names and updates only the changes', async () => {
    const { dataProvider } = renderAgents(<ChatAgentDialog agent={agent} onSaved={() => undefined} onClose={() => undefined} />, {
      methods: { update: () => Promise.reject(refused(422, "prescreenFormId: the prescreen form is not one of the agent's organisation")) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Diabetes prescreen' }, SLOW);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Persona / tone' }), { target: { value: 'formal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText("the prescreen form is not one of the agent's organisation", undefined, SLOW);
    expect(dataProvider.update).toHaveBeenCalledWith('chatAgents', expect.objectContaining({ id: AGENT, data: { persona: 'formal' } }));
  });
});

describe('agent dialog on a trial a self-report prescreen does not suit', () => {
  const reason = 'Enrols people in hospital or emergency care (inclusion: “Admitted to the intensive care unit”)';
  const flagged = { suitable: false, reasons: [{ code: 'inpatient_or_emergency', message: reason }] };
  const icuTrial = { ...trial, title: 'Sedation in the ICU', prescreenSuitability: flagged };
  const refusal = `published: a self-report prescreen does not suit this trial, so a public chat on it is unlikely to recruit anyone. NCT01234567 “Sedation in the ICU”: ${reason}. To publish anyway, send acknowledgeUnsuitable: true`;

  it('warns with the reasons when publishing, shows the 422 on the form, and sends the acknowledgement once "Publish anyway" is ticked', async () => {
    const draft = { ...agent, published: false };
    const onSaved = vi.fn();
    const { dataProvider } = renderAgents(<ChatAgentDialog agent={draft} onSaved={onSaved} onClose={() => undefined} />, {
      data: { chatAgents: [draft], trials: [icuTrial] },
      methods: {
        update: async (_resource, params) => {
          if (params.data.acknowledgeUnsuitable !== true) throw refused(422, refusal);
          return { data: { ...draft, published: true } };
        },
      },
    });
    const sent = () => dataProvider.update.mock.calls.map(([, params]) => params.data);
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
    expect(sent()).toEqual([{ published: true }]);
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(within(warning).getByRole('checkbox', { name: 'Publish anyway' }));
    expect(within(dialog).queryByText(/^a self-report prescreen does not suit this trial/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), SLOW);
    expect(sent()).toEqual([{ published: true }, { published: true, acknowledgeUnsuitable: true }]);
  });

  it('an agent already public on the trial shows the warning without asking again', async () => {
    renderAgents(<ChatAgentDialog agent={agent} onSaved={() => undefined} onClose={() => undefined} />, { data: { trials: [icuTrial] } });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Diabetes prescreen' }, SLOW);
    const warning = await within(dialog).findByLabelText('Trials unsuited to a self-report prescreen', undefined, SLOW);
    expect(within(warning).getByText(reason)).toBeTruthy();
    expect(within(warning).queryByRole('checkbox', { name: 'Publish anyway' })).toBeNull();
  });
});

describe('Try it', () => {
  const started = { conversation: { id: CONV, organizationId: ORG }, messages: [], token: 'tok_123456789' };

  it('opens the public chat of the test conversation with its token', () => {
    expect(testChatUrl(started as never, ORG)).toBe(`/chat/${ORG}?conversation-id=${CONV}&token=tok_123456789`);
    expect(() => testChatUrl({ ...started, token: undefined } as never, ORG)).toThrow(/token/);
  });

  it('is a row action of the list, beside "Open public chat" for the published agent, and opens nothing when the start fails', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { dataProvider } = renderAgents(
      <ChatAgentsPage />,
      {
        data: { chatAgents: [agent, { ...agent, id: TRIAL, name: 'Scheduler', published: false }] },
        methods: { tryChatAgent: async () => started },
      },
      '/admin/chat-agents?search=diab',
    );
    const row = (await screen.findByText('Diabetes prescreen', undefined, SLOW)).closest('tr')!;
    expect(dataProvider.getList).toHaveBeenCalledWith('chatAgents', expect.objectContaining({ filter: { q: 'diab', organizationIds: [ORG] } }));
    expect(within(row).getByText('Public chat')).toBeTruthy();
    expect(screen.queryByText('Scheduler')).toBeNull(); // the search leaves it out
    fireEvent.click(within(row).getByRole('button', { name: 'Try it' }));
    await waitFor(() => expect(open).toHaveBeenCalled(), SLOW);
    expect(dataProvider.tryChatAgent).toHaveBeenCalledWith(AGENT);
    expect(open).toHaveBeenCalledWith(`/chat/${ORG}?conversation-id=${CONV}&token=tok_123456789`, '_blank', expect.stringContaining('noopener'));
    fireEvent.click(within(row).getByRole('button', { name: 'Open public chat' }));
    expect(open).toHaveBeenLastCalledWith(`/chat/${ORG}`, '_blank', expect.stringContaining('noopener'));

    dataProvider.tryChatAgent.mockRejectedValueOnce(refused(404, 'Chat agent not found'));
    fireEvent.click(within(row).getByRole('button', { name: 'Try it' }));
    await waitFor(() => expect(dataProvider.tryChatAgent).toHaveBeenCalledTimes(2), SLOW);
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Try it' }).hasAttribute('disabled')).toBe(false), SLOW);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
