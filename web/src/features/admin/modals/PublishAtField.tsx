import { useState } from 'react';
import { TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { formatIstDateTime, fromIstInputValue, type BlogStatus } from '@36x/common';
import { textFieldProps } from './form-helpers';

/** The blog form's "Publish at (India time)": empty publishes now; a later time schedules the post. */
export function PublishAtField<V extends { publishAt: string }>({
  form,
  status,
}: {
  form: FormikProps<V>;
  status: BlogStatus;
}) {
  const props = textFieldProps(form, 'publishAt');
  const utc = form.values.publishAt ? fromIstInputValue(form.values.publishAt) : null;
  const [openedAt] = useState(() => Date.now());
  const later = utc !== null && Date.parse(utc) > openedAt;
  const hint =
    status === 'draft'
      ? 'A draft is never public; the time applies once it is published.'
      : later
        ? `Scheduled: public from ${formatIstDateTime(utc)}.`
        : 'Leave empty to publish now; a later time schedules the post.';
  return (
    <TextField
      label="Publish at (India time, IST)"
      type="datetime-local"
      fullWidth
      {...props}
      helperText={props.helperText ?? hint}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
