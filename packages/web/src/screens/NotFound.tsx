import { useEffect, useRef } from 'preact/hooks';
import { useT } from '../i18n/context.ts';

/**
 * The page for an address the app has no page at (issue 16: unknown paths get a 404 page): says
 * so and leads to the start. Its heading takes the focus, as every screen's does.
 */
export function NotFound({ onStart }: { onStart: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section class="screen not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" ref={heading} tabIndex={-1}>
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.text')}</p>
      <p>
        <button type="button" class="button" onClick={onStart}>
          {t('notFound.start')}
        </button>
      </p>
    </section>
  );
}
