import { useEffect, useState } from 'preact/hooks';

/**
 * True while the screen matches the CSS media query `query`; follows rotations and resizes. False
 * where the browser has no `matchMedia`.
 */
export function useMediaQuery(query: string): boolean {
  const list = typeof matchMedia === 'function' ? matchMedia(query) : undefined;
  const [matches, setMatches] = useState(list?.matches ?? false);
  useEffect(() => {
    if (!list) return undefined;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
