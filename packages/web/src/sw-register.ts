/**
 * Registers the service worker (`/sw.js`, written by the build) that makes the app installable
 * and playable offline. Only in a production build: the dev server serves no service worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No offline play; the app works as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
