/**
 * The visitor's identity check, client side ("Public chat", verification; body `chatVerify` of
 * contracts/chatConversations.ts): the form's values, their validation messages and the request details built from them.
 * The server checks again and its 400 field messages are shown on the same fields.
 */
import { CHAT_OTP } from '../../../contracts/constants';
import { isCalendarDate } from '../../routing/searchParams';
import type { VisitorDetails } from './types';

/** Where the one-time code goes: a text message to a phone, or an email. */
export type ContactChannel = 'phone' | 'email';

/** The details form as typed (all strings; `dateOfBirth` is YYYY-MM-DD from `<input type="date">`). */
export interface DetailsValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  channel: ContactChannel;
  phone: string;
  email: string;
}

/** The fields of the details form, named as in the request body (so the server's issues land on them). */
export const DETAILS_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'phone', 'email'] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export const EMPTY_DETAILS: DetailsValues = { firstName: '', lastName: '', dateOfBirth: '', channel: 'phone', phone: '', email: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Today as YYYY-MM-DD in the visitor's time zone (the `max` of the date-of-birth field). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Validation messages by field; empty when the form can be sent. A date of birth must be a real date between
 * 1900-01-01 and today; a phone needs 7 to 15 digits; only the chosen channel is checked.
 */
export function validateDetails(values: DetailsValues, now: Date = new Date()): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'Enter your first name';
  if (!values.lastName.trim()) errors.lastName = 'Enter your last name';
  const dob = values.dateOfBirth.trim();
  if (!dob) errors.dateOfBirth = 'Enter your date of birth';
  else if (!isCalendarDate(dob)) errors.dateOfBirth = 'Enter a valid date of birth';
  else if (dob > todayIso(now)) errors.dateOfBirth = 'Your date of birth cannot be in the future';
  else if (dob < '1900-01-01') errors.dateOfBirth = 'Enter a valid date of birth';
  if (values.channel === 'phone') {
    const digits = values.phone.replace(/\D/g, '');
    if (!values.phone.trim()) errors.phone = 'Enter your phone number';
    else if (digits.length < 7 || digits.length > 15) errors.phone = 'Enter a valid phone number';
  } else if (!values.email.trim()) errors.email = 'Enter your email address';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  return errors;
}

/** The request details of valid form values: trimmed, with only the chosen channel's field. */
export function toVisitorDetails(values: DetailsValues): VisitorDetails {
  const base = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), dateOfBirth: values.dateOfBirth.trim() };
  return values.channel === 'phone' ? { ...base, phone: values.phone.trim() } : { ...base, email: values.email.trim() };
}

/** The validation message of a one-time code, or null when it is CHAT_OTP.digits (6) digits. */
export function validateCode(code: string): string | null {
  return new RegExp(`^\\d{${CHAT_OTP.digits}}$`).test(code.trim()) ? null : `Enter the ${CHAT_OTP.digits}-digit code`;
}
