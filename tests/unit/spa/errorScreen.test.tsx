// @vitest-environment jsdom
/**
 * The generic error screen (spec §2, §8): "Something went wrong", the message and "Try again"; a chunk that cannot
 * be downloaded is never shown with the browser's message, and the reload it triggers happens once, not in a loop.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_FAILED_MESSAGE, claimChunkReload, ErrorScreen, isStaleChunkError } from '../../../src/layout/ErrorScreen';

const STALE = new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/CandidateList-abc123.js');

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the error screen', () => {
  it('shows the message and "Try again" resets', () => {
    const reset = vi.fn();
    render(<ErrorScreen error={new Error('Cannot read the trial')} resetErrorBoundary={reset} />);
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Cannot read the trial')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it('recognises a chunk that could not be downloaded', () => {
    expect(isStaleChunkError(STALE)).toBe(true);
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read the trial'))).toBe(false);
  });

  it('reloads for a stale chunk once, then not again within a minute', () => {
    const now = Date.now();
    expect(claimChunkReload(now)).toBe(true);
    expect(claimChunkReload(now + 5_000)).toBe(false);
    expect(claimChunkReload(now + 61_000)).toBe(true);
  });

  it('after the reload, explains a stale chunk in plain words, never with the browser’s message', async () => {
    claimChunkReload();
    render(<ErrorScreen error={STALE} />);
    expect(await screen.findByText(CHUNK_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(/dynamically imported module/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
