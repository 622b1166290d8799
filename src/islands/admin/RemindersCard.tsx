/**
 * 'Reminders' (free): what every guest's device gets unless it chooses its own on the Get
 * reminders page (docs/reminders.md#when): the note the evening before and its time, the
 * reminder before each event and how long before. Each change is saved at once.
 */
import { useId, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { DEFAULT_REMINDER_DIGEST_AT, DEFAULT_REMINDER_LEAD_MINUTES, REMINDER_DIGEST_TIMES, REMINDER_LEAD_MINUTES } from '../../lib/limits';
import { digestTimeLabel, leadLabel, type ReminderSettings } from '../../lib/reminders';
import { toastError, toastSuccess } from '../../stores/toast';
import { PanelCard, Switch } from './panel-parts';
import { useApiRead } from './useApiRead';

const FALLBACK: ReminderSettings = { digest: true, digestAt: DEFAULT_REMINDER_DIGEST_AT, before: true, beforeMinutes: DEFAULT_REMINDER_LEAD_MINUTES };

export function RemindersCard({ projectId }: { projectId: string }) {
  const path = `/api/projects/${encodeURIComponent(projectId)}/reminder-defaults`;
  const id = useId();
  // Null until the saved settings are read: nothing can be changed before (a change would save
  // the defaults shown meanwhile over the organiser's own).
  const [settings, setSettings] = useState<ReminderSettings | null>(null);
  const [unread, setUnread] = useState(false);

  useApiRead<ReminderSettings>(path, setSettings, () => setUnread(true));

  const shown = settings ?? FALLBACK;
  const loading = settings === null;
  async function change(next: Partial<ReminderSettings>) {
    if (loading) return;
    const saved = { ...shown, ...next };
    setSettings(saved);
    try {
      await apiRequest('PUT', path, saved);
      toastSuccess('Reminder settings saved', 'Devices that kept the itinerary’s settings follow them.');
    } catch (error) {
      setSettings(shown);
      toastError(error, 'The reminder settings could not be saved. Please try again.');
    }
  }

  return (
    <PanelCard title="Reminders" description="What guests’ devices get unless a guest picks their own on the Get reminders page.">
      <Switch label="The evening before" hint="The next day’s events, in one note." checked={shown.digest} disabled={loading} onChange={(digest) => void change({ digest })} />
      <label htmlFor={`${id}-at`} className="label">
        Time of the evening-before note
      </label>
      <select id={`${id}-at`} className="input" value={shown.digestAt} disabled={!shown.digest || loading} onChange={(e) => void change({ digestAt: e.target.value })}>
        {REMINDER_DIGEST_TIMES.map((time) => (
          <option key={time} value={time}>
            {digestTimeLabel(time)}
          </option>
        ))}
      </select>
      <div className="mt-3 border-t border-black/5 pt-1">
        <Switch label="Before each event" hint="The event’s time and place." checked={shown.before} disabled={loading} onChange={(before) => void change({ before })} />
        <label htmlFor={`${id}-lead`} className="label">
          How long before
        </label>
        <select
          id={`${id}-lead`}
          className="input"
          value={String(shown.beforeMinutes)}
          disabled={!shown.before || loading}
          onChange={(e) => void change({ beforeMinutes: Number(e.target.value) })}
        >
          {REMINDER_LEAD_MINUTES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {leadLabel(minutes)} before
            </option>
          ))}
        </select>
      </div>
      {unread && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          The reminder settings could not be loaded. Close the panel and open it again.
        </p>
      )}
      <p className="mt-3 text-xs text-ink-muted">Nothing is sent between 10 PM and 8 AM unless an event is about to start. Changes to events always come.</p>
    </PanelCard>
  );
}
