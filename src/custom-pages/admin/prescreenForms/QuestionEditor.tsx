/**
 * One question in the prescreen form builder: its wording, answer type (only the types that can give the answer
 * part the eligibility rules read), unit for numbers, choices, branching ("Show only if" an earlier question was
 * answered a given way), the criteria it decides (per trial), and reordering — up / down buttons or dragging the
 * handle within the same list. Controls are named after the question's position ("Question 3 wording").
 *
 * It also shows who the question is asked of (`appliesTo` in words: "Asked of women aged 10–60 only"), what a yes
 * means when the answer is stored inverted (`invert`: "A yes means the criterion is not met"), and the gentle
 * `preface` said before it (editable; "Add a preface" when it has none), with the server's form checks that name it.
 */
import { memo, useState, type DragEvent } from 'react';
import { Box, Button, Chip, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import type { AnswerType, Choice, Question } from '../../../dataProvider/types';
import { appliesToWords, invertWords, typesForPart } from './formOps';
import { choicesOf } from '../../../../contracts/labels';

/** DOM id of a question's wording field (the form checks link to it). */
export const questionWordingId = (questionId: string) => `question-wording-${questionId}`;

/** What a question row asks the builder to do. */
export interface QuestionActions {
  onChange: (id: string, patch: Partial<Question>) => void;
  onMove: (id: string, direction: -1 | 1) => void;
  onDragStart: (id: string) => void;
  onDropOn: (id: string) => void;
  canDropOn: (id: string) => boolean;
}

/** A question that comes earlier in the form, with its number (what a showIf may name). */
export interface EarlierQuestion {
  question: Question;
  number: number;
}

/**
 * Props are kept stable between edits of other questions (the builder passes the parent question, a memoised name
 * table and functions reading the latest content), so typing in one question re-renders that row only — a form of
 * several trials has hundreds of questions.
 */
export interface QuestionEditorProps extends QuestionActions {
  question: Question;
  /** Number shown to staff (position in the form). */
  number: number;
  isFirst: boolean;
  isLast: boolean;
  /** The question its showIf names, with its number (undefined without branching). */
  parent?: EarlierQuestion;
  /** Trial id → NCT ID (or title), for the criteria the question decides. */
  trialNames: Readonly<Record<string, string>>;
  /** The questions before this one (read when the "shown" menu opens). */
  earlierThan: (id: string) => EarlierQuestion[];
  /** Problems of this question found by the content checks. */
  issues: readonly string[];
  /** Messages of the server's form checks that name this question (warnings; the save is not held). */
  checks?: readonly string[];
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unsure', label: 'Not sure' },
];

/** The "Show only if" value of a question without branching. */
const ALWAYS = 'always';

const short = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The values a showIf on `parent` can wait for. */
function equalsOptions(parent: Question | undefined): { value: string; label: string }[] | null {
  if (!parent) return null;
  if (parent.answerType === 'yes_no_unsure') return YES_NO;
  if (parent.answerType === 'choice') return (parent.choices ?? []).map((c) => ({ value: String(c.value), label: c.label }));
  return null;
}

/** The editable choices of a choice question. */
function ChoicesEditor({ label, choices, onChange }: { label: string; choices: Choice[]; onChange: (choices: Choice[]) => void }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        Choices (the value is what the eligibility rules read)
      </Typography>
      <Stack spacing={1}>
        {choices.map((c, i) => (
          <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label={`${label} choice ${i + 1} label`}
              value={c.label}
              onChange={(e) => onChange(choices.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
              sx={{ flex: 2 }}
            />
            <TextField
              size="small"
              label={`${label} choice ${i + 1} value`}
              value={String(c.value)}
              onChange={(e) =>
                onChange(
                  choices.map((x, j) =>
                    j === i
                      ? {
                          ...x,
                          value:
                            typeof x.value === 'number' && e.target.value.trim() !== '' && !Number.isNaN(Number(e.target.value))
                              ? Number(e.target.value)
                              : e.target.value,
                        }
                      : x,
                  ),
                )
              }
              sx={{ flex: 1 }}
            />
            <IconButton size="small" aria-label={`Remove ${label} choice ${i + 1}`} onClick={() => onChange(choices.filter((_, j) => j !== i))}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...choices, { value: `option-${choices.length + 1}`, label: '' }])}>
            Add a choice
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The trials a question decides criteria of, with the criteria per trial. */
function feeds(question: Question, names: Readonly<Record<string, string>>) {
  const byTrial = new Map<string, string[]>();
  for (const ref of question.criteria) byTrial.set(ref.trialId, [...(byTrial.get(ref.trialId) ?? []), ref.criterionId]);
  return [...byTrial].map(([trialId, criteria]) => ({ trialId, name: names[trialId] ?? trialId, criteria }));
}

/** The question row (memoised: see QuestionEditorProps). */
export const QuestionEditor = memo(function QuestionEditor(props: QuestionEditorProps) {
  const { question: q, number, issues, parent } = props;
  const label = `Question ${number}`;
  const [shownOpen, setShownOpen] = useState(false);
  // The "shown" menu lists every earlier question only while open; closed, it needs just the current choice.
  const earlier: EarlierQuestion[] = shownOpen ? props.earlierThan(q.id) : parent ? [parent] : [];
  const options = equalsOptions(parent?.question);
  const allowedTypes = typesForPart(q.answerPart);
  const fed = feeds(q, props.trialNames);
  const askedOf = appliesToWords(q.appliesTo);
  const inverted = invertWords(q);
  const [prefaceOpen, setPrefaceOpen] = useState(false);
  const showPreface = q.preface !== undefined || prefaceOpen;
  const checks = props.checks ?? [];

  const onDragOver = (e: DragEvent) => {
    if (props.canDropOn(q.id)) e.preventDefault();
  };

  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`${label}: ${short(q.text, 120)}`}
      onDragOver={onDragOver}
      onDrop={(e) => {
        e.preventDefault();
        props.onDropOn(q.id);
      }}
      sx={{ p: 1.5, listStyle: 'none', borderColor: issues.length ? 'error.main' : checks.length ? 'warning.main' : undefined, ml: q.showIf ? 4 : 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Tooltip title="Drag to reorder">
            <Box
              draggable
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', q.id);
                props.onDragStart(q.id);
              }}
              aria-hidden
              sx={{ cursor: 'grab', color: 'text.secondary', display: 'flex', p: 0.5 }}
            >
              <DragIndicatorIcon fontSize="small" />
            </Box>
          </Tooltip>
          <IconButton size="small" aria-label={`Move ${label} up`} disabled={props.isFirst} onClick={() => props.onMove(q.id, -1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Move ${label} down`} disabled={props.isLast} onClick={() => props.onMove(q.id, 1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {number}.
            </Typography>
            {q.showIf && <Chip size="small" variant="outlined" color="info" label="Follow-up" />}
            {fed.length > 0 && (
              <Typography variant="caption" color="text.secondary">
                {fed.length > 1 ? `Feeds ${fed.length} trials:` : 'Decides'}
              </Typography>
            )}
            {fed.map((f) => (
              <Tooltip key={f.trialId} title={`Decides ${f.criteria.join(', ')}`}>
                <Chip size="small" variant="outlined" label={`${f.name}: ${f.criteria.join(', ')}`} />
              </Tooltip>
            ))}
            {askedOf && <Chip size="small" variant="outlined" color="secondary" label={askedOf} />}
            {inverted && (
              <Tooltip title="The question asks the positive of a criterion worded as a negation, so people answer without a double negative.">
                <Chip size="small" variant="outlined" color="secondary" label={inverted} />
              </Tooltip>
            )}
          </Stack>
          {showPreface ? (
            <TextField
              label={`${label} preface`}
              value={q.preface ?? ''}
              onChange={(e) => {
                // emptied, the field stays open while the row is edited (the preface is removed from the question)
                setPrefaceOpen(true);
                props.onChange(q.id, { preface: e.target.value || undefined });
              }}
              multiline
              fullWidth
              size="small"
              helperText="Said gently before the question, e.g. before the first question on mental health. Leave empty for none."
            />
          ) : (
            <Box>
              <Button size="small" startIcon={<AddIcon />} onClick={() => setPrefaceOpen(true)}>
                Add a preface
              </Button>
            </Box>
          )}
          <TextField
            id={questionWordingId(q.id)}
            label={`${label} wording`}
            value={q.text}
            onChange={(e) => props.onChange(q.id, { text: e.target.value })}
            multiline
            fullWidth
            size="small"
            error={!q.text.trim()}
            helperText={!q.text.trim() ? 'A question needs a wording' : undefined}
          />
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={`${label} answer type`}
              fullWidth={false}
              value={q.answerType}
              onChange={(e) => {
                const answerType = e.target.value as AnswerType;
                props.onChange(q.id, {
                  answerType,
                  unit: answerType === 'number' ? q.unit : undefined,
                  choices: answerType === 'choice' ? (q.choices?.length ? q.choices : [{ value: 'option-1', label: '' }]) : undefined,
                });
              }}
              sx={{ minWidth: 200 }}
            >
              {choicesOf('answerType').map((t) => (
                <MenuItem key={t.id} value={t.id} disabled={!allowedTypes.includes(t.id)}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            {q.answerType === 'number' && (
              <TextField
                size="small"
                fullWidth={false}
                label={`${label} unit`}
                value={q.unit ?? ''}
                onChange={(e) => props.onChange(q.id, { unit: e.target.value || undefined })}
                sx={{ width: 140 }}
              />
            )}
            <TextField
              select
              size="small"
              fullWidth={false}
              label={`${label} shown`}
              value={q.showIf && parent ? q.showIf.questionId : ALWAYS}
              slotProps={{ select: { open: shownOpen, onOpen: () => setShownOpen(true), onClose: () => setShownOpen(false) } }}
              onChange={(e) => {
                const target = earlier.find((p) => p.question.id === e.target.value)?.question;
                if (!target) return props.onChange(q.id, { showIf: undefined });
                const first = equalsOptions(target)?.[0]?.value ?? '';
                props.onChange(q.id, {
                  showIf: { questionId: target.id, equals: target.answerType === 'choice' ? (target.choices?.[0]?.value ?? first) : first },
                });
              }}
              sx={{ minWidth: 240, maxWidth: 420 }}
            >
              <MenuItem value={ALWAYS}>Always</MenuItem>
              {earlier.map((p) => (
                <MenuItem key={p.question.id} value={p.question.id}>
                  Only if {p.number}. {short(p.question.text, 60)}
                </MenuItem>
              ))}
            </TextField>
            {q.showIf &&
              (options ? (
                <TextField
                  select
                  size="small"
                  fullWidth={false}
                  label={`${label} shown when the answer is`}
                  value={String(q.showIf.equals ?? '')}
                  onChange={(e) => {
                    const choice = parent?.question.choices?.find((c) => String(c.value) === e.target.value);
                    props.onChange(q.id, { showIf: { questionId: q.showIf!.questionId, equals: choice ? choice.value : e.target.value } });
                  }}
                  sx={{ minWidth: 200 }}
                >
                  {options.map((o) => (
                    <MenuItem key={o.value} value={o.value}>
                      {o.label || o.value}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField
                  size="small"
                  fullWidth={false}
                  label={`${label} shown when the answer is`}
                  value={String(q.showIf.equals ?? '')}
                  onChange={(e) => props.onChange(q.id, { showIf: { questionId: q.showIf!.questionId, equals: e.target.value } })}
                  sx={{ minWidth: 200 }}
                />
              ))}
          </Stack>
          {q.answerType === 'choice' && (
            <ChoicesEditor label={label} choices={q.choices ?? []} onChange={(choices) => props.onChange(q.id, { choices })} />
          )}
          {q.note && (
            <Typography variant="caption" color="text.secondary">
              Note for staff: {q.note}
            </Typography>
          )}
          {issues.map((m) => (
            <Typography key={m} variant="caption" color="error" role="alert">
              {m}
            </Typography>
          ))}
          {checks.map((m) => (
            <Typography key={m} variant="caption" color="warning.dark">
              Check: {m}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
});
