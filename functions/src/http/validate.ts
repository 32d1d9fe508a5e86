import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import { ApiError } from './api-error';

/**
 * Validates a parsed body with a shared yup schema (common/src/schemas), the same one the forms use, so the
 * messages are the spec's. All problems are collected: `message` is the first one, `errors` maps each field to
 * its message. Types are strict where the schema says so; unknown fields are refused (noUnknown).
 */
export function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  const typeErrors = wrongTypes(schema, body);
  if (typeErrors) throw new ApiError(400, Object.values(typeErrors)[0]!, typeErrors);
  try {
    return schema.validateSync(body, { abortEarly: false, stripUnknown: false }) as InferType<S>;
  } catch (err) {
    if (err instanceof ValidationError) {
      const errors: Record<string, string> = {};
      const inner = err.inner.length > 0 ? err.inner : [err];
      for (const e of inner) {
        const field = e.path || 'body';
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
  for (const [k, v] of Object.entries(validated))
    if (sent.has(k) && v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

type Described = Schema & { type: string; innerType?: Described };

/**
 * yup would quietly turn 123 into "123" for a text field; a wrong JSON type is a client bug and answers 400 instead
 * (API-ERRORS-2: unknown fields and types are refused). Only the top-level fields and list items are checked:
 * the shared schemas are flat.
 */
function wrongTypes(schema: AnyObjectSchema, body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { body: 'The request body must be a JSON object' };
  // No prototype: a body key "__proto__" must become an entry here, not change this object's prototype.
  const errors: Record<string, string> = Object.create(null) as Record<string, string>;
  const fields = (schema as unknown as { fields: Record<string, Described> }).fields;
  // Unknown keys are refused here, before yup: yup looks fields up with a plain `fields[key]`, so a key such as
  // "__proto__" or "constructor" would reach Object.prototype and crash it (a 500 for bad input).
  for (const key of Object.keys(body)) {
    if (!Object.hasOwn(fields, key)) errors[key] = `Unknown field: ${key}`;
  }
  if (Object.keys(errors).length) return errors;
  for (const [name, field] of Object.entries(fields)) {
    const value = (body as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (field.type === 'string' && typeof value !== 'string') errors[name] = `${name} must be text`;
    else if (field.type === 'boolean' && typeof value !== 'boolean')
      errors[name] = `${name} must be true or false`;
    else if (field.type === 'array') {
      if (!Array.isArray(value)) errors[name] = `${name} must be a list`;
      else if (field.innerType?.type === 'string' && value.some((v) => typeof v !== 'string'))
        errors[name] = `${name} must be a list of text`;
    }
  }
  return Object.keys(errors).length ? errors : null;
}
