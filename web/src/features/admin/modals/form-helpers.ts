import type { ReactNode } from 'react';
import type { FormikErrors, FormikProps, FormikTouched } from 'formik';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * The props a MUI TextField needs from formik for one field, with the error shown once the field was touched, else
 * the `hint` (if any) under it.
 */
export function textFieldProps<V extends object, H extends ReactNode = undefined>(
  form: FormikProps<V>,
  name: keyof V & string,
  hint?: H,
) {
  const touched = (form.touched as Record<string, unknown>)[name];
  const error = (form.errors as Record<string, unknown>)[name];
  const message = touched && typeof error === 'string' ? error : undefined;
  return {
    name,
    id: `field-${name}`,
    value: (form.values as Record<string, unknown>)[name] as string,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: !!message,
    helperText: message ?? hint,
  };
}

/** Field errors the API sent back ({ errors: { field: message } }), shown under the matching inputs. */
export function applyServerFieldErrors<V extends object>(form: FormikProps<V>, error: unknown): void {
  if (!(error instanceof ApiRequestError)) return;
  const fields = error.body?.errors;
  if (!fields) return;
  const known = Object.fromEntries(Object.entries(fields).filter(([k]) => k in form.values));
  if (Object.keys(known).length === 0) return;
  void form.setTouched(
    Object.fromEntries(Object.keys(known).map((k) => [k, true])) as FormikTouched<V>,
    false,
  );
  form.setErrors(known as FormikErrors<V>);
}
