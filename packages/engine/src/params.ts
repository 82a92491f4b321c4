/**
 * Every number that tunes the engine, in one place (docs/ARCHITECTURE.md "Conventions": "Numbers
 * that tune the engine live in one named place, each with a comment on how it was chosen").
 * Nothing here changes what the
 * engine considers legal or what a finished game scores; these only steer how fast and how well
 * the search finds its move.
 *
 * Units: scores inside the search are integers in 1/{@link SCORE_SCALE} of a seed; depths are in
 * plies (one ply = one move = one sowing, so an extra turn costs a ply); sizes in MiB; times in ms.
 */

/**
 * Internal score units per seed. Heuristic evaluations need finer steps than whole seeds, while a
 * finished game scores exactly `SCORE_SCALE ×` its store difference. 16 keeps the largest score
 * (288 seeds on a 12×12 board, ×16 = 4608) well inside the 16-bit score field of a table entry and
 * gives the evaluation weights below a resolution of 1/16 seed; the smallest weight in use is 2/16.
 */
export const SCORE_SCALE = 16;

/**
 * What a finished game with equal stores that `tieBreak: emptierWins` decides is worth, in internal
 * units: ½ seed (+ for the winner, the player whose side was emptied; docs/RULES.md 1.1). Not a tuning
 * figure but a convention: any value strictly between 0 and one seed ranks outcomes correctly
 * (a win by one seed > a tie won by the tie-break > a draw), and ½ keeps the score in seeds
 * readable. The solver uses the same ½ seed in its own units.
 */
export const TIE_BREAK_SCORE = SCORE_SCALE / 2;

/**
 * Deepest search and longest line the engine handles, in plies. The 7-bit depth field of a table
 * entry holds 0..127. Every test board (houses ≤ 3, seeds ≤ 3) is solved well within it; a full
 * 6×6 game is far beyond what any search reaches.
 */
export const MAX_PLY = 127;

/**
 * Default transposition-table size in MiB. 16 MiB = 2^20 buckets of two entries: big enough that
 * the bench (a few million nodes per position) hardly replaces entries, small enough for a browser
 * Web Worker. The index then uses 20 key bits and the entry checks 32 more (52 bits in all).
 */
export const TT_DEFAULT_MIB = 16;

/**
 * The table is probed and written only at nodes with at least this many plies to go. Near the
 * horizon (the most common nodes) a probe is a likely cache miss into a table of megabytes and
 * costs more than the few leaves it saves. Measured (time for the bench / for depth 22, 17 and 16
 * searches of the kalah, kalaha and kalaha-de starts): 2 → 0.57 s, 3 → 0.44 s / 2.98 s,
 * 4 → 0.42 s / 2.79 s, 5 → 0.43 s / 2.82 s. Exact solving of endgames prefers 3 (about 14% faster
 * than 4 on three test endgames), so a solver may want its own value.
 */
export const TT_MIN_DEPTH = 4;

/** Smallest table size accepted, in MiB (1 MiB = 65 536 buckets); smaller requests are raised to it. */
export const TT_MIN_MIB = 1;

/**
 * Largest table size accepted, in MiB: 1 GiB (2^26 buckets). Not a measured limit: a bound on what
 * a worker may be asked to allocate.
 */
export const TT_MAX_MIB = 1024;

/**
 * Seed of the pseudo-random generator (splitmix32) that fills the Zobrist tables. Any constant
 * works; it is fixed so that hash keys, table replacement and therefore the bench node count are
 * the same on every run and machine.
 */
export const ZOBRIST_SEED = 0x6b61_6c61; // "kala"

/**
 * How many nodes (moves made) pass between two checks of the time limit, the stop flag and the
 * AbortSignal. At ~10 million nodes/s, 4096 nodes are under half a millisecond, so a stop is
 * obeyed within a millisecond while the clock is read rarely enough not to show in the profile.
 * The node limit does not depend on it: it is checked exactly.
 */
export const CHECK_INTERVAL = 4096;

