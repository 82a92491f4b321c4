import { DEFAULT_LEVEL as ENGINE_DEFAULT_LEVEL, MAX_LEVEL } from '@kalaha/engine';

/**
 * The computer's strength levels as the `kalaha` command offers them: the engine's levels 1-10
 * (`packages/engine/src/levels/table.ts` holds every number that makes them).
 */

/** The level a computer player gets when none is given (`--north computer`): the engine's, 6. */
export const DEFAULT_LEVEL = ENGINE_DEFAULT_LEVEL;

/** The strongest level, 10: perfect play where the engine can prove it, else its full search. */
export const STRONGEST_LEVEL = MAX_LEVEL;
