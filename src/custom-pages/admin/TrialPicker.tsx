/**
 * Trial pickers of the admin eligibility pages (/admin/trial-criteria, /admin/prescreen-forms): an autocomplete over
 * the trials the switcher shows (the active organisation's, or in the global view every client's), searched on the
 * server (`q`: title, NCT ID, sponsor, condition) as the person types. Options read "NCT01234567 — Title", with the
 * client's name in the global view.
 */
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { useActiveOrganization, useVisibleOrganizationIds } from '../../authProvider/ActiveOrganization';
import type { Trial } from '../../dataProvider/types';
import { OrganizationName } from '../../resources/organizations/OrganizationName';

const SEARCH_DEBOUNCE_MS = 250;
const OPTIONS = 30;

/** "NCT01234567 — Title" (just the title for a trial without NCT ID). */
export function trialLabel(t: Pick<Trial, 'nctId' | 'title'>): string {
  return t.nctId ? `${t.nctId} — ${t.title}` : t.title;
}

/** Trials matching the typed text, debounced; `selected` stay among the options so the field can show them. */
function useTrialOptions(input: string, selected: Trial[]) {
  const organizationIds = useVisibleOrganizationIds(undefined);
  const [q, setQ] = useState(input);
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching, error } = useGetList<Trial>('trials', {
    pagination: { page: 1, perPage: OPTIONS },
    sort: { field: 'title', order: 'ASC' },
    filter: { organizationIds, ...(q ? { q } : {}) },
  });
  const options = useMemo(() => {
    const found = data ?? [];
    const extra = selected.filter((s) => !found.some((f) => f.id === s.id));
    return [...extra, ...found];
  }, [data, selected]);
  return { options, loading: isFetching, error };
}

/** One option line: label, plus the client in the global view. */
function OptionLabel({ trial, showClient }: { trial: Trial; showClient: boolean }) {
  return (
    <Box>
      <Typography variant="body2">{trialLabel(trial)}</Typography>
      {showClient && (
        <Typography variant="caption" color="text.secondary">
          <OrganizationName id={trial.organizationId} />
        </Typography>
      )}
    </Box>
  );
}

/** Picks one trial (null = none). */
export function TrialPicker({ value, onChange, label = 'Trial' }: { value: Trial | null; onChange: (trial: Trial | null) => void; label?: string }) {
  const [input, setInput] = useState('');
  const selected = useMemo(() => (value ? [value] : []), [value]);
  const typed = value && input === trialLabel(value) ? '' : input;
  const { options, loading, error } = useTrialOptions(typed, selected);
  const { globalAccess } = useActiveOrganization();
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={(t: Trial) => trialLabel(t)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      renderOption={({ key: _labelKey, ...props }, option) => (
        <li key={option.id} {...props}>
          <OptionLabel trial={option} showClient={globalAccess} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder="Search by title, NCT ID, sponsor or condition"
          error={Boolean(error)}
          helperText={error ? 'Could not load the trials' : undefined}
        />
      )}
      sx={{ maxWidth: 720 }}
    />
  );
}

/**
 * Picks several trials. `allow(trial)` decides which options can be chosen (e.g. only trials of the organisation of
 * the first one picked); the others are listed disabled.
 */
export function TrialMultiPicker({
  value,
  onChange,
  label = 'Trials',
  allow,
  helperText,
}: {
  value: Trial[];
  onChange: (trials: Trial[]) => void;
  label?: string;
  allow?: (trial: Trial) => boolean;
  helperText?: string;
}) {
  const [input, setInput] = useState('');
  const { options, loading, error } = useTrialOptions(input, value);
  const { globalAccess } = useActiveOrganization();
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      loading={loading}
      filterOptions={(x) => x}
      filterSelectedOptions
      getOptionLabel={(t: Trial) => trialLabel(t)}
      getOptionDisabled={allow ? (t) => !allow(t) : undefined}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next, reason) => reason !== 'reset' && setInput(next)}
      renderOption={({ key: _labelKey, ...props }, option) => (
        <li key={option.id} {...props}>
          <OptionLabel trial={option} showClient={globalAccess} />
        </li>
      )}
      renderValue={(items, getItemProps) =>
        items.map((t, index) => <Chip {...getItemProps({ index })} key={t.id} label={t.nctId ?? t.title} size="small" />)
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? '' : 'Search by title, NCT ID, sponsor or condition'}
          error={Boolean(error)}
          helperText={error ? 'Could not load the trials' : helperText}
        />
      )}
    />
  );
}
