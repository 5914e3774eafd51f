/**
 * "Preview" of the form builder: the form as the candidate sees it — plain questions without trial names, ids or
 * criteria — either one question at a time (Back / Next, "Question 3 of 12") or as one scrollable list. Branching is
 * live: a follow-up appears only when the question it depends on gets the answer it waits for, and disappears (its
 * answer ignored) when that answer changes. A question's `preface` (a gentle sentence before a personal question) is
 * shown just before it, as the chat says it. Nothing is saved.
 */
import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { FormContent, FormResponses, Question } from '../../../dataProvider/types';
import { visibleQuestions } from './formOps';

type Layout = 'one' | 'list';

const DURATION_UNITS = ['days', 'weeks', 'months', 'years'] as const;

/** The answer field(s) of one question; `value` is the response so far. */
function AnswerInput({
  question: q,
  value,
  onChange,
  labelId,
}: {
  question: Question;
  value: unknown;
  onChange: (v: unknown) => void;
  labelId: string;
}) {
  switch (q.answerType) {
    case 'yes_no_unsure':
      return (
        <RadioGroup row aria-labelledby={labelId} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)}>
          <FormControlLabel value="yes" control={<Radio />} label="Yes" />
          <FormControlLabel value="no" control={<Radio />} label="No" />
          <FormControlLabel value="unsure" control={<Radio />} label="Not sure" />
        </RadioGroup>
      );
    case 'choice':
      return (
        <RadioGroup
          aria-labelledby={labelId}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(q.choices?.find((c) => String(c.value) === e.target.value)?.value ?? e.target.value)}
        >
          {(q.choices ?? []).map((c) => (
            <FormControlLabel key={String(c.value)} value={String(c.value)} control={<Radio />} label={c.label || String(c.value)} />
          ))}
        </RadioGroup>
      );
    case 'number':
      return (
        <TextField
          type="number"
          size="small"
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          slotProps={{
            htmlInput: { 'aria-labelledby': labelId, inputMode: 'decimal' },
            input: q.unit ? { endAdornment: <InputAdornment position="end">{q.unit}</InputAdornment> } : undefined,
          }}
          sx={{ maxWidth: 220 }}
        />
      );
    case 'date':
      return (
        <TextField
          type="date"
          size="small"
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value || undefined)}
          slotProps={{ htmlInput: { 'aria-labelledby': labelId } }}
          sx={{ maxWidth: 220 }}
        />
      );
    case 'duration': {
      const d = (value as { value?: number; unit?: string } | undefined) ?? {};
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            type="number"
            size="small"
            label="How many"
            fullWidth={false}
            value={d.value ?? ''}
            onChange={(e) => onChange(e.target.value === '' ? undefined : { value: Number(e.target.value), unit: d.unit ?? 'months' })}
            sx={{ maxWidth: 140 }}
          />
          <TextField
            select
            size="small"
            label="Unit"
            fullWidth={false}
            value={d.unit ?? 'months'}
            onChange={(e) => onChange({ value: d.value ?? 0, unit: e.target.value })}
            sx={{ minWidth: 120 }}
          >
            {DURATION_UNITS.map((u) => (
              <MenuItem key={u} value={u}>
                {u}
              </MenuItem>
            ))}
          </TextField>
          <Typography>ago</Typography>
        </Stack>
      );
    }
    default:
      return (
        <TextField
          multiline
          minRows={2}
          size="small"
          fullWidth
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value || undefined)}
          slotProps={{ htmlInput: { 'aria-labelledby': labelId } }}
        />
      );
  }
}

/**
 * One question as the candidate sees it: its preface, the wording, the study's full wording under "More detail", the
 * answer.
 */
function CandidateQuestion({
  question,
  number,
  value,
  onChange,
}: {
  question: Question;
  number?: number;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const labelId = `preview-${question.id}`;
  const [more, setMore] = useState(false);
  return (
    <Box>
      {/* before the fieldset, whose legend must come first */}
      {question.preface && (
        <Typography color="text.secondary" sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>
          {question.preface}
        </Typography>
      )}
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel id={labelId} component="legend" sx={{ color: 'text.primary', fontSize: '1.1rem', mb: 1 }}>
          {number !== undefined ? `${number}. ` : ''}
          {question.text}
        </FormLabel>
        {question.help && (
          <Box sx={{ mb: 1 }}>
            <Button size="small" onClick={() => setMore(!more)} aria-expanded={more} sx={{ px: 0 }}>
              {more ? 'Less detail' : 'More detail'}
            </Button>
            {more && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                {question.help}
              </Typography>
            )}
          </Box>
        )}
        <AnswerInput question={question} value={value} onChange={onChange} labelId={labelId} />
      </FormControl>
    </Box>
  );
}

/** The preview dialog of `content`. */
export function FormPreview({ content, title, onClose }: { content: FormContent; title: string; onClose: () => void }) {
  const [layout, setLayout] = useState<Layout>('one');
  const [responses, setResponses] = useState<FormResponses>({});
  const [step, setStep] = useState(0);
  const visible = useMemo(() => visibleQuestions(content, responses), [content, responses]);
  const answer = (id: string) => (v: unknown) => setResponses((r) => ({ ...r, [id]: v }));
  const done = step >= visible.length;
  const current = visible[Math.min(step, visible.length - 1)];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="preview-title" scroll="paper">
      <DialogTitle id="preview-title">
        Preview: {title}
        <Typography variant="body2" color="text.secondary">
          What the candidate sees. Answers are not saved.
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <ToggleButtonGroup size="small" exclusive value={layout} onChange={(_e, v: Layout | null) => v && setLayout(v)} aria-label="Preview layout">
            <ToggleButton value="one">One at a time</ToggleButton>
            <ToggleButton value="list">All questions</ToggleButton>
          </ToggleButtonGroup>
          <Button
            size="small"
            onClick={() => {
              setResponses({});
              setStep(0);
            }}
          >
            Start again
          </Button>
        </Stack>
        {visible.length === 0 ? (
          <Typography>This form has no questions for the candidate.</Typography>
        ) : layout === 'list' ? (
          <Stack spacing={3} component="form" aria-label="Prescreen questions" onSubmit={(e) => e.preventDefault()}>
            {visible.map((q, i) => (
              <CandidateQuestion key={q.id} question={q} number={i + 1} value={responses[q.id]} onChange={answer(q.id)} />
            ))}
          </Stack>
        ) : done ? (
          <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
            <Typography variant="h6" component="p">
              That's all the questions. Thank you!
            </Typography>
            <Typography color="text.secondary">The study team will look at your answers and get in touch.</Typography>
          </Box>
        ) : (
          <Box>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              Question {step + 1} of {visible.length}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(100 * step) / visible.length}
              aria-label="Progress through the questions"
              sx={{ my: 1.5 }}
            />
            <CandidateQuestion key={current.id} question={current} value={responses[current.id]} onChange={answer(current.id)} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {layout === 'one' && visible.length > 0 && (
          <>
            <Button disabled={step === 0} onClick={() => setStep((s) => Math.max(0, Math.min(s, visible.length) - 1))}>
              Back
            </Button>
            {!done && (
              <Button variant="contained" onClick={() => setStep((s) => s + 1)}>
                {step === visible.length - 1 ? 'Finish' : 'Next'}
              </Button>
            )}
          </>
        )}
        <Button onClick={onClose}>Close preview</Button>
      </DialogActions>
    </Dialog>
  );
}
