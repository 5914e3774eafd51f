/**
 * One criterion in the editor of /admin/trial-criteria: id and chips (rule summary, site only, from the record),
 * its text, what its rule can decide in words (scope: "Decides a 'no'; the site confirms a 'yes' (uncontrolled)",
 * or "Not a requirement (header or placeholder)"), the "Site only" and "Not a requirement" switches, the scope select
 * of a kept rule, the rule editor, a pending AI proposal with Accept / Discard, and the actions move up / down,
 * split, merge with next, move to the other list and delete. Every control is named after the criterion id ("Split
 * inc-3") so a screen reader tells the items apart.
 */
import { memo, useCallback, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import MergeIcon from '@mui/icons-material/MergeType';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { Rule, RuleScope } from '../../../dataProvider/types';
import { ruleSummary, scopeSummary } from '../../../resources/trials/criteria/ruleSummary';
import { PARSE, type DraftCriterion, type DraftRule } from './draft';
import { RuleEditor } from './RuleEditor';
import { choicesOf, labelOf } from '../../../../contracts/labels';

/** What the card asks its list to do. */
export interface CriterionActions {
  onText: (key: string, text: string) => void;
  onRule: (key: string, rule: DraftRule) => void;
  onRuleProblem: (key: string, problem: string | null) => void;
  onSiteOnly: (key: string, siteOnly: boolean) => void;
  onScope: (key: string, scope: RuleScope) => void;
  onInformational: (key: string, informational: boolean) => void;
  onMove: (key: string, direction: -1 | 1) => void;
  onSplit: (key: string, first: string, second: string) => void;
  onMerge: (key: string) => void;
  onSwitchKind: (key: string) => void;
  onDelete: (key: string) => void;
  onAccept: (key: string) => void;
  onDiscard: (key: string) => void;
  onFocus: (key: string | null) => void;
}

/** Props of CriterionCard: the item, its place in its list and what its actions may do. */
export interface CriterionCardProps extends CriterionActions {
  item: DraftCriterion;
  /** Its position in its list (1-based). */
  position: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canMerge: boolean;
  /** The server's complaint about this item after a failed save. */
  error?: string;
}

/** The rule line: summary chip, "No rule", or "structured on save". */
function RuleChip({ rule }: { rule: DraftRule }) {
  if (rule === PARSE) return <Chip size="small" variant="outlined" color="info" label="Rule: structured from the text on save" />;
  if (!rule) return <Chip size="small" variant="outlined" label="No rule" sx={{ color: 'text.secondary' }} />;
  return <Chip size="small" color="primary" variant="outlined" label={ruleSummary(rule as Rule)} />;
}

/** The scope choices of a kept rule, as staff read them. */
const SCOPE_CHOICES = choicesOf('ruleScope');

/** The criterion card (memoised: typing in one card re-renders only that card). */
export const CriterionCard = memo(function CriterionCard(props: CriterionCardProps) {
  const { item, position, error } = props;
  const [ruleOpen, setRuleOpen] = useState(false);
  const [splitAt, setSplitAt] = useState<number | null>(null);
  const cursor = useRef<number | null>(null);
  const siteOnly = item.answerableBy === 'site';
  const label = item.id;
  // a text left to the parser gets its scope anew on save: nothing to say about it yet
  const scope = item.rule === PARSE ? null : scopeSummary(item);
  const keptRule = item.rule !== PARSE && item.rule !== null;
  const { onRule, onRuleProblem } = props;
  const changeRule = useCallback((rule: DraftRule) => onRule(item.key, rule), [onRule, item.key]);
  const reportProblem = useCallback((problem: string | null) => onRuleProblem(item.key, problem), [onRuleProblem, item.key]);

  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`${labelOf.criterionKind(item.kind)} criterion ${position}: ${item.id}`}
      sx={{ p: 1.5, listStyle: 'none', borderColor: error ? 'error.main' : undefined }}
      onFocus={() => props.onFocus(item.key)}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {position}. {item.id}
        </Typography>
        <RuleChip rule={item.rule} />
        {siteOnly && <Chip size="small" color="warning" label="Site only" />}
        {item.source === 'record' && <Chip size="small" variant="outlined" label="From the record" />}
        <Box sx={{ flex: 1 }} />
        <Tooltip title="Move up">
          <span>
            <IconButton size="small" aria-label={`Move ${label} up`} disabled={!props.canMoveUp} onClick={() => props.onMove(item.key, -1)}>
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton size="small" aria-label={`Move ${label} down`} disabled={!props.canMoveDown} onClick={() => props.onMove(item.key, 1)}>
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Split into two (at the cursor)">
          <IconButton
            size="small"
            aria-label={`Split ${label}`}
            onClick={() =>
              setSplitAt(cursor.current !== null && cursor.current > 0 && cursor.current < item.text.length ? cursor.current : item.text.length)
            }
          >
            <CallSplitIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Merge with the next criterion">
          <span>
            <IconButton size="small" aria-label={`Merge ${label} with the next`} disabled={!props.canMerge} onClick={() => props.onMerge(item.key)}>
              <MergeIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={`Move to ${item.kind === 'inclusion' ? 'exclusion' : 'inclusion'}`}>
          <IconButton
            size="small"
            aria-label={`Move ${label} to ${item.kind === 'inclusion' ? 'exclusion' : 'inclusion'}`}
            onClick={() => props.onSwitchKind(item.key)}
          >
            <SwapHorizIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton size="small" aria-label={`Delete ${label}`} onClick={() => props.onDelete(item.key)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {item.context.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {item.context.join(' › ')}
        </Typography>
      )}
      {scope && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {scope}
        </Typography>
      )}
      <TextField
        label={`Text of ${label}`}
        value={item.text}
        onChange={(e) => props.onText(item.key, e.target.value)}
        onSelect={(e) => (cursor.current = (e.target as HTMLTextAreaElement).selectionStart ?? null)}
        multiline
        minRows={1}
        fullWidth
        size="small"
        error={!item.text.trim()}
        helperText={!item.text.trim() ? 'A criterion needs a text' : undefined}
        sx={{ mt: 1.5 }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={siteOnly}
              onChange={(e) => props.onSiteOnly(item.key, e.target.checked)}
              slotProps={{ input: { 'aria-label': `Site only: ${label}` } }}
            />
          }
          label="Site only"
        />
        {/* a text left to the parser is judged anew on save, headers and placeholders included */}
        {item.rule !== PARSE && (
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={item.informational === true}
                onChange={(e) => props.onInformational(item.key, e.target.checked)}
                slotProps={{ input: { 'aria-label': `Not a requirement: ${label}` } }}
              />
            }
            label="Not a requirement"
          />
        )}
        {keptRule && (
          <TextField
            select
            size="small"
            fullWidth={false}
            label={`Scope of ${label}`}
            value={item.scope ?? 'exact'}
            onChange={(e) => props.onScope(item.key, e.target.value as RuleScope)}
            sx={{ minWidth: 240 }}
          >
            {SCOPE_CHOICES.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button size="small" aria-expanded={ruleOpen} onClick={() => setRuleOpen(!ruleOpen)}>
          {ruleOpen ? 'Hide rule' : 'Edit rule'}
        </Button>
      </Stack>
      {ruleOpen && <RuleEditor criterionId={label} rule={item.rule} onChange={changeRule} onProblem={reportProblem} />}
      {item.proposedRule && (
        <Alert
          severity="info"
          sx={{ mt: 1.5 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="contained" aria-label={`Accept the proposed rule for ${label}`} onClick={() => props.onAccept(item.key)}>
                Accept
              </Button>
              <Button size="small" aria-label={`Discard the proposed rule for ${label}`} onClick={() => props.onDiscard(item.key)}>
                Discard
              </Button>
            </Stack>
          }
        >
          AI proposal: <strong>{ruleSummary(item.proposedRule)}</strong>
          {item.proposedRule.answerableBy === 'site' ? ' (site only)' : ''}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      {splitAt !== null && (
        <SplitDialog
          id={label}
          text={item.text}
          at={splitAt}
          onCancel={() => setSplitAt(null)}
          onSplit={(first, second) => {
            setSplitAt(null);
            props.onSplit(item.key, first, second);
          }}
        />
      )}
    </Paper>
  );
});

/** Splits a criterion's text in two: prefilled at the cursor, both parts editable. */
function SplitDialog({
  id,
  text,
  at,
  onCancel,
  onSplit,
}: {
  id: string;
  text: string;
  at: number;
  onCancel: () => void;
  onSplit: (first: string, second: string) => void;
}) {
  const [first, setFirst] = useState(text.slice(0, at).trim());
  const [second, setSecond] = useState(text.slice(at).trim());
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="md" aria-labelledby="split-title">
      <DialogTitle id="split-title">Split {id} into two criteria</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The text is cut where the cursor was; adjust both parts. Each part becomes a criterion of its own and is structured again by the parser when
          you save.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField label="First criterion" value={first} onChange={(e) => setFirst(e.target.value)} multiline minRows={2} autoFocus />
          <TextField label="Second criterion" value={second} onChange={(e) => setSecond(e.target.value)} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={!first.trim() || !second.trim()} onClick={() => onSplit(first, second)}>
          Split
        </Button>
      </DialogActions>
    </Dialog>
  );
}
