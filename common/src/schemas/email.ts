import * as yup from 'yup';

/**
 * An address that can be answered: yup's email test, plus a domain with at least one dot and no empty label
 * (`a@b`, `asha@localhost` and `asha@example..in` pass yup's test but no mail can reach them).
 */
const DOMAIN_WITH_DOT = /@[^\s@.]+(\.[^\s@.]+)+$/;

/** A trimmed email field with one message for every way it can be wrong. */
export function emailField(message: string) {
  return yup
    .string()
    .trim()
    .email(message)
    .test('domain-with-dot', message, (v) => !v || DOMAIN_WITH_DOT.test(v))
    .max(254, message);
}
