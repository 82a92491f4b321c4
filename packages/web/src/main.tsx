import { render } from 'preact';
import { App } from './app/App.tsx';
import { createI18n } from './i18n/i18n.ts';
import { startLanguage } from './i18n/store.ts';
import { registerServiceWorker } from './sw-register.ts';

/** Starts the app: the language (chosen before, else the browser's), then the first render. */
async function main(): Promise<void> {
  const language = startLanguage(window.localStorage, navigator.languages ?? [navigator.language]);
  const i18n = await createI18n(language);
  document.documentElement.lang = language;
  const root = document.getElementById('app')!;
  root.replaceChildren();
  render(<App i18n={i18n} />, root);
  performance.mark('kalaha:first-render');
  registerServiceWorker();
}

void main();
