import { useEffect, useState } from 'preact/hooks';

/**
 * A part of the app loaded on first need (its own chunk, not in the first page load): `load` is
 * called once `wanted` turns true; the module once loaded, or the error's message if it failed.
 */
export function useLazy<M>(
  load: () => Promise<M>,
  wanted: boolean,
): { readonly module: M | undefined; readonly error: string | undefined } {
  const [module, setModule] = useState<M | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!wanted || module) return;
    load().then(setModule, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [wanted]);
  return { module, error };
}

/**
 * How long after the page's `load` event {@link afterFirstPaints} waits (ms): past the first
 * screen's paints on a slow phone, so that what it fetches does not share the network with them
 * (Lighthouse counts every request begun before the largest paint against that paint).
 */
export const SETTLE_MS = 1500;

/**
 * Calls `then` once, when the first screen has settled ({@link SETTLE_MS} after the page's `load`
 * event) or as soon as the user presses a pointer or a key, whichever comes first: the moment to
 * fetch what the next tap needs. Returns a function that cancels it.
 */
export function afterFirstPaints(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(go, SETTLE_MS);
  };
  const cancel = () => {
    clearTimeout(timer);
    window.removeEventListener('load', wait);
    window.removeEventListener('pointerdown', go, true);
    window.removeEventListener('keydown', go, true);
  };
  function go() {
    cancel();
    then();
  }
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait);
  window.addEventListener('pointerdown', go, true);
  window.addEventListener('keydown', go, true);
  return cancel;
}
