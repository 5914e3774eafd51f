/**
 * /sign-in (spec §2): email + password. A signed-in visitor is sent to /; after signing in the person goes to the
 * validated `redirect` param (a path of this app other than sign-in / sign-out) or /. A 429 from the rate limit reads "Too many attempts, try
 * again in a minute".
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, Navigate } from 'react-router';
import { signInWithEmail } from '../authProvider';
import { useSessionState } from '../authProvider/session';
import { describeError } from '../dataProvider/httpClient';
import { adminApp } from '../adminAppLoader';
import { preloadRoute } from '../routing/lazyPage';
import { PendingScreen, useMinimumPending } from '../routing/pending';
import { PATHS, postSignInDestination } from '../routing/paths';
import { SEARCH, useValidatedSearch } from '../routing/searchParams';
import { AuthCard } from './AuthCard';

/** The sign-in form (fields `email`, `password`; button "Sign in"). */
export function SignInPage() {
  const { status } = useSessionState();
  const [{ redirect }] = useValidatedSearch(SEARCH.signIn);
  const [destination, setDestination] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const pending = useMinimumPending(status === 'pending');

  useEffect(() => {
    void adminApp.preload().catch(() => undefined);
  }, []);

  if (pending) return <PendingScreen />;
  if (status === 'authenticated') return <Navigate to={destination ?? PATHS.root} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setSubmitting(true);
    // Set before the session flips to authenticated, so the redirect above goes to the right place; that page's chunk
    // loads while the credentials are checked (`/` leads to /trials), so no second pending screen follows.
    const next = postSignInDestination(redirect);
    setDestination(next);
    void adminApp.preload().then(
      () => preloadRoute(next === PATHS.root ? PATHS.trials : next),
      () => undefined,
    );
    try {
      await signInWithEmail(String(form.get('email') ?? '').trim(), String(form.get('password') ?? ''));
    } catch (e) {
      setDestination(null);
      setError(describeError(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Sign in to Phases">
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate={false}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField name="email" type="email" label="Email" autoComplete="username" required autoFocus fullWidth />
        <TextField name="password" type="password" label="Password" autoComplete="current-password" required fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          Sign in
        </Button>
        <Typography variant="body2" color="text.secondary">
          New to Phases?{' '}
          <Link component={RouterLink} to={PATHS.signUp}>
            Create an account
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
