import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/** The game's conversation with the user: lines out, answers in. */
export interface Terminal {
  /** Writes lines of text. */
  print(...lines: readonly string[]): void;
  /**
   * Shows `prompt` and waits for the next line of input, without its line ending; `undefined` once the
   * input has ended (end of file, Ctrl+D, Ctrl+C).
   */
  ask(prompt: string): Promise<string | undefined>;
  /** Stops reading input. */
  close(): void;
}

/**
 * A terminal over `input` and `output`. Lines are read through one readline async iterator, which
 * queues every line as it arrives, so piped input is never lost between prompts. When input and
 * output are both a terminal, readline edits and echoes the line; otherwise the answer read is
 * echoed after the prompt so that a transcript of piped input reads like a session.
 */
export function openTerminal(input: Readable, output: Writable): Terminal {
  const interactive = isTTY(input) && isTTY(output);
  const rl = createInterface({ input, output, terminal: interactive });
  let closed = false;
  rl.on('close', () => (closed = true));
  // Ctrl+C at the prompt ends the input like Ctrl+D, instead of pausing the stream.
  rl.on('SIGINT', () => rl.close());
  const lines = rl[Symbol.asyncIterator]();
  return {
    print: (...text) => {
      for (const line of text) output.write(`${line}\n`);
    },
    async ask(prompt) {
      if (interactive && !closed) {
        rl.setPrompt(prompt);
        rl.prompt();
      } else if (!interactive) {
        output.write(prompt);
      }
      const next = await lines.next();
      if (next.done === true) {
        output.write('\n');
        return undefined;
      }
      if (!interactive) output.write(`${next.value}\n`);
      return next.value;
    },
    close: () => rl.close(),
  };
}

function isTTY(stream: Readable | Writable): boolean {
  return (stream as { isTTY?: boolean }).isTTY === true;
}
