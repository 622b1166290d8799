/**
 * What the server-rendered pages need, gathered in one place so .astro files hold no rules.
 */
import type { AstroGlobal } from 'astro';
import type { Project, Session } from '../../../db/schema';
import { knownPeople, masterNames, unionNames } from '../../lib/attendees';
import { creatorLine, displayTitle, publicOwnerName } from '../../lib/display';
import type { ItineraryPageSettings } from '../../lib/itinerary-props';
import { linkQr } from '../../lib/qr-code';
import { publicLinkUrl, qrLabel, quickLinkUrl, type LinkQr } from '../../lib/qr-matrix';
import type { ThemeSource } from '../../lib/theme';
import type { GuestTravel } from '../../lib/guest-travel';
import type { ItineraryData } from '../../lib/types';
import type { ReaderFormat } from '../../lib/reader-format';
import { config } from '../core/config';
import { findAccess, findGrant, findProjectByPublicId, type Access } from '../access/access';
import { database } from '../database/database';
import { cardAlt, cardFacts, readerDateRange, teaserFacts, themeOf } from '../og/facts';
import { CARD_SIZES, cardPath } from '../og/paths';
import { tabFromUrl } from './page-view';
import type { RequestPageAccess } from './page-cache';
import type { DatabaseHandle } from '../../../db/index';
import { cachedItinerary, cachedItineraryRow } from '../projects/projects';
import { travelPageModel } from './travel-page';
import { identityOf, whoPagePath, type ViewerIdentity } from '../guests/identity';
import { publicSight, viewerSight, type Sight } from '../guests/visibility';

/** The link preview image of an itinerary's teaser pages (/access/{id}): its size and what it shows, in words. */
type PreviewImage = { path: string; width: number; height: number; alt: string };

export async function accessPageModel(projectId: string, session: Session | null, format: ReaderFormat) {
  const db = await database();
  const project = await findProjectByPublicId(db, projectId);
  const grant = project && session ? await findGrant(db, session.id, project.id) : undefined;
  if (!project) return { hasGrant: false, personalLinksOnly: false, preview: null };
  const teaser = await teaserFacts(db, project);
  const facts = cardFacts(project, teaser);
  return {
    hasGrant: Boolean(grant),
    // "Only personal links": the page says so before anyone tries the shared code.
    personalLinksOnly: !project.sharedCodeOn,
    preview: {
      name: project.name,
      // The access page is for people without a grant: the name only when the owner shows it.
      ownerName: publicOwnerName(project),
      dateRange: readerDateRange(teaser, project, format),
      place: teaser.place,
      image: {
        path: cardPath(project.projectId, facts, 'wide'),
        ...CARD_SIZES.wide,
        alt: cardAlt(facts),
      } satisfies PreviewImage,
    },
  };
}

/** Whether an itinerary has this public id (a page that cannot show it then answers 404). */
export async function itineraryExists(projectId: string): Promise<boolean> {
  return Boolean(await findProjectByPublicId(await database(), projectId));
}

/** The itinerary as this browser may see it, or null when it has no grant (→ access page). */
export async function projectPageModel(
  projectId: string,
  session: Session | null,
  /** What the request read of that access already (`Astro.locals.pageAccess`), if anything. */
  known?: RequestPageAccess,
): Promise<ItineraryData | null> {
  const db = await database();
  const access = await requestAccess(db, projectId, session, known);
  return access ? cachedItinerary(db, access) : null;
}

/**
 * The itinerary page: the itinerary as this browser may see it and its travel and RSVPs
 * (`travelForPage`), or null when it has no grant (→ access page).
 */
export async function itineraryPageModel(
  projectId: string,
  session: Session | null,
  known: RequestPageAccess | undefined,
  url: URL,
): Promise<ItineraryPageModel | null> {
  const db = await database();
  const access = await requestAccess(db, projectId, session, known);
  if (!access) return null;
  return itineraryPageFor(db, access, session?.id, url, known?.projectId === projectId ? known.sight : undefined);
}

export type ItineraryPageModel = { data: ItineraryData; travel: GuestTravel | undefined; identity: ViewerIdentity | null };

/**
 * The itinerary page of a browser with this access: the one code path of the guest's own page and
 * of an admin's "Preview as…" (./preview-as.ts), so both show the same.
 */
