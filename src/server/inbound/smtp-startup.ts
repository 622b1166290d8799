/**
 * Starts the inbound SMTP listener with the server process (issue 7). The Astro node adapter
 * offers no start-up hook and loads middleware and pages lazily on the first request, which is
 * too late for a mail listener; so astro.config.mjs (plugin `inbound-smtp-startup`) appends an
 * import of this module to the adapter's server entry, and it runs when `dist/server/entry.mjs`
 * starts. With INBOUND_SMTP_PORT unset it does nothing and loads nothing.
 */
if (process.env.INBOUND_SMTP_PORT?.trim()) {
  import('./smtp-listener')
    .then(({ startSmtpListener }) => startSmtpListener())
    .catch((error: unknown) => console.error('Inbound SMTP listener did not start', error));
}

export {};
