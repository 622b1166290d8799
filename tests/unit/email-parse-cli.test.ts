/**
 * `npm run parse-email -- message.eml`: the script the package defines, run as a user
 * would, prints the extracted events as JSON.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const script = (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> }).scripts['parse-email'];

/** The package script's command, run with this process's Node (22) from the project root. */
async function parseEmail(args: string[]) {
  const [, entry] = /^node (\S+)$/.exec(script ?? '') ?? [];
  if (!entry) throw new Error(`unexpected parse-email script: ${script}`);
  return run(process.execPath, [entry, ...args], { cwd: ROOT, timeout: 60_000 });
}

describe('npm run parse-email', { timeout: 60_000 }, () => {
  it('prints the events of a message as JSON', async () => {
    const { stdout } = await parseEmail(['--', 'tests/fixtures/email/hotel-jsonld-paris.eml']);
    const output = JSON.parse(stdout) as { events: { title: string; start: string; needsReview: boolean }[] };
    expect(output.events.map((e) => [e.title, e.start, e.needsReview])).toEqual([
      ['Check-in: Hôtel Le Marais Lumière', '2027-05-21T13:00:00.000Z', false],
      ['Check-out: Hôtel Le Marais Lumière', '2027-05-24T09:00:00.000Z', false],
    ]);
  });

  it('explains its usage and fails on a missing file', async () => {
    await expect(parseEmail([])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run parse-email') });
    await expect(parseEmail(['tests/fixtures/email/nope.eml'])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Cannot read') });
  });
});
