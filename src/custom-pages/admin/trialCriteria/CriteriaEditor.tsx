/**
 * The criteria editor of one trial (/admin/trial-criteria?trialId=…): the original eligibility text beside the
 * parsed inclusion and exclusion lists (the passage of the criterion being edited is highlighted in the original).
 * Staff edit, split, merge, reorder, move and delete criteria, change rules, scopes, site-only and "not a requirement"
 * flags, then Save (an update of resource `trialCriteria`: the whole list, scopes and unencoded words kept); "Re-run the parser" replaces the list after
 * a confirmation (it discards edits); "Propose rules with AI" asks the optional language model for rules of
 * unstructured criteria — proposals wait on their criterion for Accept / Discard and a save, never applied silently;
 * without a model the server's 422 text is shown.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/Save';
import { useDataProvider, useNotify } from 'react-admin';
import type { PhasesDataProvider } from '../../../dataProvider';
import { ApiError, describeError } from '../../../dataProvider/httpClient';
import type { CriterionKind, RuleProposalResult, Trial } from '../../../dataProvider/types';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { CriterionCard, type CriterionActions } from './CriterionCard';
import * as ops from './draft';
import type { DraftCriterion } from './draft';
import { labelOf } from '../../../../contracts/labels';

type Busy = 'save' | 'reparse' | 'propose' | null;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Server issues of a failed PUT mapped to the draft items (path `body.criteria.<index>.<field>`). */
function itemErrors(error: unknown, draft: readonly DraftCriterion[]): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const at = path.indexOf('criteria');
    const index = at >= 0 ? Number(path[at + 1]) : NaN;
    const item = Number.isInteger(index) ? draft[index] : undefined;
    if (item && !out[item.key]) out[item.key] = `${path.slice(at + 2).join('.') || 'criterion'}: ${issue.message}`;
  }
  return out;
}

/** The original text with the passage of `needle` (the criterion being edited) marked, when it can be found. */
function OriginalText({ text, needle }: { text: string; needle: string | null }) {
  const markRef = useRef<HTMLElement | null>(null);
  const range = useMemo(() => {
    if (!needle) return null;
    const probe = needle.trim().slice(0, 80);
    if (probe.length < 8) return null;
    const start = text.indexOf(probe);
    if (start < 0) return null;
    const full = text.indexOf(needle.trim(), start) === start ? needle.trim().length : probe.length;
    return { start, end: start + full };
  }, [text, needle]);
  return (
    <Typography
      component="div"
      variant="body2"
      aria-label="Original eligibility text"
      sx={{ whiteSpace: 'pre-wrap', '& mark': { bgcolor: 'warning.light', borderRadius: 0.5 } }}
    >
      {range ? (
        <>
          {text.slice(0, range.start)}
          <mark
            ref={(el) => {
              if (el && el !== markRef.current) el.scrollIntoView({ block: 'nearest' });
              markRef.current = el;
            }}
          >
            {text.slice(range.start, range.end)}
          </mark>
          {text.slice(range.end)}
        </>
      ) : (
        text
      )}
    </Typography>
  );
}

/** Props of CriteriaEditor. */
export interface CriteriaEditorProps {
  trial: Trial;
  /** Receives the trial the server returned after a save, re-parse or proposal (the page then remounts the editor). */
  onSaved: (trial: Trial) => void;
  /** The last answer of the language model for this trial (kept by the page across the remount), null when none. */
  proposal: RuleProposalResult | null;
  onProposal: (result: RuleProposalResult | null) => void;
}

