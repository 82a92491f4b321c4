import type { ActionInput, ActResult, WatchMessage } from '@kalaha/protocol';
import type { MoveEvent } from '@kalaha/rules';
import type { Translate } from '../i18n/translate.ts';
import type { HeldSeat } from '../online/identity.ts';
import type { OnlineControllerDeps } from '../online/seat-controller.ts';

/** South's seat in the online controllers' tests. */
export const SOUTH: HeldSeat = { side: 'south', seatSecret: 'south-secret-0123456789' };
/** North's seat in the online controllers' tests. */
export const NORTH: HeldSeat = { side: 'north', seatSecret: 'north-secret-0123456789' };

/** The server's answer to every action: applied. */
export function okAnswer(): ActResult {
  return { ok: true, value: { version: 99 } };
}

/**
 * What an online game controller runs with in a test, fed by hand: `send` plays the server's part
 * (the watch), `acts` records what the controller sent, `answer` decides how the server answers,
 * `steps` (each step's event and milliseconds) and `slept` record the animation, `unwatched()`
 * tells whether the controller stopped watching. Game `g1`, normal speed, motion on.
 */
export function handFed<G>(t: () => Translate, answer: (a: ActionInput) => ActResult = okAnswer) {
  let listener: ((message: WatchMessage) => void) | undefined;
  const acts: ActionInput[] = [];
  const steps: { event: MoveEvent['type']; ms: number }[] = [];
  const slept: number[] = [];
  let unwatched = false;
  const deps: OnlineControllerDeps<G> = {
    gameId: 'g1',
    watch: (_id, l) => {
      listener = l;
      return () => (unwatched = true);
    },
    act: async (action) => {
      acts.push(action);
      return answer(action);
    },
    t,
    speed: () => 1,
    reducedMotion: () => false,
    onStep: (event, ms) => steps.push({ event: event.type, ms }),
    sleep: async (ms) => void slept.push(ms),
  };
  return {
    deps,
    acts,
    steps,
    slept,
    unwatched: () => unwatched,
    send: (message: WatchMessage) => listener!(message),
  };
}
