import { useEffect, useState } from 'preact/hooks';
import type { OnlineGameController, OnlineView } from './controller.ts';

/** The online controller's view, re-rendering the component on every change. */
export function useOnlineView(controller: OnlineGameController): OnlineView {
  const [view, setView] = useState(controller.view);
  useEffect(() => {
    setView(controller.view);
    return controller.subscribe(() => setView(controller.view));
  }, [controller]);
  return view;
}
