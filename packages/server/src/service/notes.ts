import { ChangeSchema, type Change } from '@kalaha/protocol';

/**
 * What instances tell each other on a game's bus channel (`<prefix>game:<gameId>`), one JSON
 * text a message:
 * - `action`: the game reached `version` by `change`, durably stored; listeners reload the game
 *   from storage (or find their cache already there) and tell their watchers;
 * - `presence`: instance `instanceId` now has these watchers of the game (spectators, and
 *   connections of each seat's player); `ask` asks the other instances to tell theirs at once
 *   (an instance that has just started to watch the game). Counts are repeated as a heartbeat and
 *   expire when an instance stops repeating them (it died). Each carries the version of the game
 *   the instance holds, so that an instance behind it notices a lost `action` note and reloads.
 */
export type BusNote =
  | { readonly type: 'action'; readonly version: number; readonly change: Change }
  | {
      readonly type: 'presence';
      readonly instanceId: string;
      readonly counts: PresenceCounts;
      readonly ask: boolean;
      /** The version of the game the instance holds (absent from instances before it was added). */
      readonly version?: number;
    };

/** Watchers of a game: spectators, and connections of the South and North seats' players. */
export interface PresenceCounts {
  readonly spectators: number;
  readonly south: number;
  readonly north: number;
}

/** The bus channel of a game. */
export function gameChannel(gameId: string): string {
  return `game:${gameId}`;
}

/** Writes a note as the JSON text published on the bus. */
export function encodeNote(note: BusNote): string {
  return JSON.stringify(note);
}

/**
 * Reads a note heard on the bus; `undefined` for anything else (the bus is shared: a message
 * that is not a note is ignored, never trusted).
 */
export function decodeNote(text: string): BusNote | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const note = data as Record<string, unknown>;
  if (note.type === 'action') {
    const change = ChangeSchema.safeParse(note.change);
    if (!isCount(note.version) || note.version < 1 || !change.success) return undefined;
    return { type: 'action', version: note.version, change: change.data };
  }
  if (note.type === 'presence') {
    const counts = note.counts as Record<string, unknown> | null;
    if (typeof note.instanceId !== 'string' || typeof note.ask !== 'boolean') return undefined;
    if (typeof counts !== 'object' || counts === null) return undefined;
    const { spectators, south, north } = counts;
    if (!isCount(spectators) || !isCount(south) || !isCount(north)) return undefined;
    if (note.version !== undefined && !isCount(note.version)) return undefined;
    return {
      type: 'presence',
      instanceId: note.instanceId,
      counts: { spectators, south, north },
      ask: note.ask,
      ...(note.version === undefined ? {} : { version: note.version }),
    };
  }
  return undefined;
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}
