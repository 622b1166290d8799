// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

const site = process.env.SITE_URL ?? 'http://localhost:4321';

// Analytics is off unless PUBLIC_ANALYTICS_ID is set at build time (DESIGN.md "Outside services");
// only then may pages load gtag.js and send hits to Google Analytics (src/lib/analytics.ts).
const analyticsId = process.env.PUBLIC_ANALYTICS_ID?.trim();
const analyticsHosts = analyticsId
  ? ' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com'
  : '';

// Pages that are prerendered; the sitemap lists exactly these.
const STATIC_PATHS = ['/', '/faq/', '/privacy-policy/', '/terms/', '/community-guidelines/'];

export default defineConfig({
  site,
  output: 'server',
  trailingSlash: 'ignore',
  adapter: node({ mode: 'standalone', staticHeaders: true }),
  integrations: [
    react(),
    sitemap({
      filter: (page) => STATIC_PATHS.includes(new URL(page).pathname),
    }),
  ],
  server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) },
  security: {
    checkOrigin: true,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob: https:",
        "media-src 'self' https:",
        "font-src 'self'",
        `connect-src 'self'${analyticsHosts}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
      styleDirective: {
        // Theme colours reach the page as CSS custom properties in style attributes (DESIGN.md).
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
    plugins: [
      tailwindcss(),
      {
        // React is bundled into the server (below) and picks its build from NODE_ENV at run
        // time; a build always serves production React, whatever NODE_ENV the host sets.
        // Development React on the server was ten times slower (owner stacks, validation).
        name: 'production-react-in-server-build',
        apply: 'build',
        config: () => ({ define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      },
    ],
    // Bundled into the server so only the modules we use are loaded: importing date-fns-tz
    // or drizzle-orm from node_modules loads hundreds of files on the first request (seconds).
    ssr: { noExternal: ['date-fns', 'date-fns-tz', 'drizzle-orm', 'react', 'react-dom', 'scheduler', '@nanostores/react', 'nanostores'] },
  },
});
