/**
 * Pending screens (spec §2): a centred spinner that, once shown, stays at least MIN_PENDING_MS (250 ms) so a fast
 * load does not flash. `useMinimumPending` does this for data (session, organisation list); lazy pages use
 * `pendingShownSince` (see lazyPage.ts) so a chunk that arrives while the spinner is up waits out the rest.
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { MIN_PENDING_MS } from '../../contracts/constants';

let shownSince: number | null = null;
let mounted = 0;

/** performance.now() at which a PendingScreen appeared, or null when none is on screen. */
export function pendingShownSince(): number | null {
  return shownSince;
}

/** A full-area spinner with an accessible label; registers itself as "pending shown". */
export function PendingScreen({ label = 'Loading' }: { label?: string }) {
  useLayoutEffect(() => {
    mounted += 1;
    shownSince ??= performance.now();
    return () => {
      mounted -= 1;
      if (mounted === 0) shownSince = null;
    };
  }, []);
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh', width: '100%' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * `pending` held true for at least `minMs` after it turned true, so a spinner driven by it never flashes.
 * @param pending the live pending flag; @param minMs minimum display in milliseconds (default MIN_PENDING_MS).
 */
export function useMinimumPending(pending: boolean, minMs = MIN_PENDING_MS): boolean {
  const [since, setSince] = useState<number | null>(() => (pending ? performance.now() : null));
  const [held, setHeld] = useState(pending);
  useEffect(() => {
    if (pending) {
      setSince((s) => s ?? performance.now());
      setHeld(true);
      return;
    }
    if (since === null) return;
    const rest = minMs - (performance.now() - since);
    if (rest <= 0) {
      setHeld(false);
      setSince(null);
      return;
    }
    const timer = setTimeout(() => {
      setHeld(false);
      setSince(null);
    }, rest);
    return () => clearTimeout(timer);
  }, [pending, since, minMs]);
  return pending || held;
}

/** Renders PendingScreen while `pending` (held at least MIN_PENDING_MS), else the children. */
export function PendingGate({ pending, children }: { pending: boolean; children: ReactNode }) {
  return useMinimumPending(pending) ? <PendingScreen /> : <>{children}</>;
}
