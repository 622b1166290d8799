/**
 * The itinerary page before (and for most guests, without) its React island: small enhancements
 * on the server's HTML (docs/guest-page.md).
 *
 * - the countdown ticks and the header photos cross-fade;
 * - tabs and the people filter fetch the page for the new choice and swap it in, so nothing
 *   reloads (they are links and a GET form underneath, which work without this script);
 * - an edit made elsewhere reaches the page within moments: the version stream says the
 *   itinerary changed, and the page swaps in the server's new HTML, keeping scroll and filter;
 * - the saved filter of this browser is applied when the URL names no one;
 * - the island is asked for when the page needs it at once: the map, the calendar grid on a
 *   wide screen, an organiser's entry links, a just-created itinerary.
 *
 * Once the island starts to hydrate, all of this stops and React runs the page.
 */
import { readCreatedProject, readSavedPeople, writeSavedPeople } from '../../lib/browser-storage';
import { countdownParts, countdownText } from '../../lib/countdown';
import { HEADER_CAROUSEL_MS, COUNTDOWN_TICK_MS } from '../../lib/limits';
import { SINCE_VERSION_HEADER, watchItinerary } from '../../lib/live-stream';
import { forgetItinerary } from '../../lib/offline';
import { itineraryHref } from '../../ui/url-params';
import { carouselDotClass, carouselImageClass } from './carousel-classes';
import { watchHeaderCollapse } from './header-collapse';
import { ITINERARY_ROOT_ID, WIDE_SCREEN_QUERY, islandStarted, onIslandStart, wantIsland } from './island-signals';
import { runShareDialog } from './share-dialog';


// The share dialog's buttons work before and after React: the dialog is never the island's.
runShareDialog();

const root = () => document.getElementById(ITINERARY_ROOT_ID);
const pageData = () => root()?.dataset ?? {};

const projectId = pageData().project ?? '';
/** Things to stop once React takes over. */
const stops: (() => void)[] = [];
onIslandStart(() => {
  for (const stop of stops) stop();
});

// --- Swapping in the server's HTML ------------------------------------------------------------

let navigation = 0;
let inFlight = false;
/** The latest version the live stream announced: what a page fetched from now on must have. */
let announced = 0;
/** A live change came while a tab or filter change was loading: load once more after it. */
let staleAfterwards = false;

/**
 * Fetches `url` (this itinerary, some tab and filter) and puts its itinerary in place of the
 * current one, keeping scroll and focus. A redirect means the grant is gone: the offline copy
 * goes and the access page opens. When the fetch fails, a tab or filter change falls back to a
 * normal navigation (the service worker may have the page); a live refresh waits for the next
 * change.
 */
