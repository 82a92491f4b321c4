/** Types of `source-files.mjs` (plain JavaScript, read before tsx is registered). */

/**
 * Every file under `roots` (directories walked whole, files taken as they are, missing ones
 * skipped), test files (`*.test.ts`, `*.test.tsx`) left out.
 */
export declare function sourceFiles(roots: readonly string[]): string[];
