// ESLint flat config (run by `npm run lint`, `npm run check`). Kept in .config/ so the top level
// holds only what a newcomer needs first.
import tseslint from 'typescript-eslint';
import drizzle from 'eslint-plugin-drizzle';
import databaseWrites from './eslint-rules/database-writes.js';

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-edge/**', '.astro/**', 'node_modules/**', 'data/**', 'tests/.tmp/**', 'test-results/**', 'playwright-report/**', '**/*.astro', '**/*.mjs', '**/*.cjs', '.config/**'],
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
      // Deep relative paths hide where a module lives: past three folders, use the `@/` alias.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../../../*'], message: "Import from src/ through the '@/' alias instead of climbing four folders." }] }],
    },
  },
  {
    // Every database write goes through handle.write() (db/index.ts), under the write lock;
    // db/index.ts owns the lock and is the one place that may reach around it, with the
    // platform module that creates its client (src/server/platform/*/database-client.ts), and the
    // migrations' data steps, which it runs on the migration's own write transaction
    // (src/server/database/migration-data-steps.ts).
    files: ['src/**/*.ts', 'src/**/*.tsx', 'db/**/*.ts'],
    ignores: ['db/index.ts', 'src/server/platform/*/database-client.ts', 'src/server/database/migration-data-steps.ts'],
    plugins: { local: databaseWrites },
    rules: { 'local/database-writes': 'error' },
  },
  {
    // Browser-side code never reaches into the server or the database (docs/architecture.md).
    files: ['src/islands/**', 'src/ui/**', 'src/lib/**', 'src/stores/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/db/**', '**/db', '@/server/**'], message: 'Browser code must not import server or db modules.' },
            { group: ['../../../../*'], message: "Import from src/ through the '@/' alias instead of climbing four folders." },
          ],
        },
      ],
    },
  },
);
