import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Table cell width or min width, e.g. to keep long messages readable. */
  minWidth?: number;
  /** Keep the cell on one line in the table (dates, short labels). */
  nowrap?: boolean;
  /** Shown as the card's heading on phones (one column should say what the row is). */
  primary?: boolean;
}

interface Props<T> {
  label: string;
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  loading?: boolean;
  emptyMessage: string;
}

/**
 * A table on wide screens; below 600 px each row becomes a card with label/value lines and its actions, so nothing
 * needs sideways scrolling on a phone (360 px).
 */
export function ResponsiveTable<T>({
  label,
  rows,
  columns,
  rowKey,
  actions,
  loading,
  emptyMessage,
}: Props<T>) {
  const theme = useTheme();
  const asCards = useMediaQuery(theme.breakpoints.down('sm'));

  if (loading) {
    return (
      <Stack spacing={1} role="status" aria-label={`Loading ${label}`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (!rows || rows.length === 0) return <EmptyState message={emptyMessage} />;

  if (asCards) {
    const primary = columns.find((c) => c.primary) ?? columns[0];
    const rest = columns.filter((c) => c !== primary);
    return (
      <Stack spacing={1.5} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Card component="li" key={rowKey(row)} variant="outlined">
            <CardContent sx={{ p: 1.75, '&:last-child': { pb: 1.75 } }}>
              {primary && (
                <Typography component="div" sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
                  {primary.render(row)}
                </Typography>
              )}
              <Stack spacing={0.75}>
                {rest.map((c) => (
                  <Box
                    key={c.key}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: '84px minmax(0, 1fr)',
                      gap: 1,
                      alignItems: 'start',
                    }}
                  >
                    <Typography variant="body2" color="text.secondary">
                      {c.header}
                    </Typography>
                    <Box sx={{ typography: 'body2', overflowWrap: 'anywhere', minWidth: 0 }}>
                      {c.render(row)}
                    </Box>
                  </Box>
                ))}
              </Stack>
              {actions && (
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ mt: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}
                >
                  {actions(row)}
                </Stack>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    // A table that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable, seen on the Audit
    // Log, SITE-PERF-3): without buttons in its rows, the scrolling region itself takes focus.
    <TableContainer
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      {...(actions ? {} : { tabIndex: 0, role: 'region', 'aria-label': label })}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} sx={{ fontWeight: 600, minWidth: c.minWidth, whiteSpace: 'nowrap' }}>
                {c.header}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                Actions
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  sx={{
                    minWidth: c.minWidth,
                    verticalAlign: 'top',
                    whiteSpace: c.nowrap ? 'nowrap' : undefined,
                  }}
                >
                  {c.render(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A query's table: its load error (with Try again) when the query failed, else its rows (loading while pending). The
 * API's records carry an id, which keys the rows.
 */
export function QueryTable<T extends { id: string }>({
  query,
  what,
  rows,
  ...table
}: Omit<Props<T>, 'rows' | 'loading' | 'rowKey'> & {
  query: { data?: T[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** For the load error: "Could not load {what}."; the table's label in lower case unless given. */
  what?: string;
  /** The rows to show when not the query's own (a filtered or sorted view of them). */
  rows?: T[];
}) {
  if (query.isError) {
    return <LoadError what={what ?? table.label.toLowerCase()} onRetry={() => void query.refetch()} />;
  }
  return (
    <ResponsiveTable
      {...table}
      rowKey={(row) => row.id}
      rows={rows ?? query.data}
      loading={query.isPending}
    />
  );
}
