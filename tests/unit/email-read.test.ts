/**
 * readEmail: forwarded messages are unwrapped (attached message/rfc822, inline Gmail,
 * Apple Mail and Outlook blocks) and malformed MIME never throws. Every case runs with both
 * builds' MIME parsers: mailparser (Node) and postal-mime (edge).
 */
import { describe, expect, it } from 'vitest';
import { extractEvents } from '../../src/server/inbound/extract';
import { createEmailReader } from '../../src/server/inbound/read-email';
import { parseEmail as edgeParseEmail } from '../../src/server/platform/edge/parse-email';
import { parseEmail as nodeParseEmail } from '../../src/server/platform/node/parse-email';

const readers = [
  { parser: 'mailparser', readEmail: createEmailReader(nodeParseEmail) },
  { parser: 'postal-mime', readEmail: createEmailReader(edgeParseEmail) },
];

const original = [
  'From: Hotel Alpenrose <stay@alpenrose.example>',
  'To: jane@example.com',
  'Subject: Booking 8812 confirmed',
  'Date: Tue, 10 Nov 2026 08:00:00 +0100',
  'Message-ID: <booking-8812@alpenrose.example>',
  'MIME-Version: 1.0',
  'Content-Type: multipart/alternative; boundary="inner"',
  '',
  '--inner',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Your booking 8812 is confirmed.',
  '--inner',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p>Your booking <b>8812</b> is confirmed.</p>',
  '--inner--',
  '',
].join('\r\n');

