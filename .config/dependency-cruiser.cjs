/**
 * Which folder may import which (docs/architecture.md, "Folders"), checked by `npm run check`
 * (`npm run deps` alone). Type-only imports count too: a circle of types is still a circle a
 * reader has to untangle.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules form no import circle: each one can be read, tested and moved on its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'db-stays-down',
      comment: 'db/ (schema, migrations, the handle) imports only db/ and src/lib/: the app is built on it, never the reverse.',
      severity: 'error',
      from: { path: '^db/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'lib-is-shared',
      comment: 'src/lib/ runs in browsers and on the server alike: it imports only src/lib/ (and packages).',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^(src/(?!lib/)|db/)' },
    },
    {
      name: 'browser-code-stays-in-the-browser',
      comment: 'Islands, UI, stores never reach server code or the database (also an ESLint rule).',
      severity: 'error',
      from: { path: '^src/(islands|ui|stores)/' },
      to: { path: '^(src/(server|pages|components|layouts)/|db/)' },
    },
    {
      name: 'platform-contract-imports-no-platform',
      comment: 'The platform contract names types; only platform/checks.ts imports the modules of both platforms.',
      severity: 'error',
      from: { path: '^src/server/platform/contract\\.ts$' },
      to: { path: '^src/server/platform/(node|edge)/' },
    },
    {
      name: 'one-platform-at-a-time',
      comment: 'A Node platform module never imports an edge one, nor the reverse.',
      severity: 'error',
      from: { path: '^src/server/platform/(node|edge)/' },
      to: { path: '^src/server/platform/(node|edge)/', pathNot: '^src/server/platform/$1/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-edge|node_modules)/|\\.astro/' },
    includeOnly: '^(src|db)/',
  },
};
