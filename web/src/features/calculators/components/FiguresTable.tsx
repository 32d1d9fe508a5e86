import type { Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import { TableScroller } from './TableScroller';

/** One column of a FiguresTable: its header and what each row shows in it. */
export interface FigureColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Styles of the column's cells, header included (e.g. hidden on phones). */
  sx?: SxProps<Theme>;
}

/**
 * A table of figures, as the calculators' results show them: the first column names each row, the other columns
 * are figures (right-aligned). It sits in a TableScroller whose label is also the table's accessible name.
 */
export function FiguresTable<Row>({
  label,
  first,
  columns,
  rows,
  rowKey,
  stickyHeader,
  sx,
  tableSx,
}: {
  label: string;
  /** The naming column; `bodySx` styles its body cells only. */
  first: FigureColumn<Row> & { bodySx?: SxProps<Theme> };
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  stickyHeader?: boolean;
  /** Styles of the scroller (margins, borders, a height that scrolls). */
  sx?: SxProps<Theme>;
  /** Styles of the table (cell padding, font size). */
  tableSx?: SxProps<Theme>;
}) {
  return (
    <TableScroller label={label} sx={sx}>
      <Table size="small" stickyHeader={stickyHeader} aria-label={label} sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell sx={first.sx}>{first.header}</TableCell>
            {columns.map((column, i) => (
              <TableCell key={i} align="right" sx={column.sx}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              <TableCell sx={first.bodySx ?? first.sx}>{first.cell(row)}</TableCell>
              {columns.map((column, i) => (
                <TableCell key={i} align="right" sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
