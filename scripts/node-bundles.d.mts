/** Types of `node-bundles.mjs` (plain JavaScript, read before tsx is registered). */

/** The bundles: the server's and the `kalaha` command's. */
export type BundleName = 'server' | 'cli';

/** Each bundle's directory (from the repository's root) and its entries (name → source). */
export declare const BUNDLES: Readonly<
  Record<BundleName, { readonly dir: string; readonly entries: Readonly<Record<string, string>> }>
>;

/**
 * The file URL of bundle `name`'s `main.mjs` when it is built and newer than every source, else
 * `undefined`.
 */
export declare function freshBundle(name: BundleName): string | undefined;

/**
 * Builds bundle `name` with esbuild when it is missing or stale; resolves with whether it built.
 *
 * @throws Error when esbuild fails.
 */
export declare function ensureBundle(name: BundleName): Promise<boolean>;
