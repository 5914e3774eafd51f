/**
 * The structured eligibility criteria of a trial ("Criteria structuring"), read-only, for the trial detail
 * page: the import warnings, then the inclusion and exclusion lists side by side, each item with its rule summary
 * chip, a "Site only" badge when only the site can confirm it, what its rule can decide in words (scope: "Decides a
 * 'no'; the site confirms a 'yes' (uncontrolled)", "Not a requirement (header or placeholder)"), and the original
 * eligibility text under a disclosure.
 */
import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  AlertTitle,
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import type { Trial, TrialCriterion } from '../../../dataProvider/types';
import { PATHS } from '../../../routing/paths';
import { usePreloadOnIntent } from '../../../routing/usePreloadOnIntent';
import { ruleSummary, scopeSummary } from './ruleSummary';

/**
 * The chips of one criterion: its rule summary (or "No rule"), "Site only", "From the record" for a criterion made
 * from a structured field of the registry record, and "AI proposal" when a proposed rule waits for staff.
 */
export function CriterionChips({ criterion }: { criterion: TrialCriterion }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {criterion.rule ? (
        <Chip size="small" color="primary" variant="outlined" label={ruleSummary(criterion.rule)} />
      ) : (
        <Chip size="small" variant="outlined" label="No rule" sx={{ color: 'text.secondary' }} />
      )}
      {criterion.answerableBy === 'site' && (
        <Tooltip title="Only the site can confirm this (labs, imaging, clinician ratings, investigator judgement); candidates are not asked.">
          <Chip size="small" color="warning" label="Site only" />
        </Tooltip>
      )}
      {criterion.source === 'record' && <Chip size="small" variant="outlined" label="From the record" />}
      {criterion.proposedRule && !criterion.rule && (
        <Chip size="small" color="secondary" variant="outlined" label={`AI proposal: ${ruleSummary(criterion.proposedRule)}`} />
      )}
    </Stack>
  );
}

/** An ordered list of criteria of one kind (labelled by its heading). */
function CriteriaList({ title, criteria }: { title: string; criteria: TrialCriterion[] }) {
  const headingId = `criteria-${title.toLowerCase()}`;
  return (
    <Box>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title} ({criteria.length})
      </Typography>
      {criteria.length === 0 ? (
        <Typography color="text.secondary">None found.</Typography>
      ) : (
        <Box component="ol" aria-labelledby={headingId} sx={{ pl: 3, my: 1 }}>
          {criteria.map((c) => (
            <Box component="li" key={c.id} sx={{ mb: 1.5 }}>
              {c.context.length > 0 && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {c.context.join(' › ')}
                </Typography>
              )}
              <Typography variant="body2">{c.text}</Typography>
              <CriterionChips criterion={c} />
              {scopeSummary(c) && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {scopeSummary(c)}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A link that preloads its page on intent. */
function PreloadLink({ to, children }: { to: string; children: ReactNode }) {
  const intent = usePreloadOnIntent(to);
  return (
    <Link component={RouterLink} to={to} {...intent}>
      {children}
    </Link>
  );
}

/** The eligibility card of the trial detail page; `canEdit` shows the link to /admin/trial-criteria. */
export function CriteriaPanel({ trial, canEdit }: { trial: Trial; canEdit: boolean }) {
  const criteria = trial.criteria ?? [];
  const inclusion = criteria.filter((c) => c.kind === 'inclusion');
  const exclusion = criteria.filter((c) => c.kind === 'exclusion');
  const siteOnly = criteria.filter((c) => c.answerableBy === 'site').length;
  const structured = criteria.filter((c) => c.rule).length;
  const warnings = trial.importWarnings ?? [];
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            Eligibility criteria
          </Typography>
          {criteria.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {structured} of {criteria.length} with a rule · {siteOnly} site only
              {trial.criteriaEditedAt ? ` · edited by staff on ${new Date(trial.criteriaEditedAt).toLocaleDateString()}` : ''}
            </Typography>
          )}
          {canEdit && <PreloadLink to={PATHS.adminTrialCriteriaOf(trial.id)}>Edit criteria</PreloadLink>}
        </Stack>
        {warnings.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            <AlertTitle>Import warnings</AlertTitle>
            <Box component="ul" aria-label="Import warnings" sx={{ m: 0, pl: 2 }}>
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </Box>
          </Alert>
        )}
        {criteria.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {trial.criteriaText ? 'The eligibility text has not been structured yet.' : 'This trial has no eligibility criteria.'}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 2 }}>
            <CriteriaList title="Inclusion" criteria={inclusion} />
            <CriteriaList title="Exclusion" criteria={exclusion} />
          </Box>
        )}
        {trial.criteriaText && (
          <Accordion disableGutters variant="outlined" sx={{ mt: 2 }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>Original eligibility text</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {trial.criteriaText}
              </Typography>
            </AccordionDetails>
          </Accordion>
        )}
      </CardContent>
    </Card>
  );
}
