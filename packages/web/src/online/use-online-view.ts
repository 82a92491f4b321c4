import { useView } from '../game/use-controller.ts';
import type { OnlineGameController, OnlineView } from './controller.ts';

/** The online controller's view, re-rendering the component on every change. */
export function useOnlineView(controller: OnlineGameController): OnlineView {
  return useView(controller);
}
