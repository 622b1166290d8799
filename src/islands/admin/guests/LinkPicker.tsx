/**
 * "Create links": whose personal links to make. Every guest without a link is chosen at first;
 * the organiser unticks guests, or chooses everyone, no one or one group's guests, then the links
 * are made for those alone and shown once (LinksDialog).
 */
import { useId, useState } from 'react';
import type { GuestList } from '../../../lib/guest-list';
import { makeLinksSchema } from '../../../lib/guest-list-schemas';
import { checkForm } from '../../../lib/schemas';
import { Dialog } from '../../../ui/Dialog';
import { FieldError } from '../../../ui/Field';
import { useDialogWrite } from '../../itinerary/useDialogWrite';
import type { GuestListApi } from './useGuestList';

export function LinkPicker({ list, api, onClose }: { list: GuestList; api: GuestListApi; onClose: () => void }) {
  const id = useId();
  const candidates = list.guests.filter((g) => !g.link);
  const [chosen, setChosen] = useState(() => new Set(candidates.map((g) => g.id)));
  const [error, setError] = useState<string | null>(null);
  const { busy, write } = useDialogWrite({ close: onClose });
  const groups = list.groups
    .map((group) => ({ ...group, ids: candidates.filter((g) => g.groupIds.includes(group.id)).map((g) => g.id) }))
    .filter((group) => group.ids.length > 0);
  const picked = candidates.filter((g) => chosen.has(g.id)).map((g) => g.id);

  function choose(ids: number[]) {
    setChosen(new Set(ids));
    setError(null);
  }

  function toggle(guestId: number, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(guestId);
    else next.delete(guestId);
    choose([...next]);
  }

  function create() {
    const checked = checkForm(makeLinksSchema, { guestIds: picked });
    if (!checked.ok) return setError(checked.message);
    void write(() => api.showMadeLinks('/links', checked.data), { failed: 'The links could not be made. Please try again.' });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title="Create links"
      description="Choose whose personal links to make. Each link is shown once, right after it is made."
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn-primary" disabled={busy} onClick={create}>
            {picked.length === 1 ? 'Create 1 link' : `Create ${picked.length} links`}
          </button>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="Choose guests">
        <span className="text-ink-soft">Choose:</span>
        <button type="button" className="btn-ghost px-2.5 py-1" onClick={() => choose(candidates.map((g) => g.id))}>
          All ({candidates.length})
        </button>
        <button type="button" className="btn-ghost px-2.5 py-1" onClick={() => choose([])}>
          None
        </button>
        {groups.map((group) => (
          <button key={group.id} type="button" className="btn-ghost px-2.5 py-1" aria-label={`Only ${group.name} (${group.ids.length})`} onClick={() => choose(group.ids)}>
            {group.name} ({group.ids.length})
          </button>
        ))}
      </div>
      <fieldset className="mt-3" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">
          {picked.length} of {candidates.length} guests without a link
        </legend>
        <ul className="mt-1 divide-y divide-black/5">
          {candidates.map((guest) => {
            const names = list.groups.filter((g) => guest.groupIds.includes(g.id)).map((g) => g.name);
            return (
              <li key={guest.id}>
                <label className="flex items-center gap-3 py-2 text-sm text-ink">
                  <input type="checkbox" className="size-4" checked={chosen.has(guest.id)} onChange={(e) => toggle(guest.id, e.target.checked)} />
                  <span className="min-w-0 flex-1">
                    <span className="font-semibold">{guest.name}</span>
                    {names.length > 0 && <span className="ml-2 text-xs text-ink-muted">{names.join(', ')}</span>}
                  </span>
                  {guest.email && <span className="truncate text-xs text-ink-muted">{guest.email}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Dialog>
  );
}
