/**
 * The size of the edge build's Worker as Cloudflare counts it: Wrangler's own dry run of a deploy
 * (`wrangler deploy --dry-run`, which reads the build's wrangler.json, gathers its modules and
 * WebAssembly as an upload would and prints their total, raw and gzip), never sent anywhere.
 * Cloudflare refuses a Worker whose compressed upload is over the plan's limit: 3 MB on the free
 * plan. The bench prints the figures; tests/edge/bundle.test.ts holds the build to the limit.
 *
 * Plain JavaScript so the bench script (node) can import it as well as the tests.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');

/** Cloudflare's limit on a Worker's compressed size on the free plan (3 MB). */
export const FREE_PLAN_GZIP_LIMIT_BYTES = 3 * 1000 * 1000;

/**
 * @param {string} edgeOutDir the edge build (dist-edge)
 * @returns {Promise<{ rawBytes: number; gzipBytes: number; modules: number; wasmModules: number }>}
 */
export async function workerUploadSize(edgeOutDir) {
  const outdir = mkdtempSync(join(tmpdir(), 'worker-size-'));
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [WRANGLER, 'deploy', '--dry-run', '--outdir', outdir, '-c', join(edgeOutDir, 'server/wrangler.json')], {
        cwd: ROOT,
        // No metrics, no account: the dry run stays on this machine.
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_API_TOKEN: '', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrangler deploy --dry-run exited ${code}:\n${text}`))));
    });
    const total = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(output);
    const modules = /Total \((\d+) modules\)/.exec(output);
    if (!total || !modules) throw new Error(`wrangler printed no totals:\n${output}`);
    return {
      rawBytes: Math.round(Number(total[1]) * 1024),
      gzipBytes: Math.round(Number(total[2]) * 1024),
      modules: Number(modules[1]),
      wasmModules: (output.match(/compiled-wasm/g) ?? []).length,
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
