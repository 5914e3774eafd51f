/**
 * The visitor's identity check in the public chat ("Public chat", verification): step 1, first name, last
 * name, date of birth and a phone number or an email address (toggle) → a 6-digit code is sent; step 2, "We sent a
 * code to •••• 4567", the code field (numeric keyboard, one-time-code autofill) and "Send a new code". Client
 * validation messages come from verification.ts; the server's 400 field messages are shown on the same fields.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { toast } from 'sonner';
import { CHAT_OTP } from '../../../contracts/constants';
import type { VisitorDetails } from './types';
import type { StepErrors } from './useConversation';
import {
  DETAILS_FIELDS,
  EMPTY_DETAILS,
  toVisitorDetails,
  todayIso,
  validateCode,
  validateDetails,
  type ContactChannel,
  type DetailsErrors,
  type DetailsField,
  type DetailsValues,
} from './verification';

export interface VerificationFormProps {
  /** Where the pending code went (masked, e.g. "•••• 4567"), or null before a code was sent. */
  codeSentTo: string | null;
  busy: boolean;
  sendCode: (details: VisitorDetails) => Promise<StepErrors>;
  checkCode: (code: string) => Promise<StepErrors>;
}

/** Step 1: the details form. Values are kept by the parent so "Send a new code" can send them again. */
export function DetailsForm({
  values,
  onChange,
  errors,
  formError,
  busy,
  onSubmit,
}: {
  values: DetailsValues;
  onChange: (values: DetailsValues) => void;
  errors: DetailsErrors;
  formError: string | null;
  busy: boolean;
  onSubmit: () => void;
}) {
  const field = (name: keyof DetailsValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange({ ...values, [name]: e.target.value }),
    error: Boolean(errors[name as keyof DetailsErrors]),
    helperText: errors[name as keyof DetailsErrors] ?? ' ',
    fullWidth: true,
    size: 'small' as const,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="chat-verify-title">
      <Typography id="chat-verify-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
        Confirm who you are
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        We will send you a {CHAT_OTP.digits}-digit code to check it is you.
      </Typography>
      <Stack spacing={0.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1.5 }}>
          <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        </Stack>
        <TextField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          required
          {...field('dateOfBirth')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso(), min: '1900-01-01' } }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={values.channel}
          onChange={(_, channel: ContactChannel | null) => channel && onChange({ ...values, channel })}
          aria-label="Send the code by"
          sx={{ mb: 1.5 }}
        >
          <ToggleButton value="phone">Text message</ToggleButton>
          <ToggleButton value="email">Email</ToggleButton>
        </ToggleButtonGroup>
        {values.channel === 'phone' ? (
          <TextField
            label="Mobile phone number"
            type="tel"
            autoComplete="tel"
            required
            {...field('phone')}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        ) : (
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            required
            {...field('email')}
            slotProps={{ htmlInput: { inputMode: 'email' } }}
          />
        )}
        {formError && <Alert severity="error">{formError}</Alert>}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start', mt: 1 }}>
          Send code
        </Button>
      </Stack>
    </Box>
  );
}

/** Step 2: the code. */
export function CodeForm({
  destination,
  busy,
  onCheck,
  onResend,
  onChangeDetails,
}: {
  destination: string;
  busy: boolean;
  onCheck: (code: string) => Promise<StepErrors>;
  onResend: () => void;
  onChangeDetails: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateCode(code);
    setError(invalid);
    setFormError(null);
    if (invalid) return;
    const errors = await onCheck(code);
    if (errors) {
      setError(errors.code ?? null);
      setFormError(errors.form ?? null);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="chat-code-title">
      <Typography id="chat-code-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        We sent a code to {destination}
      </Typography>
      <Stack spacing={1}>
        <TextField
          label={`${CHAT_OTP.digits}-digit code`}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CHAT_OTP.digits))}
          error={Boolean(error)}
          helperText={error ?? ' '}
          autoComplete="one-time-code"
          autoFocus
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: CHAT_OTP.digits } }}
          sx={{ maxWidth: 220 }}
        />
        {formError && <Alert severity="warning">{formError}</Alert>}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            Verify
          </Button>
          <Button variant="text" disabled={busy} onClick={onResend}>
            Send a new code
          </Button>
          <Button variant="text" disabled={busy} onClick={onChangeDetails}>
            Change details
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * The two-step verification. After a reload during step 2 the details are gone, so "Send a new code" goes back to
 * step 1.
 */
export function VerificationForm({ codeSentTo, busy, sendCode, checkCode }: VerificationFormProps) {
  const [values, setValues] = useState<DetailsValues>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const requestCode = async (again = false) => {
    const invalid = validateDetails(values);
    setErrors(invalid);
    setFormError(null);
    if (Object.keys(invalid).length > 0) {
      setEditing(true);
      return;
    }
    const result = await sendCode(toVisitorDetails(values));
    if (!result) {
      if (again) toast.success('We sent you a new code.');
      setEditing(false);
      setSentOnce(true);
      return;
    }
    const byField: DetailsErrors = {};
    const other: string[] = [];
    for (const [name, message] of Object.entries(result)) {
      if ((DETAILS_FIELDS as readonly string[]).includes(name)) byField[name as DetailsField] = message;
      else other.push(message);
    }
    setErrors(byField);
    setFormError(other[0] ?? (Object.keys(byField).length > 0 ? 'Check the highlighted fields.' : null));
    setEditing(true);
  };

  if (codeSentTo && !editing) {
    return (
      <CodeForm
        key={codeSentTo}
        destination={codeSentTo}
        busy={busy}
        onCheck={checkCode}
        onResend={() => (sentOnce ? void requestCode(true) : setEditing(true))}
        onChangeDetails={() => setEditing(true)}
      />
    );
  }
  return <DetailsForm values={values} onChange={setValues} errors={errors} formError={formError} busy={busy} onSubmit={() => void requestCode()} />;
}
