import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** The workspaces, each with its own `package.json`. */
const PACKAGES = ['rules', 'protocol', 'engine', 'server', 'cli', 'web'];

/** Files that only tests, benches and the build run: they may import development dependencies. */
const DEVELOPMENT_FILES = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/e2e/**',
  '**/bench/**',
  '**/test-support/**',
  '**/test-*.ts',
  '**/*-contract.ts',
  '**/fixtures.ts',
  '**/kill-test-child.ts',
  'packages/web/build/**',
  'packages/engine/scripts/**',
  'packages/web/vite.config.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: 'error',
      // Typed-array code reads indices it has bounds-checked; `noUncheckedIndexedAccess` stays on.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Every import is declared in the package.json of the package it is in: runtime files take
  // theirs from `dependencies`; tests, benches and build tooling may also use `devDependencies`
  // (the package's own or the repository's test tools at the root).
  ...PACKAGES.map((name) => ({
    files: [`packages/${name}/**/*.{ts,tsx,mjs}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [`packages/${name}`, '.'], devDependencies: DEVELOPMENT_FILES },
      ],
    },
  })),
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  prettier,
);