/** The editor of one trial's criteria. */
export function CriteriaEditor({ trial, onSaved, proposal, onProposal }: CriteriaEditorProps) {
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const notify = useNotify();
  const [draft, setDraft] = useState<DraftCriterion[]>(() => ops.fromCriteria(trial.criteria ?? []));
  const [ruleProblems, setRuleProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<{ action: Busy; error: unknown } | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirmReparse, setConfirmReparse] = useState(false);
  const [focused, setFocused] = useState<string | null>(null);

  const dirty = useMemo(() => ops.isDirty(draft, trial.criteria ?? []), [draft, trial.criteria]);
  const blocking = Object.values(ruleProblems).length > 0 || draft.some((c) => !c.text.trim());
  const pending = draft.filter((c) => c.proposedRule).length;

  const actions = useMemo<CriterionActions>(
    () => ({
      onText: (key, text) => setDraft((d) => ops.update(d, key, { text })),
      // a new rule is exact until staff choose otherwise (the old scope described the old rule)
      onRule: (key, rule) => setDraft((d) => ops.setRule(d, key, rule)),
      onRuleProblem: (key, problem) =>
        setRuleProblems((p) => {
          if ((p[key] ?? null) === problem) return p;
          const next = { ...p };
          if (problem) next[key] = problem;
          else delete next[key];
          return next;
        }),
      onSiteOnly: (key, siteOnly) => setDraft((d) => ops.update(d, key, { answerableBy: siteOnly ? 'site' : 'candidate' })),
      onScope: (key, scope) => setDraft((d) => ops.setScope(d, key, scope)),
      onInformational: (key, informational) => setDraft((d) => ops.setInformational(d, key, informational)),
      onMove: (key, direction) => setDraft((d) => ops.move(d, key, direction)),
      onSplit: (key, first, second) => setDraft((d) => ops.split(d, key, first, second)),
      onMerge: (key) => setDraft((d) => ops.mergeWithNext(d, key)),
      onSwitchKind: (key) => setDraft((d) => ops.switchKind(d, key)),
      onDelete: (key) => setDraft((d) => ops.remove(d, key)),
      onAccept: (key) => setDraft((d) => ops.acceptProposal(d, key)),
      onDiscard: (key) => setDraft((d) => ops.discardProposal(d, key)),
      onFocus: setFocused,
    }),
    [],
  );

  const addCriterion = useCallback((kind: CriterionKind) => setDraft((d) => ops.add(d, kind).draft), []);

  const perform = async (action: Exclude<Busy, null>, call: () => Promise<Trial>, done: string) => {
    setBusy(action);
    setError(null);
    setServerErrors({});
    try {
      const saved = await call();
      notify(done, { type: 'success' });
      onSaved(saved);
    } catch (e) {
      setError({ action, error: e });
      if (action === 'save') setServerErrors(itemErrors(e, draft));
    } finally {
      setBusy(null);
    }
  };

  const save = () =>
    perform(
      'save',
      async () =>
        (
          await dataProvider.update<Trial>('trialCriteria', {
            id: trial.id,
            data: { criteria: ops.toEdits(draft) } as Partial<Trial>,
            previousData: trial,
          })
        ).data,
      'Criteria saved',
    );
  const reparse = () => {
    setConfirmReparse(false);
    void perform('reparse', () => dataProvider.reparseTrialCriteria(trial.id), 'Criteria parsed again from the text');
  };
  const propose = () =>
    perform(
      'propose',
      async () => {
        const result = await dataProvider.proposeCriteriaRules(trial.id);
        onProposal(result);
        return result.trial;
      },
      'The language model answered; review its proposals',
    );

  const focusedText = draft.find((c) => c.key === focused)?.text ?? null;
  const lists = (['inclusion', 'exclusion'] as const).map((kind) => ({ kind, items: draft.filter((c) => c.kind === kind) }));

  return (
    <Stack spacing={2}>
      <UnsavedChangesGuard dirty={dirty} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
              {trial.nctId ? `${trial.nctId} — ` : ''}
              {trial.title}
            </Typography>
            {trial.criteriaEditedAt ? (
              <Chip size="small" label={`Edited by staff ${new Date(trial.criteriaEditedAt).toLocaleString()}`} />
            ) : (
              <Chip size="small" variant="outlined" label="As parsed" />
            )}
            {dirty && <Chip size="small" color="warning" label="Unsaved changes" />}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<SaveIcon />} disabled={!dirty || blocking || busy !== null} onClick={() => void save()}>
              Save
            </Button>
            <Button disabled={!dirty || busy !== null} onClick={() => setDraft(ops.fromCriteria(trial.criteria ?? []))}>
              Discard edits
            </Button>
            <Button startIcon={<RefreshIcon />} disabled={busy !== null || !trial.criteriaText} onClick={() => setConfirmReparse(true)}>
              Re-run the parser
            </Button>
            <Button startIcon={<AutoFixHighIcon />} disabled={busy !== null || dirty} onClick={() => void propose()}>
              Propose rules with AI
            </Button>
          </Stack>
          {dirty && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              Save or discard your edits before asking the language model.
            </Typography>
          )}
          {blocking && (
            <Typography variant="caption" color="error" component="p" sx={{ mt: 1 }}>
              Fix the criteria marked in red (empty text or a rule that does not read) before saving.
            </Typography>
          )}
          {busy && (
            <LinearProgress sx={{ mt: 2 }} aria-label={busy === 'propose' ? 'Asking the language model' : busy === 'save' ? 'Saving' : 'Parsing'} />
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setError(null)}>
              {error.action === 'propose' && error.error instanceof ApiError && error.error.status === 422 ? (
                <>
                  <AlertTitle>No language model</AlertTitle>
                  {error.error.serverMessage ?? describeError(error.error)}
                </>
              ) : (
                describeError(error.error)
              )}
            </Alert>
          )}
          {proposal && (
            <Alert severity="info" sx={{ mt: 2 }} onClose={() => onProposal(null)}>
              <AlertTitle>AI proposals</AlertTitle>
              {count(proposal.asked, 'criterion', 'criteria')} without a rule sent; {count(proposal.proposed, 'rule')} proposed
              {proposal.dropped ? `, ${count(proposal.dropped, 'proposal')} dropped as unreadable` : ''}. Proposals wait on their criterion below:
              accept or discard each, then save.
              {proposal.rejected.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }} aria-label="Dropped proposals">
                  {proposal.rejected.map((r, i) => (
                    <li key={`${r.criterionId}-${i}`}>
                      {r.criterionId}: {r.reason}
                    </li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
          {pending > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }} role="status">
              {pending} AI {pending === 1 ? 'proposal waits' : 'proposals wait'} for review.
            </Typography>
          )}
          {trial.importWarnings?.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              <AlertTitle>Import warnings</AlertTitle>
              {trial.importWarnings.join(' · ')}
            </Alert>
          )}
        </CardContent>
      </Card>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 2, alignItems: 'start' }}>
        <Card component="section" aria-labelledby="original-heading" sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
          <CardContent sx={{ maxHeight: { lg: 'calc(100vh - 120px)' }, overflow: 'auto' }}>
            <Typography id="original-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Original text
            </Typography>
            {trial.criteriaText ? (
              <OriginalText text={trial.criteriaText} needle={focusedText} />
            ) : (
              <Typography color="text.secondary">The record has no eligibility text.</Typography>
            )}
          </CardContent>
        </Card>
        <Stack spacing={2} component="section" aria-label="Parsed criteria">
          {lists.map(({ kind, items }) => (
            <Box key={kind}>
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography id={`${kind}-heading`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
                  {labelOf.criterionKind(kind)} ({items.length})
                </Typography>
                <Button size="small" startIcon={<AddIcon />} onClick={() => addCriterion(kind)}>
                  Add {kind} criterion
                </Button>
              </Stack>
              {items.length === 0 ? (
                <Typography color="text.secondary">None.</Typography>
              ) : (
                <Stack component="ol" spacing={1} aria-labelledby={`${kind}-heading`} sx={{ p: 0, m: 0 }}>
                  {items.map((item, i) => (
                    <CriterionCard
                      key={item.key}
                      item={item}
                      position={i + 1}
                      canMoveUp={i > 0}
                      canMoveDown={i < items.length - 1}
                      canMerge={i < items.length - 1}
                      error={serverErrors[item.key]}
                      {...actions}
                    />
                  ))}
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      </Box>

      <Dialog open={confirmReparse} onClose={() => setConfirmReparse(false)} aria-labelledby="reparse-title">
        <DialogTitle id="reparse-title">Re-run the parser?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The criteria are parsed again from the original text and the record's fields. Every edit made by staff
            {dirty ? ' (including your unsaved changes)' : ''} and every pending AI proposal is discarded.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmReparse(false)}>Cancel</Button>
          <Button color="warning" variant="contained" onClick={reparse}>
            Discard edits and re-parse
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