async function swapTo(url: string, options: { fallback: boolean; after?: () => void }): Promise<void> {
  const id = ++navigation;
  const target = new URL(url, window.location.href);
  inFlight = true;
  root()?.setAttribute('aria-busy', 'true');
  try {
    const since: Record<string, string> = announced > 0 ? { [SINCE_VERSION_HEADER]: String(announced) } : {};
    const response = await fetch(target, { headers: { accept: 'text/html', ...since }, cache: 'no-store' });
    if (id !== navigation || islandStarted()) return;
    if (new URL(response.url).pathname !== target.pathname) {
      await forgetItinerary(projectId);
      window.location.assign(response.url);
      return;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const next = doc.getElementById(ITINERARY_ROOT_ID);
    const current = root();
    if (id !== navigation || islandStarted()) return;
    if (!next || !current) throw new Error('No itinerary in the page');
    const focused = document.activeElement instanceof HTMLElement && current.contains(document.activeElement) ? document.activeElement.id : '';
    // The share dialog fetched into the page stays while open; else it goes, and the next Share
    // fetches it again (a new access code, say).
    const share = current.querySelector('[data-share-theme]');
    current.replaceWith(document.adoptNode(next));
    if (share?.querySelector<HTMLDialogElement>('dialog[data-share-dialog]')?.open) next.append(share);
    document.title = doc.title;
    if (target.href !== window.location.href) window.history.replaceState(window.history.state, '', target);
    if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
    options.after?.();
    askForIslandIfNeeded();
  } catch {
    if (options.fallback && id === navigation) window.location.assign(target);
  } finally {
    if (id === navigation) {
      inFlight = false;
      root()?.removeAttribute('aria-busy');
      root()?.removeAttribute('data-switching');
      if (staleAfterwards) {
        staleAfterwards = false;
        void refresh();
      }
    }
  }
}

/** The server's current HTML for what the page shows now (a live change). */
function refresh(): Promise<void> {
  if (inFlight) {
    staleAfterwards = true;
    return Promise.resolve();
  }
  return swapTo(window.location.href, { fallback: false });
}

// --- Tabs -----------------------------------------------------------------------------------

/**
 * Swaps in the tab's page; focus goes to the same tab in the new HTML. The tap answers at once:
 * the tab looks selected and the old panel fades while the new one loads (the swap replaces both).
 */
function openTab(tab: HTMLAnchorElement) {
  const id = tab.id;
  const selected = tab.closest('[role="tablist"]')?.querySelector<HTMLAnchorElement>('a[role="tab"][aria-selected="true"]');
  if (selected && selected !== tab) {
    [selected.className, tab.className] = [tab.className, selected.className];
    selected.setAttribute('aria-selected', 'false');
    selected.removeAttribute('aria-current');
    tab.setAttribute('aria-selected', 'true');
    tab.setAttribute('aria-current', 'page');
    root()?.setAttribute('data-switching', '');
  }
  void swapTo(tab.href, { fallback: true, after: () => document.getElementById(id)?.focus() });
}

document.addEventListener('click', (event) => {
  if (islandStarted() || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[role="tab"]') : null;
  if (!link || !root()?.contains(link)) return;
  event.preventDefault();
  openTab(link);
});

/**
 * The tabs' keys (WAI-ARIA tabs, automatic activation): arrows move to the previous or next tab,
 * Home and End to the first and last, and the tab moved to opens.
 */
document.addEventListener('keydown', (event) => {
  if (islandStarted() || event.altKey || event.ctrlKey || event.metaKey) return;
  const tab = event.target instanceof HTMLAnchorElement && event.target.getAttribute('role') === 'tab' ? event.target : null;
  const list = tab?.closest('[role="tablist"]');
  if (!tab || !list || !root()?.contains(list)) return;
  const tabs = [...list.querySelectorAll<HTMLAnchorElement>('a[role="tab"]')];
  const at = tabs.indexOf(tab);
  const next = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const target = tabs[(next + tabs.length) % tabs.length];
  if (!target || target === tab) return;
  target.focus();
  openTab(target);
});

// --- People filter --------------------------------------------------------------------------

const savePeople = (people: readonly string[]) => writeSavedPeople(projectId, people);

const currentTab = () => new URLSearchParams(window.location.search).get('tab') ?? 'list';
const peopleMenu = () => root()?.querySelector<HTMLElement>('[data-people-menu]') ?? null;

/** The names ticked in the menu, or none when 'Everyone' was the last box changed. */
function tickedPeople(menu: HTMLElement, changed: HTMLInputElement): string[] {
  if (changed.value === '') return [];
  return [...menu.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')].map((b) => b.value).filter(Boolean);
}

function choosePeople(menu: HTMLElement, changed: HTMLInputElement) {
  const people = tickedPeople(menu, changed);
  savePeople(people);
  const value = changed.value;
  void swapTo(itineraryHref(window.location.pathname, currentTab(), people), {
    fallback: true,
    // The guest may tick several names: the menu stays open on the same box.
    after: () => {
      const again = peopleMenu();
      again?.showPopover();
      [...(again?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])].find((b) => b.value === value)?.focus();
    },
  });
}

document.addEventListener('change', (event) => {
  const box = event.target;
  if (islandStarted() || !(box instanceof HTMLInputElement)) return;
  const menu = box.closest<HTMLElement>('[data-people-menu]');
  if (menu) choosePeople(menu, box);
});

/**
 * A box ticked before this script had loaded (a slow phone): its change was missed, so the
 * menu's state is compared with what the server rendered, and the difference applied.
 */
function applyEarlyTicks(): boolean {
  const menu = peopleMenu();
  if (!menu) return false;
  const changed = [...menu.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((b) => b.checked !== b.defaultChecked);
  if (!changed) return false;
  choosePeople(menu, changed);
  return true;
}

/** A URL naming no one shows this browser's saved choice, as far as the itinerary still has those names. */
function applySavedPeople() {
  const params = new URLSearchParams(window.location.search);
  if (params.has('person')) {
    savePeople(params.getAll('person'));
    return;
  }
  const names = [...(peopleMenu()?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])]
    .map((b) => b.value)
    .filter(Boolean);
  const people = readSavedPeople(projectId, names);
  if (people.length > 0) void swapTo(itineraryHref(window.location.pathname, currentTab(), people), { fallback: false });
}

// --- Countdown and header photos -------------------------------------------------------------

function tickCountdown() {
  const card = root()?.querySelector<HTMLElement>('[data-countdown]');
  const text = card?.querySelector('[data-countdown-text]');
  if (!card || !text) return;
  const now = Date.now();
  const next = (card.dataset.countdown ?? '')
    .split(' ')
    .map(Number)
    .filter((t) => t > now)
    .sort((a, b) => a - b)[0];
  const parts = next === undefined ? null : countdownParts(next, now);
  if (parts) text.textContent = countdownText(parts);
  // The moment an event starts, the server's page has it as started (and the countdown moved
  // on): loaded once per card, so an offline phone does not try every second.
  else if (!expiredCards.has(card)) {
    expiredCards.add(card);
    void refresh();
  }
}
const expiredCards = new WeakSet<Element>();

let photo = 0;
let photosPaused = false;

function showPhoto(index: number) {
  const carousel = root()?.querySelector<HTMLElement>('[data-header-carousel]');
  if (!carousel) return;
  const images = carousel.querySelectorAll('img');
  photo = images.length ? index % images.length : 0;
  images.forEach((img, i) => {
    img.className = carouselImageClass(i === photo);
    if (i === photo) img.removeAttribute('aria-hidden');
    else img.setAttribute('aria-hidden', 'true');
  });
  carousel.querySelectorAll<HTMLElement>('[data-carousel-dot]').forEach((dot, i) => {
    dot.className = carouselDotClass(i === photo);
    if (i === photo) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
  carousel.dataset.index = String(photo);
}

document.addEventListener('click', (event) => {
  const dot = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-carousel-dot]') : null;
  if (dot && !islandStarted()) showPhoto(Number(dot.dataset.carouselDot));
});
for (const [type, paused] of [['mouseover', true], ['mouseout', false]] as const) {
  document.addEventListener(type, (event) => {
    if (event.target instanceof Element && event.target.closest('[data-header-carousel]')) photosPaused = paused;
  });
}

// --- Asking for the island -------------------------------------------------------------------

/** True when what is on screen needs React at once (the rest waits for a tap). */
function needsIsland(): boolean {
  const tab = pageData().tab;
  if (tab === 'map') return true;
  if (tab === 'calendar' && window.matchMedia(WIDE_SCREEN_QUERY).matches) return true;
  const params = new URLSearchParams(window.location.search);
  // An organiser's entry links (admin mode at once) and the share dialog after creating.
  if (params.get('owned') === 'true' || params.has('autoAdmin')) return true;
  return readCreatedProject()?.projectId === projectId;
}

function askForIslandIfNeeded() {
  if (needsIsland()) wantIsland();
}

// --- Start ------------------------------------------------------------------------------------

if (projectId) {
  askForIslandIfNeeded();
  watchHeaderCollapse();
  if (!applyEarlyTicks()) applySavedPeople();

  const countdown = window.setInterval(tickCountdown, COUNTDOWN_TICK_MS);
  stops.push(() => window.clearInterval(countdown));

  if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    const photos = window.setInterval(() => {
      if (!photosPaused) showPhoto(photo + 1);
    }, HEADER_CAROUSEL_MS);
    stops.push(() => window.clearInterval(photos));
  }
  // React's carousel starts on the first photo: the page must show that one when it hydrates.
  stops.push(() => showPhoto(0));

  if (pageData().live !== undefined) {
    const stopLive = watchItinerary(projectId, {
      version: (version) => {
        announced = Math.max(announced, version);
        if (version !== Number(pageData().version)) void refresh();
      },
      gone: () => void refresh(),
    });
    stops.push(stopLive);
  }
}
