/** The itinerary's groups as chips: rename in place, delete. */
import { useState } from 'react';
import type { GuestListGroup } from '../../../lib/guest-list';
import { guestGroupSchema } from '../../../lib/guest-list-schemas';
import { GUEST_GROUP_NAME_MAX } from '../../../lib/limits';
import { checkForm } from '../../../lib/schemas';
import { toastProblem } from '../../../stores/toast';
import type { GuestListApi } from './useGuestList';

export function GroupChips({ api, groups }: { api: GuestListApi; groups: GuestListGroup[] }) {
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  if (groups.length === 0) return <p className="mt-2 text-sm text-ink-muted">No groups yet.</p>;

  async function rename() {
    if (!editing) return;
    const checked = checkForm(guestGroupSchema, { name: editing.name });
    if (!checked.ok) return void toastProblem(checked.message);
    if (await api.change('PATCH', `/groups/${editing.id}`, checked.data, 'The group could not be renamed. Please try again.')) setEditing(null);
  }

  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {groups.map((group) =>
        editing?.id === group.id ? (
          <li key={group.id} className="flex items-center gap-1">
            <input
              className="input py-1.5"
              aria-label={`New name for ${group.name}`}
              maxLength={GUEST_GROUP_NAME_MAX}
              value={editing.name}
              onChange={(e) => setEditing({ id: group.id, name: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void rename();
                if (e.key === 'Escape') setEditing(null);
              }}
            />
            <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => void rename()}>
              Save
            </button>
          </li>
        ) : (
          <li key={group.id} className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pl-3 pr-1 text-sm text-ink">
            <button type="button" className="font-semibold hover:underline" onClick={() => setEditing({ id: group.id, name: group.name })} aria-label={`Rename group ${group.name}`}>
              {group.name}
            </button>
            <button
              type="button"
              className="rounded-full px-2 text-ink-muted hover:bg-red-50 hover:text-red-700"
              aria-label={`Delete group ${group.name}`}
              onClick={() => void api.change('DELETE', `/groups/${group.id}`, undefined, 'The group could not be deleted. Please try again.')}
            >
              ×
            </button>
          </li>
        ),
      )}
    </ul>
  );
}
