/**
 * Added to the exports of the built server entry (dist/server/entry.mjs) by astro.config.mjs,
 * so that ./serve.mjs, which runs the HTTP server around the Node adapter, can use them.
 */
export { config, ConfigError } from '../core/config';
export { guardNodeRequest } from './guard';
export { startNodeServices } from './services';
export { createStaticFiles, readStaticHeaders } from './static-files';
export { noteWrites, serveCachedAnswer } from './cached-pages';
export { refuseToRunAlone } from './run-alone';
