import { opponent, type MoveEvent } from '@kalaha/rules';
import { FLIGHT_SHARE } from '../board/flights.ts';
import type { Game } from '../game/session.ts';

/** The sounds of the game: a seed landing, a capture, an extra turn, and the end of the game. */
export type SoundName = 'sow' | 'capture' | 'extraTurn' | 'win' | 'draw' | 'loss';

/** The parts of the Web Audio API's `AudioContext` the player uses (a test passes a fake). */
export type AudioContextLike = Pick<
  AudioContext,
  | 'currentTime'
  | 'destination'
  | 'sampleRate'
  | 'state'
  | 'resume'
  | 'createGain'
  | 'createOscillator'
  | 'createBuffer'
  | 'createBufferSource'
  | 'createBiquadFilter'
>;

/** The browser's audio context, or undefined in a browser without the Web Audio API. */
export function browserAudio(): AudioContextLike | undefined {
  return typeof AudioContext === 'function' ? new AudioContext() : undefined;
}

/**
 * The sound of one step of a move, if it has one: each seed sown or swept clicks, a capture (and
 * Obridjie's four going to a bank) and an extra turn have their own, and the end sounds as a win, a draw or a loss.
 *
 * @param game the game after the move (for who won and who sits where); in a game of rounds
 *   (docs/RULES.md 4) the end of each round sounds for the round's winner. `undefined` for moves
 *   shown outside a game (a puzzle's solution), whose end makes no sound.
 */
export function soundOf(event: MoveEvent, game: Game | undefined): SoundName | undefined {
  switch (event.type) {
    case 'sow':
    case 'sweep':
      return 'sow';
    case 'capture':
    case 'four':
      return 'capture';
    case 'extraTurn':
      return 'extraTurn';
    case 'end': {
      if (game === undefined) return undefined;
      // The match now is the last (`matchNow` of session.ts, whose module is not imported here:
      // it would bring the rules' play code into the first page's chunk).
      const winner = game.matches.at(-1)?.rounds.at(-1)?.winner;
      if (winner === undefined) return 'draw';
      const seats = game.config.seats;
      // A loss only when the computer beat a person; between two people someone has won.
      const lost = seats[winner].kind === 'computer' && seats[opponent(winner)].kind === 'human';
      return lost ? 'loss' : 'win';
    }
    default:
      return undefined;
  }
}

/** The loudness of every sound (of 1): sound effects stay in the background. */
const VOLUME = 0.4;

/** What the synthesizers below draw on: the context, its output and a second of white noise. */
interface Voice {
  readonly ctx: AudioContextLike;
  readonly out: AudioNode;
  readonly noise: AudioBuffer;
}

/** The shape of a note or a noise. */
interface ToneShape {
  readonly type: OscillatorType;
  /** The frequency the pitch glides to. */
  readonly to: number | undefined;
  readonly gain: number;
  /** Seconds from the start to silence. */
  readonly decay: number;
}

/** A note: an oscillator under a short percussive envelope, its pitch optionally gliding. */
function tone(
  { ctx, out }: Voice,
  at: number,
  freq: number,
  { type = 'sine', to, gain = 0.3, decay = 0.25 }: Partial<ToneShape> = {},
): void {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  if (to !== undefined) osc.frequency.exponentialRampToValueAtTime(to, at + decay);
  const env = envelope(ctx, at, gain, decay);
  osc.connect(env).connect(out);
  osc.start(at);
  osc.stop(at + decay + 0.05);
}

/** A burst of noise through a band-pass filter (a click, a rustle), the band optionally sweeping. */
function noise(
  { ctx, out, noise: buffer }: Voice,
  at: number,
  freq: number,
  { to, gain = 0.3, decay = 0.05 }: Partial<Omit<ToneShape, 'type'>> = {},
): void {
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.Q.value = 1.5;
  filter.frequency.setValueAtTime(freq, at);
  if (to !== undefined) filter.frequency.exponentialRampToValueAtTime(to, at + decay);
  source
    .connect(filter)
    .connect(envelope(ctx, at, gain, decay))
    .connect(out);
  source.start(at);
  source.stop(at + decay + 0.05);
}

/** A gain rising to `gain` in 5 ms, then dying away in `decay` seconds. */
function envelope(ctx: AudioContextLike, at: number, gain: number, decay: number): GainNode {
  const env = ctx.createGain();
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(gain, at + 0.005);
  env.gain.exponentialRampToValueAtTime(0.0001, at + decay);
  return env;
}

