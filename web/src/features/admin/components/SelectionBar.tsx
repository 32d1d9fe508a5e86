import type { ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import type { Column } from './ResponsiveTable';

export interface SelectionBarProps {
  /** The rows on this page, and which of them are ticked. */
  pageIds: string[];
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  /** "All N that match": the bulk action then names the filter, not ids. */
  allMatching: boolean;
  onAllMatching: (all: boolean) => void;
  /** Rows matching the filter, on every page. */
  total: number;
  /** What one action may change; above it the bar asks to narrow the filter. */
  max: number;
  /** The actions, shown once something is ticked. */
  children: ReactNode;
}

/** The tick box column of a list with a SelectionBar; each box is named after its row ("Select <name>"). */
export function tickColumn<T extends { id: string }>(
  ticks: { selected: Set<string>; toggle: (id: string) => void },
  name: (row: T) => string,
): Column<T> {
  return {
    key: 'select',
    header: 'Select',
    render: (row) => (
      <Checkbox
        size="small"
        sx={{ p: 0.5 }}
        checked={ticks.selected.has(row.id)}
        onChange={() => ticks.toggle(row.id)}
        slotProps={{ input: { 'aria-label': `Select ${name(row)}` } }}
      />
    ),
  };
}

/** How many rows a bulk action would change. */
export const selectionCount = (p: Pick<SelectionBarProps, 'allMatching' | 'total' | 'selected'>) =>
  p.allMatching ? p.total : p.selected.size;

/**
 * A list's bulk-action bar (leads desk, posts): "Select page", then "Select all N that match" when there are more
 * pages, the count, and the list's own actions.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { pageIds, selected, onSelect, allMatching, onAllMatching, total, max, children } = props;
  const count = selectionCount(props);
  const pageTicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someTicked = pageIds.some((id) => selected.has(id));
  return (
    <Box
      role="region"
      aria-label="Bulk actions"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mb: 1.5,
        p: 1,
        borderRadius: 1,
        bgcolor: count > 0 ? 'action.selected' : 'transparent',
      }}
    >
      <FormControlLabel
        sx={{ mr: 0 }}
        control={
          <Checkbox
            checked={pageTicked || allMatching}
            indeterminate={!pageTicked && someTicked && !allMatching}
            onChange={(e) => {
              onAllMatching(false);
              onSelect(e.target.checked ? new Set(pageIds) : new Set());
            }}
          />
        }
        label="Select page"
      />
      {count > 0 && (
        <>
          <Typography variant="body2" role="status">
            {allMatching ? `All ${total} matching selected` : `${count} selected`}
          </Typography>
          {!allMatching && pageTicked && total > pageIds.length && (
            <Link component="button" type="button" variant="body2" onClick={() => onAllMatching(true)}>
              Select all {total} that match
            </Link>
          )}
          {count > max && (
            <Typography variant="body2" color="error">
              At most {max} at once: narrow the filter
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
            {children}
          </Stack>
        </>
      )}
    </Box>
  );
}
