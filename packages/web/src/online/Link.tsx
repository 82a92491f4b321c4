import type { ComponentChildren } from 'preact';

/** Goes to an address of the app without reloading (`history.pushState`). */
export type Navigate = (path: string, options?: { readonly replace?: boolean }) => void;

/**
 * A link between the app's pages: a real `<a href>` (it can be opened in a new tab, copied,
 * read by screen readers as a link), followed inside the app on a plain click.
 */
export function Link({
  href,
  navigate,
  class: className,
  children,
}: {
  href: string;
  navigate: Navigate;
  class?: string;
  children: ComponentChildren;
}) {
  return (
    <a
      href={href}
      class={className}
      onClick={(event) => {
        if (
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
