/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The browser's session, when it has a valid one (src/middleware.ts). */
    session: import('../db/schema').Session | null;
    /** The signed-in user of that session, or null (set by src/middleware.ts). */
    user: import('../db/schema').User | null;
    /**
     * The session's access to the itinerary page this request is for, when the middleware (or
     * the Node server, before it) read it: the page uses it rather than reading it again.
     */
    pageAccess?: import('./server/pages/page-cache').RequestPageAccess;
    /**
     * The session behind the request's cookie as the Node server read and checked it (valid now,
     * due for no renewal or touch), when it hands the request on: the middleware takes it as it is.
     */
    checkedSession?: { token: string; session: import('../db/schema').Session };
  }
}

/** The service worker's script, built from src/service-worker/sw.ts (astro.config.mjs). */
declare module 'virtual:service-worker' {
  const script: string;
  export default script;
}

/**
 * The encoder alone of the qrcode package (src/lib/qr-code.ts): its main entry on the server also
 * loads the PNG and file writers (pngjs, fs), which the edge Worker has no use for.
 */
declare module 'qrcode/lib/core/qrcode.js' {
  const core: { create(text: string, options?: import('qrcode').QRCodeOptions): import('qrcode').QRCode };
  export default core;
}

/**
 * The qrcode package's browser build (canvas and SVG writers), named explicitly: the share
 * dialog's download chunk is also bundled for the server, where the package's main entry would
 * bring its Node file and PNG writers (fs, zlib) into the edge Worker.
 */
declare module 'qrcode/lib/browser.js' {
  export { toDataURL, toString } from 'qrcode';
}