export async function itineraryPageFor(
  db: DatabaseHandle,
  access: Access,
  /** The browser whose own answers and travel the page shows as its own, if any. */
  ownSessionId: string | undefined,
  url: URL,
  knownSight?: Sight,
): Promise<ItineraryPageModel> {
  const sight = knownSight ?? (await viewerSight(db, access));
  const [data, row, identity] = await Promise.all([cachedItinerary(db, access, sight), cachedItineraryRow(db, access, sight), identityOf(db, access)]);
  return { data, travel: await travelForPage(db, row, data, url, ownSessionId, identity?.name), identity };
}

/**
 * Where the itinerary page sends a browser owed "Who are you?" (`owesWhoAsk` in
 * ../guests/identity.ts, read with the request's access), else null: the page renders.
 */
export function whoAskFor(projectId: string, known: RequestPageAccess | undefined): string | null {
  return known?.projectId === projectId && known.access?.asksWho ? whoPagePath(projectId) : null;
}

/** The session's access to the itinerary, as the request read it already or read now. */
async function requestAccess(handle: DatabaseHandle, projectId: string, session: Session | null, known: RequestPageAccess | undefined) {
  return known?.projectId === projectId ? known.access : findAccess(handle, session?.id, projectId);
}

/**
 * The answer of an itinerary's page (the itinerary, its share page) to a browser without a grant:
 * 404 for an unknown itinerary, else the access page, which asks for the code.
 */
export async function refusedItineraryPage(astro: AstroGlobal, projectId: string): Promise<Response> {
  if (!(await itineraryExists(projectId))) {
    astro.response.status = 404;
    return astro.rewrite('/404');
  }
  return astro.redirect(`/access/${encodeURIComponent(projectId)}`);
}

/**
 * The start of a page of an itinerary that needs a grant ("Who are you?", "Get reminders"): the
 * browser's access and session, or the answer for a browser without a grant (see
 * refusedItineraryPage). The page is private and never cached.
 */
export async function grantedPage(astro: AstroGlobal): Promise<
  { refused: Response } | { refused: null; db: DatabaseHandle; access: Access; sessionId: string; projectId: string; itinerary: string }
> {
  const projectId = astro.params.projectId ?? '';
  const db = await database();
  const sessionId = astro.locals.session?.id;
  const access = await findAccess(db, sessionId, projectId);
  if (!access || !sessionId) return { refused: await refusedItineraryPage(astro, projectId) };
  astro.response.headers.set('Cache-Control', 'private, no-store');
  return { refused: null, db, access, sessionId, projectId, itinerary: `/project/${encodeURIComponent(projectId)}` };
}

/**
 * What the public preview shows a browser without a grant: enough to recognise the itinerary
 * and want in (name, theme, host, when, how much), and nothing a guest needs the code for.
 * See docs/security.md "Public preview".
 */
export type PreviewTeaser = {
  projectId: string;
  title: string;
  /** 'by {owner}', or null when the owner hid their name. */
  byline: string | null;
  theme: ThemeSource;
  eventCount: number;
  /** First to last event date in the itinerary's time zone, or null without events. */
  dateRange: string | null;
  /** The city most events are in (never more precise), or null. */
  place: string | null;
  isPaid: boolean;
};

export type PreviewPageModel =
  | { kind: 'full'; data: ItineraryData }
  | { kind: 'teaser'; teaser: PreviewTeaser };

/**
 * The preview page: the whole itinerary, read-only, for a browser with a viewer or admin grant;
 * the teaser for everyone else; null for an unknown itinerary.
 */
export async function previewPageModel(projectId: string, session: Session | null, format: ReaderFormat, known?: RequestPageAccess): Promise<PreviewPageModel | null> {
  const db = await database();
  const access = await requestAccess(db, projectId, session, known);
  if (access) {
    // Private events never show on the preview, whoever opens it: it is the public itinerary.
    const data = await cachedItinerary(db, { ...access, role: 'viewer' }, publicSight(access.publicVersion));
    // A copy without the code: the cached itinerary is shared.
    const { accessCode: _withheld, ...publicProject } = data.project;
    return { kind: 'full', data: { ...data, project: publicProject } };
  }
  const project = await findProjectByPublicId(db, projectId);
  if (!project) return null;
  const facts = await teaserFacts(db, project);
  const { eventCount, place } = facts;
  const dateRange = readerDateRange(facts, project, format);
  return {
    kind: 'teaser',
    teaser: {
      projectId: project.projectId,
      title: displayTitle(project),
      byline: creatorLine(project),
      theme: themeOf(project),
      eventCount,
      dateRange,
      place,
      isPaid: project.isPaid,
    },
  };
}

export function itineraryPageSettings(mode: ItineraryPageSettings['mode']): ItineraryPageSettings {
  const cfg = config();
  return { mode, mapTiles: { url: cfg.PUBLIC_MAP_TILE_URL, attribution: cfg.PUBLIC_MAP_ATTRIBUTION } };
}

