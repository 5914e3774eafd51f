/**
 * The Phases MUI theme: react-admin's default theme with the brand colours, a system font stack (no web fonts: the
 * CSP allows only this origin) and slightly rounder surfaces. Used by <Admin> and, through createTheme, by the
 * public pages rendered outside it.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_BLUE, BRAND_GREEN } from './brand';

/** Theme options (react-admin `RaThemeOptions`). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: BRAND_BLUE },
    secondary: { main: BRAND_GREEN },
    background: { default: '#f5f7fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};
