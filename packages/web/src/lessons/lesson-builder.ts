import type { Lesson } from '@kalaha/engine';
import type { RuleSet } from '@kalaha/rules';

/** Builds the course of a rule set (the engine's `buildLesson`), somewhere. */
export type LessonBuilder = (rules: RuleSet) => Promise<Lesson>;

/**
 * The lesson builder of the browser: each course searched for in a Web Worker of its own
 * (`lesson.worker.ts`), ended once it has answered.
 *
 * @returns a builder whose promise is rejected with the worker's error when it fails (its script
 *   not loaded, offline before it was cached).
 */
export function workerLessonBuilder(): LessonBuilder {
  return (rules) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./lesson.worker.ts', import.meta.url), {
        type: 'module',
        name: 'kalaha-lessons',
      });
      worker.onmessage = (event: MessageEvent<Lesson>) => {
        worker.terminate();
        resolve(event.data);
      };
      worker.onerror = (event) => {
        worker.terminate();
        reject(new Error(event.message || 'the lesson builder stopped'));
      };
      worker.postMessage(rules);
    });
}
