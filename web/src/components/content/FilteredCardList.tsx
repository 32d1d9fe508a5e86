import type { ComponentType, ReactNode, Ref } from 'react';
import {
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
  type SvgIconProps,
} from '@mui/material';
import { CardGrid, CardGridSkeleton } from '../ui/CardGrid';
import { LoadError } from '../ui/LoadError';
import { SearchTextField } from '../ui/SearchTextField';
import { colors } from '../../theme/tokens';

/** A menu beside the search box (category, sort). */
export interface ListSelect {
  label: string;
  /** The query parameter it sends when the form is a GET form. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** A first entry with the empty value ("All Categories"): the label then stays above the field. */
  emptyLabel?: string;
}

/** A filter in force, shown as a chip that removes it. */
export interface ListChip {
  label: string;
  onRemove: () => void;
}

export interface FilteredCardListProps<T extends { id: string }> {
  /** What the list holds, lower case and plural ("blogs"): the search landmark, the count, the grid's name. */
  noun: string;
  /** What the load error says could not be read ("articles"). */
  errorWhat: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** A GET form to this address (SITE-START-2); without it the form only filters in the app. */
  form?: { action: string; ref?: Ref<HTMLFormElement>; searchName: string };
  search: { value: string; onChange: (value: string) => void };
  selects: readonly ListSelect[];
  chips?: readonly ListChip[];
  /** The cards shown (this page of them), and how many there are in all. */
  items: readonly T[];
  total: number;
  /** Whether nothing matches (the empty state shows instead of the grid). */
  empty: boolean;
  emptyState: {
    icon: ComponentType<SvgIconProps>;
    title: string;
    text?: string;
    clear?: { label: string; onClick: () => void };
  };
  skeleton: ReactNode;
  cardHeight: number;
  renderCard: (item: T, index: number) => ReactNode;
  /** Below the list (the pager, a disclaimer). */
  children?: ReactNode;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The body of a public card list (SITE-BLOGS, SITE-VIDEOS): a search form with menus, the "Showing x of y" line with
 * removable filter chips, then the load error, skeletons, empty state or cards. The pages keep their own state and
 * filtering; this only lays them out, so the two lists look and read alike.
 */
export function FilteredCardList<T extends { id: string }>(props: FilteredCardListProps<T>) {
  const { noun, query, form, search, selects, chips = [], emptyState } = props;
  const ready = !query.isPending && !query.isError;
  const EmptyIcon = emptyState.icon;
  return (
    <>
      <Paper
        component="form"
        ref={form?.ref}
        method={form ? 'get' : undefined}
        action={form?.action}
        role="search"
        aria-label={`Filter ${noun}`}
        // The app filters as the visitor types; only a page without it needs the server.
        onSubmit={(e) => e.preventDefault()}
        sx={{
          p: { xs: 2, md: 2.5 },
          mb: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: ['2fr', ...selects.map(() => '1fr')].join(' ') },
        }}
      >
        <SearchTextField
          label={`Search ${noun}`}
          placeholder={`Search ${noun}...`}
          name={form?.searchName}
          value={search.value}
          onChange={search.onChange}
          submits={Boolean(form)}
        />
        {selects.map((s) => (
          <TextField
            key={s.label}
            select
            label={s.label}
            name={s.name}
            value={s.value}
            onChange={(e) => s.onChange(e.target.value)}
            slotProps={
              s.emptyLabel === undefined
                ? undefined
                : { select: { displayEmpty: true }, inputLabel: { shrink: true } }
            }
          >
            {s.emptyLabel !== undefined && <MenuItem value="">{s.emptyLabel}</MenuItem>}
            {s.options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Paper>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography role="status" aria-live="polite" color="text.secondary" sx={{ minHeight: 28 }}>
          {ready && `Showing ${props.items.length} of ${props.total} ${noun}`}
        </Typography>
        {chips.length > 0 && (
          <Box
            component="ul"
            aria-label="Active filters"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
          >
            {chips.map((c) => (
              <li key={c.label}>
                <Chip
                  label={c.label}
                  aria-label={`Remove filter ${c.label}`}
                  onClick={c.onRemove}
                  onDelete={c.onRemove}
                  color="primary"
                  variant="outlined"
                />
              </li>
            ))}
          </Box>
        )}
      </Stack>

      {query.isError ? (
        <LoadError what={props.errorWhat} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <CardGridSkeleton label={`Loading ${noun}`} skeleton={props.skeleton} />
      ) : props.empty ? (
        <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
          <EmptyIcon aria-hidden sx={{ fontSize: 56, color: colors.teal500, mb: 2 }} />
          <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 1 }}>
            {emptyState.title}
          </Typography>
          {emptyState.text && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {emptyState.text}
            </Typography>
          )}
          {emptyState.clear && (
            <Button
              variant="contained"
              onClick={emptyState.clear.onClick}
              sx={emptyState.text ? undefined : { mt: 2 }}
            >
              {emptyState.clear.label}
            </Button>
          )}
        </Box>
      ) : (
        <CardGrid
          label={capitalised(noun)}
          cardHeight={props.cardHeight}
          items={props.items}
          renderCard={props.renderCard}
        />
      )}
      {props.children}
    </>
  );
}
