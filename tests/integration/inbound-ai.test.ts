/**
 * The AI extractor against a local stand-in for the chat-completions API: the request
 * carries the trimmed email text and the JSON schema; a malformed or hostile answer (wrong
 * types, script tags, 500 events, invalid JSON, HTTP 500, no answer) is rejected or clipped,
 * never passed on as is.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_EVENTS_SCHEMA, MAX_AI_EVENTS, createAiExtractor, parseStart, toPlainText } from '../../src/server/inbound/ai-extractor';
import { trimEmailText } from '../../src/server/inbound/ai-text';
import type { EmailContent } from '../../src/server/inbound/types';
import { startChatCompletionsStandIn, type ChatCompletionsStandIn } from '../support/chat-completions-stand-in';

let standIn: ChatCompletionsStandIn;
beforeAll(async () => {
  standIn = await startChatCompletionsStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const LONG_URL = `https://click.mailer.example-hotel.com/track/${'a1b2c3'.repeat(30)}`;
const EMAIL_TEXT = [
  'Your reservation is confirmed.',
  '',
  '',
  '',
  'Hotel Lutetia,   45 Boulevard Raspail, Paris',
  'Check-in: Friday 4 December 2026 from 15:00',
  `Manage your booking: ${LONG_URL}`,
  'Confirmation number: HX99-2041',
  '',
  'On Tue, 1 Dec 2026 at 09:00, Ana <ana@example.com> wrote:',
  '> Can you book the hotel for the 4th?',
  '> Thanks!',
  '',
  '-- ',
  'Ben Martin',
  'Head of Everything, Example Corp',
  'Sent from my iPhone',
].join('\n');

const content = (text = EMAIL_TEXT): EmailContent => ({
  subject: 'Your stay at Hotel Lutetia',
  date: new Date('2026-12-01T09:30:00Z'),
  from: 'reservations@lutetia.example.com',
  text,
  html: null,
  calendars: [],
  messageId: '<ai-1@mail>',
});

const goodEvent = {
  title: 'Check-in: Hotel Lutetia',
  description: 'Room for two',
  start: '2026-12-04T15:00',
  timeZone: 'Europe/Paris',
  location: '45 Boulevard Raspail, Paris',
  latitude: 48.851,
  longitude: 2.327,
  eventType: 'lodging',
  reservationNumber: 'HX99-2041',
  segment: 'checkin',
  privateNotes: 'Confirmation HX99-2041, €420',
  cancelled: false,
};

const extractor = (timeoutMs?: number) =>
  createAiExtractor({ apiKey: 'test-key', model: 'stand-in-model', baseURL: standIn.baseURL, ...(timeoutMs ? { timeoutMs } : {}) });

describe('the request', () => {
  it('carries the trimmed text, the model and the JSON schema', async () => {
    standIn.answer = () => ({ content: { events: [goodEvent] } });
    await extractor()(content());
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('stand-in-model');
    expect(request?.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'booking_events', strict: true, schema: JSON.parse(JSON.stringify(AI_EVENTS_SCHEMA)) },
    });
    const user = request?.body.messages.find((m: { role: string }) => m.role === 'user')?.content as string;
    expect(user).toContain('Subject: Your stay at Hotel Lutetia');
    expect(user).toContain('Hotel Lutetia, 45 Boulevard Raspail, Paris');
    expect(user).toContain('Confirmation number: HX99-2041');
    expect(user).toContain('https://click.mailer.example-hotel.com/…');
    for (const noise of [LONG_URL, 'Can you book', 'wrote:', 'Head of Everything', 'Sent from my iPhone', '\n\n\n']) {
      expect(user).not.toContain(noise);
    }
  });

  it('caps the text at 12k characters and unquotes a message forwarded as a quote', () => {
    expect(trimEmailText({ text: 'word '.repeat(10_000), html: null }).length).toBe(12_000);
    const quoted = trimEmailText({ text: 'FYI\n> Flight BA117 on 1 Dec 2026 at 10:30\n> Ref ABC123', html: null });
    expect(quoted).toContain('Flight BA117 on 1 Dec 2026 at 10:30');
    const fromHtml = trimEmailText({ text: '', html: '<style>p{}</style><p>Table for <b>4</b></p><script>x()</script>' });
    expect(fromHtml).toBe('Table for 4');
  });
});

describe('the answer', () => {
  it('becomes events marked for review, at the place’s time, with a stable reservation key', async () => {
    standIn.answer = () => ({ content: { events: [goodEvent] } });
    const [event, ...rest] = await extractor()(content());
    expect(rest).toEqual([]);
    expect(event).toEqual({
      title: 'Check-in: Hotel Lutetia',
      description: 'Room for two',
      start: new Date('2026-12-04T14:00:00Z'),
      timeZone: 'Europe/Paris',
      location: '45 Boulevard Raspail, Paris',
      latitude: 48.851,
      longitude: 2.327,
      eventType: 'lodging',
      reservationKey: 'lodging:hx99-2041:checkin',
      privateNotes: 'Confirmation HX99-2041, €420',
      needsReview: true,
      cancelled: false,
      journey: null,
    });
  });

  it('drops events with wrong types and keeps the good ones', async () => {
    standIn.answer = () => ({
      content: {
        events: [{ ...goodEvent, title: 42 }, { ...goodEvent, cancelled: 'yes' }, 'not an object', { ...goodEvent, latitude: '48' }, goodEvent],
      },
    });
    const events = await extractor()(content());
    expect(events.map((e) => e.title)).toEqual(['Check-in: Hotel Lutetia']);
  });

  it('strips HTML and scripts from every string, and bounds lengths', async () => {
    standIn.answer = () => ({
      content: {
        events: [
          {
            ...goodEvent,
            title: '<script>alert(document.cookie)</script><b>Dinner</b> at <img src=x onerror=alert(1)>Noma',
            description: '&lt;script&gt;steal()&lt;/script&gt;Bring ID',
            location: 'A'.repeat(2000),
            privateNotes: '<iframe src="https://evil.example"></iframe>Ref 9',
          },
        ],
      },
    });
    const [event] = await extractor()(content());
    expect(event?.title).toBe('Dinner at Noma');
    expect(event?.description).toBe('Bring ID');
    expect(event?.privateNotes).toBe('Ref 9');
    expect(event?.location).toHaveLength(500);
    for (const value of [event?.title, event?.description, event?.privateNotes]) expect(value).not.toMatch(/[<>]/);
    expect(toPlainText('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('keeps at most 20 of 500 events', async () => {
    standIn.answer = () => ({ content: { events: Array.from({ length: 500 }, (_, i) => ({ ...goodEvent, title: `Event ${i}` })) } });
    const events = await extractor()(content());
    expect(events).toHaveLength(MAX_AI_EVENTS);
    expect(events.at(-1)?.title).toBe('Event 19');
  });

  it('refuses dates that do not parse, local times without a real zone, and coordinates out of range', async () => {
    standIn.answer = () => ({
      content: {
        events: [
          { ...goodEvent, start: 'next Friday', timeZone: 'Europe/Paris' },
          { ...goodEvent, start: '2026-12-04T15:00', timeZone: 'Mars/Olympus' },
          { ...goodEvent, start: '2026-12-04T15:00:00+01:00', timeZone: null, latitude: 123, longitude: 2 },
          { ...goodEvent, eventType: 'spaceship' },
        ],
      },
    });
    const events = await extractor()(content());
    expect(events.map((e) => e.start)).toEqual([null, null, new Date('2026-12-04T14:00:00Z'), new Date('2026-12-04T14:00:00Z')]);
    expect(events[1]?.timeZone).toBeNull();
    expect(events[2]).toMatchObject({ latitude: null, longitude: null });
    expect(events[3]?.eventType).toBeNull();
    expect(parseStart('1850-01-01T10:00:00Z', null)).toBeNull();
  });

  it('throws on invalid JSON, the wrong shape, HTTP 500 and a timeout, so extraction falls back', async () => {
    const answers = [
      () => ({ content: 'Sure! Here are your events: {' }),
      () => ({ content: { events: 'none' } }),
      () => ({ content: [goodEvent] }),
      () => ({ status: 500, body: JSON.stringify({ error: { message: 'upstream down' } }) }),
    ] as const;
    for (const answer of answers) {
      standIn.answer = answer;
      await expect(extractor()(content())).rejects.toThrow();
    }
    standIn.answer = () => ({ hang: true });
    const started = Date.now();
    await expect(extractor(300)(content())).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
