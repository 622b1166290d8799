/** One guest of the Guests card: groups, link state, answers, and the guest's actions. */
import { useState } from 'react';
import { reminderDevicesText, unanswered, type GuestList, type GuestListGuest } from '../../../lib/guest-list';
import { GuestDialogs, type GuestDialog } from './GuestDialogs';
import { PreviewAsGuest } from './PreviewAs';
import type { GuestListApi } from './useGuestList';

const day = (ms: number) => new Date(ms).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const STATUS = { going: 'Going', maybe: 'Maybe', no: 'Can’t make it' } as const;

/** "Link made 3 Jun 2031 · opened 4 Jun 2031", or that it has not been opened yet. */
export function linkLine(link: GuestListGuest['link']): string {
  if (!link) return 'No personal link';
  const opened = link.firstOpenedAt
    ? `opened ${day(link.firstOpenedAt)}${link.lastOpenedAt && day(link.lastOpenedAt) !== day(link.firstOpenedAt) ? `, last ${day(link.lastOpenedAt)}` : ''}`
    : 'not opened yet';
  return `Link made ${day(link.issuedAt)} · ${opened}`;
}

export function GuestRow({ projectId, guest, list, api }: { projectId: string; guest: GuestListGuest; list: GuestList; api: GuestListApi }) {
  const [dialog, setDialog] = useState<GuestDialog>(null);
  const events = new Map(list.rsvpEvents.map((e) => [e.id, e.title]));
  const missing = unanswered(guest, list.rsvpEvents);
  const inGroups = new Set(guest.groupIds);

  function toggleGroup(groupId: number, on: boolean) {
    const groupIds = on ? [...guest.groupIds, groupId] : guest.groupIds.filter((g) => g !== groupId);
    void api.setGroups(guest.id, groupIds);
  }

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{guest.name}</p>
          {guest.email && <p className="text-xs text-ink-muted">{guest.email}</p>}
          <p className="text-xs text-ink-soft">{[linkLine(guest.link), reminderDevicesText(guest.reminderDevices, guest.reminderEmails)].filter(Boolean).join(' · ')}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <button type="button" className="btn-ghost px-2.5 py-1.5 text-sm" onClick={() => setDialog('edit')} aria-label={`Edit ${guest.name}`}>
            Edit
          </button>
          <PreviewAsGuest projectId={projectId} guest={guest} />
          {guest.link && (
            <>
              <button type="button" className="btn-ghost px-2.5 py-1.5 text-sm" onClick={() => void api.makeLinks(`/${guest.id}/link`, {})} aria-label={`New link for ${guest.name}`}>
                New link
              </button>
              <button
                type="button"
                className="btn-ghost px-2.5 py-1.5 text-sm"
                aria-label={`Turn off the link of ${guest.name}`}
                onClick={() => void api.change('DELETE', `/${guest.id}/link`, undefined, 'The link could not be turned off. Please try again.', 'Link turned off')}
              >
                Turn off link
              </button>
            </>
          )}
          <button type="button" className="btn-ghost px-2.5 py-1.5 text-sm text-red-700" onClick={() => setDialog('delete')} aria-label={`Delete ${guest.name}`}>
            Delete
          </button>
        </div>
      </div>
      {list.groups.length > 0 && (
        <fieldset className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <legend className="sr-only">Groups of {guest.name}</legend>
          {list.groups.map((group) => (
            <label key={group.id} className="inline-flex items-center gap-1.5 text-sm text-ink-soft">
              <input type="checkbox" checked={inGroups.has(group.id)} onChange={(e) => toggleGroup(group.id, e.target.checked)} />
              {group.name}
            </label>
          ))}
        </fieldset>
      )}
      {(guest.answers.length > 0 || missing.length > 0) && (
        <ul className="mt-2 space-y-0.5 text-xs text-ink-soft">
          {guest.answers.map((a) => (
            <li key={a.eventId}>
              {events.get(a.eventId)}: <strong>{STATUS[a.status]}</strong>
            </li>
          ))}
          {missing.map((e) => (
            <li key={e.id}>
              {e.title}: has not answered
            </li>
          ))}
        </ul>
      )}
      <GuestDialogs dialog={dialog} onClose={() => setDialog(null)} guest={guest} api={api} />
    </li>
  );
}
