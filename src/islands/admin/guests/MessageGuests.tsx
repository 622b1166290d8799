/**
 * "Message your guests" (docs/reminders.md#announcements): a short message sent to the devices and
 * email addresses that get this itinerary's reminders, everyone's, a group's, or by answer to an
 * event. How many of each it reaches is shown before anything is sent.
 */
import { useId, useState } from 'react';
import { ANNOUNCEMENT_MAX, announcementSchema, reachText, recipientsText, type AnnouncementInput, type Reach } from '../../../lib/announcements';
import { apiRequest } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form-check';
import type { GuestList } from '../../../lib/guest-list';
import { toastError, toastSuccess } from '../../../stores/toast';
import { Field } from '../../../ui/Field';
import { PanelCard } from '../panel-parts';

const reaches = (preview: Reach | null): preview is Reach => preview !== null && preview.devices + preview.emails > 0;

/** The choices of "To", as select values. */
function audiences(list: GuestList): { value: string; label: string; to: AnnouncementInput['to'] }[] {
  return [
    { value: 'everyone', label: 'Everyone who gets reminders', to: { kind: 'everyone' } },
    ...list.groups.map((g) => ({ value: `group-${g.id}`, label: `The group ${g.name}`, to: { kind: 'group', groupId: g.id } as const })),
    ...list.rsvpEvents.flatMap((e) =>
      (['going', 'maybe', 'none'] as const).map((status) => ({
        value: `rsvp-${e.id}-${status}`,
        label: `${e.title}: ${status === 'going' ? 'going' : status === 'maybe' ? 'maybe' : 'not answered'}`,
        to: { kind: 'rsvp', eventId: e.id, status } as const,
      })),
    ),
  ];
}

export function MessageGuests({ projectId, list, paid }: { projectId: string; list: GuestList; paid: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [choice, setChoice] = useState('everyone');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Reach | null>(null);
  const [busy, setBusy] = useState(false);
  const options = audiences(list);
  const to = (options.find((o) => o.value === choice) ?? options[0])!.to;
  const path = `/api/projects/${encodeURIComponent(projectId)}/announcements`;

  async function submit(send: boolean) {
    const checked = checkForm(announcementSchema, { text, to, send });
    if (!checked.ok) return setError(checked.message);
    setError(null);
    setBusy(true);
    try {
      const result = await apiRequest<Reach & { sent: boolean }>('POST', path, checked.data);
      if (result.sent) {
        toastSuccess(`Sent to ${reachText(result)}`);
        setText('');
        setPreview(null);
      } else setPreview({ devices: result.devices, emails: result.emails });
    } catch (failure) {
      toastError(failure, 'The message could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <PanelCard
      title="Message your guests"
      paid={!paid}
      description="A short note to everyone who gets this itinerary's reminders, on their devices and by email: a change of plan, a reminder to bring something. Up to 10 a day."
    >
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(reaches(preview));
        }}
      >
        <Field id={`${id}-text`} label="Message" hint={`${text.trim().length} of ${ANNOUNCEMENT_MAX} characters`} error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={ANNOUNCEMENT_MAX}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setPreview(null);
              }}
            />
          )}
        </Field>
        <Field id={`${id}-to`} label="To">
          {(control) => (
            <select
              {...control}
              value={choice}
              onChange={(e) => {
                setChoice(e.target.value);
                setPreview(null);
              }}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {preview !== null && (
          <p role="status" className="text-sm font-medium text-ink">
            {recipientsText(preview)}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {reaches(preview) ? (
            <button type="submit" className="btn-primary" disabled={busy || !paid}>
              Send to {reachText(preview)}
            </button>
          ) : (
            <button type="submit" className="btn-secondary" disabled={busy || !paid}>
              Preview
            </button>
          )}
        </div>
      </form>
    </PanelCard>
  );
}
