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
