import { alpha, createTheme, unstable_createBreakpoints as createBreakpoints } from '@mui/material/styles';
import { colors, fonts, HEADER_HEIGHT } from './tokens';
import { visuallyHidden } from './visually-hidden';

// MUI's default breakpoints, for the responsive type sizes below.
const breakpoints = createBreakpoints({});

/**
 * Calm, professional look: teal and warm gold on a warm paper canvas, serif headings, quiet surfaces.
 * One createTheme call: the theme is built while the page starts, and building a second one from the first (the
 * usual way to reach the base theme's values) took as long again on a phone.
 */
export const theme = createTheme({
  palette: {
    primary: { main: colors.teal700, light: colors.teal500, dark: colors.teal900, contrastText: '#ffffff' },
    secondary: { main: colors.gold700, light: colors.gold300, dark: '#6B4508', contrastText: '#ffffff' },
    error: { main: colors.danger },
    success: { main: colors.success },
    // Darker than MUI's defaults, so white text on a filled chip or alert meets WCAG AA (4.5:1): 7.5:1 and 5.0:1.
    info: { main: '#01579B', contrastText: '#ffffff' },
    warning: { main: '#B45309', contrastText: '#ffffff' },
    background: { default: colors.canvas, paper: colors.paper },
    text: { primary: colors.ink, secondary: colors.inkMuted },
    divider: colors.line,
  },
  typography: {
    fontFamily: fonts.body,
    fontWeightMedium: 600,
    h1: {
      fontFamily: fonts.heading,
      fontWeight: 700,
      lineHeight: 1.2,
      letterSpacing: '-0.01em',
      fontSize: '2rem',
      [breakpoints.up('sm')]: { fontSize: '2.5rem' },
      [breakpoints.up('md')]: { fontSize: '3.1rem' },
    },
    h2: {
      fontFamily: fonts.heading,
      fontWeight: 700,
      lineHeight: 1.25,
      letterSpacing: '-0.005em',
      fontSize: '1.6rem',
      [breakpoints.up('md')]: { fontSize: '2.2rem' },
    },
    h3: {
      fontFamily: fonts.heading,
      fontWeight: 700,
      lineHeight: 1.3,
      fontSize: '1.35rem',
      [breakpoints.up('md')]: { fontSize: '1.6rem' },
    },
    h4: {
      fontFamily: fonts.heading,
      fontWeight: 700,
      lineHeight: 1.35,
      fontSize: '1.2rem',
      [breakpoints.up('md')]: { fontSize: '1.35rem' },
    },
    h5: { fontFamily: fonts.body, fontWeight: 600, lineHeight: 1.4, fontSize: '1.1rem' },
    h6: { fontFamily: fonts.body, fontWeight: 600, lineHeight: 1.45, fontSize: '1rem' },
    subtitle1: { fontWeight: 600 },
    subtitle2: { fontWeight: 600 },
    body1: { lineHeight: 1.7 },
    body2: { lineHeight: 1.65 },
    overline: { fontWeight: 600, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.01em' },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: HEADER_HEIGHT.md + 16 },
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        // One visible focus ring for everything a keyboard can reach.
        ':focus-visible': { outline: `3px solid ${colors.gold500}`, outlineOffset: 2 },
        // Headings and regions that receive focus from script (not from Tab) need no ring.
        '[tabindex="-1"]:focus': { outline: 'none' },
        '::selection': { backgroundColor: colors.teal100 },
        // Text for screen readers only.
        '.visually-hidden': visuallyHidden,
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8, paddingInline: 20, minHeight: 44 },
        sizeLarge: { paddingInline: 26, minHeight: 50, fontSize: '1rem' },
        sizeSmall: { minHeight: 36, paddingInline: 14 },
        outlined: { borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } },
        containedSecondary: { '&:hover': { backgroundColor: '#6B4508' } },
      },
    },
    // ButtonBase resets the outline; the ring comes back from :focus-visible itself, not from MUI's focusVisible
    // class, so it also shows on links and buttons clicked or tabbed to before the app has started.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: `3px solid ${colors.gold500}`, outlineOffset: 2 } },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          border: `1px solid ${colors.line}`,
          borderRadius: 14,
          transition: 'box-shadow 200ms ease, transform 200ms ease, border-color 200ms ease',
        },
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 600, textUnderlineOffset: '0.2em' } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: {
          backgroundColor: alpha(colors.paper, 0.96),
          backdropFilter: 'saturate(180%) blur(8px)',
          borderBottom: `1px solid ${colors.line}`,
        },
      },
    },
    MuiMenuItem: { styleOverrides: { root: { minHeight: 44 } } },
    // SITE-TOAST-2: tooltips open after 700 ms; MUI's closest match to a 300 ms skip delay is enterNextDelay.
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300, arrow: true } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});

export { colors, fonts, HEADER_HEIGHT } from './tokens';
