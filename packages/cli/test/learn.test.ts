import { buildLesson } from '@kalaha/engine';
import { parsePosition, ruleSet, unwrap, legalMoves } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { runCommand } from './cli-process.ts';

/** The lesson `kalaha learn` builds for `preset` (seed 1, as the command's default). */
const lessonOf = (preset: string) => buildLesson(unwrap(ruleSet(preset)), { seed: 1 });

/** A move of `step` typed as the learner types it. */
const typed = (move: { house: number; direction?: string }) =>
  `${move.house}${move.direction ?? ''}`;

describe('kalaha learn (issue 19)', () => {
  it('teaches every rule of kalah, one step each, to the end of the course', async () => {
    const lesson = lessonOf('kalah');
    const answers = lesson.steps.map((step) => typed(step.answers[0]!));
    const run = await runCommand(['learn', '--rules', 'kalah'], `${answers.join('\n')}\n`);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Learn Kalah (standard) [kalah]: ${lesson.steps.length} steps`);
    for (const title of [
      'Sowing',
      'The capture',
      'The extra turn',
      'No capture facing an empty house',
    ]) {
      expect(run.stdout).toContain(`: ${title}\n`);
    }
    // The disputed end side by side (docs/RULES.md 1.1 endRule): standard Kalah's ending marked.
    expect(run.stdout).toContain('The rulebooks disagree here.');
    expect(run.stdout).toContain(
      '  endRule=ownerTakes (these rules), the Finnish text of the sheet',
    );
    expect(run.stdout).toContain('  endRule=emptierTakes, the boxed set');
    expect(run.stdout).toMatch(
      /endRule=playOn, the felt board's first ending:\n {4}Play goes on: (South|North) moves next\./,
    );
    // The prompt and the answer share a line: `Your move: Yes.`
    expect(run.stdout.match(/Your move: Yes\.$/gm)).toHaveLength(lesson.steps.length);
    expect(run.stdout).toContain(
      `Course complete: ${lesson.steps.length} of ${lesson.steps.length} steps.`,
    );
  });

  it('plays a wrong move out in words, refuses an illegal one, and shows a right one after two misses', async () => {
    const lesson = lessonOf('kalah');
    const step = lesson.steps[0]!;
    const position = unwrap(parsePosition(lesson.rules, step.position));
    const wrong = legalMoves(position).find((m) => !step.answers.some((a) => a.house === m.house))!;
    const empty = position.houses('south').findIndex((s) => s === 0) + 1;
    const input = [`${empty}`, 'hello', `${wrong.house}`, `${wrong.house}`, ''].join('\n');
    const run = await runCommand(['learn', '--rules', 'kalah'], input);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`No move: south house ${empty} is empty`);
    expect(run.stdout).toContain('Type a house number.');
    expect(run.stdout).toContain('Not this one. What happened instead:');
    expect(run.stdout).toContain(`  South sows house ${wrong.house} `);
    expect(run.stdout).toContain('The board is as it was: try again.');
    expect(run.stdout).toContain(`Try ${typed(step.answers[0]!)}.`);
    expect(run.stdout).toContain('The course stopped at step 1.');
  });

  it('teaches Oware and Giuthi their own rules (feeding, relays, the further choice)', async () => {
    for (const [preset, titles] of [
      ['oware', ['The capture chain', 'Feed your opponent']],
      ['giuthi', ['Relay sowing', 'The further choice']],
    ] as const) {
      const lesson = lessonOf(preset);
      const answers = lesson.steps.map((step) => typed(step.answers[0]!));
      const run = await runCommand(['learn', '--rules', preset], `${answers.join('\n')}\n`);
      expect([preset, run.code]).toEqual([preset, 0]);
      for (const title of titles) expect(run.stdout).toContain(`: ${title}\n`);
      expect(run.stdout).toContain('Course complete');
    }
  });

  it('refuses bad rules', async () => {
    const run = await runCommand(['learn', '--rules', 'chess'], '');
    expect(run.code).toBe(2);
  });
});
