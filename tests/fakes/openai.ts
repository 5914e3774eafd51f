/**
 * A local fake of an OpenAI-compatible chat-completions endpoint (`POST {url}/chat/completions`, the shape of
 * https://platform.openai.com/docs/api-reference/chat/create that Ollama, vLLM and others also speak). Each request
 * is recorded; the answer's message content comes from `reply(request)`, which a test sets, or the request fails with
 * an HTTP status.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string };
    temperature?: number;
  };
}

/** What the fake answers: the assistant's message content, or an HTTP error status. */
export type ChatReply = string | { status: number };

export interface FakeOpenAI {
  /** Base URL to use as LLM_BASE_URL, e.g. http://127.0.0.1:43123/v1 */
  url: string;
  requests: ChatRequest[];
  /** Sets the answer to the following requests. */
  reply: (fn: (req: ChatRequest) => ChatReply) => void;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 and a free port; it answers `{}` until told otherwise. */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: ChatRequest[] = [];
  let answer: (req: ChatRequest) => ChatReply = () => '{}';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return res.writeHead(404).end();
      const request: ChatRequest = { headers: req.headers, body: JSON.parse(raw) };
      requests.push(request);
      const out = answer(request);
      if (typeof out !== 'string') {
        return res
          .writeHead(out.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: out }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(fn) {
      answer = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
