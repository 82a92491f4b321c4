/**
 * What the engine plays with as a bot of the `kalaha` command, the same whether it speaks the
 * ManKalah protocol (`kalaha agent`) or KGP (`kalaha kgp-client`).
 */

/** How a bot's engine plays: at a level (1..10), else the timed full-strength search. */
export interface BotEngineOptions {
  /** An engine level 1..10 to play at; the timed full-strength search when absent. */
  readonly level?: number | undefined;
  /** Seeds the random choices of the levels that draw their moves (1-5). */
  readonly seed?: number;
}

/**
 * The transposition table of a bot's searcher, in MiB: 64 MiB holds the few million positions a
 * second's search visits on the boards bots play (ManKalah's 7×7, KGP's up to 12 houses a side),
 * and is small beside a tournament machine's memory.
 */
export const BOT_TT_MIB = 64;
