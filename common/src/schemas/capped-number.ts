import * as yup from 'yup';
import { capError, type InputKind } from '../finance/input-caps';

/**
 * The calculators' input caps (finance/input-caps.ts, CALC-STATES-7) as a yup schema for form text, for forms
 * validated with formik + yup. Kept out of input-caps.ts so calculator pages do not load yup for it.
 */
export function cappedNumberText(kind: InputKind) {
  return yup.string().test('input-cap', (text, context) => {
    const error = capError(kind, text ?? '');
    return error ? context.createError({ message: error }) : true;
  });
}
