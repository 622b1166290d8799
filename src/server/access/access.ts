/**
 * Who may see or edit which itinerary.
 *
 * A browser's session holds grants: viewer (the access code) or admin (the admin code, or the
 * creator). Every endpoint that reads or writes a project asks this module first.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { calendarFeeds, projectGrants, projects, sessions, type GuestIdentity, type Project } from '../../../db/schema';
import {
  ACCESS_CLIENT_HOURLY_CAP,
  ACCESS_DAILY_PROJECT_CAP,
  ACCESS_DAY_MS,
  ACCESS_HOUR_MS,
  ACCESS_WINDOW_MS,
  MAX_ACCESS_ATTEMPTS,
} from '../../lib/limits';
import { ACCESS_MESSAGES, IDENTITY_MESSAGES, MESSAGES } from '../../lib/messages';
import type { Role } from '../../lib/types';
import { budgetSpent, reserveCodeCheck, returnCodeCheck, type CodeKind } from './code-budget';
import { constantTimeEqual } from '../core/crypto';
import { prepared } from '../core/prepared';
import { HttpError, retryAfter, tooManyRequests, unknownItinerary } from '../http/errors';
import { clearHits, lockedFor, recordHit, type LimitRule } from '../limits/rate-limit';
import type { SessionLifetime } from '../auth/sessions';
import { revokePushSubscriptions } from '../reminders/revoke-push';
import { revokeFeeds } from '../feeds/revoke-feeds';

export type { Role };

const exampleIsReadOnly = () => new HttpError(403, ACCESS_MESSAGES.exampleReadOnly, 'FORBIDDEN');
const personalLinksOnly = () => new HttpError(403, IDENTITY_MESSAGES.personalLinksOnly, 'PERSONAL_LINKS_ONLY');

// 5 wrong codes per project and client in 15 minutes lock the client out; each lockout doubles
// the wait (docs/product.md#guest-access-and-lockouts).
const pairRule: LimitRule = {
  max: MAX_ACCESS_ATTEMPTS,
  windowMs: ACCESS_WINDOW_MS,
  lockMs: (strike) => ACCESS_WINDOW_MS * 2 ** (strike - 1),
};
// A hard cap of 20 failures per project (and client) a day, whatever the lockouts.
const dailyRule: LimitRule = {
  max: ACCESS_DAILY_PROJECT_CAP,
  windowMs: ACCESS_DAY_MS,
  lockMs: (_strike, windowStart, now) => windowStart + ACCESS_DAY_MS - now,
};
// About 30 wrong codes an hour from one client across all projects.
const clientRule: LimitRule = {
  max: ACCESS_CLIENT_HOURLY_CAP,
  windowMs: ACCESS_HOUR_MS,
  lockMs: (_strike, windowStart, now) => windowStart + ACCESS_HOUR_MS - now,
};

const limitKeys = (scope: CodeKind, projectId: string, client: string) => ({
  pair: `${scope}:pair:${projectId}:${client}`,
  daily: `${scope}:day:${projectId}:${client}`,
  client: `${scope}:client:${client}`,
});

/**
 * A personal invite link's token belongs to no itinerary a client could be counted against: a
 * wrong one counts against the client's hourly cap of wrong access codes (the same key), so links
 * and codes guessed from one address share one allowance and one lockout.
 */
const guessKey = (client: string) => limitKeys('access', '', client).client;

/** Throws the lockout when this client may not try a code or a personal link now. */
export async function refuseLockedOutGuesser(handle: DatabaseHandle, client: string, now = Date.now()) {
  const wait = await lockedFor(handle, guessKey(client), now);
  if (wait > 0) throw tooManyAttempts(wait);
}

/** Counts one wrong personal link against the client; throws the lockout once it is over the cap. */
export async function countWrongLink(handle: DatabaseHandle, client: string, now = Date.now()) {
  const hit = await recordHit(handle, guessKey(client), clientRule, now);
  if (hit.count > clientRule.max || hit.lockedUntil) throw tooManyAttempts(hit.lockedUntil ? hit.lockedUntil - now : clientRule.windowMs);
}

function tooManyAttempts(retryAfterMs: number): HttpError {
  return tooManyRequests(
    (seconds) => {
      const minutes = Math.ceil(seconds / 60);
      return `${MESSAGES.tooManyAttempts} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reach out to your host.`;
    },
    'TOO_MANY_ATTEMPTS',
    retryAfterMs,
    { attemptsRemaining: 0 },
  );
}

/**
 * A session's grant on an itinerary and the itinerary's versions (`version`, and `publicVersion`
 * that changes to private events alone leave as they are: ../guests/visibility.ts); `guestId` and
 * `identity` say who on the guest list the browser is and how it says so
 * (`project_grants.identity`), or are null.
 */
export type Access = { projectRowId: number; version: number; publicVersion: number; role: Role; guestId: number | null; identity: GuestIdentity | null };

