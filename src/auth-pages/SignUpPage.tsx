/**
 * /sign-up (spec §2; front-end brief §1): name, email and password (at least MIN_PASSWORD_LENGTH characters).
 * With `?invitation=TOKEN` it names the inviting organisation (GET /api/invitations/{token}) and, once the account
 * exists, accepts the invitation (POST …/accept) so the person lands in that organisation. Without an invitation the
 * account has no organisation yet (the app then says so). A signed-in person holding a valid invitation and no
 * organisation is offered to join directly; any other signed-in visitor goes to /.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { authClient, unwrapAuth } from '../authProvider/authClient';
import { refreshSession, useSessionState } from '../authProvider/session';
import { dataProvider } from '../dataProvider';
import { describeError } from '../dataProvider/httpClient';
import type { InvitationDescription } from '../dataProvider/types';
import { MIN_PASSWORD_LENGTH } from '../shared/constants';
import { PendingScreen, useMinimumPending } from '../routing/pending';
import { PATHS, signInPath } from '../routing/paths';
import { SEARCH, useValidatedSearch } from '../routing/searchParams';
import { AuthCard } from './AuthCard';

/** Why an invitation cannot be used, or null when it can. */
function invitationProblem(invitation: InvitationDescription | undefined): string | null {
  if (!invitation) return null;
  if (invitation.accepted) return 'This invitation link has already been used. Ask for a new one.';
  if (invitation.expired) return 'This invitation link has expired. Ask for a new one.';
  return null;
}

async function joinAndRefresh(token: string): Promise<void> {
  await dataProvider.acceptInvitation(token);
  await refreshSession();
}

/** The sign-up form, with the invitation handling described above. */
export function SignUpPage() {
  const { status, session } = useSessionState();
  const [{ invitation: token }] = useValidatedSearch(SEARCH.signUp);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => dataProvider.describeInvitation(token!),
    enabled: Boolean(token),
  });
  const join = useMutation({ mutationFn: joinAndRefresh, onSuccess: () => navigate(PATHS.root, { replace: true }) });
  const pending = useMinimumPending(status === 'pending' || (Boolean(token) && invitation.isPending));
  if (pending) return <PendingScreen />;

  const problem = invitationProblem(invitation.data);
  const usable = Boolean(token && invitation.data && !problem);

  if (status === 'authenticated' && !creating) {
    if (!usable || session?.organization) return <Navigate to={PATHS.root} replace />;
    return (
      <AuthCard title={`Join ${invitation.data!.organizationName}`}>
        <Stack spacing={2}>
          <Typography>
            You are signed in as {session?.user.email}. Join {invitation.data!.organizationName} with this account?
          </Typography>
          {join.error && <Alert severity="error">{describeError(join.error)}</Alert>}
          <Button variant="contained" disabled={join.isPending} onClick={() => join.mutate(token!)}>
            Join organization
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setCreating(true);
    try {
      await unwrapAuth(
        authClient.signUp.email({
          name: String(form.get('name') ?? '').trim(),
          email: String(form.get('email') ?? '').trim(),
          password: String(form.get('password') ?? ''),
        }),
      );
      if (usable) await joinAndRefresh(token!);
      else await refreshSession();
      navigate(PATHS.root, { replace: true });
    } catch (e) {
      setError(describeError(e));
      setCreating(false);
    }
  };

  return (
    <AuthCard title="Create your Phases account">
      <Stack component="form" spacing={2} onSubmit={onSubmit}>
        {invitation.error && <Alert severity="warning">This invitation link is not valid. You can still create an account.</Alert>}
        {problem && <Alert severity="warning">{problem}</Alert>}
        {usable && (
          <Alert severity="info">
            You are invited to join <strong>{invitation.data!.organizationName}</strong>.
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField name="name" label="Full name" autoComplete="name" required fullWidth autoFocus />
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          fullWidth
          defaultValue={usable ? (invitation.data!.email ?? '') : ''}
        />
        <TextField
          name="password"
          type="password"
          label="Password"
          autoComplete="new-password"
          required
          fullWidth
          slotProps={{ htmlInput: { minLength: MIN_PASSWORD_LENGTH, maxLength: 128 } }}
          helperText={`At least ${MIN_PASSWORD_LENGTH} characters`}
        />
        <Button type="submit" variant="contained" size="large" disabled={creating}>
          Create account
        </Button>
        <Typography variant="body2" color="text.secondary">
          Already have an account?{' '}
          <Link component={RouterLink} to={token ? signInPath(`${PATHS.signUp}?invitation=${token}`) : PATHS.signIn}>
            Sign in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
