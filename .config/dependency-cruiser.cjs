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
      name: 'core-is-the-base',
      comment: 'src/server/core/ (settings, crypto, prepared statements) imports only core/, db/, src/lib/ and the platform: every folder may build on it.',
      severity: 'error',
      from: { path: '^src/server/core/' },
      to: { path: '^src/(server/(?!core/|platform/)|(?!lib/|server/)[^/]+/)' },
    },
    {
      name: 'plumbing-knows-no-feature',
      comment: 'HTTP plumbing (http/) and allowances (limits/) serve every feature and import none, except the session a request carries (auth/) and the database handle.',
      severity: 'error',
      from: { path: '^src/server/(http|limits)/' },
      to: { path: '^src/server/(?!(http|limits|core|database|auth|platform)/)' },
    },
    {
      name: 'features-do-not-reach-up',
      comment: 'Page models (pages/) and the servers (node/, edge/) sit on top of the features: no feature, nor the plumbing under it, imports them.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: '^src/server/(pages|node|edge|platform/edge)/' },
      to: { path: '^src/server/(pages|node|edge)/' },
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
