import { requireWriter } from '@/server/guests/guest-writes';
import { apiRoute, clientAddress, json, readJson } from '@/server/http/http';
import { deleteTravelEntry, parseEntryId, updateTravelEntry } from '@/server/travel/travel';
import { travelEntryUpdateSchema } from '@/lib/travel-schemas';

export const PUT = apiRoute(async (ctx) => {
  const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', clientAddress(ctx));
  const input = await readJson(ctx.request, travelEntryUpdateSchema);
  return json(await updateTravelEntry(ctx.db, project, writer, parseEntryId(ctx.params.entryId), input));
});

export const DELETE = apiRoute(async (ctx) => {
  const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', clientAddress(ctx));
  await deleteTravelEntry(ctx.db, project, writer, parseEntryId(ctx.params.entryId));
  return json({ success: true });
});
