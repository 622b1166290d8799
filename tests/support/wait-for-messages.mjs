/**
 * Shared by the mail stand-ins (tests/support/smtp-sink.ts, tests/support/mail-api-stand-in.mjs):
 * waits until `messages` holds `count` items, and fails naming `noun` once `timeoutMs` pass.
 * @template T
 * @param {T[]} messages
 * @param {number} count
 * @param {number} timeoutMs
 * @param {string} noun
 * @returns {Promise<T[]>}
 */
export async function waitForMessages(messages, count, timeoutMs, noun) {
  const deadline = Date.now() + timeoutMs;
  while (messages.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} ${noun}, got ${messages.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return messages;
}