/** The columns of an `Access`, for every query that reads one (with the grant joined to its itinerary). */
export const ACCESS_COLUMNS = {
  projectRowId: projects.id,
  version: projects.version,
  publicVersion: projects.publicVersion,
  role: projectGrants.role,
  guestId: projectGrants.guestId,
  identity: projectGrants.identity,
};

/**
 * What this session may do with an itinerary, and the itinerary's current version: one
 * prepared query, run by every read of a page or of the API.
 */
export async function findAccess(
  handle: DatabaseHandle,
  sessionId: string | undefined,
  projectId: string,
): Promise<Access | undefined> {
  if (!sessionId) return undefined;
  return prepared(handle, 'accessBySessionAndProject', (db) =>
    db
      .select(ACCESS_COLUMNS)
      .from(projects)
      .innerJoin(projectGrants, eq(projectGrants.projectRowId, projects.id))
      .where(
        and(
          eq(projects.projectId, sql.placeholder('projectId')),
          eq(projectGrants.sessionId, sql.placeholder('sessionId')),
        ),
      )
      .limit(1)
      .prepare(),
  ).get({ projectId, sessionId });
}

/**
 * Read access; else 404 for an itinerary that does not exist and 401 for one this browser has not
 * opened. (Whether an id exists is public anyway: the preview answers it to anyone.)
 */
export async function requireAccess(handle: DatabaseHandle, sessionId: string | undefined, projectId: string) {
  const access = await findAccess(handle, sessionId, projectId);
  if (!access) throw (await findProjectByPublicId(handle, projectId)) ? noGrant() : unknownItinerary();
  return access;
}

const noGrant = () =>
  new HttpError(401, 'Please enter the access code to view this itinerary.', 'UNAUTHORIZED');

export async function findProjectByPublicId(handle: DatabaseHandle, projectId: string) {
  return handle.db.query.projects.findFirst({ where: eq(projects.projectId, projectId) });
}

export async function grantRole(
  handle: DatabaseHandle,
  sessionId: string,
  project: Pick<Project, 'id'>,
  role: Role,
  email: string | null = null,
) {
  await handle.write((db) =>
    db.batch([
      db
        .insert(projectGrants)
        .values({ sessionId, projectRowId: project.id, role, email })
        .onConflictDoUpdate({
          target: [projectGrants.sessionId, projectGrants.projectRowId],
          // Never downgrade an admin to viewer by entering the access code again.
          set: {
            role: sql`case when ${projectGrants.role} = 'admin' then 'admin' else excluded.role end`,
            email: sql`coalesce(excluded.email, ${projectGrants.email})`,
          },
        }),
      db
        .update(sessions)
        .set({ currentProjectId: project.id })
        .where(eq(sessions.id, sessionId)),
    ]),
  );
}

export async function findGrant(handle: DatabaseHandle, sessionId: string, projectRowId: number) {
  return handle.db.query.projectGrants.findFirst({
    where: and(eq(projectGrants.sessionId, sessionId), eq(projectGrants.projectRowId, projectRowId)),
  });
}

/** The project and the caller's role; 404 when there is no such project, 401 without a grant. */
export async function requireProjectGrant(
  handle: DatabaseHandle,
  sessionId: string | undefined,
  projectId: string,
  role: Role = 'viewer',
): Promise<{ project: Project; role: Role; sessionId: string }> {
  const project = await findProjectByPublicId(handle, projectId);
  const grant = project && sessionId ? await findGrant(handle, sessionId, project.id) : undefined;
  if (!project) throw unknownItinerary();
  if (!grant) throw noGrant();
  if (role === 'admin' && grant.role !== 'admin') {
    throw new HttpError(403, 'Admin access is required for this change.', 'FORBIDDEN');
  }
  if (role === 'admin' && project.isExample) {
    // Seeded examples are shared by every visitor: nobody edits them.
    throw exampleIsReadOnly();
  }
  return { project, role: grant.role, sessionId: grant.sessionId };
}

const CODE_CHECKS: Record<CodeKind, { role: Role; expected: (p: Project) => string; invalid: string }> = {
  access: { role: 'viewer', expected: (p) => p.accessCode, invalid: MESSAGES.invalidAccessCode },
  admin: { role: 'admin', expected: (p) => p.adminCode, invalid: MESSAGES.invalidAdminCode },
};

/**
 * Checks a code and, when it is right, grants this session the code's role. Wrong codes are
 * counted per project and client, per project a day and per client an hour (access and admin
 * codes separately); an unknown project is a 404, counted against the client's hour. On top of those,
 * every check of an existing itinerary's code is reserved against its daily budget before the
 * comparison (./code-budget.ts): once spent, codes of that kind are not compared at all.
 */
