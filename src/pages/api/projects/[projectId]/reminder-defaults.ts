import { reminderDefaultsSchema } from '@/lib/organiser-schemas';
import { requireProjectGrant } from '@/server/access/access';
import { apiRoute, json, readJson } from '@/server/http/http';
import { reminderDefaultsOf, setReminderDefaults } from '@/server/reminders/reminder-defaults';

/** The organiser's reminder defaults (the admin panel's Reminders card reads them). */
export const GET = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  return json(reminderDefaultsOf(project));
});

/** Saves them: every device that did not choose its own follows (docs/reminders.md#when). */
export const PUT = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, reminderDefaultsSchema);
  return json(await setReminderDefaults(ctx.db, project, input));
});
