/**
 * `npm run parse-email -- path/to/message.eml`: prints the events extraction finds in
 * a message as JSON, for users debugging a provider's format and for tests. No AI: only what the
 * structured data (or the fallback) gives.
 */
import { readFile } from 'node:fs/promises';
import { extractEvents } from './extract';
import { readEmail } from './read-email';

export async function main(args: string[]): Promise<number> {
  const paths = args.filter((a) => a !== '--');
  if (paths.length === 0) {
    process.stderr.write('Usage: npm run parse-email -- path/to/message.eml [more.eml …]\n');
    return 2;
  }
  let status = 0;
  for (const path of paths) {
    let raw: Buffer;
    try {
      raw = await readFile(path);
    } catch (error) {
      process.stderr.write(`Cannot read ${path}: ${(error as Error).message}\n`);
      status = 1;
      continue;
    }
    const events = await extractEvents(await readEmail(raw), {});
    const output = paths.length > 1 ? { file: path, events } : { events };
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  }
  return status;
}
