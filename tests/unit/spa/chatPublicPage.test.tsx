// @vitest-environment jsdom
/**
 * The public chat page in a browser-like DOM (spec §2 /chat/ and /chat/{organizationId}, "Public chat"),
 * behind a stubbed `fetch` that answers as the public chat API does (contracts/chatConversations.ts): the /chat/
 * redirect, the organisation 404, start → verification → code → transcript, resume from the URL, quick replies, the
 * month picker, HTML shown as text, the progress, a link that is no longer valid, 429 and network failures, and the
 * closed state.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatConversation, ChatDetail, ChatMessage } from '../../../src/custom-pages/chat/types';
import ChatEntryRedirect from '../../../src/custom-pages/chat/ChatEntryRedirect';
import ChatPage from '../../../src/custom-pages/chat/ChatPage';

const ORG = '00000000-0000-4000-8000-00000000de00';
const CONV = '00000000-0000-4000-8000-0000000000c1';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const NOW = '2026-03-01T10:00:00.000Z';

let seq = 0;
function line(role: 'agent' | 'visitor', text: string, reply: Record<string, unknown> | null = null): ChatMessage {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    seq,
    role,
    text,
    reply: reply ? ({ text, ...reply } as ChatMessage['reply']) : null,
    createdAt: NOW,
  };
}

function conversation(over: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id: CONV,
    organizationId: ORG,
    organizationName: 'Phases Demo',
    chatAgentId: null,
    agentName: 'Ava',
    status: 'ONGOING',
    phase: 'questions',
    isTest: false,
    verified: true,
    verification: null,
    progress: null,
    createdAt: NOW,
    updatedAt: NOW,
    completedAt: null,
    ...over,
  };
}

const yesNo = [
  { label: 'Yes', send: 'yes' },
  { label: 'No', send: 'no' },
];

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  headers: Record<string, string>;
}
type Handler = (call: Call) => Response | Promise<Response> | undefined;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const error = (status: number, message: string, issues?: unknown) => json(status, { statusCode: status, error: 'x', message, issues });

/** Stubs fetch: the organisation lookup answers `org` unless `handler` answers first; records every call. */
function stubApi(handler: Handler, org: Response | (() => Response) = () => json(200, { id: ORG, name: 'Phases Demo', chatAvailable: true })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: Call = {
        method: init.method ?? 'GET',
        path: url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
        headers: Object.fromEntries(new Headers(init.headers)),
      };
      calls.push(call);
      const answer = await handler(call);
      if (answer) return answer;
      if (url.startsWith('/api/organizations/public/')) return typeof org === 'function' ? org() : org;
      return error(500, `unexpected ${call.method} ${url}`);
    }),
  );
  return calls;
}

let currentLocation = '';
function LocationProbe() {
  const loc = useLocation();
  currentLocation = `${loc.pathname}${loc.search}`;
  return null;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Toaster />
      <LocationProbe />
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/chat" element={<ChatEntryRedirect />} />
        <Route path="/chat/:organizationId" element={<ChatPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const resumeUrl = `/chat/${ORG}?conversation-id=${CONV}&token=${TOKEN}`;

/** A resumed conversation whose GET answers `detail`, plus `onMessage` for POST …/messages. */
function resumeWith(detail: Omit<ChatDetail, 'token'>, onMessage?: (text: string) => Response | Promise<Response>) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === `/api/chat-conversations/${CONV}`) return json(200, detail);
    if (call.method === 'POST' && call.path === `/api/chat-conversations/${CONV}/messages` && onMessage) return onMessage(String(call.body?.text));
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/chat/ redirect', () => {
  it('replaces /chat/?organization-id with /chat/{organizationId} carrying conversation-id and token', async () => {
    resumeWith({ conversation: conversation(), messages: [] });
    renderAt(`/chat?organization-id=${ORG}&conversation-id=${CONV}&token=${TOKEN}`);
    await waitFor(() => expect(currentLocation).toBe(resumeUrl));
  });

  it('goes to / without organization-id', async () => {
    renderAt(`/chat?conversation-id=${CONV}&token=${TOKEN}`);
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(currentLocation).toBe('/');
  });
});

