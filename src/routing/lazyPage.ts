/**
 * Lazily loaded route pages with preloading (spec §2, §9): `lazyPage(load)` gives a React.lazy component plus
 * `preload()`; `registerRoutePreload(pattern, preload)` lets `preloadRoute(path)` (called on link hover/focus after
 * ROUTE_PRELOAD_DELAY_MS, and for the first page while the app's chunk loads) fetch a page's chunk before it renders.
 * A chunk loaded while a pending screen is on display is held until that screen has shown MIN_PENDING_MS since it
 * appeared (pending.tsx); an already loaded chunk renders without suspending.
 */
import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { waitOutPending } from './pending';

type Module<P> = { default: ComponentType<P> };

export interface LazyPage<P> {
  Component: ComponentType<P>;
  preload: () => Promise<Module<P>>;
}

/** Wraps a dynamic import as a lazy component with preload and the minimum pending display. */
export function lazyPage<P extends object = object>(load: () => Promise<Module<P>>): LazyPage<P> {
  let loaded: Module<P> | undefined;
  let inFlight: Promise<Module<P>> | undefined;
  const preload = () => {
    inFlight ??= load().then(
      (m) => (loaded = m),
      (e) => {
        inFlight = undefined; // let a later attempt retry the download
        throw e;
      },
    );
    return inFlight;
  };
  const Component = lazy<ComponentType<P>>(() => {
    // Already loaded: a synchronous thenable, so React renders without showing the fallback.
    if (loaded) {
      const mod = loaded;
      return { then: (resolve: (m: Module<P>) => void) => resolve(mod) } as unknown as Promise<Module<P>>;
    }
    return preload().then(async (mod) => {
      await waitOutPending();
      return mod;
    });
  });
  return { Component: Component as unknown as ComponentType<P>, preload };
}

const preloads: { pattern: string; preload: () => Promise<unknown> }[] = [];

/** Registers the preload of the page rendered at `pattern` (a react-router path pattern, e.g. /candidates/:id). */
export function registerRoutePreload(pattern: string, preload: () => Promise<unknown>): void {
  preloads.push({ pattern, preload });
}

/**
 * Starts loading the chunk of the page at `path` (the query string is ignored). The promise settles when it has
 * loaded, failed or when no page is registered there; it never rejects: a failure is left to the page's rendering.
 */
export async function preloadRoute(path: string): Promise<void> {
  const pathname = path.split(/[?#]/)[0];
  const entry = preloads.find((p) => matchPath({ path: p.pattern, end: true }, pathname));
  await entry?.preload().catch(() => undefined);
}
