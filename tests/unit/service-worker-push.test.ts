/**
 * The service worker's part in reminders (docs/reminders.md): every push shows a notification
 * (with the app's icon, the tag that makes a retried message replace itself, and where a tap
 * goes); a push it cannot read still shows one; a tap opens the itinerary at the event, focusing a
 * tab already on that itinerary, and never leaves the site. The worker runs here against a
 * stand-in of its global scope.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;
const listeners = new Map<string, Listener>();
const shown: { title: string; options: NotificationOptions }[] = [];
let windows: { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> }[] = [];
const opened: string[] = [];
const ORIGIN = 'https://itinerary.example';

beforeAll(async () => {
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    clients: {
      claim: async () => {},
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      },
    },
    skipWaiting: async () => {},
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  vi.stubGlobal('self', scope);
  await import('../../src/service-worker/sw');
});

/** Fires `type` as the browser would and waits for what the worker handed to waitUntil. */
async function fire(type: string, fields: Record<string, unknown>) {
  const waits: Promise<unknown>[] = [];
  listeners.get(type)?.({ ...fields, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
  expect(waits).toHaveLength(1);
  await Promise.all(waits);
}
const pushOf = (payload: unknown) => ({ data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });
const notification = (url: unknown) => ({ notification: { data: { url }, close: vi.fn() } });

describe('the service worker and pushes', () => {
  it('shows a notification for every push, with the icon, the tag and where a tap goes', async () => {
    await fire('push', pushOf({ title: 'Sunset walk', body: 'Today at 7:00 PM · Miradouro', url: '/project/ab12cd34#event-5', tag: 'reminder-5' }));
    expect(shown.at(-1)).toEqual({
      title: 'Sunset walk',
      options: { body: 'Today at 7:00 PM · Miradouro', tag: 'reminder-5', icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url: '/project/ab12cd34#event-5' } },
    });
  });

  it('still shows one for a push it cannot read (a browser drops subscriptions that push silently)', async () => {
    await fire('push', pushOf('not json'));
    await fire('push', { data: null });
    await fire('push', pushOf({ title: 'No body' }));
    expect(shown.slice(-3).map((n) => n.title)).toEqual(['Itinerary', 'Itinerary', 'Itinerary']);
    expect(shown.at(-1)?.options.data).toEqual({ url: '/' });
  });

  it('opens the itinerary at the event on a tap, or takes a tab already on it there', async () => {
    windows = [];
    const tapped = notification('/project/ab12cd34#event-5');
    await fire('notificationclick', tapped);
    expect(tapped.notification.close).toHaveBeenCalled();
    expect(opened.at(-1)).toBe(`${ORIGIN}/project/ab12cd34#event-5`);

    const tab = { url: `${ORIGIN}/project/ab12cd34?tab=calendar`, focus: vi.fn(async () => {}), navigate: vi.fn(async () => {}) };
    windows = [{ url: `${ORIGIN}/project/other`, focus: vi.fn(), navigate: vi.fn() }, tab];
    const count = opened.length;
    await fire('notificationclick', notification('/project/ab12cd34#event-5'));
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/project/ab12cd34#event-5`);
    expect(opened).toHaveLength(count);
  });

  it('never leaves the site, whatever a notification carries', async () => {
    windows = [];
    for (const url of ['https://elsewhere.example/phish', '//elsewhere.example/x', null]) {
      await fire('notificationclick', notification(url));
      expect(new URL(opened.at(-1)!).origin).toBe(ORIGIN);
    }
  });
});
