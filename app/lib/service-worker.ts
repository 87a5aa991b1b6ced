/**
 * Registers the service worker (/sw.js, docs/decisions/018-offline.md) once the page has loaded,
 * so its precaching never competes with the page's own requests. Only in production builds (the
 * development server has no /sw.js) and where the browser has service workers; otherwise nothing.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Offline use is an extra: a browser that refuses it (private mode, say) keeps the page as it is.
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
