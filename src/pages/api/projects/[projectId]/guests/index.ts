import { guestNamesSchema } from '@/lib/guest-list-schemas';
import { adminProject } from '@/server/guests/guest-list-access';
import { addGuests, guestList } from '@/server/guests/guest-list';
import { apiRoute, json, readJson } from '@/server/http/http';

/** The guest list, for admins only (docs/product.md#guests-and-private-events). */
export const GET = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  return json(await guestList(ctx.db, project.id));
});

/** Adds typed or pasted names. */
export const POST = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  const input = await readJson(ctx.request, guestNamesSchema);
  return json(await addGuests(ctx.db, project, input.names));
});
