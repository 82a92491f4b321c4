import type { Terminal } from '../src/play/terminal.ts';

/** A {@link Terminal} whose user is a script, with everything shown kept as a transcript. */
export interface ScriptedTerminal extends Terminal {
  /** Everything printed and asked so far, each answer after its prompt as in a piped session. */
  readonly transcript: string;
}

/**
 * A terminal answering each prompt with the next line of `answers`, or with what `answers`
 * returns for the prompt and the transcript so far; the input ends (`undefined`) when the lines
 * run out or the function returns `undefined`.
 */
export function scriptedTerminal(
  answers: readonly string[] | ((prompt: string, transcript: string) => string | undefined),
): ScriptedTerminal {
  let transcript = '';
  let next = 0;
  return {
    get transcript() {
      return transcript;
    },
    print: (...lines) => {
      for (const line of lines) transcript += `${line}\n`;
    },
    ask(prompt) {
      transcript += prompt;
      const answer = typeof answers === 'function' ? answers(prompt, transcript) : answers[next++];
      transcript += `${answer ?? ''}\n`;
      return Promise.resolve(answer);
    },
    close: () => {},
  };
}
