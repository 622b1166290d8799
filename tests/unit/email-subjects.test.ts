/**
 * Typed names in email subjects (docs/mail.md, "Typed text"): the invisible characters that
 * reorder text are taken out before a name is clipped, so a subject reads as it was typed and its
 * length counts what shows.
 */
import { describe, expect, it } from 'vitest';
import { composeAccessCodesEmail } from '../../src/server/access/access-codes-email';
import { clipForSubject, oneLine, withoutBidiControls } from '../../src/server/mail/email-layout';
import { MAIL_SUBJECT_TEXT_MAX } from '../../src/lib/limits';

const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
const ANY_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe('bidirectional controls', () => {
  it('are all taken out, and nothing else', () => {
    expect(withoutBidiControls(`a${CONTROLS.join('b')}c`)).toBe(`ab${'b'.repeat(CONTROLS.length - 2)}c`);
    // Right-to-left text itself stays: only the controls go.
    expect(withoutBidiControls('שלום Trip \u200Eمرحبا')).toBe('שלום Trip مرحبا');
    expect(oneLine(' Summer\u202E\n  trip\u2066 ')).toBe('Summer trip');
  });

  it('do not count against the subject length', () => {
    const name = `${'\u202E'.repeat(100)}${'y'.repeat(MAIL_SUBJECT_TEXT_MAX)}`;
    expect(clipForSubject(name, MAIL_SUBJECT_TEXT_MAX)).toBe('y'.repeat(MAIL_SUBJECT_TEXT_MAX));
  });

  it('never reach the access codes email', () => {
    const mail = composeAccessCodesEmail(
      { projectId: 'ab12cd34', name: 'Invoice \u202Efdp.exe', customTitle: null, ownerName: 'Ana \u2067Admin\u2069', accessCode: 'K7M2QX', adminCode: '8TR4W2NZ' },
      { siteUrl: 'https://itinerary.example/', siteName: 'Itinerary' },
      'https://itinerary.example/unsubscribe?token=abc123',
    );
    expect(mail.subject.replaceAll('\u200B', '')).toBe('Your access codes for Invoice fdp.exe');
    expect(mail.subject).not.toMatch(ANY_CONTROL);
    expect(mail.text).not.toMatch(ANY_CONTROL);
    expect(mail.html).not.toMatch(ANY_CONTROL);
  });
});
