/**
 * The organiser's reminder defaults (docs/reminders.md#when): whether a device gets the digest the
 * evening before and at what time, and the reminder before each event and how long before. Every
 * device follows them until it chooses its own (./reminder-rules.ts `deviceReminderSettings`), so
 * a change reaches those devices at the next planning; what was planned at the old time sends
 * nothing (./reminder-kind.ts).
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { projects, type Project } from '../../../db/schema';
import type { ReminderDefaultsInput } from '../../lib/organiser-schemas';
import type { ReminderSettings } from '../../lib/reminders';
import { bumpedVersions } from '../projects/versions';

/** The itinerary's reminder defaults, as its row holds them. */
export function reminderDefaultsOf(project: Pick<Project, 'remindersDigest' | 'remindersDigestAt' | 'remindersBefore' | 'remindersBeforeMinutes'>): ReminderSettings {
  return { digest: project.remindersDigest, digestAt: project.remindersDigestAt, before: project.remindersBefore, beforeMinutes: project.remindersBeforeMinutes };
}

/** Saves the organiser's defaults (all four, checked by `reminderDefaultsSchema`) and answers them. */
export async function setReminderDefaults(handle: DatabaseHandle, project: Pick<Project, 'id'>, input: ReminderDefaultsInput): Promise<ReminderSettings> {
  await handle.write((db) =>
    db
      .update(projects)
      .set({
        remindersDigest: input.digest,
        remindersDigestAt: input.digestAt,
        remindersBefore: input.before,
        remindersBeforeMinutes: input.beforeMinutes,
        // The admin's other open pages follow, as after every organiser's change.
        ...bumpedVersions(),
        updatedAt: new Date(),
      })
      .where(eq(projects.id, project.id)),
  );
  return { digest: input.digest, digestAt: input.digestAt, before: input.before, beforeMinutes: input.beforeMinutes };
}
