/**
 * The "Get reminders" page's switch for this device (docs/reminders.md): Web Push. Permission is
 * asked only when the guest taps "Turn on reminders". On an iPhone or iPad, Safari delivers web
 * notifications only to an itinerary opened from the Home Screen, so outside it the page says how
 * to add it there. The subscription goes to the server with the people this browser filters to
 * (a browser that is a guest on the list gets that guest's events instead, which the server knows).
 */
import { readSavedPeople } from '../../lib/browser-storage';
import { REMINDER_PAGE_TEXT } from '../../lib/reminders';

const SERVICE_WORKER_URL = '/sw.js';
const SERVICE_WORKER_SCOPE = '/project/';

/** The base64url VAPID key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** An iPhone or iPad (iPadOS reports a Mac with touch). */
const isAppleMobile = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
/** Opened from the Home Screen (an installed web app). */
const standalone = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function runRemindersPage(): void {
  const root = document.querySelector<HTMLElement>('[data-reminders]');
  const status = root?.querySelector<HTMLElement>('[data-reminders-status]');
  const on = root?.querySelector<HTMLButtonElement>('[data-reminders-on]');
  const off = root?.querySelector<HTMLButtonElement>('[data-reminders-off]');
  const settings = root?.querySelector<HTMLFieldSetElement>('[data-reminders-settings]');
  const digest = settings?.querySelector<HTMLInputElement>('input[name="digest"]');
  const before = settings?.querySelector<HTMLInputElement>('input[name="before"]');
  const digestAt = settings?.querySelector<HTMLSelectElement>('select[name="digestAt"]');
  const beforeMinutes = settings?.querySelector<HTMLSelectElement>('select[name="beforeMinutes"]');
  if (!root || !status || !on || !off || !settings || !digest || !before || !digestAt || !beforeMinutes) return;
  const projectId = root.dataset.project ?? '';
  const endpoint = `/api/projects/${encodeURIComponent(projectId)}/push-subscription`;

  const show = (text: string, state: 'on' | 'off' | 'none') => {
    status.textContent = text;
    on.hidden = state !== 'off';
    off.hidden = state !== 'on';
    settings.hidden = state !== 'on';
  };
  // What this device chose: the kinds, and its own times ('' in a list: the itinerary's).
  const chosen = () => ({ settings: { digest: digest.checked, before: before.checked } });
  const ownTimes = () => ({ times: { digestAt: digestAt.value || null, beforeMinutes: beforeMinutes.value ? Number(beforeMinutes.value) : null } });
  const busy = (yes: boolean) => {
    on.disabled = yes;
    off.disabled = yes;
    if (yes) status.textContent = REMINDER_PAGE_TEXT.working;
  };

  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return show(isAppleMobile() && !standalone() ? REMINDER_PAGE_TEXT.iosHomeScreen : REMINDER_PAGE_TEXT.unsupported, 'none');
  }
  const registration = navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).then(() => navigator.serviceWorker.ready);

  const refresh = async () => {
    if (Notification.permission === 'denied') return show(REMINDER_PAGE_TEXT.blocked, 'none');
    const subscription = await (await registration).pushManager.getSubscription();
    // On here only if the server has it too (Exit elsewhere, or a new access code, ends it there).
    const known = subscription ? await fetch(`${endpoint}?endpoint=${encodeURIComponent(subscription.endpoint)}`) : null;
    if (!known?.ok) return show(REMINDER_PAGE_TEXT.off, 'off');
    const saved = (await known.json()) as { digest: boolean; before: boolean; digestAt: string | null; beforeMinutes: number | null };
    digest.checked = saved.digest;
    before.checked = saved.before;
    digestAt.value = saved.digestAt ?? '';
    beforeMinutes.value = saved.beforeMinutes === null ? '' : String(saved.beforeMinutes);
    show(REMINDER_PAGE_TEXT.on, 'on');
  };
  // A first subscribe says nothing of kinds or times: the device follows the itinerary's defaults until it chooses.
  const send = (subscription: PushSubscription, people: string[], choice: object = {}) =>
    fetch(endpoint, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subscription: subscription.toJSON(), ...choice, ...(people.length > 0 ? { people } : {}) }),
    });
  const peopleHere = () => (root.dataset.identified === undefined ? readSavedPeople(projectId, JSON.parse(root.dataset.people ?? '[]') as string[]) : []);

  on.addEventListener('click', async () => {
    busy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return show(permission === 'denied' ? REMINDER_PAGE_TEXT.blocked : REMINDER_PAGE_TEXT.dismissed, permission === 'denied' ? 'none' : 'off');
      const key = (await (await fetch('/api/push-key')).json()) as { publicKey: string };
      const ready = await registration;
      const subscription = (await ready.pushManager.getSubscription()) ?? (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.publicKey) }));
      const response = await send(subscription, peopleHere());
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { message?: string } | null;
        await subscription.unsubscribe();
        return show(answer?.message ?? REMINDER_PAGE_TEXT.failed, 'off');
      }
      show(REMINDER_PAGE_TEXT.on, 'on');
    } catch {
      show(REMINDER_PAGE_TEXT.failed, 'off');
    } finally {
      on.disabled = false;
      off.disabled = false;
    }
  });

  off.addEventListener('click', async () => {
    busy(true);
    try {
      const subscription = await (await registration).pushManager.getSubscription();
      if (subscription) {
        await fetch(endpoint, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: subscription.endpoint }) });
        await subscription.unsubscribe();
      }
      show(REMINDER_PAGE_TEXT.off, 'off');
    } catch {
      show(REMINDER_PAGE_TEXT.failed, 'on');
    } finally {
      on.disabled = false;
      off.disabled = false;
    }
  });

  // A change of what this device gets, or when, is saved at once: a box, the kinds; a list, the times.
  settings.addEventListener('change', async (event) => {
    const subscription = await (await registration).pushManager.getSubscription();
    if (!subscription) return show(REMINDER_PAGE_TEXT.off, 'off');
    const choice = event.target instanceof HTMLSelectElement ? ownTimes() : chosen();
    const response = await send(subscription, peopleHere(), choice).catch(() => null);
    status.textContent = response?.ok ? REMINDER_PAGE_TEXT.saved : REMINDER_PAGE_TEXT.failedSave;
  });

  void refresh().catch(() => show(REMINDER_PAGE_TEXT.unsupported, 'none'));
}
