/**
 * The lesson builder's Web Worker (issue 19): the search for a course's positions (`buildLesson`:
 * random games and set-ups, a few hundred milliseconds for Wari on a slow phone) off the page's
 * thread, so that the page stays responsive meanwhile. Asked with a rule set, it answers with the
 * course. A file of its own so that Vite bundles it as a module worker.
 */
import { buildLesson } from '@kalaha/engine';
import type { RuleSet } from '@kalaha/rules';

self.onmessage = (event: MessageEvent<RuleSet>) => {
  self.postMessage(buildLesson(event.data));
};