describe('/chat/{organizationId}', () => {
  it('shows the not-found page when the organisation lookup is a 404', async () => {
    stubApi(() => undefined, error(404, 'Organization not found'));
    renderAt(`/chat/${ORG}`);
    expect(await screen.findByText("Oops! The page you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' })).toBeTruthy();
  });

  it('only warns when the lookup fails otherwise, and loads with the title "Chat"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi(
      () => undefined,
      () => error(503, 'down'),
    );
    renderAt(`/chat/${ORG}`);
    expect(await screen.findByRole('button', { name: 'Start chat' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chat');
    expect(warn).toHaveBeenCalled();
  });

  it('starts a chat, puts it in the URL, verifies the visitor and continues the transcript', async () => {
    const user = userEvent.setup();
    const greeting = line('agent', 'Hi, I am Ava from Phases Demo.', { type: 'text' });
    const ask = line('agent', 'First, please tell me your name, date of birth and a phone number or email.', { type: 'verification' });
    const consent = line('agent', 'May we contact you about studies?', { type: 'consent', quickReplies: yesNo });
    const calls = stubApi((call) => {
      if (call.path === '/api/chat-conversations/initiate') {
        return json(201, { conversation: conversation({ phase: 'verification', verified: false }), messages: [greeting, ask], token: TOKEN });
      }
      if (call.path === '/api/chat-conversations/verify' && call.body?.phone === '555') {
        return error(400, 'Invalid input', [{ path: ['body', 'phone'], message: 'not a valid phone number' }]);
      }
      if (call.path === '/api/chat-conversations/verify' && call.body?.code === undefined) {
        return json(200, {
          conversation: conversation({
            phase: 'verification',
            verified: false,
            verification: { channel: 'sms', destination: '•••• 4567', expiresAt: NOW },
          }),
          messages: [greeting, ask],
        });
      }
      if (call.path === '/api/chat-conversations/verify' && call.body?.code === '111111')
        return error(400, 'Invalid input', [{ path: ['body', 'code'], message: 'that code is not right' }]);
      if (call.path === '/api/chat-conversations/verify')
        return json(200, { conversation: conversation({ phase: 'consent' }), messages: [greeting, ask, consent] });
      return undefined;
    });
    renderAt(`/chat/${ORG}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Phases Demo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('Hi, I am Ava from Phases Demo.')).toBeTruthy();
    await waitFor(() => expect(currentLocation).toBe(resumeUrl));
    expect(calls.find((c) => c.path === '/api/chat-conversations/initiate')?.body).toEqual({ organizationId: ORG });

    // client validation
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter your first name')).toBeTruthy();
    expect(screen.getByText('Enter your date of birth')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/chat-conversations/verify')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1980-04-02' } });
    await user.type(screen.getByRole('textbox', { name: /Mobile phone number/ }), '555');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // 555 passes no client check of 7 digits: the client catches it first
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();

    // the server's 400 lands on the phone field
    const phone = screen.getByRole('textbox', { name: /Mobile phone number/ });
    await user.clear(phone);
    await user.type(phone, '5550104567');
    calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a code to •••• 4567/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/chat-conversations/verify')?.body).toEqual({
      conversationId: CONV,
      token: TOKEN,
      firstName: 'Ana',
      lastName: 'Silva',
      dateOfBirth: '1980-04-02',
      phone: '5550104567',
    });

    const code = screen.getByRole('textbox', { name: '6-digit code' });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('May we contact you about studies?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
  });

  it('shows the server 400 message on the field it names', async () => {
    const user = userEvent.setup();
    stubApi((call) => {
      if (call.path === `/api/chat-conversations/${CONV}`)
        return json(200, { conversation: conversation({ phase: 'verification', verified: false }), messages: [] });
      if (call.path === '/api/chat-conversations/verify')
        return error(400, 'Invalid input', [{ path: ['body', 'email'], message: 'must be an email address' }]);
      return undefined;
    });
    renderAt(resumeUrl);
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1980-04-02' } });
    await user.click(screen.getByRole('button', { name: 'Email' }));
    const email = screen.getByRole('textbox', { name: /Email address/ });
    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Must be an email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('resumes from the URL: text as text, progress, quick replies that send their text, then the month picker', async () => {
    const user = userEvent.setup();
    const messages = [
      line('agent', 'Hello <b>there</b><img src=x onerror=alert(1)>', { type: 'text' }),
      line('agent', 'Question 4 of 12', { type: 'progress', current: 4, total: 12 }),
      line('agent', 'Do you have type 2 diabetes?', { type: 'question', questionId: 'q4', answerType: 'yes_no_unsure', quickReplies: yesNo }),
    ];
    const sent: string[] = [];
    const calls = resumeWith({ conversation: conversation({ progress: { current: 4, total: 12 } }), messages }, (text) => {
      sent.push(text);
      return json(200, {
        conversation: conversation({ progress: { current: 5, total: 12 } }),
        messages: [
          line('visitor', text),
          line('agent', 'Question 5 of 12', { type: 'progress', current: 5, total: 12 }),
          line('agent', 'When were you diagnosed?', {
            type: 'question',
            questionId: 'q5',
            answerType: 'date',
            datePicker: { precision: 'month', max: '2026-03-31' },
          }),
        ],
      });
    });
    renderAt(resumeUrl);

    const log = await screen.findByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('Hello <b>there</b><img src=x onerror=alert(1)>')).toBeTruthy();
    expect(log.querySelector('img, b')).toBeNull();
    expect(within(log).getAllByText('Ava said:', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByRole('banner').textContent).toContain('Question 4 of 12');
    expect(calls.find((c) => c.method === 'GET' && c.path.startsWith('/api/chat-conversations/'))?.headers['x-chat-token']).toBe(TOKEN);

    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('When were you diagnosed?')).toBeTruthy();
    expect(sent).toEqual(['yes']);
    expect(within(screen.getByRole('log')).getByText('yes')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Question 5 of 12');
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();

    const month = screen.getByLabelText('Pick a month');
    expect(month.getAttribute('type')).toBe('month');
    expect(month.getAttribute('max')).toBe('2026-03');
    fireEvent.change(month, { target: { value: '2021-03' } });
    await user.click(screen.getByRole('button', { name: 'Send month' }));
    await waitFor(() => expect(sent).toEqual(['yes', 'March 2021']));
  });

  it('sends typed text with Enter, shows the typing indicator meanwhile, and shows the unit and example', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    resumeWith(
      {
        conversation: conversation(),
        messages: [
          line('agent', 'What is your weight?', { type: 'question', questionId: 'w', answerType: 'number', unit: 'kg', example: 'e.g. 72' }),
        ],
      },
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderAt(resumeUrl);
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    expect(input.getAttribute('placeholder')).toBe('e.g. 72');
    expect(screen.getByText('kg')).toBeTruthy();
    // the message's answer is held back: the agent is typing meanwhile
    await user.type(input, '80{Enter}');
    expect(await screen.findByRole('status', { name: 'Agent is typing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    await act(async () =>
      answer(json(200, { conversation: conversation(), messages: [line('visitor', '80'), line('agent', 'Thanks.', { type: 'text' })] })),
    );
    expect(await screen.findByText('Thanks.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Agent is typing' })).toBeNull();
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('says "too fast" on a 429 and keeps the text; offers Retry on a network failure', async () => {
    const user = userEvent.setup();
    let mode: 'limit' | 'offline' | 'ok' = 'limit';
    resumeWith(
      { conversation: conversation(), messages: [line('agent', 'Anything else?', { type: 'question', questionId: 'x', answerType: 'text' })] },
      (text) => {
        if (mode === 'limit') return error(429, 'Rate limit exceeded');
        if (mode === 'offline') throw new TypeError('Failed to fetch');
        return json(200, { conversation: conversation(), messages: [line('visitor', text), line('agent', 'Noted.', { type: 'text' })] });
      },
    );
    renderAt(resumeUrl);
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(input, 'no{Enter}');
    expect(await screen.findByText("You're sending messages too fast; wait a moment and try again.")).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('no');

    mode = 'offline';
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText("We couldn't reach the chat. Check your connection and try again.")).toBeTruthy();
    mode = 'ok';
    await user.click(retry);
    expect(await screen.findByText('Noted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('hides the input once the chat is completed or declined', async () => {
    resumeWith({
      conversation: conversation({ status: 'COMPLETED', phase: 'completed' }),
      messages: [line('agent', 'Thank you, we will be in touch.', { type: 'closing', outcome: 'PASS' })],
    });
    renderAt(resumeUrl);
    expect(await screen.findByText('Thank you, we will be in touch.')).toBeTruthy();
    expect(screen.getByText('Thank you. This chat has ended.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    cleanup();
    resumeWith({ conversation: conversation({ phase: 'declined' }), messages: [] });
    renderAt(resumeUrl);
    expect(await screen.findByText('You chose not to continue. Thank you for your time.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('says the link is no longer valid on a 404 and starts a new chat from there', async () => {
    const user = userEvent.setup();
    stubApi((call) => (call.path === `/api/chat-conversations/${CONV}` ? error(404, 'Conversation not found') : undefined));
    renderAt(resumeUrl);
    expect(await screen.findByText('This chat link is no longer valid')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(await screen.findByRole('button', { name: 'Start chat' })).toBeTruthy();
    expect(currentLocation).toBe(`/chat/${ORG}`);
  });
});
