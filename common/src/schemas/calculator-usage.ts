import * as yup from 'yup';
import { CALCULATOR_TYPES, INSURANCE_USAGE_CALCULATOR } from '../constants';

const plainObject = (label: string) =>
  yup
    .mixed<Record<string, unknown>>()
    .test(
      'object',
      `${label} must be an object`,
      (v) => v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v)),
    );

/** The table shape of CALC-USAGE-1. */
export const calculatorUsageSchema = yup
  .object({
    calculatorType: yup
      .string()
      .required('calculatorType is required')
      .oneOf([...CALCULATOR_TYPES], 'Unknown calculatorType'),
    inputData: plainObject('inputData').required('inputData is required'),
    resultData: plainObject('resultData').required('resultData is required'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** The insurance calculator's other shape (CALC-USAGE-1): calculator, inputs, children, results. */
export const insuranceUsageSchema = yup
  .object({
    calculator: yup.string().required().oneOf([INSURANCE_USAGE_CALCULATOR], 'Unknown calculator'),
    inputs: plainObject('inputs').required('inputs is required'),
    children: yup.array().default([]),
    results: plainObject('results').required('results is required'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
