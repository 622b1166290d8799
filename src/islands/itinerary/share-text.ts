/**
 * The share dialog's wording, written once for its two drawings: the server's HTML that a guest's
 * Share opens (src/components/ShareDialog.astro) and the island's (ShareDialog.tsx: right after
 * creation, or once the island holds a newer access code than the page).
 */
export const SHARE_TEXT = {
  title: 'Share this itinerary',
  description: 'Guests need the project ID and access code, or just the quick link.',
  projectId: 'Project ID',
  copyProjectId: 'Copy project ID',
  accessCode: 'Access Code',
  copyAccessCode: 'Copy access code',
  quickLink: 'Quick link',
  copyQuickLink: 'Copy quick link',
  quickLinkHint: 'Works instantly: the code is built in.',
  shareSheet: 'Share with an app',
  qrHint: 'Scan to open the itinerary, or print the code on an invitation.',
  downloadQr: 'Download QR code',
  downloadFailed: 'Download failed. Check your connection and try again.',
  publicLink: 'Public link',
  copyPublicLink: 'Copy public link',
  publicLinkHint: 'Needs the code: guests type the access code to get in.',
  close: 'Close',
} as const;

/** What the phone's share sheet gets for the quick link. */
export function shareSheetData(title: string, link: string): ShareData {
  return { title, text: `${title}: the itinerary`, url: link };
}
