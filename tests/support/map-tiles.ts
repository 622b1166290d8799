/**
 * The map tiles of e2e servers (PUBLIC_MAP_TILE_URL, a runtime setting on both builds): every
 * tile is one transparent pixel, so no request for a tile leaves the machine.
 */
export const OFFLINE_MAP_TILE_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
