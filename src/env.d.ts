/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The browser's session, when it has a valid one (src/middleware.ts). */
    session: import('../db/schema').Session | null;
    /** The signed-in user of that session, or null (set by src/middleware.ts). */
    user: import('../db/schema').User | null;
  }
}

/** The service worker's script, built from src/service-worker/sw.ts (astro.config.mjs). */
declare module 'virtual:service-worker' {
  const script: string;
  export default script;
}
