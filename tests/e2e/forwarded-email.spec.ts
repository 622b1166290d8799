/**
 * Forwarded confirmations end to end: mail sent over SMTP to the app's own
 * listener appears in the signed-in user's Unclaimed Events, is sent to an itinerary, and guests
 * see the event but never its confirmation number (a private note only admins see).
 */
import nodemailer from 'nodemailer';
import { insertSignedInUser } from '../support/users';
import { workerStack } from '../support/e2e-stack';
import { checkA11y, expect, hydrated, newClient, test } from './fixtures';

const { inboundPort, dbUrl } = workerStack;

/** A restaurant booking as restaurants send them: schema.org JSON-LD in the HTML part. */
function bookingEmail(to: string) {
  const reservation = {
    '@context': 'http://schema.org',
    '@type': 'FoodEstablishmentReservation',
    reservationNumber: 'QX-7731',
    reservationStatus: 'http://schema.org/Confirmed',
    underName: { '@type': 'Person', name: 'Rosa Diaz' },
    startTime: '2031-06-14T20:30:00+01:00',
    partySize: '6',
    reservationFor: {
      '@type': 'FoodEstablishment',
      name: 'Taberna do Mercado',
      address: { '@type': 'PostalAddress', streetAddress: 'Rua Dr. Bernardino Machado 32', addressLocality: 'Lisbon', addressCountry: 'PT' },
    },
  };
  return {
    from: 'Rosa Diaz <rosa@example.com>',
    to,
    subject: 'Fwd: Your table at Taberna do Mercado is confirmed',
    text: 'Your table for 6 on Saturday 14 June 2031 at 20:30 is confirmed. Confirmation QX-7731.',
    html: `<html><head><script type="application/ld+json">${JSON.stringify(reservation)}</script></head>
      <body><p>Your table for 6 on Saturday 14 June 2031 at 20:30 is confirmed.</p><p>Confirmation: QX-7731</p></body></html>`,
  };
}

test('a forwarded booking becomes an event guests see without its confirmation number', async ({ browser, baseURL }) => {
  const organiser = await newClient(browser);
  const user = await insertSignedInUser(dbUrl, { email: 'rosa@example.com', firstName: 'Rosa' });
  await organiser.context.addCookies([{ name: 'session', value: user.token, url: baseURL ?? '' }]);
  const page = organiser.page;

  // An itinerary of the user's, and their personal forwarding address.
  const created = await organiser.context.request.post('/api/projects', { data: { name: 'Lisbon Long Weekend' } });
  expect(created.status()).toBe(201);
  const { project } = (await created.json()) as { project: { projectId: string; accessCode: string } };
  const addressRes = await organiser.context.request.get('/api/users/forwarding-address');
  const { address } = (await addressRes.json()) as { address: string };
  expect(address).toMatch(/^plans\+[a-z0-9]+@itinerary\.test$/);

  // Sent over SMTP to the app's listener, as a mail provider would deliver it.
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: inboundPort, secure: false, ignoreTLS: true });
  await transport.sendMail(bookingEmail(address));
  // To somebody else's domain: refused in the SMTP session.
  await expect(transport.sendMail(bookingEmail('plans@elsewhere.example'))).rejects.toThrow(/550/);
  transport.close();

  await page.goto('/dashboard?tab=unclaimed');
  await hydrated(page);
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(/Taberna do Mercado/);
  await expect(page.getByText('Needs review')).toHaveCount(0);
  await checkA11y(page);
  await page.getByRole('button', { name: 'Select All' }).click();
  await page.getByRole('button', { name: 'Send 1 to itinerary...' }).click();
  await page.getByRole('button', { name: 'Lisbon Long Weekend' }).click();
  await expect(page.getByText('1 event added to your itinerary')).toBeVisible();
  await expect(page.getByText('No unclaimed events')).toBeVisible();

  // The organiser (admin) sees the booking reference; the time is the restaurant's 20:30 in Lisbon.
  const adminView = (await (await organiser.context.request.get(`/api/projects/${project.projectId}/events`)).json()) as {
    title: string;
    datetime: string;
    privateNotes?: string | null;
  }[];
  expect(adminView).toHaveLength(1);
  expect(adminView[0]?.datetime).toBe('2031-06-14T19:30:00.000Z');
  expect(adminView[0]?.privateNotes).toContain('QX-7731');

  // A guest sees the event, never the confirmation number.
  const guest = await newClient(browser);
  await guest.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await guest.page.waitForURL(`**/project/${project.projectId}`);
  await expect(guest.page.getByRole('heading', { name: /Taberna do Mercado/ })).toBeVisible();
  expect(await guest.page.content()).not.toContain('QX-7731');
  const guestEvents = await (await guest.context.request.get(`/api/projects/${project.projectId}/events`)).text();
  expect(guestEvents).toContain('Taberna do Mercado');
  expect(guestEvents).not.toContain('QX-7731');

  await organiser.context.close();
  await guest.context.close();
});
