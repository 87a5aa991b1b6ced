export const THEME_STORAGE_KEY = 'theme';

/**
 * Runs in <head> before first paint, so a stored dark theme never flashes light. With no stored
 * choice it follows the system's (prefers-color-scheme), as the stylesheet does for a page whose
 * scripts never run (app.css). Kept tiny and dependency-free because it is inlined into every page,
 * and in a module of its own because the server hashes it for its Content-Security-Policy
 * (docs/decisions/047-inline-scripts-hashed-once.md).
 */
export const THEME_SCRIPT = `(function(){var t;try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}if(t!=='dark'&&t!=='light')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var c=document.documentElement.classList;c.remove('light','dark');c.add(t)})()`;
