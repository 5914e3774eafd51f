/**
 * /settings/account, "My account" (spec §2): name, email, password change, the list of
 * sessions with revoke and "Sign out other sessions", and account deletion confirmed with the password. Every
 * call goes through the better-auth client; the session refreshes after update-user and delete-user (spec §4). A
 * refusal reads as the spec §8 text of its status with the server's explanation after it (describeError).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { authClient, unwrapAuth } from '../../authProvider/authClient';
import { describeError } from '../../dataProvider/httpClient';
import { useSessionState, type PhasesSession } from '../../authProvider/session';
import { QueryErrorPanel } from '../../layout/QueryErrorPanel';
import { MIN_PASSWORD_LENGTH, USER_NAME_MAX } from '../../../contracts/constants';
import { PATHS } from '../../routing/paths';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Reads a form's fields as strings. */
function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  return Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]));
}

function ProfileSection({ session }: { session: PhasesSession }) {
  const notify = useNotify();
  const save = useMutation({
    mutationFn: (name: string) => unwrapAuth(authClient.updateUser({ name })),
    onSuccess: () => notify('Name saved', { type: 'success' }),
  });
  return (
    <Section title="Profile">
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={(e) => save.mutate(formValues(e).name.trim())}>
        <TextField
          name="name"
          label="Name"
          defaultValue={session.user.name}
          required
          sx={{ minWidth: 280 }}
          slotProps={{ htmlInput: { maxLength: USER_NAME_MAX } }}
        />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ flexShrink: 0, alignSelf: 'center' }}>
          Save name
        </Button>
      </Stack>
      {save.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {describeError(save.error)}
        </Alert>
      )}
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Organisation: {session.organization?.name ?? 'none yet'}
        {session.isAdmin ? ' · Phases administrator' : ''}
      </Typography>
    </Section>
  );
}

function EmailSection({ session }: { session: PhasesSession }) {
  const change = useMutation({
    mutationFn: (newEmail: string) => unwrapAuth(authClient.changeEmail({ newEmail, callbackURL: PATHS.account })),
  });
  return (
    <Section title="Email">
      <Typography sx={{ mb: 2 }}>
        {session.user.email}{' '}
        <Chip
          size="small"
          label={session.user.emailVerified ? 'Verified' : 'Not verified'}
          color={session.user.emailVerified ? 'success' : 'default'}
        />
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={(e) => change.mutate(formValues(e).newEmail.trim())}>
        <TextField name="newEmail" type="email" label="New email" required sx={{ minWidth: 280 }} />
        <Button type="submit" variant="outlined" disabled={change.isPending} sx={{ flexShrink: 0, alignSelf: 'center' }}>
          Change email
        </Button>
      </Stack>
      {change.isSuccess && (
        <Alert severity="success" sx={{ mt: 2 }}>
          Email change requested. If your address was verified, confirm the change from the message sent to it.
        </Alert>
      )}
      {change.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {describeError(change.error)}
        </Alert>
      )}
    </Section>
  );
}

function PasswordSection() {
  const notify = useNotify();
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: (v: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) => unwrapAuth(authClient.changePassword(v)),
    onSuccess: () => notify('Password changed', { type: 'success' }),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const v = formValues(event);
    setMismatch(v.newPassword !== v.confirmPassword);
    if (v.newPassword !== v.confirmPassword) return;
    change.mutate(
      { currentPassword: v.currentPassword, newPassword: v.newPassword, revokeOtherSessions: v.revokeOtherSessions === 'on' },
      { onSuccess: () => form.reset() },
    );
  };
  const lengthHint = `At least ${MIN_PASSWORD_LENGTH} characters`;
  return (
    <Section title="Password">
      <Stack component="form" spacing={2} sx={{ maxWidth: 420 }} onSubmit={onSubmit}>
        <TextField name="currentPassword" type="password" label="Current password" autoComplete="current-password" required />
        <TextField
          name="newPassword"
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          helperText={lengthHint}
          slotProps={{ htmlInput: { minLength: MIN_PASSWORD_LENGTH, maxLength: 128 } }}
        />
        <TextField
          name="confirmPassword"
          type="password"
          label="Repeat the new password"
          autoComplete="new-password"
          required
          error={mismatch}
          helperText={mismatch ? 'The two new passwords differ' : undefined}
        />
        <FormControlLabel control={<Checkbox name="revokeOtherSessions" defaultChecked />} label="Sign out my other sessions" />
        <Button type="submit" variant="contained" disabled={change.isPending} sx={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
      {change.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {describeError(change.error)}
        </Alert>
      )}
    </Section>
  );
}

