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
