/**
 * /sign-up (spec §2): accounts are created by invitation only. With `?invitation=TOKEN` naming a
 * usable invitation (GET /api/invitations/{token}) the page names the inviting organisation and asks for name (at most
 * USER_NAME_MAX characters), email (the invitation's, when it names one) and password (at least MIN_PASSWORD_LENGTH
 * characters); the server creates the account inside that organisation and uses the link up. Without a usable
 * invitation there is no form, only what to do instead. A signed-in person holding a valid invitation and no
 * organisation is offered to join directly (POST …/accept); any other signed-in visitor goes to /.
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
import { MIN_PASSWORD_LENGTH, USER_NAME_MAX } from '../../contracts/constants';
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
      // invitationToken is read by the server's sign-up hook (server/auth), beside better-auth's own fields
      const body = {
        name: String(form.get('name') ?? '').trim(),
        email: String(form.get('email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
        invitationToken: token!,
      };
      await unwrapAuth(authClient.signUp.email(body));
      await refreshSession();
      navigate(PATHS.root, { replace: true });
    } catch (e) {
      setError(describeError(e));
      setCreating(false);
    }
  };

  const signInLink = (
    <Typography variant="body2" color="text.secondary">
      Already have an account?{' '}
      <Link component={RouterLink} to={token ? signInPath(`${PATHS.signUp}?invitation=${token}`) : PATHS.signIn}>
        Sign in
      </Link>
    </Typography>
  );

  if (!usable) {
    return (
      <AuthCard title="Create your Phases account">
        <Stack spacing={2}>
          <Alert severity="warning">
            {problem ?? (token ? 'This invitation link is not valid.' : 'Phases accounts are created from an invitation link.')} Ask your coordinator
            or a Phases administrator for a new invitation link.
          </Alert>
          {signInLink}
        </Stack>
      </AuthCard>
    );
  }

  const invitedEmail = invitation.data!.email;
  return (
    <AuthCard title="Create your Phases account">
      <Stack component="form" spacing={2} onSubmit={onSubmit}>
        <Alert severity="info">
          You are invited to join <strong>{invitation.data!.organizationName}</strong>.
        </Alert>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          name="name"
          label="Full name"
          autoComplete="name"
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: USER_NAME_MAX } }}
        />
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          fullWidth
          defaultValue={invitedEmail ?? ''}
          slotProps={{ htmlInput: { readOnly: Boolean(invitedEmail) } }}
          helperText={invitedEmail ? 'The invitation is for this address' : undefined}
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
        {signInLink}
      </Stack>
    </AuthCard>
  );
}
