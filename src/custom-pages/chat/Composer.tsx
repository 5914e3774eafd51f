/**
 * The visitor's side of the public chat ("Public chat"): quick-reply buttons of the waiting agent line
 * (choice, yes/no, consent; pressing one sends its `send` text), a month picker when the question has a `datePicker`
 * (`<input type="month">`, max from `datePicker.max`), and the message field with a Send button: Enter sends and
 * Shift+Enter adds a line, the unit of a number question is an adornment ("ft / in" for a height asked in feet and
 * inches), the example is the placeholder, a phone shows the keyboard the answer needs (`AnswerAids.keyboard`), and
 * the count against CHAT_MESSAGE_MAX_CHARS (2 000 characters) is shown.
 */
import { useState, type KeyboardEvent, type RefObject } from 'react';
import { Box, Button, InputAdornment, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_MESSAGE_MAX_CHARS } from '../../../contracts/constants';
import { monthAnswer, type AnswerAids, type QuickReply } from './transcript';

/** The quick-reply buttons; pressing one calls `onSend(reply.send)`. Hook-free. */
export function QuickReplies({ replies, disabled, onSend }: { replies: readonly QuickReply[]; disabled: boolean; onSend: (text: string) => void }) {
  if (replies.length === 0) return null;
  return (
    <Stack direction="row" role="group" aria-label="Quick replies" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {replies.map((reply) => (
        <Button
          key={`${reply.label}|${reply.send}`}
          variant="outlined"
          size="medium"
          disabled={disabled}
          onClick={() => onSend(reply.send)}
          sx={{ borderRadius: 5, textTransform: 'none' }}
        >
          {reply.label}
        </Button>
      ))}
    </Stack>
  );
}

/** A month field (YYYY-MM, at most `max`) with its own Send button; sends "March 2021". */
export function MonthPicker({ max, disabled, onSend }: { max: string | undefined; disabled: boolean; onSend: (text: string) => void }) {
  const [month, setMonth] = useState('');
  const answer = monthAnswer(month);
  const tooLate = Boolean(max && month && month > max);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        type="month"
        label="Pick a month"
        size="small"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        error={tooLate}
        helperText={tooLate ? 'Pick a month that is not in the future' : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max } }}
        sx={{ flex: 1 }}
      />
      <Button variant="contained" disabled={disabled || !answer || tooLate} onClick={() => answer && onSend(answer)} sx={{ mt: 0.25 }}>
        Send month
      </Button>
    </Stack>
  );
}

export interface ComposerProps {
  aids: AnswerAids;
  draft: string;
  onDraftChange: (text: string) => void;
  /** Sends a message: `typed` when it comes from the message field (not a quick reply or the month picker). */
  onSend: (text: string, typed: boolean) => void;
  /** A request is in flight: nothing can be sent. */
  busy: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** The composer: quick replies, month picker and message field. */
export function Composer({ aids, draft, onDraftChange, onSend, busy, inputRef }: ComposerProps) {
  const length = draft.length;
  const tooLong = length > CHAT_MESSAGE_MAX_CHARS;
  const canSend = !busy && !tooLong && draft.trim().length > 0;
  const submit = (e: { preventDefault: () => void }) => {
    e.preventDefault();
    if (canSend) onSend(draft, true);
  };
  const sendChoice = (text: string) => onSend(text, false);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };
  return (
    <Stack spacing={1.5}>
      <QuickReplies replies={aids.quickReplies} disabled={busy} onSend={sendChoice} />
      {aids.datePicker && <MonthPicker max={aids.datePicker.monthMax} disabled={busy} onSend={sendChoice} />}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          fullWidth
          multiline
          maxRows={4}
          size="small"
          label="Your message"
          value={draft}
          onChange={(e) => onDraftChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={aids.example ?? 'Type your answer'}
          error={tooLong}
          helperText={tooLong ? `Too long: ${length} of ${CHAT_MESSAGE_MAX_CHARS} characters` : `${length} / ${CHAT_MESSAGE_MAX_CHARS}`}
          inputRef={inputRef}
          slotProps={{
            input: aids.unit ? { endAdornment: <InputAdornment position="end">{aids.unit}</InputAdornment> } : undefined,
            htmlInput: { inputMode: aids.keyboard, enterKeyHint: 'send' },
            formHelperText: { sx: { textAlign: 'right', mx: 0 } },
          }}
        />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!canSend} sx={{ mt: 0.25, flexShrink: 0 }}>
          Send
        </Button>
      </Box>
    </Stack>
  );
}
