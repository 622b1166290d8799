/**
 * The e2e outbox: the local SMTP sink of tests/playwright.config.ts writes every email the app
 * sends into this folder, one .eml file each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from './fixtures';
import { simpleParser, type ParsedMail } from 'mailparser';
import { ROOT } from '../support/paths';

export const OUTBOX = resolve(ROOT, `tests/.tmp/e2e-${process.env.E2E_PORT ?? 4477}-outbox`);

/**
 * Waits for the newest email to `address` and returns what `pick` reads from it (the parsed
 * email and its raw bytes); keeps waiting while there is no such email or `pick` finds nothing.
 */
export async function fromNewestEmailTo(address: string, pick: (mail: ParsedMail, raw: Buffer) => string): Promise<string> {
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
    })
    .not.toBe('');
  return found;
}