interface SessionRow {
  id: string;
  token: string;
  createdAt: string | Date;
  expiresAt: string | Date;
  ipAddress?: string | null;
  userAgent?: string | null;
}

function SessionsSection({ session }: { session: PhasesSession }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queryKey = ['auth', 'sessions'];
  const sessions = useQuery({
    queryKey,
    queryFn: async () => (await unwrapAuth(authClient.listSessions())) as unknown as SessionRow[],
    staleTime: 0,
  });
  const afterChange = (message: string) => {
    notify(message, { type: 'success' });
    void queryClient.invalidateQueries({ queryKey });
  };
  const onError = (e: Error) => notify(describeError(e), { type: 'error' });
  const revoke = useMutation({
    mutationFn: (token: string) => unwrapAuth(authClient.revokeSession({ token })),
    onSuccess: () => afterChange('Session signed out'),
    onError,
  });
  const revokeOthers = useMutation({
    mutationFn: () => unwrapAuth(authClient.revokeOtherSessions()),
    onSuccess: () => afterChange('Other sessions signed out'),
    onError,
  });
  return (
    <Section title="Sessions">
      {sessions.error && <QueryErrorPanel error={sessions.error} onRetry={sessions.refetch} />}
      <List aria-label="Sessions">
        {sessions.data?.map((s) => {
          const current = s.token === session.session.token;
          return (
            <ListItem
              key={s.id}
              divider
              secondaryAction={
                current ? (
                  <Chip size="small" color="primary" label="This session" />
                ) : (
                  <Button size="small" onClick={() => revoke.mutate(s.token)} disabled={revoke.isPending}>
                    Revoke
                  </Button>
                )
              }
            >
              <ListItemText
                primary={s.userAgent || 'Unknown device'}
                secondary={`${s.ipAddress ?? 'unknown address'} · signed in ${new Date(s.createdAt).toLocaleString()} · expires ${new Date(s.expiresAt).toLocaleDateString()}`}
                sx={{ pr: 14 }}
              />
            </ListItem>
          );
        })}
      </List>
      <Button variant="outlined" onClick={() => revokeOthers.mutate()} disabled={revokeOthers.isPending} sx={{ mt: 1 }}>
        Sign out other sessions
      </Button>
    </Section>
  );
}

function DeleteAccountSection() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (pw: string) => unwrapAuth(authClient.deleteUser({ password: pw })),
    onSuccess: () => {
      queryClient.clear();
      navigate(PATHS.signIn, { replace: true });
    },
  });
  return (
    <Section title="Delete account">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Deleting your account signs you out everywhere and cannot be undone.
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={(e) => setPassword(formValues(e).deletePassword)}>
        <TextField name="deletePassword" type="password" label="Your password" autoComplete="current-password" required sx={{ minWidth: 280 }} />
        <Button type="submit" color="error" variant="outlined" sx={{ flexShrink: 0, alignSelf: 'center' }}>
          Delete account
        </Button>
      </Stack>
      <Dialog open={password !== null} onClose={() => setPassword(null)} aria-labelledby="delete-account-title">
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText>Your account, sessions and settings are removed for good.</DialogContentText>
          {remove.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {describeError(remove.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPassword(null)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => password && remove.mutate(password)}>
            Delete my account
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}

/** The "My account" page: profile, email, password, sessions, deletion. */
export default function AccountPage() {
  const { session } = useSessionState();
  if (!session) return null;
  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4, maxWidth: 900 }}>
      <Title title="My account" />
      <ProfileSection session={session} />
      <EmailSection session={session} />
      <PasswordSection />
      <SessionsSection session={session} />
      <DeleteAccountSection />
    </Stack>
  );
}
