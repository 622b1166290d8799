// ESLint flat config (run by `npm run lint`, `npm run check`). Kept out of the top level, whose
// layout is fixed by the design card.
import tseslint from 'typescript-eslint';
import drizzle from 'eslint-plugin-drizzle';

export default tseslint.config(
  {
    ignores: ['dist/**', '.astro/**', 'node_modules/**', 'data/**', 'tests/.tmp/**', 'test-results/**', 'playwright-report/**', '**/*.astro', '**/*.mjs', '**/*.cjs', '.config/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { drizzle },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    // Browser-side code never reaches into the server or the database (DESIGN.md).
    files: ['src/islands/**', 'src/ui/**', 'src/lib/**', 'src/stores/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/db/**', '**/db'], message: 'Browser code must not import server or db modules.' }] },
      ],
    },
  },
);