async function grantByCode(
  handle: DatabaseHandle,
  kind: CodeKind,
  input: {
    projectId: string;
    code: string;
    email?: string | null | undefined;
    client: string;
    ensureSession: (lifetime: SessionLifetime) => Promise<string>;
  },
  now: number,
): Promise<{ project: Project; newGrant: boolean }> {
  const check = CODE_CHECKS[kind];
  const keys = limitKeys(kind, input.projectId, input.client);
  const waits = await Promise.all(
    [keys.pair, keys.daily, keys.client].map((key) => lockedFor(handle, key, now)),
  );
  const wait = Math.max(...waits);
  if (wait > 0) throw tooManyAttempts(wait);

  const project = await findProjectByPublicId(handle, input.projectId);
  if (!project) {
    // No such itinerary: 404 (its existence is public through the preview anyway), still
    // counted against the client so ids cannot be tried endlessly from one address.
    const client = await recordHit(handle, keys.client, clientRule, now);
    if (client.count > clientRule.max) throw tooManyAttempts(client.lockedUntil ? client.lockedUntil - now : clientRule.windowMs);
    throw unknownItinerary();
  }
  if (kind === 'admin' && project.isExample) throw exampleIsReadOnly();
  // "Only personal links": the shared code opens nothing, and is not compared (nor counted).
  if (kind === 'access' && !project.sharedCodeOn) throw personalLinksOnly();
  // Reserved before comparing: concurrent guesses cannot all slip in under the budget.
  const reservation = await reserveCodeCheck(handle, kind, project.projectId, now);
  if (!reservation.reserved) throw budgetSpent(kind, reservation.retryAfterMs);
  if (constantTimeEqual(input.code, check.expected(project))) {
    // A right code is not a guess: it gives its check back, so guests never use the budget up.
    await returnCodeCheck(handle, kind, project.projectId, reservation.windowStart);
    await clearHits(handle, keys.pair);
    // An example's visitor gets a short session; a real itinerary's, a full one.
    const sessionId = await input.ensureSession(project.isExample ? 'short' : 'full');
    const before = await findGrant(handle, sessionId, project.id);
    await grantRole(handle, sessionId, project, check.role, input.email || null);
    return { project, newGrant: !before };
  }

  const [pair, daily, client] = [
    await recordHit(handle, keys.pair, pairRule, now),
    await recordHit(handle, keys.daily, dailyRule, now),
    await recordHit(handle, keys.client, clientRule, now),
  ];
  // recordHit gives a lock only while it lasts: the latest of them is when codes count again.
  const until = Math.max(pair.lockedUntil ?? 0, daily.lockedUntil ?? 0, client.lockedUntil ?? 0);
  const over =
    pair.count > pairRule.max || daily.count > dailyRule.max || client.count > clientRule.max;
  if (over) throw tooManyAttempts(until > now ? until - now : pairRule.windowMs);
  const attemptsRemaining = Math.max(0, pairRule.max - pair.count);
  // The wrong code that used up the last attempt also says when codes are checked again.
  const lockout = until > now ? retryAfter(until - now) : null;
  throw new HttpError(401, check.invalid, 'INVALID_ACCESS_CODE', { attemptsRemaining, ...lockout?.details }, lockout?.headers);
}

/** The access code: viewer access for this browser. */
export function grantAccess(
  handle: DatabaseHandle,
  input: {
    projectId: string;
    accessCode: string;
    email?: string | null | undefined;
    client: string;
    ensureSession: (lifetime: SessionLifetime) => Promise<string>;
  },
  now = Date.now(),
) {
  return grantByCode(handle, 'access', { ...input, code: input.accessCode }, now);
}

/** The admin code: edit access for this browser. */
export function verifyAdminCode(
  handle: DatabaseHandle,
  input: { projectId: string; adminCode: string; client: string; ensureSession: (lifetime: SessionLifetime) => Promise<string> },
  now = Date.now(),
) {
  return grantByCode(handle, 'admin', { ...input, code: input.adminCode }, now);
}

/**
 * Ends this browser's access to one itinerary (the footer's Exit), and with it every calendar
 * feed this browser made of it (docs/security.md#calendar-feeds-live-as-long-as-their-grant).
 */
export async function revokeGrant(handle: DatabaseHandle, sessionId: string, projectRowId: number) {
  await handle.write((db) =>
    db.batch([
      revokeFeeds(db, projectRowId, eq(calendarFeeds.sessionId, sessionId)),
      revokePushSubscriptions(db, projectRowId, (push) => eq(push.sessionId, sessionId)),
      db
        .delete(projectGrants)
        .where(
          and(eq(projectGrants.sessionId, sessionId), eq(projectGrants.projectRowId, projectRowId)),
        ),
      db
        .update(sessions)
        .set({ currentProjectId: null })
        .where(and(eq(sessions.id, sessionId), eq(sessions.currentProjectId, projectRowId))),
    ]),
  );
}

/** Ends this browser's access to an itinerary if it has any (the Exit of a page without JavaScript). */
export async function leaveItinerary(handle: DatabaseHandle, sessionId: string | undefined, projectId: string): Promise<void> {
  const access = await findAccess(handle, sessionId, projectId);
  if (sessionId && access) await revokeGrant(handle, sessionId, access.projectRowId);
}
