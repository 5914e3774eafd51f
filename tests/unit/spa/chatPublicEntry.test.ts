/**
 * /chat/ redirects (spec §2 /chat/, "Public chat"): with organization-id → /chat/{organizationId} carrying
 * conversation-id and token; without it → `/`. Invalid values are dropped.
 */
import { describe, expect, it } from 'vitest';
import { chatEntryTarget } from '../../../src/custom-pages/chat/ChatEntryRedirect';

const ORG = '00000000-0000-4000-8000-00000000de00';
const CONV = '11111111-2222-4333-8444-555555555555';
const TOKEN = 'tok_abcdefghij123';
const target = (query: string) => chatEntryTarget(new URLSearchParams(query));

describe('/chat/ entry redirect', () => {
  it('goes to the organisation chat carrying conversation-id and token', () => {
    expect(target(`organization-id=${ORG}&conversation-id=${CONV}&token=${TOKEN}`)).toBe(`/chat/${ORG}?conversation-id=${CONV}&token=${TOKEN}`);
  });

  it('carries each of conversation-id and token that is given, and drops invalid ones', () => {
    expect(target(`organization-id=${ORG}`)).toBe(`/chat/${ORG}`);
    expect(target(`organization-id=${ORG}&conversation-id=${CONV}`)).toBe(`/chat/${ORG}?conversation-id=${CONV}`);
    expect(target(`organization-id=${ORG}&token=${TOKEN}`)).toBe(`/chat/${ORG}?token=${TOKEN}`);
    // an invalid token is dropped, the conversation id kept
    expect(target(`organization-id=${ORG}&conversation-id=${CONV}&token=<script>`)).toBe(`/chat/${ORG}?conversation-id=${CONV}`);
    expect(target(`organization-id=${ORG}&conversation-id=42&token=${TOKEN}`)).toBe(`/chat/${ORG}?token=${TOKEN}`);
  });

  it('goes to / without a (valid) organization-id', () => {
    expect(target('')).toBe('/');
    expect(target(`conversation-id=${CONV}&token=${TOKEN}`)).toBe('/');
    expect(target('organization-id=not-a-uuid')).toBe('/');
  });
});
