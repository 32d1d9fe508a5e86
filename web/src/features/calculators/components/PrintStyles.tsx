import { GlobalStyles } from '@mui/material';

/**
 * Print stylesheet of the calculators and tools pages (Print / Save as PDF on every result card).
 * Hidden on paper: the site header, footer, navigation, floating buttons and everything marked
 * data-print="hide" (forms, toggles, buttons). Kept: the open calculator's results, its inputs
 * (the .print-only list) and the disclaimer.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, footer, nav, .MuiAppBar-root, .MuiFab-root, [data-print="hide"]': {
            display: 'none !important',
          },
          '.print-only': { display: 'block !important' },
          body: { background: '#fff !important' },
          'main, .MuiContainer-root': {
            padding: '0 !important',
            margin: '0 !important',
            maxWidth: 'none !important',
          },
          '.MuiGrid-root': {
            width: '100% !important',
            maxWidth: '100% !important',
            flexBasis: '100% !important',
          },
          '.MuiCard-root': { boxShadow: 'none !important', breakInside: 'avoid-page' },
          // Tables that scroll on screen (the SIP's year table is 360 px tall) print whole, rows kept in one piece.
          '.MuiTableContainer-root': { maxHeight: 'none !important', overflow: 'visible !important' },
          '.result-card, .result-card .MuiCardContent-root': { breakInside: 'auto !important' },
          'tr, .MuiTableRow-root': { breakInside: 'avoid' },
          'thead, .MuiTableHead-root': { display: 'table-header-group' },
          '.result-card': { border: 'none !important' },
          a: { color: 'inherit !important', textDecoration: 'none !important' },
        },
        '@page': { margin: '14mm' },
      }}
    />
  );
}
