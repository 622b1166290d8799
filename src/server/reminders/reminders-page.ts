/**
 * What the "Get reminders" page shows a browser (docs/reminders.md#get-reminders): the itinerary's
 * title, who the browser is on the guest list, the names its people filter offers (of the
 * events it may see), which its saved choice is kept to, and the organiser's reminder defaults.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { events } from '../../../db/schema';
import { masterNames } from '../../lib/attendees';
import { displayTitle } from '../../lib/display';
import { findProjectByPublicId, type Access } from '../access/access';
import { identityOf } from '../guests/identity';
import { viewerSight, visibleEvents } from '../guests/visibility';
import { reminderDefaults } from './reminder-defaults';

export async function remindersPageModel(handle: DatabaseHandle, access: Access, projectId: string) {
  const [project, identity, sight, eventRows, defaults] = await Promise.all([
    findProjectByPublicId(handle, projectId),
    identityOf(handle, access),
    viewerSight(handle, access),
    handle.db.select({ id: events.id, attendees: events.attendees, visibility: events.visibility }).from(events).where(eq(events.projectRowId, access.projectRowId)),
    reminderDefaults(handle, access.projectRowId),
  ]);
  return { title: project ? displayTitle(project) : '', identity, people: masterNames(visibleEvents(sight, eventRows)), defaults };
}
