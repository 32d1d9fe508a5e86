import { Fragment, useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { formatINR } from '@36x/common';
import { loanScheduleCsv, roundTo, type LoanResult } from '@36x/common/finance';
import { TableScroller } from '../components/TableScroller';
import { FiguresTable } from '../components/FiguresTable';

type View = 'first-year' | 'whole-loan';

/** File name of the schedule download. */
export const LOAN_SCHEDULE_FILE = 'loan-schedule.csv';

/*
 * Phones (SITE-RENDER-6): the tables must fit 360 px without sideways scrolling. Cells get narrow padding below the sm
 * breakpoint, and the first-year view drops its EMI column there (the EMI is the same every month and is stated
 * in the caption).
 */
const compactCells = {
  '& th, & td': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: 13, sm: 14 }, whiteSpace: 'nowrap' },
} as const;
const scheduleBox = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
} as const;
const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Saves the whole schedule as CSV (shared writer in common: RFC 4180, BOM, formula injection neutralised). */
function downloadCsv(result: LoanResult) {
  const blob = new Blob([loanScheduleCsv(result)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = LOAN_SCHEDULE_FILE;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoke on the next turn: the click has handed the blob to the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * The amortization schedule (CALC-LOAN; CALC-LOAN): the first 12 months by default, as the specification shows
 * them, or the whole tenure year by year with each year opening onto its months; and a CSV of every instalment.
 */
export function LoanSchedule({ result }: { result: LoanResult }) {
  const [view, setView] = useState<View>('first-year');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggleYear = (year: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <Box sx={{ mt: 2 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}
        data-print="hide"
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, v: View | null) => v && setView(v)}
          aria-label="Schedule view"
        >
          <ToggleButton value="first-year">First 12 months</ToggleButton>
          <ToggleButton value="whole-loan">Whole loan, by year</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="text" startIcon={<Download />} onClick={() => downloadCsv(result)}>
          Download CSV
        </Button>
      </Box>
      {view === 'first-year' ? (
        <>
          <FiguresTable
            label="Amortization schedule, first 12 months"
            sx={scheduleBox}
            tableSx={compactCells}
            rows={result.schedule}
            rowKey={(row) => row.month}
            first={{ header: 'Month', cell: (row) => row.month }}
            columns={[
              { header: 'EMI', cell: (row) => formatINR(row.emi), sx: hideOnPhone },
              { header: 'Principal', cell: (row) => formatINR(row.principal) },
              { header: 'Interest', cell: (row) => formatINR(row.interest) },
              { header: 'Balance', cell: (row) => formatINR(row.balance) },
            ]}
          />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            First 12 months, rounded to the rupee; the EMI is {formatINR(roundTo(result.monthlyEmi))} every
            month.
          </Typography>
        </>
      ) : (
        <>
          <TableScroller label="Amortization schedule, whole loan by year" sx={scheduleBox}>
            <Table size="small" aria-label="Amortization schedule, whole loan by year" sx={compactCells}>
              <TableHead>
                <TableRow>
                  <TableCell>Year</TableCell>
                  <TableCell align="right">Principal</TableCell>
                  <TableCell align="right">Interest</TableCell>
                  <TableCell align="right">Balance</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.yearlySummary.map((y) => {
                  const expanded = open.has(y.year);
                  const months = result.fullSchedule.slice((y.year - 1) * 12, y.year * 12);
                  return (
                    <Fragment key={y.year}>
                      <TableRow sx={{ '& > td': { fontWeight: expanded ? 700 : 400 } }}>
                        <TableCell sx={{ pl: { xs: 0, sm: 1 } }}>
                          <IconButton
                            size="small"
                            onClick={() => toggleYear(y.year)}
                            aria-expanded={expanded}
                            aria-label={`${expanded ? 'Hide' : 'Show'} the months of year ${y.year}`}
                            sx={{ p: 0.25 }}
                          >
                            {expanded ? (
                              <KeyboardArrowDown fontSize="small" />
                            ) : (
                              <KeyboardArrowRight fontSize="small" />
                            )}
                          </IconButton>
                          {y.year}
                        </TableCell>
                        <TableCell align="right">{formatINR(y.principalPaid)}</TableCell>
                        <TableCell align="right">{formatINR(y.interestPaid)}</TableCell>
                        <TableCell align="right">{formatINR(y.closingBalance)}</TableCell>
                      </TableRow>
                      {expanded &&
                        months.map((m) => (
                          <TableRow key={`m${m.month}`} sx={{ bgcolor: 'action.hover' }}>
                            <TableCell sx={{ pl: { xs: 3, sm: 5 }, color: 'text.secondary' }}>
                              Month {m.month}
                            </TableCell>
                            <TableCell align="right">{formatINR(m.principal)}</TableCell>
                            <TableCell align="right">{formatINR(m.interest)}</TableCell>
                            <TableCell align="right">{formatINR(m.balance)}</TableCell>
                          </TableRow>
                        ))}
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </TableScroller>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            All {result.months} instalments, rounded to the rupee; open a year to see its months. The CSV has
            every instalment to the paisa.
          </Typography>
        </>
      )}
    </Box>
  );
}