/** What the guest's share dialog shows (src/components/ShareDialog.astro), on this site's address. */
export type ShareLinks = LinkQr & {
  projectId: string;
  accessCode: string;
  publicLink: string;
  /** The itinerary's title: names the QR code and its downloads. */
  title: string;
  /** The QR code's accessible name. */
  label: string;
};

/**
 * The share dialog's links and the quick link's QR code: only on the itinerary's own page (not
 * the public preview) and only for a visitor whose copy of the project carries the access code.
 */
export function shareLinks(data: ItineraryData, mode: ItineraryPageSettings['mode']): ShareLinks | undefined {
  const { project } = data;
  if (mode !== 'full' || !project.accessCode) return undefined;
  const origin = new URL(config().SITE_URL).origin;
  const title = displayTitle(project);
  return {
    ...linkQr(quickLinkUrl(origin, project.projectId, project.accessCode)),
    projectId: project.projectId,
    accessCode: project.accessCode,
    publicLink: publicLinkUrl(origin, project.projectId),
    title,
    label: qrLabel(title),
  };
}

/**
 * The QR code that the print view shows beside the access details: the share dialog's, on a
 * paid itinerary only (it alone prints).
 */
export function printAccessQr(data: ItineraryData, mode: ItineraryPageSettings['mode']): ShareLinks | undefined {
  return data.project.isPaid ? shareLinks(data, mode) : undefined;
}

export { tabFromUrl };

/**
 * ?person=… (repeatable) of the URL: the people filter as a plain GET form sends it, kept to the
 * names the itinerary has (its events' and, when given, its travel's). An empty value (the form's
 * 'Everyone') selects nobody, meaning all; null when the URL has no ?person= at all.
 */
export function peopleFromUrl(url: URL, events: ItineraryData['events'], travelNames: readonly string[] = []): string[] | null {
  // No ?person= at all: the browser's saved choice applies once the page has hydrated.
  if (!url.searchParams.has('person')) return null;
  return knownPeople(url.searchParams.getAll('person'), unionNames(masterNames(events), travelNames));
}

/**
 * The people filter a listed guest's page opens on when its URL names no one: their own plan, when
 * the itinerary's events or travel name them; else null (everyone's, or the browser's saved choice).
 */
export function ownPlan(identity: Pick<ViewerIdentity, 'name'> | null | undefined, events: ItineraryData['events'], travelNames: readonly string[] = []): string[] | null {
  if (!identity) return null;
  const mine = knownPeople([identity.name], unionNames(masterNames(events), travelNames));
  return mine.length > 0 ? mine : null;
}

/**
 * The travel and RSVPs the itinerary page renders: the board only on the Arrivals tab (other tabs
 * carry none of it), each asking event's counts on every tab, and the names travel adds to the
 * people filter. For a guest's own page (`session`, when that guest has written travel or answers,
 * or is a listed guest): their answers on every tab, their name (the listed guest's, else the one
 * they wrote under last), and their travel on the Arrivals tab.
 * Undefined when there is nothing to show, so an itinerary without travel or RSVPs pays nothing
 * for them.
 */
async function travelForPage(
  db: DatabaseHandle,
  project: Project,
  data: ItineraryData,
  url: URL,
  ownSessionId: string | undefined,
  /** The listed guest this browser is (docs/product.md#who-a-guest-is): its forms open with that name. */
  identityName?: string,
): Promise<GuestTravel | undefined> {
  const filter = url.searchParams.has('person') ? { requested: url.searchParams.getAll('person'), eventNames: masterNames(data.events) } : undefined;
  const model = await travelPageModel(db, project, data.role, filter, ownSessionId, identityName);
  const arrivalsTab = tabFromUrl(url) === 'arrivals';
  const { yours } = model;
  // RSVPs of the events this browser sees only: a private event's counts are part of it.
  const shown = new Set(data.events.map((e) => e.id));
  const rsvps = model.rsvps.filter((r) => shown.has(r.eventId));
  if (!arrivalsTab && !yours && rsvps.length === 0 && model.names.length === 0) return undefined;
  return {
    guestsSeeTravel: model.guestsSeeTravel,
    boardShown: model.boardShown,
    board: arrivalsTab ? model.board : null,
    names: model.names,
    rsvps,
    // The guest's travel shows on the Arrivals tab; the other tabs carry only the name.
    ...(yours ? { yours: { name: yours.name, travel: arrivalsTab ? yours.travel : [] } } : {}),
  };
}
