import { createTheme } from '@mui/material/styles';

/** Calm, professional palette: deep teal with a warm gold accent. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0f3d3e', light: '#2f6f6f', dark: '#062425', contrastText: '#ffffff' },
    secondary: { main: '#b8860b', contrastText: '#ffffff' },
    background: { default: '#f8f7f3', paper: '#ffffff' },
    text: { primary: '#1b2424', secondary: '#4a5656' },
  },
  typography: {
    fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontFamily: '"Merriweather", Georgia, serif', fontWeight: 700 },
    h2: { fontFamily: '"Merriweather", Georgia, serif', fontWeight: 700 },
    h3: { fontFamily: '"Merriweather", Georgia, serif', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
});
