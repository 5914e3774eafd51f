/**
 * The Phases MUI theme: react-admin's default theme with the brand colours, a system font stack (no web fonts: the
 * CSP allows only this origin) and slightly rounder surfaces. Used by <Admin> and, through createTheme, by the
 * public pages rendered outside it.
 */
import type { CheckboxProps } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_BLUE, BRAND_GREEN } from './brand';

/**
 * The status colours (chips, alerts, text buttons): darker than MUI's defaults (error #d32f2f, warning #ed6c02, info
 * #0288d1, success #2e7d32, 3.1–3.9:1 in places), so that each reaches WCAG 2.1 AA's 4.5:1 both with white text on it
 * and as text on every surface of the app up to react-admin's grey toolbar (#e0e0e0).
 */
const STATUS = { error: '#b71c1c', warning: '#a04700', info: '#0265a8', success: '#1e6b24' } as const;

/**
 * A checkbox named with an `aria-label` prop names its `<input>` (the element with the checkbox role) instead of the
 * root `<span>`, where ARIA forbids a name: react-admin's row checkboxes ("Select this row") pass it that way. The
 * input's own props (`inputProps`) still apply; a checkbox passing its own `slotProps.input` object keeps it.
 */
const labelledCheckboxSlots: CheckboxProps['slotProps'] = {
  root: { 'aria-label': undefined } as Record<string, unknown>,
  input: (ownerState: CheckboxProps) => ({ 'aria-label': ownerState['aria-label'], ...ownerState.inputProps }),
};

/** Theme options (react-admin `RaThemeOptions`). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: BRAND_BLUE },
    secondary: { main: BRAND_GREEN },
    error: { main: STATUS.error },
    warning: { main: STATUS.warning },
    info: { main: STATUS.info },
    success: { main: STATUS.success },
    background: { default: '#f5f7fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    ...defaultTheme.components,
    MuiCheckbox: { defaultProps: { slotProps: labelledCheckboxSlots } },
  },
};
