/**
 * Records in links: the app's address with a game record in its fragment (`#record=`, the record
 * compacted, in base64url). Apart from the records themselves (`record-io.ts`), so that the first
 * page can see a link without loading the code that reads records.
 */

/** The prefix of a record in a link's fragment. */
export const LINK_PREFIX = '#record=';

/** A link to `base` (the app's address) that opens `recordText` (compacted, base64url). */
export function recordLink(base: string, recordText: string): string {
  const compact = JSON.stringify(JSON.parse(recordText) as unknown);
  return `${base.split('#')[0]}${LINK_PREFIX}${toBase64Url(compact)}`;
}

/**
 * The record text in a link's fragment (`#record=…`), or `undefined` when there is none. A link
 * whose record cannot be decoded gives the empty text, which `importRecord` (`record-io.ts`) refuses, so that
 * opening a damaged link says so instead of saying nothing.
 */
export function recordFromHash(hash: string): string | undefined {
  if (!hash.startsWith(LINK_PREFIX)) return undefined;
  try {
    return fromBase64Url(hash.slice(LINK_PREFIX.length));
  } catch {
    return '';
  }
}

/** UTF-8 text as base64url (RFC 4648 §5, no padding). */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The inverse of {@link toBase64Url}; throws on text that is not base64url of UTF-8. */
export function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