/**
 * With a time limit, a new iteration is started only while less than this fraction of the time
 * has passed: an iteration costs about as much as all before it together or more (on the bench
 * each costs mostly 1.5-2.5 times the one before, 1.2-4.3 at the extremes), so one started later would most likely be cut off
 * unfinished and its work thrown away. Not tuned.
 */
export const TIME_NEW_ITERATION_FRACTION = 0.5;

/**
 * Aspiration windows: from this iteration depth on, the root is first searched with a window of
 * ±{@link ASPIRATION_DELTA} around the previous iteration's score. Below it the full window is
 * cheap anyway and the scores of shallow iterations swing too much to centre a window on (the
 * value 4 itself is not tuned). Without aspiration windows the bench took 5% longer (0.446 s
 * against 0.422 s).
 */
export const ASPIRATION_MIN_DEPTH = 4;

/**
 * Half-width of the first aspiration window, in internal units: 2 seeds. 1, 2 and 4 seeds were
 * within 5% of each other on the bench (0.418, 0.422, 0.442 s) and on the deeper searches
 * (2.86, 2.82, 2.83 s); 2 is the middle. A failed window is widened by
 * {@link ASPIRATION_GROWTH} on the side that failed and searched again.
 */
export const ASPIRATION_DELTA = 2 * SCORE_SCALE;

/**
 * Factor by which a failed aspiration window's half-width grows before the re-search: from ±2
 * seeds, ±6, ±18, ±54, so even a swing to a lost game is bracketed within four searches. Not
 * tuned.
 */
export const ASPIRATION_GROWTH = 3;

/**
 * Evaluation weights, each in internal units per seed or per move (divide by
 * {@link SCORE_SCALE} for seeds). A position still in play scores, from the view of the player to
 * move,
 *
 * ```
 * SCORE_SCALE · (own store − opponent's store)
 *   + side weight · (seeds in own houses − seeds in opponent's houses)
 *   + EVAL_EXTRA_MOVE · (own houses whose sowing ends in the own store)
 * ```
 *
 * with the side weight chosen by `endRule` (plus `majorityEnd`). How they were chosen: first a
 * least-squares fit of (depth-12 search score − store difference) on the two features, over
 * ~2000 positions of randomized self-play games per rule set; then self-play matches to confirm:
 * every 3-move opening played with both colours (370-380 games), depth 7 (and 8 for kalah and
 * kalaha) against the store difference alone. Results, in seeds a game for the weights below:
 * kalah +2.0 to +2.9, kalah 6×6 +3.2, kalaha +3.1 to +4.3, kalaha-de +4.4, kalaha playOn +4.4,
 * kalaha with majorityEnd +3.8; the noise of such a match is about ±1.5 seeds. Values are round numbers near
 * the best tried, not fine optima.
 */

/**
 * `endRule: ownerTakes`: the seeds on a side are swept to their owner at the end, but captures
 * and sowing move most of them across first: 1/8 seed per seed (fit: 0.10-0.11; 2 beat 0, 4 and
 * 8 in the matches, 8 lost 2-4 seeds a game).
 */
export const EVAL_SIDE_OWNER_TAKES = 2;

/**
 * `endRule: emptierTakes`: the emptier takes the opponent's houses, so a light side could be a
 * weapon; but neither a linear term (fit: −0.01; −2 and −4 lost 1.4 and 3.2 seeds a game against
 * 0) nor a "race" bonus (the opponent's seeds counted once the own side holds 2-6 or fewer) gained
 * anything measurable, so the weight is 0: the search sees the emptying itself.
 */
export const EVAL_SIDE_EMPTIER_TAKES = 0;

/**
 * `endRule: playOn`: nobody sweeps and the player whose side runs empty passes; own seeds are
 * tempo rather than score. 0: +2 and −2 both did worse than 0 (by 1.8 and 1.1 seeds a game), +4
 * lost.
 */
export const EVAL_SIDE_PLAY_ON = 0;

/**
 * Added to the side weight under `majorityEnd` (where a majority ends the game with each side's
 * houses swept to their owner, docs/RULES.md 1.3). 0: adding 2 did worse under emptierTakes (−0.8 seeds
 * a game), and under ownerTakes (kalaha-de) a side weight of 4 in all did 1 seed worse than 2.
 */
