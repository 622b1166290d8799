/**
 * "Only personal links" (docs/product.md#who-a-guest-is): the organiser's switch of whether the
 * shared access code opens the itinerary (`projects.shared_code_on`). While it is off, every way
 * in by the code (the API, the access form, the quick link) is refused in `grantByCode`
 * (./access.ts), before the code is compared or counted. Browsers already in keep their grants:
 * turning the code off stops new ones, and "New codes" (./code-rotation.ts) signs everyone out.
 */
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { projects, type Project } from '../../../db/schema';

export const sharedCodeState = (project: Pick<Project, 'sharedCodeOn'>) => ({ on: project.sharedCodeOn });

/** Turns the shared code on or off; the version moves, so admins' pages and the live stream follow. */
export async function setSharedCode(handle: DatabaseHandle, project: Pick<Project, 'id'>, on: boolean) {
  await handle.write((db) =>
    db
      .update(projects)
      .set({ sharedCodeOn: on, version: sql`${projects.version} + 1`, updatedAt: new Date() })
      .where(eq(projects.id, project.id)),
  );
  return { on };
}
