import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/.turbo/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The house rule of docs/architecture.md: core imports no plugin and no app.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chorus/*', '!@chorus/core'],
              message: 'core imports no plugin and no app (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Plugins import core and their kit, never each other or app internals.
    files: ['plugins/**/*.ts', 'plugins/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chorus/server', '@chorus/web', '@chorus/server/*', '@chorus/web/*'],
              message: 'plugins never import an app (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
);
