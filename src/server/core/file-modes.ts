/**
 * What the server writes to disk (the database file and its -wal and -shm companions, uploads,
 * the upload signing secret, the mail outbox) holds codes, feed secrets and guests' data, so it is
 * readable by the server's own user only: files 0600, folders 0700 (docs/security.md, "Files on
 * disk"). The Node server also sets its umask to 0077 when it starts (src/server/node/serve.mjs),
 * so anything created without an explicit mode gets the same.
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;
