/**
 * Create / edit dialog of a chat agent ("Chat agents"): name, type, trials and prescreen form of the agent's
 * organisation, greeting, persona / tone, contact-consent wording, hand-off text, active, and "Publish as the
 * organisation's public chat" (which replaces the organisation's current public chat). Checked against the shared
 * request schema before sending; a server refusal (400 / 409 / 422) is shown on the field it names.
 *
 * When the agent is to be the public chat and a selected trial is one a self-report prescreen does not suit (the
 * trial's `prescreenSuitability` from the trials list: not recruiting, retrospective, records only, registry, people
 * enrolled in hospital or emergency care), a warning lists each such trial with its reasons, and a "Publish anyway"
 * checkbox sends `acknowledgeUnsuitable: true`; unticked, the server's 422 naming the trial shows under the switch.
 * The checkbox is offered where the server asks for it: every such trial when publishing, the added ones when the
 * agent already is the public chat.
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  LinearProgress,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useCreate, useGetList, useUpdate } from 'react-admin';
import { useActiveOrganization, useClientOrganizations } from '../../../authProvider/ActiveOrganization';
import type { PrescreenFormSummary, Trial } from '../../../dataProvider/types';
import { trialLabel } from '../TrialPicker';
import { SuitabilityReasons, unsuitableReasons } from '../../../resources/trials/SuitabilityChip';
import { MAX_PAGE_SIZE } from '../../../../contracts/constants';
import { choicesOf } from '../../../../contracts/labels';
import {
  agentErrorsFrom,
  createBody,
  draftFromAgent,
  emptyDraft,
  patchBody,
  validateDraft,
  type AgentDraft,
  type AgentErrors,
  type AgentField,
  type ChatAgent,
  type ChatAgentType,
} from './agentForm';

export interface ChatAgentDialogProps {
  /** The agent to edit; null = a new agent. */
  agent: ChatAgent | null;
  onSaved: (agent: ChatAgent) => void;
  onClose: () => void;
}

/** Every record of `resource` in `organizationId`, by `sortField` (none until an organisation is chosen). */
function useOrganizationRecords<T extends Trial | PrescreenFormSummary>(resource: string, organizationId: string, sortField: string) {
  return useGetList<T>(
    resource,
    { filter: { organizationIds: [organizationId] }, sort: { field: sortField, order: 'ASC' }, pagination: { page: 1, perPage: MAX_PAGE_SIZE } },
    { enabled: Boolean(organizationId) },
  );
}

/** The organisation's published agent (its public chat), if any: the first agent when sorted published first. */
function usePublishedAgent(organizationId: string): ChatAgent | undefined {
  const { data } = useGetList<ChatAgent>(
    'chatAgents',
    { filter: { organizationIds: [organizationId] }, sort: { field: 'published', order: 'DESC' }, pagination: { page: 1, perPage: 1 } },
    { enabled: Boolean(organizationId) },
  );
  return data?.[0]?.published ? data[0] : undefined;
}

const NO_ERRORS: AgentErrors = { fields: {}, general: null };

/** The organisation a new agent goes into: the active one, or in the global view the client picked in the form. */
function useTargetOrganization(agent: ChatAgent | null) {
  const { active, globalAccess } = useActiveOrganization();
  const clients = useClientOrganizations();
  const [picked, setPicked] = useState<string>('');
  const organizationId = agent?.organizationId ?? (globalAccess ? picked : (active?.id ?? ''));
  return { organizationId, choose: !agent && globalAccess, clients, picked, setPicked };
}

