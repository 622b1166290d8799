/**
 * Reminders, what the browser and the server share (docs/reminders.md): where the page is and the
 * words its script says.
 */

/** The "Get reminders" page of an itinerary. */
export const remindersPagePath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/reminders`;

export const REMINDER_PAGE_TEXT = {
  on: 'Reminders are on for this device.',
  off: 'Reminders are off for this device.',
  working: 'One moment…',
  unsupported: "This browser can't show notifications. Try another browser on this device.",
  blocked: "Notifications are blocked for this site. Allow them in your browser's settings, then try again.",
  dismissed: 'No notifications were allowed. Tap the button again when you are ready.',
  iosHomeScreen:
    'On iPhone and iPad, add this itinerary to your Home Screen first: tap Share, then “Add to Home Screen”, and open it from there. Then come back to this page.',
  failed: "Reminders couldn't be turned on. Check your connection and try again.",
  saved: 'Saved. Reminders are on for this device.',
  failedSave: "That change couldn't be saved. Check your connection and try again.",
} as const;

/** What a device gets, and when: the organiser's defaults, or a device's own (docs/reminders.md#when). */
export type ReminderSettings = { digest: boolean; digestAt: string; before: boolean; beforeMinutes: number };

/** "6 PM" for the digest time "18:00" (the lists hold whole hours). */
export function digestTimeLabel(time: string): string {
  const hour = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  const clock = hour % 12 === 0 ? 12 : hour % 12;
  return `${clock}${minutes === '00' ? '' : `:${minutes}`} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "30 minutes", "1 hour", "2 hours", "1 day": how long before an event its reminder goes. */
export function leadLabel(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 day' : `${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}
