/** Brand blue of Phases (logo, primary colour, index.html theme-color). */
export const BRAND_BLUE = '#1f4e79';
/** Brand green (secondary colour). */
export const BRAND_GREEN = '#2e7d6b';
