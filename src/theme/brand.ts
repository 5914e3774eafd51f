/** Brand colours of Phases, shared by the theme, the logo and index.html's theme-color. */
export const BRAND_BLUE = '#1f4e79';
export const BRAND_GREEN = '#2e7d6b';
