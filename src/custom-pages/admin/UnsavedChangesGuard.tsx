/**
 * Unsaved edits on the admin editors (trial criteria, prescreen form builder): while `dirty`, leaving the page or
 * changing its search params (picking another trial or form) asks first, and closing the tab triggers the
 * browser's own warning. Uses react-router's useBlocker (the app runs in a data router, DESIGN §2).
 */
import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useBlocker } from 'react-router';

/** Renders the "Discard unsaved changes?" dialog when a navigation is blocked; nothing otherwise. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog open onClose={() => blocker.reset()} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">Discard unsaved changes?</DialogTitle>
      <DialogContent>
        <DialogContentText>Your edits have not been saved. Leaving now discards them.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset()}>Keep editing</Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed()}>
          Discard changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
