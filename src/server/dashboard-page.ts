/**
 * What the /dashboard page renders before any script runs (spec §2 "Dashboard"): the signed-in
 * user and their itineraries, so the first paint is complete. The lead folds the itinerary
 * query into helper B's my-projects service when merging (issue 6).
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { events, projects, type User } from '../../db/schema';
import { masterNames } from '../lib/attendees';
import type { AuthUserView, MyProjectView } from '../lib/types';
import { config } from './config';
import { database } from './database';
import { userView } from './users';

export type DashboardPageModel = {
  user: AuthUserView;
  projects: MyProjectView[];
  /** The mailbox the Unclaimed Events tab tells people to forward confirmations to. */
  forwardingAddress: string;
};

/** The dashboard's data for a signed-in user, or null when signed out ('Account Required'). */
export async function dashboardPageModel(user: User | null): Promise<DashboardPageModel | null> {
  if (!user) return null;
  const handle = await database();
  const owned = await handle.db
    .select()
    .from(projects)
    .where(eq(projects.ownerUserId, user.id))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  const attendeeRows = owned.length
    ? await handle.db
        .select({ projectId: events.projectId, attendees: events.attendees })
        .from(events)
        .where(inArray(events.projectId, owned.map((p) => p.id)))
    : [];
  const views: MyProjectView[] = owned.map((p) => {
    const rows = attendeeRows.filter((row) => row.projectId === p.id);
    return {
      projectId: p.projectId,
      name: p.name,
      customTitle: p.customTitle,
      ownerName: p.ownerName,
      isPaid: p.isPaid,
      participantCount: masterNames(rows).length,
      eventCount: rows.length,
      createdAt: p.createdAt.toISOString(),
    };
  });
  return { user: userView(user), projects: views, forwardingAddress: forwardingAddress(config().SITE_URL) };
}

/**
 * Issue 7 gives each user a personal address; until it lands the shared plans@ mailbox of the
 * site's own domain is named (spec §2 "forwarding mailbox").
 */
export function forwardingAddress(siteUrl: string): string {
  return `plans@${new URL(siteUrl).hostname.replace(/^www\./, '')}`;
}
