import type { Side } from '@kalaha/rules';
import type { MessageKey } from './keys.ts';

/** Values filled into a message; `side` chooses the `_south` / `_north` form, `count` the plural. */
export interface MessageValues {
  readonly side?: Side;
  readonly count?: number;
  readonly [name: string]: string | number | undefined;
}

/** Looks up a message in the current language and fills in its values. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;
