// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { buildSettings } from './src/server/core/environment.mjs';
import { STATIC_PATHS } from './src/server/http/static-paths.mjs';
import { precompress } from './src/server/node/precompress.mjs';
import { satoriHarfBuzzForWorkers } from './src/server/edge/satori-harfbuzz.mjs';
import { copyFileSync, mkdirSync } from 'node:fs';
import { FONT_ASSET_DIR, FONT_FILES, fontSourcePath } from './src/server/og/font-files.mjs';

// The settings that shape the build, from the one reader of the environment (defaults included).
const { site, host, port, analyticsId, s3UploadOrigin, s3ImageOrigin, target } = buildSettings();
const edge = target === 'edge';
// The platform seam (docs/platforms.md): `@platform/<name>` is src/server/platform/<platform>/<name>.ts.
const platformDir = fileURLToPath(new URL('./src/server/platform/', import.meta.url));
// Vite's dev server injects inline styles and scripts that a strict CSP refuses; the policy
// applies to builds (and so to every test, which runs the built server).
const isDevServer = process.argv.includes('dev');

// Analytics is off unless PUBLIC_ANALYTICS_ID is set at build time;
// only then may pages load gtag.js and send hits to Google Analytics (src/lib/analytics.ts).
const analyticsHosts = analyticsId
  ? ' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com'
  : '';

// Header images in an S3-compatible bucket (src/server/uploads/storage-s3.ts; read at build time like
// the analytics id): browsers PUT uploads to the bucket and load images from S3_PUBLIC_URL.
const imageHosts = s3ImageOrigin ? ` ${s3ImageOrigin}` : '';
const uploadHosts = s3UploadOrigin ? ` ${s3UploadOrigin}` : '';