function attach(inner: string, outerSubject: string, boundary: string): string {
  return [
    'From: Jane <jane@example.com>',
    'To: plans@itinerary.example',
    `Subject: ${outerSubject}`,
    'Date: Sat, 21 Nov 2026 09:00:00 -0500',
    `Message-ID: <${boundary}@example.com>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain',
    '',
    'see attached',
    `--${boundary}`,
    'Content-Type: message/rfc822',
    'Content-Disposition: attachment; filename="original.eml"',
    '',
    inner,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

describe.each(readers)('readEmail ($parser): forwarded messages', ({ readEmail }) => {
  it('reads the innermost attached message, HTML included', async () => {
    const content = await readEmail(attach(original, 'Fwd: Booking 8812 confirmed', 'outer1'));
    expect(content.subject).toBe('Booking 8812 confirmed');
    expect(content.from).toBe('Hotel Alpenrose <stay@alpenrose.example>');
    expect(content.date?.toISOString()).toBe('2026-11-10T07:00:00.000Z');
    expect(content.messageId).toBe('<booking-8812@alpenrose.example>');
    expect(content.text).toContain('Your booking 8812 is confirmed.');
    expect(content.html).toContain('<b>8812</b>');
  });

  it('follows a forward of a forward down to the original', async () => {
    const twice = attach(attach(original, 'Fwd: Booking 8812 confirmed', 'middle'), 'Fwd: Fwd: Booking 8812 confirmed', 'outer2');
    const content = await readEmail(twice);
    expect(content.subject).toBe('Booking 8812 confirmed');
    expect(content.messageId).toBe('<booking-8812@alpenrose.example>');
  });

  it('unwraps a Gmail inline forward', async () => {
    const raw = [
      'From: Jane <jane@example.com>',
      'Subject: Fwd: Table for two',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'FYI',
      '',
      '---------- Forwarded message ---------',
      'From: Chez Nous <resa@cheznous.example>',
      'Date: Fri, Nov 20, 2026 at 6:14 PM',
      'Subject: Table for two',
      'To: <jane@example.com>',
      '',
      '',
      'See you on Friday, December 4, 2026 at 8:00 PM.',
      '',
    ].join('\r\n');
    const content = await readEmail(raw);
    expect(content.subject).toBe('Table for two');
    expect(content.from).toBe('Chez Nous <resa@cheznous.example>');
    expect(content.date).not.toBeNull();
    expect(content.text).toBe('See you on Friday, December 4, 2026 at 8:00 PM.');
    expect(content.text).not.toContain('FYI');
  });

  it('unwraps an Outlook "Original Message" block and a quoted Apple Mail forward', async () => {
    const outlook = await readEmail(
      'Subject: FW: Ferry times\r\nContent-Type: text/plain\r\n\r\nsee below\r\n\r\n-----Original Message-----\r\nFrom: Ferries <f@ferry.example>\r\nSent: Friday, November 20, 2026 4:02 PM\r\nTo: Jane\r\nSubject: Ferry times\r\n\r\nDeparts 07:25.\r\n',
    );
    expect(outlook.subject).toBe('Ferry times');
    expect(outlook.text).toBe('Departs 07:25.');
    const apple = await readEmail(
      'Subject: Fwd: Door code\r\nContent-Type: text/plain\r\n\r\nBegin forwarded message:\r\n\r\n> From: Cabins <c@cabins.example>\r\n> Subject: Door code\r\n> Date: November 20, 2026 at 4:02:18 PM EST\r\n>\r\n> The code is 7319.\r\n',
    );
    expect(apple.subject).toBe('Door code');
    expect(apple.from).toBe('Cabins <c@cabins.example>');
    expect(apple.text).toBe('The code is 7319.');
  });

  it("unwraps Outlook's underscore rule only when a From line follows it", async () => {
    const forward = await readEmail(
      'Subject: FW: Boat tour\r\nContent-Type: text/plain\r\n\r\nFor Saturday\r\n\r\n________________________________\r\nFrom: Harbour Tours <t@harbour.example>\r\nSent: Friday, November 20, 2026 4:02 PM\r\nSubject: Boat tour\r\n\r\nBoarding at 10:15.\r\n',
    );
    expect(forward.subject).toBe('Boat tour');
    expect(forward.text).toBe('Boarding at 10:15.');
    const signature = await readEmail('Subject: Notes\r\nContent-Type: text/plain\r\n\r\nSee you there.\r\n__________________\r\nJane Doe, Trip planner\r\n');
    expect(signature.subject).toBe('Notes');
    expect(signature.text).toContain('See you there.');
  });

  it('still finds the structured data of a message attached inline', async () => {
    const inline = attach(original, 'Fwd: x', 'outer4').replace('Content-Disposition: attachment; filename="original.eml"', 'Content-Disposition: inline');
    const html = '<script type="application/ld+json">{"@type":"LodgingReservation","reservationNumber":"8812","checkinTime":"2027-01-05T15:00:00+01:00","checkoutTime":"2027-01-07T10:00:00+01:00","reservationFor":{"@type":"Hotel","name":"Alpenrose"}}</script><p>Your booking <b>8812</b> is confirmed.</p>';
    const content = await readEmail(inline.replace('<p>Your booking <b>8812</b> is confirmed.</p>', html));
    const events = await extractEvents(content, {});
    expect(events.map((e) => e.title)).toEqual(['Check-in: Alpenrose', 'Check-out: Alpenrose']);
  });

  it('takes the innermost of nested inline forwards', async () => {
    const content = await readEmail(
      'Subject: Fwd: Fwd: Tickets\r\nContent-Type: text/plain\r\n\r\n---------- Forwarded message ---------\r\nFrom: Bob <bob@example.com>\r\nSubject: Fwd: Tickets\r\n\r\nhere\r\n\r\n---------- Forwarded message ---------\r\nFrom: Box Office <box@venue.example>\r\nSubject: Tickets\r\n\r\nRow K, seats 21-22.\r\n',
    );
    expect(content.subject).toBe('Tickets');
    expect(content.from).toBe('Box Office <box@venue.example>');
    expect(content.text).toBe('Row K, seats 21-22.');
  });

  it('keeps calendar attachments', async () => {
    const raw = [
      'Subject: Invitation',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'Invite attached',
      '--b',
      'Content-Type: application/octet-stream; name="invite.ics"',
      'Content-Disposition: attachment; filename="invite.ics"',
      '',
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x1\r\nSUMMARY:Tour\r\nDTSTART:20270101T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR',
      '--b--',
      '',
    ].join('\r\n');
    const content = await readEmail(raw);
    expect(content.calendars).toHaveLength(1);
    expect(content.calendars[0]).toContain('SUMMARY:Tour');
  });
});

describe.each(readers)('readEmail ($parser): malformed MIME never throws', ({ readEmail }) => {
  it('reads random bytes as an (almost) empty message and still yields one item to review', async () => {
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    const content = await readEmail(garbage);
    expect(typeof content.text).toBe('string');
    const events = await extractEvents(content, {});
    expect(events).toHaveLength(1);
    expect(events[0]?.needsReview).toBe(true);
    expect(events[0]?.title).toBe('Forwarded email');
  });

  it('reads an empty message', async () => {
    const content = await readEmail('');
    expect(content.subject).toBe('');
    expect(await extractEvents(content, {})).toHaveLength(1);
  });

  it('reads what it can of a truncated multipart message', async () => {
    const raw = [
      'Subject: Cut off',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="never-closed"',
      '',
      '--never-closed',
      'Content-Type: text/plain',
      '',
      'Dinner on 2027-01-05 19:00 at Nopa',
      '--never-closed',
      'Content-Type: text/html',
      'Content-Transfer-Encoding: base64',
      '',
      'PGh0bWw+PGJvZHk+PHA+RGlubmVy',
    ].join('\r\n');
    const content = await readEmail(raw);
    expect(content.subject).toBe('Cut off');
    expect(content.text).toContain('Dinner on 2027-01-05');
    const [event] = await extractEvents(content, {});
    expect(event?.start?.toISOString()).toBe('2027-01-06T00:00:00.000Z');
  });

  it('survives a huge header and a broken attached message', async () => {
    const huge = `Subject: Big\r\nX-Junk: ${'a'.repeat(2_000_000)}\r\nContent-Type: text/plain\r\n\r\nbody text\r\n`;
    const content = await readEmail(huge);
    expect(content.subject).toBe('Big');
    expect(content.text).toContain('body text');
    // Many long lines, none oversized alone: read from the raw text.
    const many = `Subject: Many\r\n${Array.from({ length: 60 }, (_, i) => `X-Junk-${i}: ${'b'.repeat(60_000)}\r\n`).join('')}\r\nstill the body\r\n`;
    const fromRaw = await readEmail(many);
    expect(fromRaw.subject).toBe('Many');
    expect(fromRaw.text).toContain('still the body');
    const broken = attach('\u0000\u0001not a message at all', 'Fwd: ???', 'outer3');
    await expect(readEmail(broken)).resolves.toMatchObject({ calendars: [] });
  });

  it('refuses to parse absurdly nested HTML instead of spending minutes on it', async () => {
    const deep = `${'<div>'.repeat(200_000)}Dinner on 2027-01-05 19:00${'</div>'.repeat(200_000)}`;
    const unclosed = '<div itemscope itemtype="http://schema.org/EventReservation"><span itemprop="name">'.repeat(50_000);
    for (const html of [deep, unclosed]) {
      const started = Date.now();
      const content = await readEmail(`Subject: Deep\r\nContent-Type: text/html\r\n\r\n${html}`);
      const events = await extractEvents(content, {});
      expect(Date.now() - started).toBeLessThan(5000);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ title: 'Deep', needsReview: true });
    }
  });

  it('reads thousands of forward markers in linear time', async () => {
    const started = Date.now();
    for (const line of ['_'.repeat(20), '---------- Forwarded message ---------']) {
      await readEmail(`Subject: Many\r\nContent-Type: text/plain\r\n\r\n${`${line}\r\n`.repeat(5000)}`);
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('survives a bad charset, a bad transfer encoding and a missing boundary', async () => {
    const raw = 'Subject: =?x-unknown?B?!!!?=\r\nContent-Type: multipart/mixed\r\nContent-Transfer-Encoding: base64\r\n\r\n%%%%not base64%%%%\r\n';
    await expect(readEmail(raw)).resolves.toBeTruthy();
  });
});
