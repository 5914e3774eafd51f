/**
 * Form validation from the shared zod request schemas (contracts/<domain>.ts), so a form rejects what the server
 * would: `zodValidator(schema)` returns a react-admin / react-hook-form `validate` function mapping the first issue
 * of each field to that field. Only the schema's own keys are checked (a record also holds id, timestamps…), and
 * empty strings count as "not given" for optional fields.
 */
import type { z } from 'zod';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** The values of `schema`'s keys in `values`, empty strings dropped. */
export function pickSchemaValues(schema: ObjectSchema, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = values[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** A validate function: `{}` when valid, else `{ field: message }`. */
export function zodValidator(schema: ObjectSchema) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(pickSchemaValues(schema, values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  };
}
