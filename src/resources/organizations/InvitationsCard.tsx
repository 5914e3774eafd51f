/**
 * Invitation links of an organisation: create one (optionally for an email address) with
 * POST /api/organizations/{id}/invitations, show its URL ready to copy, and list the existing ones.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  InputAdornment,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { PhasesDataProvider } from '../../dataProvider';
import { describeError } from '../../dataProvider/httpClient';
import type { Invitation } from '../../dataProvider/types';
import { QueryErrorPanel } from '../../layout/QueryErrorPanel';

function invitationState(inv: Invitation): { label: string; color: 'success' | 'default' | 'warning' } {
  if (inv.acceptedAt) return { label: 'Accepted', color: 'success' };
  if (new Date(inv.expiresAt).getTime() < Date.now()) return { label: 'Expired', color: 'warning' };
  return { label: 'Open', color: 'default' };
}

/** The invitations card of organisation `organizationId`. */
export function InvitationsCard({ organizationId }: { organizationId: string }) {
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queryKey = ['organizations', 'invitations', organizationId];
  const invitations = useQuery({ queryKey, queryFn: () => dataProvider.listInvitations(organizationId) });
  const [email, setEmail] = useState('');
  const create = useMutation({
    mutationFn: () => dataProvider.createInvitation(organizationId, email.trim() || undefined),
    onSuccess: () => {
      setEmail('');
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (e) => notify(describeError(e), { type: 'error' }),
  });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify('Invitation link copied', { type: 'success' });
    } catch {
      notify('Copy failed: select the link and copy it by hand', { type: 'warning' });
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Invitations
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Whoever opens an invitation link can create an account that joins this organisation.
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <TextField
            name="invitationEmail"
            type="email"
            label="Invitee email (optional)"
            size="small"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            sx={{ minWidth: 280 }}
          />
          <Button type="submit" variant="contained" disabled={create.isPending} sx={{ flexShrink: 0, alignSelf: 'center' }}>
            Create invitation link
          </Button>
        </Stack>
        {create.data && (
          <Alert severity="success" sx={{ mt: 2 }}>
            <Typography sx={{ mb: 1 }}>
              Invitation link created (valid until {new Date(create.data.expiresAt).toLocaleDateString()}). Send it to the person joining:
            </Typography>
            <TextField
              label="Invitation link"
              value={create.data.url}
              fullWidth
              size="small"
              slotProps={{
                htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label="Copy invitation link" onClick={() => void copy(create.data.url)} edge="end">
                        <ContentCopyIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Alert>
        )}
        {invitations.error && <QueryErrorPanel error={invitations.error} onRetry={invitations.refetch} />}
        {invitations.data && invitations.data.length > 0 && (
          <Table size="small" aria-label="Invitations" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Email</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell>State</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invitations.data.map((inv) => {
                const state = invitationState(inv);
                return (
                  <TableRow key={inv.id}>
                    <TableCell>{inv.email ?? 'anyone with the link'}</TableCell>
                    <TableCell>{new Date(inv.expiresAt).toLocaleDateString()}</TableCell>
                    <TableCell>
                      <Chip size="small" label={state.label} color={state.color} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