/** The agent form in a dialog. */
export function ChatAgentDialog({ agent, onSaved, onClose }: ChatAgentDialogProps) {
  const target = useTargetOrganization(agent);
  const { organizationId } = target;
  const [draft, setDraft] = useState<AgentDraft>(() => (agent ? draftFromAgent(agent) : emptyDraft()));
  const [errors, setErrors] = useState<AgentErrors>(NO_ERRORS);
  const [orgError, setOrgError] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [create, { isPending: creating }] = useCreate<ChatAgent>();
  const [update, { isPending: updating }] = useUpdate<ChatAgent>();
  const busy = creating || updating;

  const trials = useOrganizationRecords<Trial>('trials', organizationId, 'title');
  const forms = useOrganizationRecords<PrescreenFormSummary>('prescreenForms', organizationId, 'name');
  const trialById = useMemo(() => new Map((trials.data ?? []).map((t) => [t.id, t])), [trials.data]);
  const selectedTrials = useMemo(
    () => draft.trialIds.map((id) => trialById.get(id) ?? ({ id, title: id, nctId: null } as unknown as Trial)),
    [draft.trialIds, trialById],
  );

  const set = <K extends AgentField>(key: K, value: AgentDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => (e.fields[key] ? { ...e, fields: { ...e.fields, [key]: undefined } } : e));
  };

  const currentPublic = usePublishedAgent(organizationId);
  const replacesOther = draft.published && currentPublic && currentPublic.id !== agent?.id;
  // the public chat's trials a self-report prescreen does not suit, and whether the server asks to acknowledge them
  const unsuitable = draft.published ? selectedTrials.filter((t) => unsuitableReasons(t.prescreenSuitability).length > 0) : [];
  const needsAcknowledgement = unsuitable.some((t) => !(agent?.published && agent.trialIds.includes(t.id)));

  const save = () => {
    const invalid = validateDraft(draft);
    const missingOrg = !organizationId ? 'Choose the client organisation of the agent' : null;
    setOrgError(missingOrg);
    if (Object.keys(invalid).length > 0 || missingOrg) {
      setErrors({ fields: invalid, general: null });
      return;
    }
    setErrors(NO_ERRORS);
    const ack = needsAcknowledgement && acknowledged ? { acknowledgeUnsuitable: true } : {};
    const options = { mutationMode: 'pessimistic' as const, onSuccess: onSaved, onError: (e: unknown) => setErrors(agentErrorsFrom(e)) };
    if (agent) update('chatAgents', { id: agent.id, data: { ...patchBody(draft, agent), ...ack }, previousData: agent }, options);
    else create('chatAgents', { data: { ...createBody(draft), ...ack }, meta: { organizationId } }, options);
  };

  const fieldProps = (key: AgentField, helper?: string) => ({
    error: Boolean(errors.fields[key]),
    helperText: errors.fields[key] ?? helper ?? ' ',
  });
  const text = (key: 'greeting' | 'persona' | 'contactConsentText' | 'handoffText', label: string, helper: string) => (
    <TextField label={label} value={draft[key]} onChange={(e) => set(key, e.target.value)} multiline minRows={2} {...fieldProps(key, helper)} />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="chat-agent-dialog-title">
      <DialogTitle id="chat-agent-dialog-title">{agent ? `Edit ${agent.name}` : 'New chat agent'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {target.choose && (
            <TextField
              select
              label="Client organisation"
              value={target.picked}
              onChange={(e) => {
                target.setPicked(e.target.value);
                setOrgError(null);
                setDraft((d) => ({ ...d, trialIds: [], prescreenFormId: '' }));
              }}
              error={Boolean(orgError)}
              helperText={orgError ?? 'The agent, its trials and its form belong to one organisation'}
            >
              {target.clients.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField label="Name" required value={draft.name} onChange={(e) => set('name', e.target.value)} autoFocus {...fieldProps('name')} />
          <TextField select label="Type" value={draft.type} onChange={(e) => set('type', e.target.value as ChatAgentType)} {...fieldProps('type')}>
            {choicesOf('chatAgentType').map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            multiple
            options={trials.data ?? []}
            value={selectedTrials}
            loading={trials.isFetching}
            disabled={!organizationId}
            filterSelectedOptions
            getOptionLabel={(t) => trialLabel(t)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, next) =>
              set(
                'trialIds',
                next.map((t) => t.id),
              )
            }
            renderValue={(items, getItemProps) =>
              items.map((t, index) => (
                <Chip
                  {...getItemProps({ index })}
                  key={t.id}
                  label={t.nctId ?? t.title}
                  size="small"
                  color={unsuitableReasons(t.prescreenSuitability).length > 0 ? 'warning' : 'default'}
                />
              ))
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label="Trials"
                {...fieldProps('trialIds', trials.error ? 'Could not load the trials' : 'The trials this agent recruits for')}
                error={Boolean(errors.fields.trialIds) || Boolean(trials.error)}
              />
            )}
          />
          <TextField
            select
            label="Prescreen form"
            value={draft.prescreenFormId}
            disabled={!organizationId}
            onChange={(e) => set('prescreenFormId', e.target.value)}
            {...fieldProps('prescreenFormId', forms.error ? 'Could not load the prescreen forms' : 'The questions the agent asks')}
          >
            <MenuItem value="">
              <em>No form</em>
            </MenuItem>
            {(forms.data ?? []).map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name} (v{f.version})
              </MenuItem>
            ))}
            {draft.prescreenFormId && !forms.data?.some((f) => f.id === draft.prescreenFormId) && (
              <MenuItem value={draft.prescreenFormId}>{forms.isPending ? 'Loading…' : 'Unknown form'}</MenuItem>
            )}
          </TextField>
          {text('greeting', 'Greeting', 'The first line a visitor reads')}
          {text('persona', 'Persona / tone', 'How the agent speaks, e.g. "warm, plain words, short sentences"')}
          {text('contactConsentText', 'Contact-consent wording', 'The question asking the visitor to agree to be contacted')}
          {text('handoffText', 'Hand-off text', 'What the agent says when a person from the site takes over')}
          <FormControlLabel
            control={<Switch checked={draft.askEverything} onChange={(e) => set('askEverything', e.target.checked)} />}
            label="Ask every question, even after an answer rules the visitor out"
          />
          <FormHelperText sx={{ mt: '0 !important' }}>
            Off: the chat ends kindly as soon as the answers rule the visitor out of every trial of the form. On: it asks everything, for
            organisations that use the answers for their other trials.
          </FormHelperText>
          <FormControlLabel control={<Switch checked={draft.active} onChange={(e) => set('active', e.target.checked)} />} label="Active" />
          {errors.fields.active && <FormHelperText error>{errors.fields.active}</FormHelperText>}
          <FormControlLabel
            control={<Switch checked={draft.published} onChange={(e) => set('published', e.target.checked)} />}
            label="Publish as the organisation's public chat"
          />
          <FormHelperText error={Boolean(errors.fields.published)} sx={{ mt: '0 !important' }}>
            {errors.fields.published ??
              (replacesOther
                ? `This replaces the current public chat, "${currentPublic.name}", which will be unpublished.`
                : 'An organisation has one public chat: publishing this agent replaces the current one (that agent is unpublished).')}
          </FormHelperText>
          {unsuitable.length > 0 && (
            <Alert severity="warning" aria-label="Trials unsuited to a self-report prescreen">
              <AlertTitle>
                A self-report prescreen does not suit {unsuitable.length === 1 ? 'this trial' : 'these trials'}: a public chat on{' '}
                {unsuitable.length === 1 ? 'it' : 'them'} is unlikely to recruit anyone
              </AlertTitle>
              {unsuitable.map((t) => (
                <Box key={t.id} sx={{ mb: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {trialLabel(t)}
                  </Typography>
                  <SuitabilityReasons suitability={t.prescreenSuitability} />
                </Box>
              ))}
              {needsAcknowledgement && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={acknowledged}
                      onChange={(e) => {
                        setAcknowledged(e.target.checked);
                        setErrors((prev) => (prev.fields.published ? { ...prev, fields: { ...prev.fields, published: undefined } } : prev));
                      }}
                    />
                  }
                  label="Publish anyway"
                />
              )}
            </Alert>
          )}
          {busy && <LinearProgress aria-label="Saving" />}
          {errors.general && (
            <Alert severity="error" role="alert">
              {errors.general}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {agent ? 'Save' : 'Create'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
