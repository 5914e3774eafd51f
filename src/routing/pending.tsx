/**
 * Pending screens (spec §2, §9): a centred spinner shown for at least MIN_PENDING_MS (250 ms) from the moment it
 * appears, once per navigation. The pending screens that take over from one another while a page loads (the app's
 * chunk, the session check, the organisation list, the page's chunk) form one pending period: its clock starts at
 * the first animation frame after the first of them mounted (when it is painted) and the period ends at the first
 * frame without one. Every hold counts from that appearance — `useMinimumPending` for data, `waitOutPending` for
 * lazily loaded chunks (lazyPage.ts) — so a period lasts at least MIN_PENDING_MS and a later stage adds no minimum
 * of its own. A spinner that takes over continues the rotation of the one it replaces, so the hand-over does not show.
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { MIN_PENDING_MS } from '../../contracts/constants';

interface PendingPeriod {
  /** performance.now() when the first pending screen of the period mounted. */
  mountedAt: number;
  /** performance.now() of the first animation frame after that: when it appeared; null until then. */
  appearedAt: number | null;
}

let period: PendingPeriod | null = null;
let mounted = 0;

/** The next animation frame (a timer where there is none, e.g. in a test DOM). */
const nextFrame = (callback: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => callback()) : setTimeout(callback, 16);

function enterPending(): void {
  mounted += 1;
  if (period) return;
  const started: PendingPeriod = { mountedAt: performance.now(), appearedAt: null };
  period = started;
  nextFrame(() => {
    started.appearedAt ??= performance.now();
  });
}

function leavePending(): void {
  mounted -= 1;
  if (mounted > 0) return;
  // The period goes on if another pending screen takes over before the next frame is painted.
  const ending = period;
  nextFrame(() => {
    if (mounted === 0 && period === ending) period = null;
  });
}

/**
 * Milliseconds the pending screen on display must still stay for MIN_PENDING_MS since it appeared: 0 when none is
 * on display or it has shown long enough; the full MIN_PENDING_MS from `now` while it has not been painted yet.
 */
function pendingRemainingMs(now: number = performance.now()): number {
  if (!period) return 0;
  return Math.max(0, MIN_PENDING_MS - (now - (period.appearedAt ?? now)));
}

/** Resolves once the pending screen on display (if any) has shown MIN_PENDING_MS. */
export async function waitOutPending(): Promise<void> {
  const rest = pendingRemainingMs();
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

/** A full-area spinner with an accessible label, part of the current pending period (see the file comment). */
export function PendingScreen({ label = 'Loading' }: { label?: string }) {
  // Taking over from another pending screen: start the rotation where the period's first spinner has got to.
  const [elapsed] = useState(() => (period ? Math.round(performance.now() - (period.appearedAt ?? period.mountedAt)) : 0));
  useLayoutEffect(() => {
    enterPending();
    return leavePending;
  }, []);
  const delay = `-${elapsed}ms`;
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh', width: '100%' }}>
      <CircularProgress aria-label={label} sx={{ animationDelay: delay, '& .MuiCircularProgress-circle': { animationDelay: delay } }} />
    </Box>
  );
}

/**
 * `pending`, held true after it turned false until the pending period on display has shown MIN_PENDING_MS since it
 * appeared, so a spinner driven by it never flashes. @param pending the live pending flag.
 */
export function useMinimumPending(pending: boolean): boolean {
  const [held, setHeld] = useState(pending);
  useEffect(() => {
    if (pending) {
      setHeld(true);
      return;
    }
    const rest = pendingRemainingMs();
    if (rest <= 0) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(false), rest);
    return () => clearTimeout(timer);
  }, [pending]);
  return pending || held;
}

/** Renders PendingScreen while `pending` (held as useMinimumPending says), else the children. */
export function PendingGate({ pending, children }: { pending: boolean; children: ReactNode }) {
  return useMinimumPending(pending) ? <PendingScreen /> : <>{children}</>;
}
