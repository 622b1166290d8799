/**
 * Which folder may import which (docs/architecture.md, "Folders"), checked by `npm run check`
 * (`npm run deps` alone). Type-only imports count too: a circle of types is still a circle a
 * reader has to untangle.
 */
/** An error when a module matching `from` imports one matching `to`; `comment` says why. */
const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    rule(
      'no-circular',
      'Modules form no import circle: each one can be read, tested and moved on its own.',
      {},
      { circular: true },
    ),
    rule(
      'db-stays-down',
      'db/ (schema, migrations, the handle) imports only db/ and src/lib/: the app is built on it, never the reverse.',
      { path: '^db/' },
      { path: '^src/', pathNot: '^src/lib/' },
    ),
    rule(
      'lib-is-shared',
      'src/lib/ runs in browsers and on the server alike: it imports only src/lib/ (and packages).',
      { path: '^src/lib/' },
      { path: '^(src/(?!lib/)|db/)' },
    ),
    rule(
      'browser-code-stays-in-the-browser',
      'Islands, UI, stores never reach server code or the database (also an ESLint rule).',
      { path: '^src/(islands|ui|stores)/' },
      { path: '^(src/(server|pages|components|layouts)/|db/)' },
    ),
    rule(
      'core-is-the-base',
      'src/server/core/ (settings, crypto, prepared statements) imports only core/, db/, src/lib/ and the platform: every folder may build on it.',
      { path: '^src/server/core/' },
      { path: '^src/(server/(?!core/|platform/)|(?!lib/|server/)[^/]+/)' },
    ),
    rule(
      'plumbing-knows-no-feature',
      'HTTP plumbing (http/) and allowances (limits/) serve every feature and import none, except the session a request carries (auth/) and the database handle.',
      { path: '^src/server/(http|limits)/' },
      { path: '^src/server/(?!(http|limits|core|database|auth|platform)/)' },
    ),
    rule(
      'features-do-not-reach-up',
      'Page models (pages/) and the servers (node/, edge/) sit on top of the features: no feature, nor the plumbing under it, imports them.',
      { path: '^src/server/', pathNot: '^src/server/(pages|node|edge|platform/edge)/' },
      { path: '^src/server/(pages|node|edge)/' },
    ),
    rule(
      'platform-contract-imports-no-platform',
      'The platform contract names types; only platform/checks.ts imports the modules of both platforms.',
      { path: '^src/server/platform/contract\\.ts$' },
      { path: '^src/server/platform/(node|edge)/' },
    ),
    rule(
      'one-platform-at-a-time',
      'A Node platform module never imports an edge one, nor the reverse.',
      { path: '^src/server/platform/(node|edge)/' },
      { path: '^src/server/platform/(node|edge)/', pathNot: '^src/server/platform/$1/' },
    ),
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-edge|node_modules)/|\\.astro/' },
    includeOnly: '^(src|db)/',
  },
};
