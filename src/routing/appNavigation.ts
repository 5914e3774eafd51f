/**
 * Navigation outside React for the auth provider: main.tsx registers the data router's navigate, and `leaveTo`
 * moves to a path at once, replacing the history entry and rendering the new page before anything else runs (a
 * signed-out visitor of a signed-in page must not see, nor re-run, that page's checks while the router moves on).
 */
type Navigate = (to: string, options: { replace: boolean; flushSync: boolean }) => unknown;

let navigate: Navigate | null = null;

/** Registers the router's navigate (main.tsx, once). */
export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

/** Goes to `to` now (a full page load when no router is registered). */
export function leaveTo(to: string): void {
  if (navigate) navigate(to, { replace: true, flushSync: true });
  else window.location.replace(to);
}
