import type { en } from './messages/en.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type Strip<K extends string> = K extends `${infer B}_${'one' | 'other'}`
  ? Strip<B>
  : K extends `${infer B}_${'south' | 'north'}`
    ? B
    : K;

/**
 * A message key as components write it: the path into the English messages without the plural
 * (`_one`, `_other`) and side (`_south`, `_north`) endings, which i18next picks from `count` and
 * `side`. A misspelt key is a type error.
 */
export type MessageKey = Strip<Leaves<typeof en>>;
