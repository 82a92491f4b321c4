import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import {
  buildLesson,
  endingsOf,
  stepPosition,
  TRIES_BEFORE_HELP,
  tryStep,
  type Lesson,
  type LessonStep,
} from '@kalaha/engine';
import { outcome, PRESET_IDS, ruleIs, type Move } from '@kalaha/rules';
import { drawBoard } from '../board-view.ts';
import { usageError } from '../errors.ts';
import { explainMove, explainResult } from '../explain.ts';
import { writeLines, type Io } from '../io.ts';
import { stepText } from '../lesson-text.ts';
import { rulesTitle } from '../names.ts';
import { buildAnyRules } from '../options.ts';
import { parseCommand } from '../play/commands.ts';
import { rulesOption, setOption } from '../preset-options.ts';
import { styleFor } from '../style.ts';
import { wholeNumber } from './solve.ts';

/** The options of `kalaha learn`. */
export interface LearnCommandOptions {
  readonly rules: string;
  readonly set?: readonly string[];
  /** Seeds the search for the lesson's positions (`--seed`). */
  readonly seed: number;
}

/** Adds `kalaha learn` to the program. */
export function addLearnCommand(root: Command, io: Io): void {
  root
    .command('learn')
    .description('learn a rule set by playing it: a short course, one rule a step')
    .addOption(rulesOption(PRESET_IDS))
    .addOption(setOption())
    .addOption(
      wholeNumber('--seed <n>', 'seeds the search for the positions', 0, 2 ** 32 - 1).default(1),
    )
    .action((options: LearnCommandOptions) => learnCommand(options, io));
}

/**
 * `kalaha learn` (issue 19): the course of a rule set (`buildLesson`): each step a rule, a
 * position where South can show it, and the learner's move played and checked with the rules
 * library; a move that does not show the rule is played out in words (what happened instead) and
 * asked again, a right one after {@link TRIES_BEFORE_HELP} wrong ones.
 *
 * @throws CliError (usage) for bad rules.
 */
export async function learnCommand(options: LearnCommandOptions, io: Io): Promise<void> {
  const rules = buildAnyRules(options.rules, options.set);
  if (!rules.ok) throw usageError(rules.error);
  const lesson = buildLesson(rules.value, { seed: options.seed });
  writeLines(io.stdout, [
    `Learn ${rulesTitle(rules.value, options.rules)}: ${lesson.steps.length} steps, one rule each.`,
  ]);
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity })[Symbol.asyncIterator]();
  try {
    for (const [i, step] of lesson.steps.entries()) {
      const done = await teach(lesson, step, i, io, lines);
      if (!done) {
        writeLines(io.stdout, ['', `The course stopped at step ${i + 1}.`]);
        return;
      }
    }
  } finally {
    await lines.return?.();
  }
  writeLines(io.stdout, [
    '',
    `Course complete: ${lesson.steps.length} of ${lesson.steps.length} steps.`,
    ...(lesson.missing.length > 0
      ? [`Not in this course (no position was met for it): ${lesson.missing.join(', ')}.`]
      : []),
  ]);
}

/** One step: asks until the learner plays a move that shows the rule; false at the end of input. */
async function teach(
  lesson: Lesson,
  step: LessonStep,
  index: number,
  io: Io,
  lines: AsyncIterator<string>,
): Promise<boolean> {
  const { title, text } = stepText(step.topic, lesson.rules);
  const position = stepPosition(lesson.rules, step);
  const view = {
    bottom: 'south',
    titles: { south: 'South (You)', north: 'North' },
    style: styleFor(io.stdout),
  } as const;
  writeLines(io.stdout, [
    '',
    `Step ${index + 1} of ${lesson.steps.length}: ${title}`,
    text,
    ...drawBoard(position, view),
  ]);
  let wrong = 0;
  for (;;) {
    io.stdout.write('Your move: ');
    const line = await lines.next();
    if (line.done) {
      io.stdout.write('\n');
      return false;
    }
    const command = parseCommand(line.value);
    if (command.kind !== 'move') {
      writeLines(io.stdout, [`Type a house number${directionHint(step)}.`]);
      continue;
    }
    const move: Move = command.direction
      ? { house: command.house, direction: command.direction }
      : { house: command.house };
    const tried = tryStep(lesson, step, move);
    if (!tried.ok) {
      writeLines(io.stdout, [`No move: ${tried.error.message}`]);
      continue;
    }
    const { played, right } = tried.value;
    const happened = explainMove(played.events, move);
    if (right) {
      writeLines(io.stdout, [
        'Yes.',
        ...happened,
        ...drawBoard(played.after, view),
        ...(step.topic === 'endOfGame' ? endingLines(lesson, step, move) : []),
      ]);
      return true;
    }
    wrong++;
    writeLines(io.stdout, [
      'Not this one. What happened instead:',
      ...happened.map((l) => `  ${l}`),
      wrong >= TRIES_BEFORE_HELP
        ? `Try ${moveText(step.answers[0]!)}.`
        : 'The board is as it was: try again.',
    ]);
  }
}

/** How a move is typed: `3`, or `3ccw` in Giuthi. */
function moveText(move: Move): string {
  return `${move.house}${move.direction ?? ''}`;
}

/** The reminder of the direction, where moves have one. */
function directionHint(step: LessonStep): string {
  return step.answers[0]?.direction ? ' and a direction (3ccw, 3cw)' : '';
}

/**
 * The disputed end of the game side by side (`endingsOf`, docs/RULES.md 1.1 `endRule`): the
 * learner's move under each ending the rulebooks print, the one in use marked; nothing when the
 * rules allow only one.
 */
function endingLines(lesson: Lesson, step: LessonStep, move: Move): string[] {
  const endings = endingsOf(lesson.rules, step.position, move);
  if (endings.length < 2) return [];
  const titles = { south: 'South', north: 'North' };
  return [
    'The rulebooks disagree here. The same move under each ending they print:',
    ...endings.flatMap((ending) => {
      const result = outcome(ending.after);
      const inUse = ruleIs(lesson.rules, 'endRule', ending.endRule) ? ' (these rules)' : '';
      return [
        `  endRule=${ending.endRule}${inUse}, ${ENDING_SOURCES[ending.endRule]}:`,
        ...(result
          ? explainResult(result, titles)
          : [`Play goes on: ${titles[ending.after.turn]} moves next.`]
        ).map((line) => `    ${line}`),
      ];
    }),
  ];
}

/** The rulebooks that print each ending (docs/RULES.md 1.1 `endRule`). */
const ENDING_SOURCES = {
  emptierTakes:
    "the boxed set, the Danish/Swedish/Norwegian sheet, the Swedish web page, the felt board's second ending, the German leaflet's first",
  ownerTakes:
    "the Finnish text of the sheet, the felt board's third ending, the German leaflet's second, standard Kalah",
  playOn: "the felt board's first ending",
} as const;
