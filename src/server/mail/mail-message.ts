/**
 * What an outgoing email is, for every module that sends one: ./mail.ts (which picks the way out),
 * ./mail-api.ts (the HTTP mail API) and `@platform/mail` (SMTP or the outbox folder). Types only,
 * so none of them imports another to learn the shape.
 */
/**
 * A message to send. Messages to an address someone typed go through sendToTypedAddress
 * (./mail-guard.ts), which adds the unsubscribe headers; this is only the transport.
 */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /**
   * A stable Message-ID (`<…@…>`) for a message that may be sent again after a crash (the outbox,
   * docs/outbox.md): SMTP carries it as the Message-ID, the mail API as its Idempotency-Key, so
   * a repeat is recognised as the same message.
   */
  messageId?: string;
  /**
   * A calendar invitation (iTIP, docs/reminders.md "Calendar invitations"): sent as a
   * `text/calendar; method=…` part beside the bodies, so mail clients offer it as an event.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
};
/** An outgoing message with its sender (MAIL_FROM or the default). */
export type MailMessage = OutgoingMail & { from: string };
export type MailResult = { messageId: string; outboxFile?: string };
