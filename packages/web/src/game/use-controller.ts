import { useEffect, useState } from 'preact/hooks';
import type { GameController, PlayView } from './controller.ts';

/** The controller's view, re-rendering the component on every change. */
export function usePlayView(controller: GameController): PlayView {
  const [view, setView] = useState(controller.view);
  useEffect(() => {
    setView(controller.view);
    return controller.subscribe(() => setView(controller.view));
  }, [controller]);
  return view;
}
