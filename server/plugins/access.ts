/**
 * The role check of the API's authenticated scope: the role matrix of contracts/access.ts, the same rule the SPA's
 * menu and route guards ask, enforced by one hook so no route can forget it.
 *
 * - Every route of the scope declares the resource it serves: `config: { resource }` on the route, or once for a
 *   module's routes with `serves(app, resource)`; a route that serves two pages may name it per request with a
 *   function. A route without a known resource stops the app at startup.
 * - The action is the route's `config.action` (exports, imports, custom actions), else its method's: GET `show` when
 *   the URL ends in a parameter and `list` otherwise, POST `create`, PATCH and PUT `edit`, DELETE `delete`.
 * - One onRequest hook answers 403 in the API's one error shape when `canAccess(roleOf(actor), resource, action)` is false.
 *
 * Roles and tenancy stay apart: which organisation's records the actor may touch is decided by the services with
 * server/lib/tenancy.ts.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ACTIONS, canAccess, RESOURCES, roleOf, type Action, type Resource } from '../../contracts/access';
import { forbidden } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The resource of the role matrix (contracts/access.ts) the route serves, or the function giving it for a request
     * (before the request is validated); required in the authenticated scope.
     */
    resource?: Resource | ((req: FastifyRequest) => Resource);
    /** The action the route takes when its method does not say it (an export, an import, a custom action). */
    action?: Action;
  }
}

/** The action of a request to a route of `url`: see the file header. */
function actionOf(method: string, url: string): Action {
  switch (method) {
    case 'GET':
    case 'HEAD':
      return /\/:[^/]+$/.test(url) ? 'show' : 'list';
    case 'POST':
      return 'create';
    case 'DELETE':
      return 'delete';
    default:
      return 'edit';
  }
}

/**
 * The onRequest hook: after `authenticate` (it reads `req.actor`).
 * @throws HttpError 403 when the actor's role may not take the route's action on its resource.
 */
async function authorize(req: FastifyRequest): Promise<void> {
  const { resource: declared, action } = req.routeOptions.config;
  if (!declared) throw new Error(`${req.method} ${req.routeOptions.url}: no resource declared`); // the startup check stops the app first
  const resource = typeof declared === 'function' ? declared(req) : declared;
  if (!canAccess(roleOf(req.actor), resource, action ?? actionOf(req.method, req.routeOptions.url ?? ''))) {
    throw forbidden('Only Phases administrators can do this');
  }
}

/**
 * Adds the role check to `app`, the authenticated scope, after its `authenticate` hook (see the file header), and
 * makes the app refuse to start when one of the scope's routes declares no resource of the matrix or an action it
 * does not know. The routes are checked when the app is ready, after every module set its default.
 */
export function enforceRoleMatrix(app: FastifyInstance): void {
  app.addHook('onRequest', authorize);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter(
      ({ config }) =>
        !(typeof config?.resource === 'function' || (RESOURCES as readonly string[]).includes(config?.resource ?? '')) ||
        (config?.action !== undefined && !ACTIONS.includes(config.action)),
    );
    if (undeclared.length) {
      const names = undeclared.map((r) => `${r.method} ${r.url}`).join(', ');
      throw new Error(`Routes of the authenticated scope must declare a resource of contracts/access.ts (config.resource): ${names}`);
    }
  });
}

/** Declares `resource` for every route registered in `app` (a module's plugin) that does not name its own. */
export function serves(app: FastifyInstance, resource: Resource): void {
  app.addHook('onRoute', (route) => {
    route.config = { resource, ...route.config };
  });
}