export const EVAL_SIDE_MAJORITY = 0;

/**
 * Per own house whose sowing ends exactly in the own store (an extra turn at hand), for the player
 * to move, when `extraTurn` is `store`: 2 seeds. The fit gave 2.7-3.1 seeds per such move; in the
 * matches 2 seeds gained 2.0-4.3 seeds a game, 1 seed about half that, 3 seeds no more than 2.
 * Under `extraTurn: ownSide` the term is off (0, 1 and 2 seeds were within noise of each other:
 * that rule's other extra turns are not counted), and under `none` it means nothing.
 */
export const EVAL_EXTRA_MOVE = 32;

/*
 * Move ordering (see `ordering.ts`): sort keys, highest first. The table's move before everything,
 * then moves ending in the own store (the house nearest the store first, so that the other
 * extra-turn moves stay intact), then captures by size, then the rest by history. The bands only
 * need to be far enough apart not to overlap; history values are capped below the capture band.
 * One ply above the horizon moves are not ordered at all (`Searcher`'s frontier search): ordering
 * there saved 3% of the nodes but cost 10% more time on the bench (0.61 s against 0.556 s).
 */
/** Sort key of the transposition table's move. */
export const ORDER_TT_MOVE = 1 << 28;
/** Sort key of a move whose last seed lands in the own store, plus its house number. */
export const ORDER_EXTRA_TURN = 1 << 26;
/** Sort key of a capture, plus the seeds in the opposite house. */
export const ORDER_CAPTURE = 1 << 24;
/** Cap of a history value, so that history never outranks a capture. */
export const HISTORY_MAX = (1 << 24) - 1;

/**
 * History: a move that causes a beta cutoff gains `depth²` (Schaeffer's weighting: deep cutoffs
 * count more), and every history value is shifted right by this many bits at the start of a
 * search, so that older searches fade (1 = halved). Not tuned.
 */
export const HISTORY_SHIFT_PER_SEARCH = 1;

/*
 * The solver (`solve/solver.ts`): proving the exact value of positions.
 */

/**
 * Default size of the solver's table of proven bounds, in MiB: 16 MiB = 2^19 buckets of four
 * entries (2 million positions). Smaller is faster here as long as the problem fits, because
 * every probe is a cache miss and a small table misses the TLB less: Kalah(6,4), empty capture,
 * 22-seed database, 2 threads: 16 MiB 1.8 s, 64 MiB 2.6 s; standard capture 8 MiB 4.6 s, 16 MiB
 * 3.9 s, 64 MiB 4.7 s; with the 20-seed database (empty capture) 4 MiB 3.5 s, 8 MiB 3.3 s,
 * 16 MiB 3.4 s, 32 MiB 3.6 s, 64 MiB 4.0 s, 256 MiB 6.1 s, 512 MiB 7.4 s. Larger problems (6×5) want more,
 * given with `ttMiB` (`--tt-mib`).
 */
export const SOLVER_TT_DEFAULT_MIB = 16;

/** Smallest solver table accepted, in MiB. */
export const SOLVER_TT_MIN_MIB = 1;

/**
 * Largest solver table accepted, in MiB: 4 GiB, half the memory budget of the issue (8 GB), with
 * room left for endgame databases. Not a measured limit.
 */
export const SOLVER_TT_MAX_MIB = 4096;

/**
 * Deepest line the solver follows, in moves (the size of its board's undo stack and move buffers:
 * a few hundred kilobytes). Every move puts a seed into a store or moves seeds closer to their
 * owner's store, so games end, but no useful bound on their length is known; the principal
 * variations of Kalah(6,5) are under 50 moves. A line deeper than this is reported as an error,
 * never answered wrongly.
 */
export const SOLVER_MAX_PLY = 1024;

