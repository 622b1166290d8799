/**
 * The two builds' MIME parsers (mailparser on Node, postal-mime on the edge: the
 * `@platform/parse-email` pair) must read every forwarded email alike: for each message of the
 * corpus (tests/fixtures/email/), readEmail gives the same content with either parser, and
 * extraction the same events.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractEvents } from '../../src/server/inbound/extract';
import { createEmailReader } from '../../src/server/inbound/read-email';
import { parseEmail as edgeParseEmail } from '../../src/server/platform/edge/parse-email';
import { parseEmail as nodeParseEmail } from '../../src/server/platform/node/parse-email';

const DIR = fileURLToPath(new URL('../fixtures/email/', import.meta.url));
const fixtures = readdirSync(DIR).filter((f) => f.endsWith('.eml')).sort();

const readWithNode = createEmailReader(nodeParseEmail);
const readWithEdge = createEmailReader(edgeParseEmail);

describe('mailparser and postal-mime read the corpus alike', () => {
  it('has the corpus', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
  });

  it.each(fixtures)('%s', async (file) => {
    const raw = readFileSync(`${DIR}${file}`);
    const [node, edge] = await Promise.all([readWithNode(raw), readWithEdge(raw)]);
    expect(edge).toEqual(node);
    // Something was read (an empty pair would be equal too).
    expect(node.subject).not.toBe('');
    expect(node.text.length + (node.html?.length ?? 0)).toBeGreaterThan(0);
    const [nodeEvents, edgeEvents] = await Promise.all([extractEvents(node, {}), extractEvents(edge, {})]);
    expect(nodeEvents.length).toBeGreaterThan(0);
    expect(edgeEvents).toEqual(nodeEvents);
  });

  it('both list an invite and an attached message as attachments, with the same fields', async () => {
    for (const file of ['ics-invite-tokyo-tour.eml', 'train-renfe-ics-spanish.eml', 'forwarded-attachment-booking.eml']) {
      const raw = readFileSync(`${DIR}${file}`);
      const [node, edge] = await Promise.all([nodeParseEmail(raw), edgeParseEmail(raw)]);
      const kinds = (parsed: typeof node) => parsed.attachments.map((a) => ({ contentType: a.contentType, filename: a.filename }));
      expect(kinds(node).length).toBeGreaterThan(0);
      expect(kinds(edge)).toEqual(kinds(node));
      expect({ ...edge, attachments: [], text: '', html: '' }).toEqual({ ...node, attachments: [], text: '', html: '' });
    }
  });
});
