/**
 * /chat/ (spec §2, "Public chat"): `?organization-id=X&conversation-id=Y&token=Z` redirects (replacing the
 * history entry) to /chat/X carrying the conversation id and token; without a valid organization-id it redirects to
 * `/`. Params are validated with SEARCH.chatEntry: an invalid value is dropped, and a conversation id without its
 * token (or the reverse) is not carried, since neither resumes anything alone.
 */
import { Navigate, useSearchParams } from 'react-router';
import { PATHS } from '../../routing/paths';
import { parseSearch, SEARCH } from '../../routing/searchParams';

/** Where /chat/ with these search params goes: PATHS.chatOf(organization, resume?) or PATHS.root. */
export function chatEntryTarget(params: URLSearchParams): string {
  const search = parseSearch(SEARCH.chatEntry, params);
  const organizationId = search['organization-id'];
  if (!organizationId) return PATHS.root;
  const conversationId = search['conversation-id'];
  const token = search.token;
  return PATHS.chatOf(organizationId, conversationId && token ? { conversationId, token } : undefined);
}

/** The redirect of /chat/. */
export default function ChatEntryRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={chatEntryTarget(params)} replace />;
}
