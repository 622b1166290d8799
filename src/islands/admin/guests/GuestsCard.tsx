/**
 * 'Guests' (docs/product.md#guests-and-private-events): the organiser's guest list. Add one
 * name or paste many, add the names already used, tag guests with groups, make personal links for
 * the guests chosen (LinkPicker; shown once, in LinksDialog), and see who opened their link and who has not answered.
 * Loaded when its tab opens; the list is read from the admin-only API then.
 */
import { MessageGuests } from './MessageGuests';
import { useId, useState } from 'react';
import { reachText } from '../../../lib/announcements';
import { guestGroupSchema, guestNamesSchema } from '../../../lib/guest-list-schemas';
import { GUEST_GROUP_NAME_MAX, GUEST_GROUPS_MAX, GUESTS_MAX } from '../../../lib/limits';
import { checkForm } from '../../../lib/schemas';
import { Field } from '../../../ui/Field';
import { PanelCard } from '../panel-parts';
import { GuestRow } from './GuestRow';
import { GroupChips } from './GroupChips';
import { LinkPicker } from './LinkPicker';
import { LinksDialog } from './LinksDialog';
import { PreviewAs } from './PreviewAs';

import { useGuestList } from './useGuestList';

/** "2 devices and 1 email address get reminders": counts only, never who. */
const reminderReach = (devices: number, emails: number) => `${reachText({ devices, emails })} ${devices + emails === 1 ? 'gets' : 'get'} reminders`;

export default function GuestsCard({ projectId, paid }: { projectId: string; paid: boolean }) {
  const api = useGuestList(projectId);
  const id = useId();
  const [names, setNames] = useState('');
  const [namesError, setNamesError] = useState<string | null>(null);
  const [group, setGroup] = useState('');
  const [groupError, setGroupError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const { list } = api;

  async function addNames() {
    const checked = checkForm(guestNamesSchema, { names });
    if (!checked.ok) return setNamesError(checked.message);
    setNamesError(null);
    if (await api.add('', checked.data)) setNames('');
  }

  async function addGroup() {
    const checked = checkForm(guestGroupSchema, { name: group });
    if (!checked.ok) return setGroupError(checked.message);
    setGroupError(null);
    if (await api.change('POST', '/groups', checked.data, 'The group could not be added. Please try again.')) setGroup('');
  }

  const withoutLink = list?.guests.filter((g) => !g.link).length ?? 0;
  return (
    <>
      <PanelCard
        title="Guests"
        description={`Your guest list: up to ${GUESTS_MAX} names, only organisers see it. Each guest can get a personal link.`}
      >
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void addNames();
          }}
        >
          <Field id={`${id}-names`} label="Add guests" hint="One name a line, or separated by commas." error={namesError}>
            {(control) => <textarea {...control} rows={3} value={names} onChange={(e) => setNames(e.target.value)} />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary px-4 py-2">
              Add
            </button>
            <button type="button" className="btn-secondary px-4 py-2" onClick={() => void api.add('/used-names', {})}>
              Add the names already used
            </button>
          </div>
        </form>

        <div className="mt-5 border-t border-black/5 pt-4">
          <h4 className="text-sm font-bold text-ink">Groups</h4>
          <p className="text-xs text-ink-muted">Up to {GUEST_GROUPS_MAX} tags, such as “Family” or “Hikers”. A guest can be in several.</p>
          {list && <GroupChips api={api} list={list} />}
          <form
            className="mt-2 flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void addGroup();
            }}
          >
            <Field id={`${id}-group`} label="New group" error={groupError} className="min-w-0 flex-1">
              {(control) => <input {...control} maxLength={GUEST_GROUP_NAME_MAX} value={group} onChange={(e) => setGroup(e.target.value)} />}
            </Field>
            <button type="submit" className="btn-secondary px-4 py-2">
              Add group
            </button>
          </form>
        </div>

        <div className="mt-5 border-t border-black/5 pt-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-sm font-bold text-ink">
              {list ? `${list.guests.length} ${list.guests.length === 1 ? 'guest' : 'guests'}` : 'Guest list'}
              {list && list.reminderDevices + list.reminderEmails > 0 && (
                <span className="ml-2 font-normal text-ink-soft">· {reminderReach(list.reminderDevices, list.reminderEmails)}</span>
              )}
            </h4>
            {withoutLink > 0 && (
              <button type="button" className="btn-primary px-4 py-2" onClick={() => setPicking(true)}>
                Create links ({withoutLink})
              </button>
            )}
          </div>
          {api.failed && <p className="mt-2 text-sm text-rose-700">The guest list could not be loaded. Please close and open this tab again.</p>}
          {!list && !api.failed && <p className="mt-2 text-sm text-ink-muted">Loading…</p>}
          {list && list.guests.length === 0 && <p className="mt-2 text-sm text-ink-muted">No guests yet.</p>}
          {list && list.guests.length > 0 && (
            <ul className="mt-2 divide-y divide-black/5">
              {list.guests.map((guest) => (
                <GuestRow key={guest.id} projectId={projectId} guest={guest} list={list} api={api} />
              ))}
            </ul>
          )}
          {list && <PreviewAs projectId={projectId} guests={list.guests} />}
        </div>
      </PanelCard>
      {list && <MessageGuests projectId={projectId} list={list} paid={paid} />}
      {picking && list && <LinkPicker list={list} api={api} onClose={() => setPicking(false)} />}
      <LinksDialog links={api.links} onClose={api.closeLinks} onSend={api.sendLinks} />
    </>
  );
}
