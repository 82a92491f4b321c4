import { useEffect, useState } from 'preact/hooks';
import type { GameController, PlayView } from './controller.ts';

/** Something with a view that tells its listeners when the view changes. */
export interface ViewSource<V> {
  readonly view: V;
  subscribe(listener: () => void): () => void;
}

/** The source's view, re-rendering the component on every change. */
export function useView<V>(source: ViewSource<V>): V {
  const [view, setView] = useState(source.view);
  useEffect(() => {
    setView(source.view);
    return source.subscribe(() => setView(source.view));
  }, [source]);
  return view;
}

/** The controller's view, re-rendering the component on every change. */
export function usePlayView(controller: GameController): PlayView {
  return useView(controller);
}
