/**
 * Checking a form or one field with the schema its endpoint parses the body with, so the browser
 * refuses exactly what the server would and shows the same message. Imports no schema itself:
 * a page pays only for the schemas it checks with.
 */
import type * as z from 'zod/mini';

/** First readable message of a failed parse, for toasts and 400 bodies. */
export function firstIssueMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'The request was not valid.';
}

/**
 * The first message of each field of a failed parse (by the field's top-level name), for showing
 * under the fields of a form: `{ firstName: 'Names can be at most 80 characters.' }`.
 */
export function fieldErrors<Field extends string>(error: {
  issues: readonly { message: string; path: readonly PropertyKey[] }[];
}): Partial<Record<Field, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors as Partial<Record<Field, string>>;
}

/** A form's values checked with its endpoint's schema: what to send, or what to show. */
export type FormCheck<Output, Field extends string> =
  | { ok: true; data: Output }
  | { ok: false; message: string; errors: Partial<Record<Field, string>> };

/**
 * Checks a form with the schema its endpoint parses the body with, so the form refuses exactly
 * what the server would: `data` is the body to send (trimmed and normalised as the server would
 * store it); otherwise `errors` has each field's message and `message` the first of them.
 */
export function checkForm<Output, Input extends object>(
  schema: z.ZodMiniType<Output, Input>,
  values: Input,
): FormCheck<Output, Extract<keyof Input, string>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: firstIssueMessage(parsed.error), errors: fieldErrors(parsed.error) };
}

/**
 * Checks one field on its own (as it is typed or picked, or a form of one field) with the rule its
 * endpoint applies to that field: the same answer as `checkForm`, `message` being the field's.
 */
export function checkField<Output, Input>(schema: z.ZodMiniType<Output, Input>, value: Input): FormCheck<Output, never> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: firstIssueMessage(parsed.error), errors: {} };
}
