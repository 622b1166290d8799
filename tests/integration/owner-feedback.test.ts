/**
 * PATCH …/owner and POST …/feedback over real HTTP (the 'Great work!' and 'Help Us Improve!'
 * dialogs: docs/product.md#owner-email-and-mail-limits, #feedback). The codes email goes to a
 * real SMTP server on 127.0.0.1; a second server without SMTP_URL writes it to its outbox folder
 * instead.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createItinerary, expectOwnerSavedWhenEmailRefused, patchOwner, readItinerary, runSql } from '../support/itineraries';
import { TMP_DIR } from '../support/paths';
import { startSmtpSink } from '../support/smtp-sink';
import { serverSuite } from '../support/suite';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const suite = serverSuite({ TRUST_PROXY: 'true', SMTP_URL: smtp.url, MAIL_FROM: 'Itinerary <codes@itinerary.example>' });

mkdirSync(TMP_DIR, { recursive: true });
const outboxDir = mkdtempSync(join(TMP_DIR, 'outbox-'));
const offline = serverSuite({ TRUST_PROXY: 'true', MAIL_OUTBOX_DIR: outboxDir });

describe('PATCH /api/projects/{id}/owner', () => {
  it('saves the owner and emails both codes, the quick link and the public link', async () => {
    const { admin, guest, projectId, accessCode, adminCode } = await createItinerary(suite, { name: 'Lisbon & <Porto>' });
    const sent = smtp.messages.length;
    const { res, data } = await patchOwner(admin, projectId, { ownerName: '  Ana  ', ownerEmail: ' ana@example.com ' });
    expect(res.status).toBe(200);
    expect(data).toEqual({ success: true });

    const [mail] = (await smtp.waitForMessages(sent + 1)).slice(sent);
    expect(mail?.to).toEqual(['ana@example.com']);
    expect(mail?.from).toBe('codes@itinerary.example');
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe('Your access codes for Lisbon & <Porto>');
    const quickLink = `${suite.server.url}/access/${projectId}?code=${accessCode}`;
    const publicLink = `${suite.server.url}/access/${projectId}`;
    const text = parsed.text ?? '';
    for (const expected of ['Hi Ana,', 'Lisbon & <Porto>', accessCode, adminCode, quickLink, publicLink]) {
      expect(text).toContain(expected);
    }
    const html = typeof parsed.html === 'string' ? parsed.html : '';
    // The name is escaped in HTML: no tag sneaks in from what the organiser typed.
    expect(html).toContain('Lisbon &amp; &lt;Porto&gt;');
    expect(html).not.toContain('<Porto>');
    for (const expected of [accessCode, adminCode, `href="${quickLink}"`, `href="${publicLink}"`]) {
      expect(html).toContain(expected);
    }

    // The name shows to guests ('by Ana'); the email stays with the organiser's details.
    expect((await readItinerary(guest, projectId)).project.ownerName).toBe('Ana');
    const row = await runSql(suite, 'SELECT owner_email FROM projects WHERE project_id = ?', [projectId]);
    expect(row.rows[0]?.owner_email).toBe('ana@example.com');
  });

  it('needs an email, checks it, and keeps the name optional', async () => {
    const { admin, projectId } = await createItinerary(suite);
    const sent = smtp.messages.length;
    for (const [body, message] of [
      [{ ownerName: 'Ana' }, 'Please enter your email address.'],
      [{ ownerName: 'Ana', ownerEmail: '   ' }, 'Please enter your email address.'],
      [{ ownerName: 'Ana', ownerEmail: 'ana-at-example.com' }, 'Please enter a valid email address.'],
      [{ ownerName: 'A'.repeat(81), ownerEmail: 'ana@example.com' }, 'Names can be at most 80 characters.'],
    ] as const) {
      const { res, data } = await patchOwner(admin, projectId, body);
      expect(res.status).toBe(400);
      expect(data.message).toBe(message);
    }
    expect(smtp.messages.length).toBe(sent);

    expect((await patchOwner(admin, projectId, { ownerName: '', ownerEmail: 'solo@example.com' })).res.status).toBe(200);
    expect((await readItinerary(admin, projectId)).project.ownerName).toBeNull();
    await smtp.waitForMessages(sent + 1);
    expect(smtp.messages.at(-1)?.parsed.text).toContain('Hi there,');
  });

  it('is for admins only', async () => {
    const { guest, projectId } = await createItinerary(suite);
    const sent = smtp.messages.length;
    expect((await patchOwner(guest, projectId, { ownerEmail: 'x@example.com' })).res.status).toBe(403);
    expect((await patchOwner(suite.browser(), projectId, { ownerEmail: 'x@example.com' })).res.status).toBe(401);
    expect(smtp.messages.length).toBe(sent);
  });

  it('says so when the mail server refuses, keeping what was typed', async () => {
    const { admin, projectId } = await createItinerary(suite);
    await expectOwnerSavedWhenEmailRefused(admin, projectId, () => (smtp.rejectRecipients = true), () => (smtp.rejectRecipients = false));
  });

  it('sends at most 5 codes emails an hour for one itinerary', async () => {
    const { admin, projectId } = await createItinerary(suite);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await patchOwner(admin, projectId, { ownerEmail: `n${i}@example.com` })).res.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const last = await admin.request('PATCH', `/api/projects/${projectId}/owner`, { ownerEmail: 'n7@example.com' });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('codes email without SMTP_URL', () => {
  it('lands as an .eml file in the outbox folder', async () => {
    const { admin, projectId, accessCode, adminCode } = await createItinerary(offline, { name: 'Outbox Weekend' });
    expect(readdirSync(outboxDir)).toEqual([]);
    expect((await patchOwner(admin, projectId, { ownerName: null, ownerEmail: 'dev@example.com' })).res.status).toBe(200);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(readFileSync(join(outboxDir, files[0]!)));
    expect(parsed.subject).toBe('Your access codes for Outbox Weekend');
    expect(parsed.text).toContain(accessCode);
    expect(parsed.text).toContain(adminCode);
    expect(parsed.text).toContain(`${offline.server.url}/access/${projectId}?code=${accessCode}`);
    expect(offline.server.output()).toContain(`written to ${join(outboxDir, files[0]!)}`);
  });
});

describe('POST /api/projects/{id}/feedback', () => {
  const feedbackRows = async (projectId: string) =>
    (
      await runSql(
        suite,
        'SELECT f.user_type, f.feedback_text FROM feedback f JOIN projects p ON p.id = f.project_id WHERE p.project_id = ? ORDER BY f.id',
        [projectId],
      )
    ).rows.map((r) => ({ userType: r.user_type, feedbackText: r.feedback_text }));

  it('stores feedback from guests and organisers', async () => {
    const { admin, guest, projectId } = await createItinerary(suite, { paid: false });
    const fromGuest = await guest.json('POST', `/api/projects/${projectId}/feedback`, { userType: 'guest', feedbackText: '  Love the map!  ' });
    expect(fromGuest.res.status).toBe(201);
    expect(fromGuest.data).toEqual({ success: true });
    expect((await admin.post(`/api/projects/${projectId}/feedback`, { userType: 'owner', feedbackText: 'Print in colour?' })).status).toBe(201);
    expect(await feedbackRows(projectId)).toEqual([
      { userType: 'guest', feedbackText: 'Love the map!' },
      { userType: 'owner', feedbackText: 'Print in colour?' },
    ]);
  });

  it('needs a role and some text, and a grant', async () => {
    const { guest, projectId } = await createItinerary(suite);
    const missing = 'Please select your role and provide feedback before submitting.';
    for (const body of [{}, { userType: 'guest' }, { userType: 'guest', feedbackText: '   ' }, { userType: 'boss', feedbackText: 'Hi' }, { feedbackText: 'Hi' }]) {
      const { res, data } = await guest.json<{ message: string }>('POST', `/api/projects/${projectId}/feedback`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(data.message).toBe(missing);
    }
    const long = await guest.json<{ message: string }>('POST', `/api/projects/${projectId}/feedback`, { userType: 'guest', feedbackText: 'x'.repeat(5001) });
    expect(long.res.status).toBe(400);
    expect(long.data.message).toBe('Feedback can be at most 5000 characters.');
    expect((await suite.browser().post(`/api/projects/${projectId}/feedback`, { userType: 'guest', feedbackText: 'Hi' })).status).toBe(401);
    expect(await feedbackRows(projectId)).toEqual([]);
  });

  it('takes at most 20 messages an hour from one browser', async () => {
    const { guest, projectId } = await createItinerary(suite);
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await guest.post(`/api/projects/${projectId}/feedback`, { userType: 'guest', feedbackText: `Note ${i}` })).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
    expect(await feedbackRows(projectId)).toHaveLength(20);
  });
});
