import { memo, useRef, type ReactNode } from 'react';
import { Checkbox, FormControlLabel, type SxProps, type Theme } from '@mui/material';
import { useTakeOverAtStart } from './use-take-over-at-start';

/**
 * A labelled yes/no choice that posts from the server's HTML (decision 047): a native checkbox named after its form
 * key, sending '1' when ticked, after a hidden '0' of the same name that is sent either way (an unticked box sends
 * nothing, so without it a default of yes could not be turned off). The posted form keeps the last value of a name
 * (`postedInputs`). A tick changed before the app starts becomes the state (CALC-PAGE-9).
 */
export const CheckField = memo(function CheckField({
  name,
  label,
  checked,
  onChange,
  sx,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  sx?: SxProps<Theme>;
}) {
  const box = useRef<HTMLInputElement>(null);
  useTakeOverAtStart(box, (input) => {
    if (input.checked !== checked) onChange(input.checked);
  });
  return (
    <>
      <input type="hidden" name={name} value="0" />
      <FormControlLabel
        sx={sx}
        control={
          <Checkbox
            name={name}
            value="1"
            checked={checked}
            inputRef={box}
            onChange={(e) => onChange(e.target.checked)}
          />
        }
        label={label}
      />
    </>
  );
});
