/**
 * The public chat's identity check ("Public chat", verification): client validation messages, the request
 * details (only the chosen channel), the server's 400 field messages landing on the right field, and the code step.
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/dataProvider/httpClient';
import { classifyFailure, fieldIssues, LINK_INVALID, NOT_SENT, TOO_FAST, TOO_LONG } from '../../../src/custom-pages/chat/chatErrors';
import { CodeForm, DetailsForm } from '../../../src/custom-pages/chat/VerificationForm';
import { EMPTY_DETAILS, toVisitorDetails, validateCode, validateDetails, type DetailsValues } from '../../../src/custom-pages/chat/verification';

const NOW = new Date(2026, 0, 15, 12);
const valid: DetailsValues = {
  firstName: ' Ana ',
  lastName: 'Silva',
  dateOfBirth: '1980-04-02',
  channel: 'phone',
  phone: '(555) 010-4567',
  email: '',
};

const apiError = (status: number, body: unknown = {}) => new ApiError({ message: 'x', status, statusText: 'x', body });

describe('chat verification form', () => {
  it('asks for every field of an empty form', () => {
    expect(validateDetails(EMPTY_DETAILS, NOW)).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      dateOfBirth: 'Enter your date of birth',
      phone: 'Enter your phone number',
    });
    expect(validateDetails({ ...EMPTY_DETAILS, channel: 'email' }, NOW).email).toBe('Enter your email address');
  });

  it('rejects a future or implausible date of birth, a short phone number and a malformed email', () => {
    expect(validateDetails({ ...valid, dateOfBirth: '2026-02-01' }, NOW).dateOfBirth).toBe('Your date of birth cannot be in the future');
    expect(validateDetails({ ...valid, dateOfBirth: '1850-01-01' }, NOW).dateOfBirth).toBe('Enter a valid date of birth');
    // a day the month does not have
    expect(validateDetails({ ...valid, dateOfBirth: '1980-02-30' }, NOW).dateOfBirth).toBe('Enter a valid date of birth');
    expect(validateDetails({ ...valid, dateOfBirth: '1981-02-29' }, NOW).dateOfBirth).toBe('Enter a valid date of birth');
    expect(validateDetails({ ...valid, phone: '12-34' }, NOW).phone).toBe('Enter a valid phone number');
    expect(validateDetails({ ...valid, channel: 'email', email: 'ana@' }, NOW).email).toBe('Enter a valid email address');
    expect(validateDetails(valid, NOW)).toEqual({});
  });

  it('sends only the chosen channel, trimmed', () => {
    expect(toVisitorDetails({ ...valid, email: 'ana@example.com' })).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      dateOfBirth: '1980-04-02',
      phone: '(555) 010-4567',
    });
    expect(toVisitorDetails({ ...valid, channel: 'email', email: ' ana@example.com ' })).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      dateOfBirth: '1980-04-02',
      email: 'ana@example.com',
    });
  });

  it('puts the server 400 messages on the field they name', () => {
    const error = apiError(400, {
      statusCode: 400,
      message: 'Invalid input',
      issues: [
        { path: ['body', 'phone'], message: 'not a valid phone number' },
        { path: ['body', 'dateOfBirth'], message: 'must be a date YYYY-MM-DD' },
      ],
    });
    expect(fieldIssues(error)).toEqual({ phone: 'Not a valid phone number', dateOfBirth: 'Must be a date YYYY-MM-DD' });
    expect(fieldIssues(apiError(422))).toEqual({});
  });

  it('shows the messages on their fields, with the phone/email toggle', () => {
    const html = renderToStaticMarkup(
      h(DetailsForm, {
        values: EMPTY_DETAILS,
        onChange: () => {},
        errors: { firstName: 'Enter your first name', phone: 'Not a valid phone number' },
        formError: null,
        busy: false,
        onSubmit: () => {},
      }),
    );
    for (const label of ['First name', 'Last name', 'Date of birth', 'Mobile phone number', 'Text message', 'Email']) expect(html).toContain(label);
    expect(html).toContain('Enter your first name');
    expect(html).toContain('Not a valid phone number');
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
    expect(html).toContain('autoComplete="tel"');
  });

  it('asks for the 6-digit code sent to the masked destination, with a numeric one-time-code field', () => {
    const html = renderToStaticMarkup(
      h(CodeForm, { destination: '•••• 4567', busy: false, onCheck: async () => null, onResend: () => {}, onChangeDetails: () => {} }),
    );
    expect(html).toContain('We sent a code to •••• 4567');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('autoComplete="one-time-code"');
    expect(html).toContain('Send a new code');
    expect(validateCode('12345')).toBe('Enter the 6-digit code');
    expect(validateCode(' 123456 ')).toBeNull();
  });
});

describe('chat errors', () => {
  it('says what happened: too fast, too long, link gone, retry on network trouble', () => {
    expect(classifyFailure(apiError(429))).toEqual({ kind: 'notice', message: TOO_FAST });
    expect(classifyFailure(apiError(413))).toEqual({ kind: 'notice', message: TOO_LONG });
    expect(classifyFailure(apiError(404))).toEqual({ kind: 'gone', message: LINK_INVALID });
    expect(classifyFailure(apiError(0))).toEqual({ kind: 'retry', message: NOT_SENT });
    expect(classifyFailure(apiError(503))).toEqual({ kind: 'retry', message: NOT_SENT });
    expect(classifyFailure(apiError(409, { message: 'Verify first' }))).toEqual({ kind: 'notice', message: 'Verify first' });
  });
});
