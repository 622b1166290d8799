/** A path the static assets may be asked for: absolute, plain segments, no `..`. */
export function isStaticAssetPath(path: string): boolean {
  return /^(\/[\w-][\w.-]*)+$/.test(path) && !path.split('/').includes('..');
}
