/**
 * The page background of each theme (`--background` in app/app.css, checked by a test): the
 * browser's toolbar (`<meta name="theme-color">`) and the installed app's window match the page.
 */
export const THEME_COLORS = { light: '#ffffff', dark: '#0b1120' } as const;
