/**
 * The e2e outbox: the local SMTP sink of this worker's stack (tests/support/e2e-stack.ts) writes
 * every email its server sends into this folder, one .eml file each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { workerStack } from '../support/e2e-stack';
import { expect } from './fixtures';

export const OUTBOX = workerStack.outboxDir;

/**
 * Waits for the newest email to `address` and returns what `pick` reads from it (the parsed
 * email and its raw bytes); keeps waiting while there is no such email or `pick` finds nothing.
 */
export async function fromNewestEmailTo(address: string, pick: (mail: ParsedMail, raw: Buffer) => string, timeout?: number): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      let files: string[] = [];
      try {
        files = readdirSync(OUTBOX).sort().reverse();
      } catch {
        return '';
      }
      for (const file of files) {
        const raw = readFileSync(join(OUTBOX, file));
        const mail = await simpleParser(raw);
        const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
        if (!to.includes(address)) continue;
        found = pick(mail, raw);
        return found;
      }
      return '';
    }, timeout === undefined ? {} : { timeout })
    .not.toBe('');
  return found;
}
