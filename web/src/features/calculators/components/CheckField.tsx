import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Checkbox, FormControlLabel, type SxProps, type Theme } from '@mui/material';

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
  // Once, at hydration: React leaves the box as the visitor left it, without telling the state.
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (adopted.current || !box.current) return;
    adopted.current = true;
    if (box.current.checked !== checked) onChange(box.current.checked);
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
