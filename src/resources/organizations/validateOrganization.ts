/**
 * Validation of the organisation forms: the shared request schema (organizationCreate / organizationPatch) plus a
 * check that the time zone is an IANA name the browser knows (e.g. America/Chicago), since a wrong zone would shift
 * every site-visit time shown to the organisation.
 */
import type { z } from 'zod';
import { zodValidator } from '../../lib/zodValidator';

/** True when `timeZone` is a time zone name Intl accepts. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A form validate function: schema errors, and `timezone` when it is not a known zone. */
export function organizationValidator(schema: z.ZodObject<z.ZodRawShape>) {
  const bySchema = zodValidator(schema);
  return (values: Record<string, unknown>): Record<string, string> => {
    const errors = bySchema(values);
    const zone = values.timezone;
    if (!errors.timezone && typeof zone === 'string' && zone.trim() && !isValidTimeZone(zone.trim())) {
      errors.timezone = 'Unknown time zone: use an IANA name such as America/Chicago';
    }
    return errors;
  };
}
