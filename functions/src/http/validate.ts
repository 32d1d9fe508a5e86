import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { ApiError } from './api-error';

/**
 * Validates a parsed body with a shared yup schema (common/src/schemas), the same one the forms use, so the
 * messages are the spec's. All problems are collected: `message` is the first one, `errors` maps each field to
 * its message. Types are strict where the schema says so; unknown fields are refused (noUnknown).
 */
export function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  try {
    return schema.validateSync(body, { abortEarly: false, stripUnknown: false }) as InferType<S>;
  } catch (err) {
    if (err instanceof ValidationError) {
      const errors: Record<string, string> = {};
      const inner = err.inner.length > 0 ? err.inner : [err];
      for (const e of inner) {
        const field = e.path || (e.type === 'noUnknown' ? 'body' : 'body');
        if (!(field in errors)) errors[field] = e.errors[0] ?? e.message;
      }
      const message = Object.values(errors)[0] ?? 'The request is not valid';
      throw new ApiError(400, message, errors);
    }
    throw err;
  }
}

/**
 * For PUT: the schema validates the whole object (required fields stay required), but optional fields the client
 * did not send keep their stored value instead of falling back to the create defaults (a PUT without `status`
 * must not publish a draft, a PUT without `role` must not make anyone an admin).
 */
export function sentFieldsOnly<T extends Record<string, unknown>>(validated: T, raw: unknown): Partial<T> {
  const sent = new Set(Object.keys((raw ?? {}) as object));
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(validated)) if (sent.has(k) && v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
