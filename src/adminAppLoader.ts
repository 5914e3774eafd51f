/**
 * The lazily loaded signed-in application (react-admin and every data page). Kept apart from App so the public
 * pages can start its download early (the sign-in page preloads it while the person types).
 */
import { lazyPage } from './routing/lazyPage';

/** The AdminApp chunk: `adminApp.Component` to render, `adminApp.preload()` to fetch it early. */
export const adminApp = lazyPage(() => import('./AdminApp'));
