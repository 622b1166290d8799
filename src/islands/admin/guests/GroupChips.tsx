/**
 * The itinerary's groups as chips: rename in place (events naming the group follow the new name),
 * delete after a confirmation that says what happens to events naming it.
 */
import { useState } from 'react';
import type { GuestList, GuestListGroup } from '../../../lib/guest-list';
import { guestGroupSchema } from '../../../lib/guest-list-schemas';
import { GUEST_GROUP_NAME_MAX } from '../../../lib/limits';
import { checkForm } from '../../../lib/schemas';
import { toastProblem } from '../../../stores/toast';
import { ConfirmDelete } from './ConfirmDelete';
import type { GuestListApi } from './useGuestList';

export function GroupChips({ api, list }: { api: GuestListApi; list: GuestList }) {
  const { groups } = list;
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<GuestListGroup | null>(null);
  if (groups.length === 0) return <p className="mt-2 text-sm text-ink-muted">No groups yet.</p>;

  async function rename() {
    if (!editing) return;
    const checked = checkForm(guestGroupSchema, { name: editing.name });
    if (!checked.ok) return void toastProblem(checked.message);
    if (await api.change('PATCH', `/groups/${editing.id}`, checked.data, 'The group could not be renamed. Please try again.')) setEditing(null);
  }

  return (
    <>
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
              <button
                type="button"
                className="btn-secondary px-3 py-1.5 text-sm"
                onClick={() => void rename()}
              >
                Save
              </button>
            </li>
          ) : (
            <li
              key={group.id}
              className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pl-3 pr-1 text-sm text-ink"
            >
              <button
                type="button"
                className="font-semibold hover:underline"
                onClick={() => setEditing({ id: group.id, name: group.name })}
                aria-label={`Rename group ${group.name}`}
              >
                {group.name}
              </button>
              <button
                type="button"
                className="rounded-full px-2 text-ink-muted hover:bg-red-50 hover:text-red-700"
                aria-label={`Delete group ${group.name}`}
                onClick={() => setDeleting(group)}
              >
                ×
              </button>
            </li>
          ),
        )}
      </ul>
      {deleting && (
        <DeleteGroup
          group={deleting}
          members={list.guests.filter((g) => g.groupIds.includes(deleting.id)).map((g) => g.name)}
          api={api}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}

/** The confirmation before deleting a group: events naming it will name its members instead. */
function DeleteGroup({ group, members, api, onClose }: { group: GuestListGroup; members: string[]; api: GuestListApi; onClose: () => void }) {
  return (
    <ConfirmDelete
      title={`Delete the group “${group.name}”?`}
      action="Delete group"
      send={() => api.send('DELETE', `/groups/${group.id}`)}
      done={`The group “${group.name}” is deleted`}
      failed="The group could not be deleted. Please try again."
      onClose={onClose}
    >
      <li>Its guests stay on the list; only the tag goes.</li>
      {members.length > 0 ? (
        <li>
          Events that name “{group.name}” will name its {members.length === 1 ? 'guest' : `${members.length} guests`} instead ({members.join(', ')}), so they stay for
          the same people.
        </li>
      ) : (
        <li>It has no guests, so events that name “{group.name}” stay for the same people.</li>
      )}
    </ConfirmDelete>
  );
}
