/**
 * Itineraries: creation, the public preview, and the views handed to viewers and admins.
 */
import { asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { events, faqs, projects, type Event, type Faq, type Project, type Session, type User } from '../../../db/schema';
import type { CreateProjectInput } from '../../lib/schemas';
import type {
  CreateProjectResponse,
  EventView,
  FaqView,
  ItineraryData,
  ProjectView,
  Role,
} from '../../lib/types';
import { ownerNameFor as accountOwnerName } from '../../lib/dashboard';
import { publicOwnerName } from '../../lib/display';
import { DEFAULT_TIME_ZONE } from '../../lib/limits';
import { generateAccessCode, generateAdminCode, generateProjectId } from '../access/codes';
import { HttpError, unknownItinerary } from '../http/errors';
import { keptBody, type KeptBody } from '../http/compression';
import { findGrant, findProjectByPublicId, grantRole } from '../access/access';
import { privateAudiences, viewerSight, visibleEvents, type Sight, type Viewer } from '../guests/visibility';

/** The itinerary as `role` sees it; `version` is the one this browser is told (its `Sight`'s). */
export function toProjectView(project: Project, role: Role, version = project.version): ProjectView {
  const view: ProjectView = {
    projectId: project.projectId,
    name: project.name,
    customTitle: project.customTitle,
    ownerName: project.ownerName,
    groupSize: project.groupSize,
    isPaid: project.isPaid,
    isExample: project.isExample,
    accessCode: project.accessCode,
    createdAt: project.createdAt.toISOString(),
    customColors: project.customColors,
    selectedFont: project.selectedFont,
    titleFont: project.titleFont,
    titleChangesUsed: project.titleChangesUsed,
    selectedBackground: project.selectedBackground,
    customBackgroundColor: project.customBackgroundColor,
    borderStyle: project.borderStyle,
    headerImage: project.headerImage,
    headerImages: project.headerImages,
    customLinks: project.customLinks,
    showCountdown: project.showCountdown,
    showCreatorName: project.showCreatorName,
    showMapTab: project.showMapTab,
    timeZone: project.timeZone,
    version,
  };
  // Nobody edits an example, so nobody gets its admin code.
  if (role === 'admin' && !project.isExample) {
    view.adminCode = project.adminCode;
    view.hasOwnerEmail = Boolean(project.ownerEmail);
  }
  return view;
}

export function toEventView(event: Event, role: Role): EventView {
  const view: EventView = {
    id: event.id,
    title: event.title,
    description: event.description,
    datetime: event.datetime.toISOString(),
    endDatetime: event.endDatetime?.toISOString() ?? null,
    location: event.location,
    latitude: event.latitude,
    longitude: event.longitude,
    attendees: event.attendees,
    vibe: event.vibe,
    eventType: event.eventType,
  };
  if (event.visibility === 'listed') view.visibility = 'listed';
  if (role === 'admin') view.privateNotes = event.privateNotes;
  return view;
}

export const toFaqView = (faq: Faq): FaqView => ({
  id: faq.id,
  question: faq.question,
  answer: faq.answer,
  order: faq.order,
});

/**
 * The itinerary's row, events and FAQs in one round trip (a batch reads one snapshot), and the
 * itinerary as `role` with this sight sees it: the events it may see (../guests/visibility.ts),
 * and for an admin who each private event reaches.
 */
async function loadItinerary(handle: DatabaseHandle, projectRowId: number, role: Role, sight: Sight): Promise<LoadedItinerary> {
  const [[project], eventRows, faqRows] = await handle.db.batch([
    handle.db.select().from(projects).where(eq(projects.id, projectRowId)).limit(1),
    handle.db.select().from(events).where(eq(events.projectRowId, projectRowId)).orderBy(asc(events.datetime), asc(events.id)),
    handle.db.select().from(faqs).where(eq(faqs.projectRowId, projectRowId)).orderBy(asc(faqs.order), asc(faqs.id)),
  ]);
  if (!project) throw unknownItinerary();
  const shown = visibleEvents(sight, eventRows).map((e) => toEventView(e, role));
  if (role === 'admin' && shown.some((e) => e.visibility === 'listed')) {
    const audiences = await privateAudiences(handle, projectRowId);
    for (const event of shown) if (event.visibility === 'listed') event.audience = (audiences.get(event.id) ?? []).map((g) => g.name);
  }
  return {
    row: project,
    data: {
      project: toProjectView(project, role, sight.version),
      events: shown,
      faqs: faqRows.map(toFaqView),
      role,
    },
  };
}

type LoadedItinerary = { row: Project; data: ItineraryData };

/** What a browser reads of an itinerary as JSON: all of it (what a live update refetches) or its events. */
export type ItineraryPart = 'itinerary' | 'events';

/**
 * Itineraries as each role and sight sees them, kept per (project, version told, role, sight key:
 * which private events it shows), with the JSON of each part once something asked for it. The
 * version told moves on every change that browser can see, so an entry is never stale; old
 * versions age out. Callers must not mutate.
 */
const ITINERARY_CACHE_TTL_MS = 60_000;
const ITINERARY_CACHE_MAX = 300;
type KeptItinerary = {
  loaded: Promise<LoadedItinerary>;
  data: Promise<ItineraryData>;
  expires: number;
  json: Partial<Record<ItineraryPart, Promise<KeptBody>>>;
};
const itineraries = new Map<string, KeptItinerary>();
const itineraryKey = (viewer: Viewer, sight: Sight) => `${viewer.projectRowId}:${sight.version}:${viewer.role}:${sight.key}`;

/**
 * The itinerary as this browser may see it. `sight` is what it may see when the caller has
 * worked it out already (`viewerSight`), else it is worked out here.
 */
export async function cachedItinerary(handle: DatabaseHandle, viewer: Viewer, sight?: Sight): Promise<ItineraryData> {
  return keptItinerary(handle, viewer, sight ?? (await viewerSight(handle, viewer))).data;
}

/**
 * The itinerary's row as `cachedItinerary` read it (the same snapshot): what the itinerary page
 * needs besides it (travel, RSVPs) starts from it without reading it again.
 */
export async function cachedItineraryRow(handle: DatabaseHandle, viewer: Viewer, sight: Sight): Promise<Project> {
  return (await keptItinerary(handle, viewer, sight).loaded).row;
}

function keptItinerary(handle: DatabaseHandle, viewer: Viewer, sight: Sight): KeptItinerary {
  const key = itineraryKey(viewer, sight);
  const now = Date.now();
  const hit = itineraries.get(key);
  if (hit && hit.expires > now) return hit;
  for (const [k, v] of itineraries) {
    if (v.expires <= now || itineraries.size >= ITINERARY_CACHE_MAX) itineraries.delete(k);
    else break;
  }
  const loaded = loadItinerary(handle, viewer.projectRowId, viewer.role, sight);
  const kept: KeptItinerary = { loaded, data: loaded.then((l) => l.data), expires: now + ITINERARY_CACHE_TTL_MS, json: {} };
  itineraries.set(key, kept);
  // A failed load is not kept.
  loaded.catch(() => {
    if (itineraries.get(key) === kept) itineraries.delete(key);
  });
  return kept;
}

/**
 * `cachedItinerary` as the JSON body of its answer: serialized once per (project, version told,
 * role, sight) and part, and compressed once per encoding (`KeptBody`), so the many browsers
 * refetching after a change (or reading the events) cost neither each. Both the API routes and
 * the Node server's own path for these reads (src/server/node/cached-pages.ts) answer with it.
 */
export async function cachedItineraryJson(handle: DatabaseHandle, viewer: Viewer, part: ItineraryPart, sight?: Sight): Promise<KeptBody> {
  const entry = keptItinerary(handle, viewer, sight ?? (await viewerSight(handle, viewer)));
  entry.json[part] ??= entry.data.then((itinerary) => keptBody(new TextEncoder().encode(JSON.stringify(part === 'events' ? itinerary.events : itinerary))));
  return entry.json[part];
}

const MAX_ID_TRIES = 5;

/** A signed-in creator's itinerary is by the name they typed, else their first name, else DEFAULT_OWNER_NAME. */
function ownerNameFor(input: Pick<CreateProjectInput, 'ownerName'>, owner: Pick<User, 'firstName'> | null) {
  if (input.ownerName) return input.ownerName;
  if (!owner) return null;
  return accountOwnerName(owner);
}

/**
 * Creates an itinerary with fresh codes and makes the creating browser its admin. A signed-in
 * creator owns it; a guest's is remembered by session, so it joins the account at sign-in.
 * Ids are random; a collision with an existing id is retried.
 */
export async function createProject(
  handle: DatabaseHandle,
  input: CreateProjectInput,
  sessionId: string,
  owner: Pick<User, 'id' | 'firstName'> | null = null,
): Promise<CreateProjectResponse> {
  for (let attempt = 0; attempt < MAX_ID_TRIES; attempt++) {
    const accessCode = generateAccessCode();
    let adminCode = generateAdminCode();
    while (adminCode.startsWith(accessCode)) adminCode = generateAdminCode();
    const rows = await handle.write((db) =>
      db
        .insert(projects)
        .values({
          projectId: generateProjectId(),
          name: input.name,
          ownerName: ownerNameFor(input, owner),
          ownerEmail: input.ownerEmail || null,
          ownerUserId: owner?.id ?? null,
          creatorSessionId: owner ? null : sessionId,
          groupSize: input.groupSize ?? 1,
          // The creator's browser zone when it sent a known one (docs/time-zones.md).
          timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
          accessCode,
          adminCode,
        })
        .onConflictDoNothing({ target: projects.projectId })
        .returning(),
    );
    const project = rows[0];
    if (!project) continue;
    await grantRole(handle, sessionId, project, 'admin');
    return {
      success: true,
      project: {
        projectId: project.projectId,
        name: project.name,
        accessCode: project.accessCode,
        adminCode: project.adminCode,
        ownerEmail: project.ownerEmail,
        redirectUrl: `/project/${project.projectId}`,
      },
    };
  }
  throw new HttpError(500, 'Failed to create project. Please try again.');
}

export async function getPreview(handle: DatabaseHandle, projectId: string) {
  const project = await findProjectByPublicId(handle, projectId);
  if (!project) throw unknownItinerary();
  // Anyone with the id may ask: the owner's name only when the owner shows it.
  return { success: true as const, project: { name: project.name, ownerName: publicOwnerName(project) } };
}


/** The itinerary this browser opened last, if it still has a grant for it. */
export async function currentProject(handle: DatabaseHandle, session: Session | null) {
  const unauthorized = new HttpError(401, 'No itinerary is open in this browser.', 'UNAUTHORIZED');
  if (!session?.currentProjectId) throw unauthorized;
  const [project, grant] = await Promise.all([
    handle.db.query.projects.findFirst({ where: eq(projects.id, session.currentProjectId) }),
    findGrant(handle, session.id, session.currentProjectId),
  ]);
  if (!project || !grant) throw unauthorized;
  const sight = await viewerSight(handle, { projectRowId: project.id, version: project.version, publicVersion: project.publicVersion, role: grant.role, guestId: grant.guestId, identity: grant.identity });
  return toProjectView(project, grant.role, sight.version);
}