/** Notes `step` seconds apart, the last one ringing longer. */
function phrase(
  voice: Voice,
  at: number,
  freqs: readonly number[],
  step: number,
  type: OscillatorType,
) {
  freqs.forEach((f, i) =>
    tone(voice, at + i * step, f, { type, gain: 0.22, decay: i === freqs.length - 1 ? 0.7 : 0.3 }),
  );
}

/** How each sound is made, starting at `at` (seconds, the context's clock). */
const SYNTHS: Readonly<Record<SoundName, (voice: Voice, at: number) => void>> = {
  // A marble on wood: a short high knock and a tick of noise.
  sow: (v, at) => {
    tone(v, at, 1400, { type: 'triangle', to: 700, gain: 0.25, decay: 0.06 });
    noise(v, at, 3500, { gain: 0.12, decay: 0.03 });
  },
  // The captured seeds fly to the store: a rustle rising, then a low thud.
  capture: (v, at) => {
    noise(v, at, 400, { to: 2400, gain: 0.25, decay: 0.3 });
    tone(v, at + 0.28, 220, { to: 110, gain: 0.4, decay: 0.18 });
  },
  // Again: two bright notes going up a fifth.
  extraTurn: (v, at) => {
    tone(v, at, 659.25, { gain: 0.22, decay: 0.2 });
    tone(v, at + 0.12, 987.77, { gain: 0.22, decay: 0.35 });
  },
  // C major rising; C–E–C, undecided; G–E♭–C falling.
  win: (v, at) => phrase(v, at, [523.25, 659.25, 783.99, 1046.5], 0.12, 'triangle'),
  draw: (v, at) => phrase(v, at, [523.25, 659.25, 523.25], 0.16, 'triangle'),
  loss: (v, at) => phrase(v, at, [392, 311.13, 261.63], 0.2, 'sine'),
};

/**
 * The sound effects, synthesized with the Web Audio API (no audio files). Headless: it is told
 * each step of a move as the animation shows it ({@link SoundPlayer.step}) and schedules that
 * step's sound so that it sounds in time with the picture (a seed clicks as it lands).
 *
 * Browsers let a page make sound only after a user gesture, so the audio context is created on
 * the first gesture ({@link SoundPlayer.unlock}) once sound is on, never before; until then, and
 * whenever sound is off, nothing sounds.
 */
export class SoundPlayer {
  readonly #enabled: () => boolean;
  readonly #create: () => AudioContextLike | undefined;
  #voice: Voice | undefined;

  /**
   * @param enabled whether the user wants sound now (read at every step).
   * @param create makes the audio context (a test passes a fake).
   */
  constructor(enabled: () => boolean, create: () => AudioContextLike | undefined = browserAudio) {
    this.#enabled = enabled;
    this.#create = create;
  }

  /**
   * Call on every user gesture: when sound is on, creates the audio context the first time and
   * wakes it when the browser has suspended it.
   */
  unlock(): void {
    if (!this.#enabled()) return;
    if (!this.#voice) {
      const ctx = this.#create();
      if (!ctx) return;
      const out = ctx.createGain();
      out.gain.value = VOLUME;
      out.connect(ctx.destination);
      const buffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
      const samples = buffer.getChannelData(0);
      for (let i = 0; i < samples.length; i++) samples[i] = Math.random() * 2 - 1;
      this.#voice = { ctx, out, noise: buffer };
    }
    if (this.#voice.ctx.state === 'suspended') this.#voice.ctx.resume().catch(() => undefined);
  }

  /**
   * A step of a move of `game` is being shown for `stepMs` milliseconds: schedules its sound, a
   * seed's click for when it lands. A move shown at once (`stepMs` 0: reduced motion) is silent
   * but for the end of the game.
   *
   * @param game the game after the move; `undefined` outside a game (a puzzle's solution).
   * @returns the sound scheduled, if any.
   */
  step(event: MoveEvent, stepMs: number, game: Game | undefined): SoundName | undefined {
    if (stepMs <= 0 && event.type !== 'end') return undefined;
    const sound = soundOf(event, game);
    const delay = sound === 'sow' ? (stepMs * FLIGHT_SHARE) / 1000 : 0;
    return sound !== undefined && this.play(sound, delay) ? sound : undefined;
  }

  /**
   * Plays `sound` in `delay` seconds.
   *
   * @returns false when it cannot: sound is off, or no gesture has unlocked audio yet.
   */
  play(sound: SoundName, delay = 0): boolean {
    const voice = this.#voice;
    if (!voice || !this.#enabled()) return false;
    SYNTHS[sound](voice, voice.ctx.currentTime + delay);
    return true;
  }
}
