import { spawn, type ChildProcess } from 'node:child_process';

/** A Node process started with `--inspect` for the tests of the inspector and memory readings. */
export interface InspectedChild {
  readonly child: ChildProcess;
  /** The inspector's `ws://` URL. */
  readonly inspectorUrl: string;
  /** Resolves once the child has written `text` to its stdout. */
  printed(text: string): Promise<void>;
  /** Kills it and waits for its exit. */
  kill(): Promise<void>;
}

/**
 * Runs `script` (JavaScript) in `node --inspect=127.0.0.1:0` and waits for its inspector's
 * address. The script should keep the process alive (a timer).
 */
export async function startInspectedChild(script: string): Promise<InspectedChild> {
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    child.emit('printed');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const inspectorUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = /Debugger listening on (ws:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    void exited.then(() => reject(new Error(`the child exited early:\n${output}`)));
  });
  return {
    child,
    inspectorUrl,
    printed: (text) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!stdout.includes(text)) return;
          child.off('printed', check);
          resolve();
        };
        child.on('printed', check);
        check();
      }),
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
