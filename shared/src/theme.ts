import { createTheme } from '@mui/material';

/** The one theme: the shell provides it, every remote renders inside it. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0f766e', contrastText: '#ffffff' },
    secondary: { main: '#b45309' },
    background: { default: '#f7f9f9' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.4rem', fontWeight: 700 },
    h2: { fontSize: '1.9rem', fontWeight: 700 },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    h4: { fontSize: '1.3rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTooltip: { defaultProps: { enterDelay: 700, arrow: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
