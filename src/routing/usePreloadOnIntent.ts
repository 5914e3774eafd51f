/**
 * Preload on user intent (spec §2, §9): handlers for a link that start loading the target page's chunk when the
 * pointer rests on it or it receives focus for ROUTE_PRELOAD_DELAY_MS (50 ms); leaving earlier cancels.
 */
import { useCallback, useEffect, useRef } from 'react';
import { ROUTE_PRELOAD_DELAY_MS } from '../../contracts/constants';
import { preloadRoute } from './lazyPage';

export interface IntentHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** Event handlers to spread on a link to `to`. */
export function usePreloadOnIntent(to: string): IntentHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const start = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => void preloadRoute(to), ROUTE_PRELOAD_DELAY_MS);
  }, [to, cancel]);
  useEffect(() => cancel, [cancel]);
  return { onMouseEnter: start, onMouseLeave: cancel, onFocus: start, onBlur: cancel };
}
