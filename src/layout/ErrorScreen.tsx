/**
 * The generic error screen (spec §2, §8): "Something went wrong" with the error's message, a "Try again" button and a
 * link home. Used as the router's errorElement (RouteErrorScreen) and as react-admin's error component (ErrorScreen,
 * which gets a reset callback).
 *
 * A page chunk that can no longer be downloaded (the app was redeployed while the tab stayed open, so the old chunk
 * names are gone: "Failed to fetch dynamically imported module …") reloads the page once to get the new version; a
 * time in sessionStorage keeps a chunk that still fails after the reload from reloading again and again, and then the
 * screen explains it in plain words instead of the browser's message.
 */
import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { describeError } from '../dataProvider/httpClient';
import { PendingScreen } from '../routing/pending';

/** What the browsers say when a dynamic import or Vite's preload of a chunk fails (Chromium, Firefox, Safari, Vite). */
const STALE_CHUNK =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i;

/** sessionStorage key of the time (ms since the epoch) of the last reload for a stale chunk. */
export const CHUNK_RELOAD_KEY = 'phases.chunkReloadAt';

/** No second reload for a stale chunk within this many milliseconds of the last one. */
const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Shown instead of the browser's message when a chunk still fails after the reload. */
export const CHUNK_FAILED_MESSAGE = 'This page could not be loaded. Check your connection, then try again.';

/** True when `error` is a failed download of one of the app's chunks (see the file comment). */
export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && STALE_CHUNK.test(error.message);
}

/**
 * Records a reload for a stale chunk and returns true, unless one was recorded less than CHUNK_RELOAD_GUARD_MS ago
 * (or sessionStorage is unavailable): then false, and the caller shows the error instead.
 */
export function claimChunkReload(now: number = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The text of the screen: the status of a route response, plain words for a chunk, else the error's message. */
function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (isStaleChunkError(error)) return CHUNK_FAILED_MESSAGE;
  return describeError(error);
}

export interface ErrorScreenProps {
  error: unknown;
  /** Called by "Try again"; without it "Try again" reloads the page. */
  resetErrorBoundary?: (...args: unknown[]) => void;
}

/** "Something went wrong" plus the message, with "Try again" and a link home; reloads once for a stale chunk. */
export function ErrorScreen({ error, resetErrorBoundary }: ErrorScreenProps) {
  const staleChunk = isStaleChunkError(error);
  // Until the effect has decided, a stale chunk shows the pending screen (the reload is on its way).
  const [reloadRefused, setReloadRefused] = useState(false);
  useEffect(() => {
    if (!staleChunk) return;
    if (claimChunkReload()) window.location.reload();
    else setReloadRefused(true);
  }, [staleChunk]);
  if (staleChunk && !reloadRefused) return <PendingScreen />;
  // A chunk that failed once stays failed for this page (React keeps a lazy component's rejection): reload it.
  const tryAgain = resetErrorBoundary && !staleChunk ? () => resetErrorBoundary() : () => window.location.reload();
  return (
    <Box sx={{ p: 3, maxWidth: 720, mx: 'auto' }}>
      <Alert severity="error" role="alert">
        <AlertTitle>Something went wrong</AlertTitle>
        {messageOf(error)}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={tryAgain}>
          Try again
        </Button>
        <Button href="/">Go back home</Button>
      </Stack>
    </Box>
  );
}

/**
 * The router's errorElement: shows the route error. "Try again" navigates to the same location again, which clears
 * the router's error and renders the route anew.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return <ErrorScreen error={error} resetErrorBoundary={() => void navigate(`${pathname}${search}${hash}`, { replace: true })} />;
}
