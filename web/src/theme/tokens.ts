/**
 * Design primitives of the site: colour, type families, radii. Kept apart from the per-component
 * customisations in theme.ts so illustrations and inline SVG can share the same colours.
 * Every text/background pair used by the theme meets WCAG AA (4.5:1) or better.
 */
export const colors = {
  /** Deep teal: trust, calm. White on it: 9.6:1. */
  teal900: '#072F31',
  teal800: '#0B3D3F',
  teal700: '#0E4D4F',
  teal500: '#2F7475',
  teal200: '#A9C9C7',
  teal100: '#DCEBEA',
  teal50: '#EEF5F4',
  /** Warm gold accent: dark enough for white text (5.9:1); lighter tone for accents on teal. */
  gold700: '#8A5A0B',
  gold500: '#B7822B',
  gold300: '#E0B860',
  gold100: '#F6EBD3',
  ink: '#1A2526',
  inkMuted: '#4B5858',
  paper: '#FFFFFF',
  canvas: '#F7F6F2',
  line: '#E3E1DA',
  danger: '#B3261E',
  success: '#1E6B46',
  whatsapp: '#1A8D4A',
} as const;

export const fonts = {
  body: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: '"Merriweather", Georgia, "Times New Roman", serif',
} as const;

/** Height of the fixed header, so the page and #hash targets clear it. */
export const HEADER_HEIGHT = { xs: 64, md: 72 } as const;
