/**
 * The fallback item of an email nothing else could read: one item for review, dated only by a
 * date written next to booking words, never by a newsletter's deadline, an offer's validity, a
 * delivery date or a statement's past activity.
 */
import { describe, expect, it } from 'vitest';
import { fallbackEvent, findBookingDate } from '../../src/server/inbound/fallback-event';
import type { EmailContent } from '../../src/server/inbound/types';

describe('the date of a fallback item', () => {
  it.each([
    ['Thank you for booking the river cruise.\n\nDate: 2027-03-15\nTickets: 2', '2027-03-15T04:00:00.000Z'],
    ["Dinner at Grandma's house on December 24, 2026 at 6:30 PM.", '2026-12-24T23:30:00.000Z'],
    ['Booking reference: GL-5520981\n\nSun 14 Nov 2027\nDeparts 23:30', '2027-11-14T05:00:00.000Z'],
    ['Votre voyage du 3 août 2027 est confirmé.', '2027-08-03T04:00:00.000Z'],
    ['Ihre Reservierung\n\nAm 3. Juni 2027 um 19:30 Uhr', '2027-06-03T23:30:00.000Z'],
    ['El 10 de junio de 2027: su reserva está confirmada', '2027-06-10T04:00:00.000Z'],
    ['Picnic on June 5, 2027 at 1:00 PM', '2027-06-05T17:00:00.000Z'],
    // A deadline first, the booking after it.
    ['Please pay by 1 May 2027.\nYour stay: 12 June 2027 to 15 June 2027', '2027-06-12T04:00:00.000Z'],
  ])('reads %j', (text, iso) => {
    expect(findBookingDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ['a deadline', 'Fly to Lisbon from €39.\nTravel between 15 January and 20 March 2027. Book by 31 December 2026.'],
    ['an offer', 'Members save 15% at Hotel Mirador. Offer valid for stays until 30 June 2027.'],
    ['a delivery', 'Thank you for your order PW-0088123: Cabin suitcase, €129.00. Expected delivery 5-7 January 2027.'],
    ['a statement', 'Your statement – November 2026\n\nRecent activity\n03 Oct 2026  BR 807 HEL-ARN  +1,250'],
    ['a deadline with a time', 'Spring sale ends March 31, 2027 at 11:59 PM.'],
    ['a newsletter', "Notre nouveau menu d'hiver arrive le 8 janvier 2027 !"],
    ['no date at all', 'Door code 7319, room 12:30 is not a date'],
  ])('reads no date from %s', (_what, text) => {
    expect(findBookingDate(text)).toBeNull();
  });

  it('dates the item from the subject or the text, and leaves it undated otherwise', () => {
    const content = (subject: string, text: string): EmailContent =>
      ({ subject, text, html: null, calendars: [], messageId: '<m-1@example.com>', from: null, date: null });
    const dated = fallbackEvent(content('Your trip on 8 October 2027', 'See you soon.'));
    expect(dated).toMatchObject({ eventType: 'other', needsReview: true, reservationKey: 'email:m-1@example.com' });
    expect(dated.start?.toISOString()).toBe('2027-10-08T04:00:00.000Z');
    expect(fallbackEvent(content('Spring sale', 'Book by 31 March 2027 and save.')).start).toBeNull();
  });
});
