import { type MoveEvent, type Setup, unwrap } from '@kalaha/rules';
import { describe, expect, it, vi } from 'vitest';
import { stepDuration } from '../board/timing.ts';
import {
  gameAt,
  newGame,
  playMove,
  type Game,
  type GameConfig,
  type Seat,
} from '../game/session.ts';
import { positionOf, rulesOf } from '../test-support/positions.ts';
import { giuthiFriends, playLine, ROUND_1 } from '../test-support/giuthi.ts';
import { SoundPlayer, soundOf, type AudioContextLike } from './sound.ts';

/** An audio parameter that keeps the value set last. */
class FakeParam {
  value = 0;
  setValueAtTime(value: number) {
    this.value = value;
    return this;
  }
  exponentialRampToValueAtTime() {
    return this;
  }
}

/** A node that can be connected (and returns what it was connected to, as the real one does). */
const node = () => ({ connect: <T>(to: T) => to });

/** A stand-in for the Web Audio API's AudioContext: records every sound source started. */
class FakeAudio {
  currentTime = 10;
  readonly sampleRate = 8000;
  state: AudioContextState = 'suspended';
  resumed = 0;
  readonly destination = node();
  /** Every oscillator (with its starting pitch) and noise burst started, and when. */
  readonly started: { kind: 'tone' | 'noise'; at: number; freq?: number }[] = [];

