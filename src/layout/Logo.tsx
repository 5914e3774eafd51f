/**
 * The Phases logo (spec §1): a mark of three growing dots (the trial phases) and the word "Phases". Size presets
 * xs, sm, md, lg, xl set the mark's height in px (16, 24, 32, 48, 64); the word scales with it.
 */
import { Box } from '@mui/material';
import { BRAND_BLUE } from '../theme/brand';

/** Height in px of the mark for each size preset. */
export const LOGO_SIZES = { xs: 16, sm: 24, md: 32, lg: 48, xl: 64 } as const;
export type LogoSize = keyof typeof LOGO_SIZES;

export interface LogoProps {
  size?: LogoSize;
  /** Show the word "Phases" beside the mark (default true). */
  withText?: boolean;
  /** Colour of the word. Default: inherit. */
  color?: string;
  /** `light` draws the mark white on blue backgrounds (the app bar); `brand` (default) blue. */
  tone?: 'brand' | 'light';
}

/** The logo at one of the presets; the accessible name is "Phases". */
export function Logo({ size = 'md', withText = true, color = 'inherit', tone = 'brand' }: LogoProps) {
  const px = LOGO_SIZES[size];
  const [background, dots] = tone === 'light' ? ['#fff', BRAND_BLUE] : [BRAND_BLUE, '#fff'];
  return (
    <Box component="span" role="img" aria-label="Phases" sx={{ display: 'inline-flex', alignItems: 'center', gap: px / 4 + 'px', color }}>
      <svg width={px} height={px} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={background} />
        <circle cx="9" cy="16" r="3" fill={dots} opacity=".45" />
        <circle cx="16" cy="16" r="4" fill={dots} opacity=".7" />
        <circle cx="24" cy="16" r="5" fill={dots} />
      </svg>
      {withText && (
        <Box component="span" aria-hidden="true" sx={{ fontWeight: 700, fontSize: px * 0.75 + 'px', letterSpacing: '0.02em', lineHeight: 1 }}>
          Phases
        </Box>
      )}
    </Box>
  );
}
