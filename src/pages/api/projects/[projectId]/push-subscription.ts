import * as z from 'zod';
import { GUEST_NAME_MAX } from '@/lib/limits';
import { deviceReminderTimesSchema } from '@/lib/organiser-schemas';
import { requireAccess } from '@/server/access/access';
import { HttpError } from '@/server/http/errors';
import { apiRoute, clientAddress, json, readJson, readQuery } from '@/server/http/http';
import { pushSubscriptionSchema } from '@/server/reminders/push-rules';
import { deviceSettings, subscribe, unsubscribe } from '@/server/reminders/push-subscriptions';
import { notFound } from '@/server/http/errors';

const subscribeSchema = z.object({
  subscription: pushSubscriptionSchema,
  // Whose reminders, for a browser that is nobody on the guest list: the people it filters to.
  people: z.array(z.string().trim().min(1).max(GUEST_NAME_MAX)).max(20).optional(),
  // What this device gets; unsaid, the itinerary's defaults (a renewal keeps what was chosen).
  settings: z.object({ digest: z.boolean(), before: z.boolean() }).optional(),
  // This device's own digest time and lead (null: the itinerary's); unsaid, kept as they are.
  times: z.optional(deviceReminderTimesSchema),
});
const unsubscribeSchema = z.object({ endpoint: pushSubscriptionSchema.shape.endpoint });

const noSession = () => new HttpError(401, 'Please enter the access code to view this itinerary.', 'UNAUTHORIZED');

/** What this browser's device with `?endpoint=` gets (the reminders page shows it). */
export const GET = apiRoute(async (ctx) => {
  const access = await requireAccess(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '');
  const sessionId = ctx.locals.session?.id;
  if (!sessionId) throw noSession();
  const { endpoint } = readQuery(ctx.url, unsubscribeSchema);
  const settings = await deviceSettings(ctx.db, access.projectRowId, sessionId, endpoint);
  if (!settings) throw notFound('Reminders are off for this device.');
  return json(settings);
});

/**
 * This browser gets the itinerary's reminders as notifications (docs/reminders.md): its
 * PushSubscription, from a browser with a grant. A first notification follows at once.
 */
export const PUT = apiRoute(async (ctx) => {
  const projectId = ctx.params.projectId ?? '';
  const access = await requireAccess(ctx.db, ctx.locals.session?.id, projectId);
  const sessionId = ctx.locals.session?.id;
  if (!sessionId) throw noSession();
  const input = await readJson(ctx.request, subscribeSchema);
  await subscribe(ctx.db, access, sessionId, clientAddress(ctx), input.subscription, input.people ?? null, input.settings, input.times);
  return json({ subscribed: true }, { status: 201 });
});

/** This browser's notifications stop (its subscription with that endpoint goes). */
export const DELETE = apiRoute(async (ctx) => {
  const access = await requireAccess(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '');
  const sessionId = ctx.locals.session?.id;
  if (!sessionId) throw noSession();
  const input = await readJson(ctx.request, unsubscribeSchema);
  return json({ unsubscribed: await unsubscribe(ctx.db, access.projectRowId, sessionId, input.endpoint) });
});