/**
 * The solver's iterative deepening (as Irving, Donkers & Uiterwijk 2000, whose program went 5, 8,
 * …, 29): heuristic MTD(f) iterations at depths {@link SOLVER_ID_FIRST_DEPTH},
 * + {@link SOLVER_ID_STEP}, … up to {@link SOLVER_ID_LAST_DEPTH} plies, leaves scored by the store
 * difference, fill the table with good moves before the unlimited, exact MTD(f). Kalah(6,4) with
 * a 22-seed database on 2 threads (seconds, empty capture / standard): 4,4,16 → 2.7 / 4.8;
 * 4,4,20 → 2.8 / 5.4; 4,4,24 → – / 7.3; 4,4,28 → 3.6 / –; with a 20-seed database on one
 * thread, 5,3,29 → 11.9 / 29.5 and 4,4,24 → 8.9 / 19.2. Shallower iterations cost less than the
 * move ordering they bring saves.
 */
export const SOLVER_ID_FIRST_DEPTH = 4;
/** Step between two heuristic iterations of the solver, in plies. */
export const SOLVER_ID_STEP = 4;
/** Deepest heuristic iteration of the solver, in plies; the exact search follows. */
export const SOLVER_ID_LAST_DEPTH = 16;

/**
 * With an endgame database of N seeds, the solver keeps positions of fewer than N + this many
 * seeds in their houses out of its table: their subtrees are a few database look-ups, cheaper to
 * search again than a table probe (a cache miss) costs. Kalah(6,4) with a 20-seed database
 * (seconds of CPU time, nodes): 1 → 24.2 s, 75 M; 2 → 22.0 s, 79 M; 3 → 19.6 s, 90 M;
 * 4 → 19.2 s, 102 M. 3 keeps most of the gain at fewer nodes.
 */
export const SOLVER_TABLE_ABOVE_EGDB = 3;

/**
 * Parallel solving (`solve/parallel.ts`, ABDADA): positions with at least this many seeds in their
 * houses more than the endgame database holds (or than 0 without one) are marked while a thread
 * searches them, and another thread reaching one leaves it for later. Smaller ones are not worth
 * the two atomic operations. Kalah(6,4), 20-seed database, 2 threads (seconds, empty capture /
 * standard): 3 → 6.7 / 14.5, 5 → 5.4 / 13.5, 8 → 5.6 / 14.5, 12 → 5.5 / 14.2.
 */
export const SOLVER_BUSY_ABOVE_EGDB = 5;

/** Slots of the parallel solver's busy counters (a power of two; positions share them by key). */
export const SOLVER_BUSY_SLOTS = 1 << 16;

/** Milliseconds between two progress reports of the solver within an MTD(f) iteration. */
export const SOLVER_PROGRESS_MS = 250;

/**
 * The Wari searcher (`wari/search.ts`) probes and writes the table only at nodes with at least this
 * many plies to go, as the generic searcher of the relatives does (2): its keys include the
 * repetition history, so transpositions are rarer than in Kalaha and a probe saves less. Kept
 * equal to the generic searcher's so that both search the same tree (their tests compare them).
 */
export const WARI_TT_MIN_DEPTH = 2;

/**
 * The weights of the Wari and Oware evaluation (`wari/evaluate.ts`), in internal units (1/16 seed)
 * per unit of each term; the store difference counts a seed a seed ({@link SCORE_SCALE}).
 */
export interface WariWeights {
  /**
   * Per seed of (seeds on the own side − seeds on the opponent's side). Seeds left in the houses at
   * the end go to the owner of their side (docs/RULES.md 2, `cycleRule: ownSide`), so they are worth
   * something, but far less than a seed in the store: they can still be captured or must be sown
   * over to feed the opponent.
   */
  readonly side: number;
  /**
   * Per opponent house that the player to move can capture now (its last seed lands there and
   * makes it 2 or 3): most of the 2-3 seeds it takes, but the opponent may answer.
   */
  readonly captureAtHand: number;
  /**
   * Per own house the opponent's next sowing can capture: the player to move may still defend it
   * (sow it away or add to it), so less than a capture at hand.
   */
  readonly threatened: number;
  /**
   * Per house holding seeds, own less the opponent's: the moves each player has (a player with few
   * may be forced into bad sowings, or starved).
   */
  readonly mobility: number;
}

