/**
 * The built server validates every setting before it listens: a wrong one ends the process with
 * exit code 1 and a message naming the variable, instead of a server that answers 500 later.
 */
import { describe, expect, it } from 'vitest';
import { runServerUntilExit } from '../support/server';

describe('configuration checked at start-up', () => {
  it('refuses to start with a SITE_URL that is not a URL, and says so', async () => {
    const { code, output } = await runServerUntilExit({ SITE_URL: 'not-a-url' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration: SITE_URL must be a full URL such as https://trip.example');
    // The message, not a stack trace.
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('refuses a DATABASE_URL it cannot open and lists every wrong setting at once', async () => {
    const { code, output } = await runServerUntilExit({ DATABASE_URL: 'data/itinerary.db', PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain('PORT must be a port number from 0 to 65535');
    expect(output).toContain('DATABASE_URL must be file:<path> or a libsql://, http(s):// or ws(s):// URL');
  });

  it('refuses settings that only make sense together when one is missing', async () => {
    const { code, output } = await runServerUntilExit({ S3_BUCKET: 'images' });
    expect(code).toBe(1);
    expect(output).toContain('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
  });
});
