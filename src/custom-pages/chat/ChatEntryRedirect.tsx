/**
 * /chat/ (spec §2, "Public chat"): `?organization-id=X&conversation-id=Y&token=Z` redirects (replacing the
 * history entry) to /chat/X carrying the conversation id and the token, each that is present; without a valid
 * organization-id it redirects to `/`. Params are validated with SEARCH.chatEntry: an invalid value is dropped.
 */
import { Navigate, useSearchParams } from 'react-router';
import { PATHS } from '../../routing/paths';
import { parseSearch, SEARCH } from '../../routing/searchParams';

/** Where /chat/ with these search params goes: PATHS.chatOf(organization, { conversationId, token }) or PATHS.root. */
export function chatEntryTarget(params: URLSearchParams): string {
  const search = parseSearch(SEARCH.chatEntry, params);
  const organizationId = search['organization-id'];
  if (!organizationId) return PATHS.root;
  return PATHS.chatOf(organizationId, { conversationId: search['conversation-id'], token: search.token });
}

/** The redirect of /chat/. */
export default function ChatEntryRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={chatEntryTarget(params)} replace />;
}
