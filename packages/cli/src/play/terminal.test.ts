import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openTerminal } from './terminal.ts';

function streams(): { input: PassThrough; output: PassThrough; written: () => string } {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  return { input, output, written: () => text };
}

describe('openTerminal', () => {
  it('keeps every piped line for the prompts that come later, then reports the end', async () => {
    const { input, output, written } = streams();
    input.end('3\nhint\n\nquit');
    const terminal = openTerminal(input, output);
    // Every piped line has been read before the first prompt is shown.
    await once(input, 'end');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await terminal.ask(`q${i}> `));
    expect(answers).toEqual(['3', 'hint', '', 'quit', undefined]);
    terminal.print('bye', 'now');
    terminal.close();
    // Piped input is echoed after each prompt, so the output reads like a session.
    expect(written()).toBe('q0> 3\nq1> hint\nq2> \nq3> quit\nq4> \nbye\nnow\n');
  });

  it('waits for input typed later', async () => {
    const { input, output } = streams();
    const terminal = openTerminal(input, output);
    const answer = terminal.ask('> ');
    input.write('5\n');
    await expect(answer).resolves.toBe('5');
    terminal.close();
    await expect(terminal.ask('> ')).resolves.toBeUndefined();
  });
});
