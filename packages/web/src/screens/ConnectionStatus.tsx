import { useT } from '../i18n/context.ts';
import type { ConnectionState } from '../online/connection-state.ts';

const KEYS = {
  connecting: 'online.status.connecting',
  open: 'online.status.open',
  offline: 'online.status.offline',
} as const;

/**
 * The connection indicator of online play: a coloured dot and a word (connecting, connected,
 * offline and reconnecting), read out by screen readers when it changes.
 */
export function ConnectionStatus({ state }: { state: ConnectionState }) {
  const t = useT();
  return (
    <p class={`connection ${state}`} role="status" data-connection={state}>
      <span class="connection-dot" aria-hidden="true" />
      <span class="visually-hidden">{t('online.status.label')}: </span>
      {t(KEYS[state])}
    </p>
  );
}
