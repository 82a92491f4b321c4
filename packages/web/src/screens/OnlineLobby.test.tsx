import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { OnlineApi, type Fetch } from '../online/api.ts';
import { testI18n } from '../test-support/i18n.ts';
import { flush, renderWith } from '../test-support/render.tsx';
import { OnlineLobby } from './OnlineLobby.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('OnlineLobby', () => {
  it('says the server cannot be reached, instead of loading for ever (issue 16)', async () => {
    const offline: Fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { container, unmount } = renderWith(
      i18n,
      <OnlineLobby
        api={new OnlineApi('', offline)}
        identity={undefined}
        navigate={vi.fn()}
        busy={undefined}
        notice={undefined}
        onNewGame={vi.fn()}
        onJoin={vi.fn()}
        onChallenge={vi.fn(async () => undefined)}
      />,
    );
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The server cannot be reached. Check your connection and try again.',
    );
    expect(container.textContent).toContain(
      'The open games show here once the server can be reached again.',
    );
    expect(container.textContent).not.toContain('Loading');
    unmount();
  });
});