/**
 * The Wari and Oware weights in use, tuned by matches (`bench/tune-wari.ts`: coordinate ascent,
 * `oware` preset, level 7 (15 000 nodes a move), 600 games a match in pairs with sides swapped from
 * random 4-move openings). The weights chosen by reasoning were side 4, captures at hand 24,
 * threatened 12, no mobility. Seeds on the own side are worth less than reasoned (2: 59.3% against
 * 4; 0, 3 and 4 each lost against 2 by 62-68%), and mobility is worth much (6 against none: 72.1%;
 * 9 against 6: 53.1%, and 55.3% at level 8); the capture terms were at their best (±8 and ±6:
 * 49.5-52.6%), and a bonus or malus for houses of 11 seeds or more gained nothing (±16: 46.3% and
 * 48.5%; left out). Against the weights reasoned, side 2 and mobility 6 scored 77.4% (95% CI
 * 73.5-81.2%) at level 8, 400 games; these weights, with the opening book, 78.8% (75.0-82.5%).
 * Tuned again under `wari` (grand slam forbidden) the same way, one round: only threatened 6 was
 * kept at level 7 (54.9%), and it scored 50.2% (45.8-54.7%) at level 8, so Wari uses these too.
 * The engine README has every match and its command.
 */
export const WARI_WEIGHTS: WariWeights = {
  side: 2,
  captureAtHand: 24,
  threatened: 12,
  mobility: 9,
};

/**
 * Obridjie evaluation, per seed of (own side − opponent's side), internal units: seeds left at the
 * end go to the side's owner (docs/RULES.md 3) and fours made on the own side come home, so a seed on
 * the own side is worth a little; 4/16 as in Wari.
 */
export const EVAL_OBRIDJIE_SIDE = 4;

/**
 * Giuthi evaluation (`relatives/evaluate.ts`), per seed of (own side − opponent's side), internal
 * units: the seeds in houses at the end of a round go to the owner of their side (docs/RULES.md 4), so
 * a seed on the own side counts fully unless it is captured first; captures take whole houses
 * (often two), so it is worth half a seed in the store: 8/16. Chosen by reasoning and checked by
 * the level ladder of the README (no tuning run yet).
 */
export const EVAL_GIUTHI_SIDE = 8;

/**
 * Giuthi: per own house of 2 or more seeds, less the opponent's, internal units: such a house is
 * a move (docs/RULES.md 4: a turn starts from a house of at least 2; a player without one passes and
 * can only watch), so more of them mean more choice of direction and of further choices; 6/16 of
 * a seed each, below a seed so that it never outweighs material. Chosen by reasoning.
 */
export const EVAL_GIUTHI_MOBILITY = 6;

/**
 * Giuthi arrangement (`levels/arrangement.ts`, docs/RULES.md 4 "Rounds"): when the loser's seeds can be
 * laid out in at most this many ways (compositions of his seeds into the next round's houses, at
 * least 1 a house), every way is weighed; above, a candidate set is. 64 keeps the weighing of
 * every candidate by a shallow search to about the cost of one level-8 move.
 */
export const ARRANGE_ENUMERATE_MAX = 64;

/**
 * Giuthi arrangement: random layouts (from the level's seeded generator) added to the fixed
 * candidates (even spread, each house heaped, the two ends heaped) when the layouts are too many
 * to weigh all; 32 gives a fair chance of near-best shapes without outweighing the search.
 */
export const ARRANGE_SAMPLES = 32;

/**
 * Giuthi arrangement: the depth in plies of the search that weighs each candidate layout, by level
 * (index level − 1). Level 1 lays out at random (depth 0): a beginner does not plan his layout;
 * then a ply more every second level, as the move levels grow by about a ply a level. Chosen by
 * reasoning: the start position after a layout is wide open (every house of 2+ seeds, both
 * directions), so a few plies already tell a layout that gives away captures from one that does
 * not.
 */
export const ARRANGE_DEPTHS: readonly number[] = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5];

/** Giuthi arrangement: the most nodes the search of one candidate layout may spend. */
export const ARRANGE_CANDIDATE_NODES = 8_000;
