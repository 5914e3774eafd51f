/**
 * The lazily loaded signed-in application (react-admin and every data page). Kept apart from App so the public
 * pages can start its download early (the sign-in page preloads it while the person types).
 *
 * One pending screen per navigation (spec §2, §9): what a first load of a signed-in page waits for is fetched side by
 * side while the app's pending screen is up — the app's chunk, the session (GET /api/auth/get-session, which
 * react-admin's sign-in check then reads at once) and, once the chunk has registered the pages, the chunk of the page
 * at the current path — instead of one after another behind a pending screen each.
 */
import { readSession } from './authProvider/session';
import { lazyPage, preloadRoute } from './routing/lazyPage';

/** The AdminApp chunk: `adminApp.Component` to render, `adminApp.preload()` to fetch it early. */
export const adminApp = lazyPage(async () => {
  const [module] = await Promise.all([
    import('./AdminApp').then(async (loaded) => {
      await preloadRoute(window.location.pathname);
      return loaded;
    }),
    readSession(),
  ]);
  return module;
});
