import type { ReactNode } from 'react';
import { Chip, Stack, type ChipProps } from '@mui/material';

/**
 * A row of chips, one a state, each with its count ("New 4"; "…" while the counts load): pressing one filters the
 * list to that state, pressing it again clears the filter. The contacts desk and the newsletter's subscribers.
 */
export function CountChips<V extends string>({
  label,
  options,
  counts,
  selected,
  colors,
  onSelect,
  children,
}: {
  /** The row's accessible name. */
  label: string;
  options: readonly { value: V; label: string }[];
  counts: Partial<Record<V, number>> | undefined;
  selected: V | '';
  colors: Record<V, ChipProps['color']>;
  /** The state to filter by, or '' for none. */
  onSelect: (value: V | '') => void;
  /** After the chips (a total). */
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} aria-label={label}>
      {options.map((s) => (
        <Chip
          key={s.value}
          label={`${s.label} ${counts?.[s.value] ?? '…'}`}
          color={selected === s.value ? colors[s.value] : 'default'}
          variant={selected === s.value ? 'filled' : 'outlined'}
          onClick={() => onSelect(selected === s.value ? '' : s.value)}
        />
      ))}
      {children}
    </Stack>
  );
}
