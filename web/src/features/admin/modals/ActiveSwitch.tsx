import { FormControlLabel, Switch } from '@mui/material';
import type { FormikProps } from 'formik';

/** The on/off switch of a form's `isActive` field (enquiry forms, staff accounts), labelled by its current state. */
export function ActiveSwitch<V extends { isActive: boolean }>({
  form,
  activeLabel,
  inactiveLabel,
}: {
  form: FormikProps<V>;
  activeLabel: string;
  inactiveLabel: string;
}) {
  return (
    <FormControlLabel
      control={
        <Switch
          name="isActive"
          checked={form.values.isActive}
          onChange={(e) => void form.setFieldValue('isActive', e.target.checked)}
        />
      }
      label={form.values.isActive ? activeLabel : inactiveLabel}
    />
  );
}
