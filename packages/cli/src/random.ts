import { randomInt } from 'node:crypto';

/** A fresh seed for a game whose seed the user did not give. */
export function freshSeed(): number {
  return randomInt(2 ** 32 - 1);
}
