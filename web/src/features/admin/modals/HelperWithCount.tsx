import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { FormikProps } from 'formik';
import { textFieldProps } from './form-helpers';

/** A field's helper line: its message or hint on the left, a count of what was typed ("16/300") on the right. */
export function HelperWithCount({ text, count }: { text: ReactNode; count?: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{text}</span>
      {count}
    </Box>
  );
}

/** {@link textFieldProps} for a text with a limit: its message or hint, and "typed/max" beside it. */
export function countedFieldProps<V extends object>(
  form: FormikProps<V>,
  name: keyof V & string,
  max: number,
  hint?: string,
) {
  const props = textFieldProps(form, name, hint);
  return {
    ...props,
    helperText: (
      <HelperWithCount text={props.helperText} count={<span>{`${props.value.length}/${max}`}</span>} />
    ),
  };
}
