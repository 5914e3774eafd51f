/**
 * /admin/trial-criteria (spec §2 admin routes, breadcrumb "Trial criteria", "Criteria structuring"): pick a
 * trial of the organisations the switcher shows, then edit its structured criteria beside the original text
 * (CriteriaEditor). The picked trial is the `trialId` search param (a uuid; anything else is dropped), so the page
 * can be linked from the trial detail page. The criteria are the record of resource `trialCriteria` with the trial's
 * id (the whole trial, never a trials list's shortened row).
 */
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useGetOne } from 'react-admin';
import type { RuleProposalResult, Trial } from '../../../dataProvider/types';
import { QueryErrorPanel } from '../../../layout/QueryErrorPanel';
import { PendingScreen } from '../../../routing/pending';
import { SEARCH, useValidatedSearch } from '../../../routing/searchParams';
import { TrialPicker } from '../TrialPicker';
import { CriteriaEditor } from './CriteriaEditor';

/** The trial criteria page. */
export default function TrialCriteriaPage() {
  const [search, setSearch] = useValidatedSearch(SEARCH.trialCriteria);
  const trialId = search.trialId;
  const queryClient = useQueryClient();
  const [proposal, setProposal] = useState<RuleProposalResult | null>(null);
  const { data: trial, isPending, error, refetch } = useGetOne<Trial>('trialCriteria', { id: trialId ?? '' }, { enabled: Boolean(trialId) });

  // The saved trial is the new record; trial lists and pages refetch what they show of it.
  const onSaved = (saved: Trial) => {
    queryClient.setQueryData(['trialCriteria', 'getOne', { id: String(saved.id) }], saved);
    void queryClient.invalidateQueries({ queryKey: ['trials'] });
  };

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title="Trial criteria" />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Trial criteria
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Check the criteria the parser found against the original text; correct texts, rules and the site-only flag, split or merge items. Edits are
        kept when the trial is imported again and are recorded in the audit log.
      </Typography>
      <TrialPicker value={trialId && trial ? trial : null} onChange={(t) => setSearch({ trialId: t?.id ?? null })} />
      <Box sx={{ mt: 2 }}>
        {!trialId ? (
          <Typography color="text.secondary">Pick a trial to see its criteria.</Typography>
        ) : isPending ? (
          <PendingScreen label="Loading the trial" />
        ) : error || !trial ? (
          <QueryErrorPanel error={error} title="Could not load the trial" onRetry={refetch} />
        ) : (
          <CriteriaEditor
            key={`${trial.id}:${trial.updatedAt}`}
            trial={trial}
            onSaved={onSaved}
            proposal={proposal?.trial.id === trial.id ? proposal : null}
            onProposal={setProposal}
          />
        )}
      </Box>
    </Box>
  );
}
