import { memo, useRef, type ReactElement } from 'react';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { ChoiceProps } from './SelectField';
import { useTakeOverAtStart } from './use-take-over-at-start';

type RadioFieldProps<V extends string> = ChoiceProps<V> & { label: string };

/**
 * A few fixed choices shown side by side: native radio inputs, so the choice posts from the server's HTML. A choice
 * made before the app starts becomes the state (CALC-PAGE-9). Memoised, as SelectField.
 */
export const RadioField = memo(function RadioField<V extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: RadioFieldProps<V>) {
  const group = useRef<HTMLDivElement>(null);
  useTakeOverAtStart(group, (radios) => {
    const checked = radios.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    const option = options.find((o) => o.value === checked);
    if (option && option.value !== value) onChange(option.value);
  });
  const labelId = `${name}-label`;
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ fontSize: 14 }}>
        {label}
      </FormLabel>
      <RadioGroup
        ref={group}
        row
        name={name}
        aria-labelledby={labelId}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}) as <V extends string>(props: RadioFieldProps<V>) => ReactElement;
