/**
 * Counts open connections per client address and refuses one beyond `perAddress`, so that one
 * address cannot exhaust the server's sockets and memory.
 */
export class AddressCap {
  readonly #open = new Map<string, number>();

  constructor(readonly perAddress: number) {}

  /** Counts a new connection from `address`; false (and nothing counted) when it is at its cap. */
  take(address: string): boolean {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.perAddress) return false;
    this.#open.set(address, open + 1);
    return true;
  }

  /** Uncounts a connection {@link take} accepted, once it has closed. */
  release(address: string): void {
    const open = this.#open.get(address) ?? 0;
    if (open <= 1) this.#open.delete(address);
    else this.#open.set(address, open - 1);
  }

  /** Open connections from `address`. */
  count(address: string): number {
    return this.#open.get(address) ?? 0;
  }
}