  resume() {
    this.resumed++;
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    return { ...node(), gain: new FakeParam() };
  }
  createBiquadFilter() {
    return { ...node(), type: '', Q: new FakeParam(), frequency: new FakeParam() };
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
  createOscillator() {
    const frequency = new FakeParam();
    return {
      ...node(),
      type: 'sine',
      frequency,
      start: (at: number) => this.started.push({ kind: 'tone', at, freq: frequency.value }),
      stop: () => undefined,
    };
  }
  createBufferSource() {
    return {
      ...node(),
      buffer: null,
      start: (at: number) => this.started.push({ kind: 'noise', at }),
      stop: () => undefined,
    };
  }
}

const human: Seat = { kind: 'human' };
const computer: Seat = { kind: 'computer', level: 3 };
const friends: GameConfig = {
  presetId: 'kalaha',
  rules: rulesOf(),
  seats: { south: human, north: human },
  starts: 'south',
};

/** A player whose context is the fake, with sound on (or as `on` says). */
function setUp(on = { sound: true }) {
  const audio = new FakeAudio();
  const create = vi.fn(() => audio as unknown as AudioContextLike);
  const player = new SoundPlayer(() => on.sound, create);
  return { audio, create, player, on };
}

/** Plays `house` in `game` and returns the game after it and the move's events. */
function move(game: Game, house: number): { game: Game; events: readonly MoveEvent[] } {
  const played = unwrap(playMove(game, { house }));
  return played;
}

/** A game of `config` from the position of `setup` (3 houses). */
function gameFrom(config: Partial<GameConfig>, setup: Setup): Game {
  const rules = rulesOf('kalaha', { houses: 3, seeds: 2 });
  return gameAt({ ...friends, rules, ...config }, positionOf(rules, setup));
}

/** The sounds a player schedules for the steps of a move shown at `speed` (0: at once). */
function stepsOf(player: SoundPlayer, game: Game, events: readonly MoveEvent[], speed = 1) {
  return events.map((e) => player.step(e, stepDuration(e, speed, speed === 0), game));
}

describe('SoundPlayer', () => {
  it('creates its audio context only at a user gesture with sound on, once', () => {
    const { player, create, audio, on } = setUp({ sound: false });
    const { game, events } = move(newGame(friends), 3);
    player.unlock();
    expect(create).not.toHaveBeenCalled();
    on.sound = true;
    // No gesture yet: silent, and no context (browsers would refuse to start one).
    expect(stepsOf(player, game, events)).toEqual(events.map(() => undefined));
    expect(create).not.toHaveBeenCalled();
    player.unlock();
    player.unlock();
    expect(create).toHaveBeenCalledTimes(1);
    expect(audio.resumed).toBe(1);
    expect(audio.started).toEqual([]);
  });

  it('clicks as each seed lands, in step with the animation, and sounds the extra turn', () => {
    const { player, audio } = setUp();
    player.unlock();
    const { game, events } = move(newGame(friends), 1); // 6 seeds, the last in the store
    expect(stepsOf(player, game, events)).toEqual([
      undefined, // the lift
      ...Array<string>(6).fill('sow'),
      'extraTurn',
    ]);
    const tones = audio.started.filter((s) => s.kind === 'tone');
    // Each seed lands after 80% of its 260 ms step; the extra turn is two notes at once.
    expect(tones.map((s) => Math.round((s.at - 10) * 1000))).toEqual([
      ...Array<number>(6).fill(208),
      0,
      120,
    ]);
    expect(audio.started.filter((s) => s.kind === 'noise')).toHaveLength(6);
  });

  it('has a sound of its own for a capture', () => {
    const { player, audio } = setUp();
    player.unlock();
    // South sows its one seed into its own empty house 2, opposite North's 2 seeds.
    const { game, events } = move(
      gameFrom(
        {},
        {
          houses: { south: [1, 0, 2], north: [2, 2, 2] },
          stores: { south: 2, north: 1 },
          turn: 'south',
        },
      ),
      1,
    );
    expect(stepsOf(player, game, events).filter(Boolean)).toEqual(['sow', 'capture']);
    const capture = audio.started.slice(2);
    expect(capture.map((s) => s.kind)).toEqual(['noise', 'tone']);
  });

  it('ends with a win, a loss or a draw, even when the move was shown at once', () => {
    // South sows its last seed into its store; its side empty, it takes North's seed: +2.
    const last = (south: number, north: number, seats: GameConfig['seats']) =>
      move(
        gameFrom(
          { seats },
          {
            houses: { south: [0, 0, 1], north: [1, 0, 0] },
            stores: { south, north },
            turn: 'south',
          },
        ),
        3,
      );
    const ending = (played: { game: Game; events: readonly MoveEvent[] }) => {
      const { player } = setUp();
      player.unlock();
      return stepsOf(player, played.game, played.events, 0).filter(Boolean);
    };
    const vsComputer = { south: human, north: computer };
    expect(ending(last(6, 4, vsComputer))).toEqual(['win']);
    expect(ending(last(3, 7, vsComputer))).toEqual(['loss']);
    expect(ending(last(3, 7, friends.seats))).toEqual(['win']);
    expect(ending(last(4, 6, vsComputer))).toEqual(['draw']);
  });

  it('is silent when sound is off', () => {
    const { player, audio, on } = setUp();
    player.unlock();
    on.sound = false;
    const { game, events } = move(newGame(friends), 1);
    expect(stepsOf(player, game, events).filter(Boolean)).toEqual([]);
    expect(player.play('win')).toBe(false);
    expect(audio.started).toEqual([]);
  });
});

describe('soundOf', () => {
  it('gives the lift and a pass no sound, a sweep a click', () => {
    const game = newGame(friends);
    expect(soundOf({ type: 'lift', side: 'south', house: 1, seeds: 6 }, game)).toBeUndefined();
    expect(soundOf({ type: 'pass', side: 'south' }, game)).toBeUndefined();
    expect(soundOf({ type: 'four', side: 'north', house: 2, seeds: 4 }, game)).toBe('capture');
    expect(soundOf({ type: 'mustFeed', side: 'north' }, game)).toBeUndefined();
    expect(soundOf({ type: 'sweep', side: 'north', house: 1, seeds: 2, to: 'north' }, game)).toBe(
      'sow',
    );
  });

  it('sounds the end of a Giuthi round for its winner (docs/RULES.md 4)', () => {
    // South loses round 1 of this line 14 to 26, to the computer.
    const game = playLine(
      newGame({
        ...giuthiFriends,
        seats: { ...giuthiFriends.seats, north: { kind: 'computer', level: 2 } },
      }),
      ROUND_1,
    );
    const end = game.events.at(-1)!.at(-1)!;
    expect(end.type).toBe('end');
    expect(soundOf(end, game)).toBe('loss');
    // Outside a game (a puzzle's solution) the end makes no sound; its seeds still click.
    expect(soundOf(end, undefined)).toBeUndefined();
    expect(soundOf({ type: 'capture', by: 'south', houses: [], seeds: 3 }, undefined)).toBe(
      'capture',
    );
  });
});
