import * as yup from 'yup';

/**
 * A required text field, trimmed, with the specification's messages (ADMIN-VALID): "<Label> is required", then
 * "<Label> must be at least <min> characters" when there is a minimum, then "<Label> is too long".
 */
export function requiredText(label: string, max: number, min?: number) {
  const field = yup.string().trim().required(`${label} is required`);
  const long = min === undefined ? field : field.min(min, `${label} must be at least ${min} characters`);
  return long.max(max, `${label} is too long`);
}