export default defineConfig({
  site,
  output: 'server',
  trailingSlash: 'ignore',
  adapter: edge
    ? cloudflare({
        // Our Worker (src/server/edge/worker.ts) and its settings.
        configPath: './src/server/edge/wrangler.jsonc',
        prerenderEnvironment: 'node',
        // No astro:assets images: nothing for Cloudflare Images to do.
        imageService: 'passthrough',
      })
    : // 'middleware': the adapter's entry only exports its handler and never starts a server of its
      // own; src/server/node/serve.mjs is the server (the request guard, security headers, static
      // files), and the entry refuses to be run by itself (see node-server-exports below).
      node({ mode: 'middleware', staticHeaders: true }),
  // The app keeps its own sessions in the database; Astro's (a KV namespace on Cloudflare) is unused.
  ...(edge ? { session: false } : {}),
  integrations: [
    react(),
    {
      // client:used (src/islands/directives/used.ts): the itinerary's React island hydrates only
      // when the guest opens something that needs it (docs/guest-page.md).
      name: 'itinerary-client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'used', entrypoint: fileURLToPath(new URL('./src/islands/directives/used.ts', import.meta.url)) });
        },
      },
    },
    {
      // The fonts link preview images are drawn with (src/server/og/font-files.mjs), copied into
      // the static assets: the server reads them from there, so the Worker's bundle stays small.
      name: 'itinerary-og-fonts',
      hooks: {
        'astro:build:done': ({ dir }) => {
          const target = new URL(`.${FONT_ASSET_DIR}`, dir);
          mkdirSync(target, { recursive: true });
          for (const font of FONT_FILES) copyFileSync(new URL(fontSourcePath(font), import.meta.url), new URL(font.file, target));
        },
      },
    },
    sitemap({
      filter: (page) => STATIC_PATHS.some((path) => path === new URL(page).pathname),
    }),
    // Last, so the sitemap is compressed too: .br and .gz beside each static text file, which
    // src/server/node/static-files.ts serves. Not on the edge: Cloudflare compresses what it serves.
    ...(edge ? [] : [precompress()]),
  ],
  server: { host, port },
  security: {
    // Astro's check that form posts come from this site is done by src/middleware.ts instead
    // (isCrossSiteFormPost, the same rule): mail providers' one-click unsubscribe (RFC 8058) is a
    // cross-site form post with no Origin, and Astro's check has no way to let that one route in.
    checkOrigin: false,
    csp: isDevServer
      ? false
      : {
          directives: [
            "default-src 'self'",
            `img-src 'self' data: blob: https:${imageHosts}`,
            "media-src 'self' https:",
            "font-src 'self'",
            `connect-src 'self'${analyticsHosts}${uploadHosts}`,
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
          ],
          styleDirective: {
            // Theme colours reach the page as CSS custom properties in style attributes.
            resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
          },
          ...(analyticsId
            ? { scriptDirective: { resources: ["'self'", 'https://www.googletagmanager.com'] } }
            : {}),
        },
  },
  // 'always' would save phones a render-blocking request, but Astro 7 then misses the CSP hash
  // of one inlined stylesheet on prerendered pages (Chromium refuses it); kept at 'auto'.
  build: { inlineStylesheets: 'auto' },
  vite: {
    // The Worker is uploaded and started as one script within a size budget (docs/edge.md): its
    // code is minified, which Astro leaves off for server builds. Source maps still name the files.
    ...(edge ? { environments: { ssr: { build: { rolldownOptions: { output: { minify: true } } } } } } : {}),
    plugins: [
      // Satori's text shaping without run-time WebAssembly compilation, for Workers.
      ...(edge ? [satoriHarfBuzzForWorkers()] : []),
      {
        // `@platform/<name>`: the edge implementation in the Worker's bundle, the Node one
        // everywhere else: the Node build, and pages prerendered at build time (they render in
        // Node, whatever the target). Before Vite's own resolver, which would follow
        // tsconfig.json's paths (the Node side, for tsc and vitest).
        name: 'platform-seam',
        enforce: 'pre',
        resolveId: {
          filter: { id: /^@platform\// },
          handler(source, importer, options) {
            const platform = edge && this.environment.name !== 'prerender' ? 'edge' : 'node';
            return this.resolve(`${platformDir}${platform}/${source.slice('@platform/'.length)}`, importer, { ...options, skipSelf: true });
          },
        },
      },
      tailwindcss(),
      {
        // The HTTP server is ours (src/server/node/serve.mjs): it runs the adapter's app handler and
        // needs the request guard, the static files and the start-up services from the app's own
        // bundle, so they are added to the exports of the adapter's server entry (dist/server/entry.mjs).
        name: 'node-server-exports',
        apply: 'build',
        transform(code, id) {
          if (!/@astrojs[\\/]node[\\/]dist[\\/]server\.js$/.test(id)) return null;
          const extra = fileURLToPath(new URL('./src/server/node/exports.ts', import.meta.url));
          // appHandlerFor(port): the adapter's app step alone (pages, endpoints, its 404), without
          // its static step, which src/server/node/static-files.ts replaces; given the port the
          // server listens on, as the adapter's standalone server passes it.
          const appHandler =
            'import { createAppHandler as __createAppHandler } from "./serve-app.js";\n' +
            'export const appHandlerFor = (port) => __createAppHandler(app, { ...options, port });\n';
          // `node dist/server/entry.mjs`, the adapter's usual start, would serve nothing here (the
          // adapter's middleware mode starts no server) and, in its standalone mode, would serve
          // without the guard and headers: run as the main script, the entry stops with a message.
          const refuseToRun = `import { refuseToRunAlone as __refuseToRunAlone } from ${JSON.stringify(extra)};\n__refuseToRunAlone(import.meta.url);\n`;
          return { code: `${code}\nexport * from ${JSON.stringify(extra)};\n${appHandler}${refuseToRun}`, map: null };
        },
      },
      {
        // The service worker (src/service-worker/sw.ts, docs/offline.md) must be one classic
        // script at the site root: it is built on its own and src/pages/sw.js.ts serves the
        // result, imported as a string from this virtual module.
        name: 'service-worker-script',
        resolveId: (id) => (id === 'virtual:service-worker' ? '\0virtual:service-worker' : null),
        async load(id) {
          if (id !== '\0virtual:service-worker') return null;
          const entry = fileURLToPath(new URL('./src/service-worker/sw.ts', import.meta.url));
          const { build } = await import('vite');
          const result = await build({
            configFile: false,
            logLevel: 'warn',
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
            build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: 'serviceWorker' } },
          });
          const built = Array.isArray(result) ? result[0] : result;
          const chunk = built && 'output' in built ? built.output.find((file) => file.type === 'chunk') : undefined;
          if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker build produced no script');
          for (const file of chunk.moduleIds) this.addWatchFile(file);
          return `export default ${JSON.stringify(chunk.code)};`;
        },
      },
      {
        // For the production server only (Vite's dev server cannot inline CommonJS packages):
        // - date-fns and drizzle-orm are bundled, so only the modules we use load; from
        //   node_modules they loaded hundreds of files on the first request (seconds);
        // - React and its consumers are bundled and defined as production. React picks its
        //   build from NODE_ENV at run time, and development React made pages ten times slower.
        name: 'lean-production-server',
        apply: 'build',
        config: () => ({
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: {
            noExternal: [
              'date-fns',
              'date-fns-tz',
              'drizzle-orm',
              'react',
              'react-dom',
              'scheduler',
              '@nanostores/react',
              'nanostores',
            ],
          },
        }),
      },
    ],
  },
});
