/**
 * The Map tab and the print view of a paid itinerary, on the
 * seeded Paris example. Map tiles are a data: URL (tests/playwright.config.ts), so nothing leaves
 * the machine. The printed PDF is read back with a small text extractor below: no PDF tools are
 * needed on the machine.
 */
import { inflateSync } from 'node:zlib';
import { DEFAULT_READER_FORMAT as US } from '../../src/lib/reader-format';
import type { Page } from '@playwright/test';
import { filterEventsByPeople } from '../../src/lib/attendees';
import { dayKey, displayTitle, formatEventDate, formatEventTime } from '../../src/lib/display';
import type { EventView, ItineraryData } from '../../src/lib/types';
import { checkA11y, expect, test } from './fixtures';

const PROJECT = 'example-paris';

async function openItinerary(page: Page): Promise<ItineraryData> {
  await page.goto(`/access/${PROJECT}?code=EXAMPLE`);
  await page.waitForURL(`**/project/${PROJECT}`);
  const response = await page.request.get(`/api/projects/${PROJECT}/itinerary`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ItineraryData;
}

const byTime = (a: EventView, b: EventView) => Date.parse(a.datetime) - Date.parse(b.datetime) || a.id - b.id;
const located = (events: EventView[]) =>
  events.filter((e) => e.latitude !== null && e.longitude !== null).sort(byTime);

async function choosePerson(page: Page, name: string) {
  const button = page.getByRole('button', { name: /Showing events for/ });
  const box = page.getByRole('checkbox', { name });
  // After the print emulation Chromium sometimes shuts the menu as the box is scrolled to (the
  // cause is not yet known; it happened before this test's page changed): reopen until the tick lands.
  await expect(async () => {
    if (!(await box.isVisible())) await button.click();
    await box.check({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Showing events for/ })).toHaveText(new RegExp(name));
}

test('the Map tab shows a numbered marker per located event, joined in time order, with info windows', async ({ page }) => {
  const { project, events } = await openItinerary(page);
  const stops = located(events);
  expect(stops.length).toBeGreaterThan(1);

  await page.getByRole('tab', { name: 'Map' }).click();
  const map = page.getByRole('region', { name: /^Map of \d+ stops/ });
  await expect(map).toBeVisible();
  await expect(page.getByText('Loading map...')).toHaveCount(0);

  // One marker per event with a position, numbered in time order.
  const markers = map.getByRole('button', { name: /^Stop \d+: / });
  await expect(markers).toHaveCount(stops.length);
  for (const [i, stop] of stops.entries()) {
    await expect(map.getByRole('button', { name: `Stop ${i + 1}: ${stop.title}`, exact: true })).toHaveCount(1);
  }
  // The route, the tiles (the local data: URL, nothing fetched) and the attribution.
  await expect(map.locator('path.itinerary-route')).toHaveCount(1);
  await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();

  // Clicking a marker opens its info window: title, date and time in the itinerary's zone,
  // location, attendees and the description clamped to three lines.
  const versailles = stops.find((s) => s.title === 'Day trip to Versailles')!;
  const popup = map.locator('.leaflet-popup');
  // The map may still be settling (tiles, fit to bounds) when the first click lands; a person
  // would click again, and so does the test, within a bound.
  await expect(async () => {
    await map.getByRole('button', { name: /: Day trip to Versailles$/ }).click();
    await expect(popup).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(popup.getByRole('heading', { name: 'Day trip to Versailles' })).toBeVisible();
  await expect(popup).toContainText(formatEventDate(versailles.datetime, project.timeZone, US));
  await expect(popup).toContainText(formatEventTime(versailles.datetime, project.timeZone, US));
  await expect(popup.getByRole('link', { name: `${versailles.location} (opens maps in a new tab)` })).toBeVisible();
  await expect(popup).toContainText(versailles.attendees!);
  const description = popup.getByText(versailles.description!.slice(0, 30));
  await expect(description).toHaveCSS('-webkit-line-clamp', '3');
  await checkA11y(page);

  // Keyboard: a marker is focusable and Enter opens its info window.
  await map.getByRole('button', { name: `Stop 1: ${stops[0]!.title}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('heading', { name: stops[0]!.title })).toBeVisible();

  // The same stops, in order, as a list under the map; a stop opens its info window.
  const list = page.getByRole('region', { name: 'Stops in order' }).getByRole('listitem');
  await expect(list).toHaveCount(stops.length);
  await expect(list.first()).toContainText(stops[0]!.title);
  await expect(list.last()).toContainText(stops.at(-1)!.title);
  await list.nth(2).getByRole('button').click();
  await expect(popup.getByRole('heading', { name: stops[2]!.title })).toBeVisible();

  // The people filter applies to the map too.
  await choosePerson(page, 'Jess');
  const forJess = located(filterEventsByPeople(events, ['Jess']));
  expect(forJess.length).toBeLessThan(stops.length);
  await expect(markers).toHaveCount(forJess.length);
  await expect(map.getByRole('button', { name: `Stop 1: ${forJess[0]!.title}`, exact: true })).toHaveCount(1);
});

test('the print view lists every event by day, and prints to a PDF with the same text', async ({ page }) => {
  const { project, events } = await openItinerary(page);
  const title = displayTitle(project);
  const dayLabels = [...new Map([...events].sort(byTime).map((e) => [dayKey(e.datetime, project.timeZone), formatEventDate(e.datetime, project.timeZone, US)])).values()];
  expect(dayLabels.length).toBeGreaterThan(1);

  const printView = page.getByRole('article', { name: 'Printable itinerary' });
  await expect(printView).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(printView).toBeVisible();
  // The screen page is out of the way on paper.
  await expect(page.getByRole('tab', { name: 'Map' })).toBeHidden();

  await expect(printView.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(printView).toContainText('Complete Itinerary');
  await expect(printView.getByText(/^Generated \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T$/)).toBeVisible();
  await expect(printView.getByText('Total Events')).toBeVisible();
  await expect(printView.locator('dd').first()).toHaveText(String(events.length));
  await expect(printView.getByRole('heading', { level: 2 })).toHaveText(dayLabels.map((label, i) => `Day ${i + 1} ${label}`));
  await expect(printView.getByRole('heading', { level: 3 })).toHaveCount(events.length);
  for (const label of ['People', 'Location', 'Vibe & Style']) {
    await expect(printView.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await checkA11y(page);

  const text = flat(pdfText(await page.pdf({ format: 'Letter' })));
  for (const expected of [title, 'Complete Itinerary', ...dayLabels, ...events.map((e) => e.title), 'Vibe & Style']) {
    expect(text, `PDF text should contain "${expected}"`).toContain(flat(expected));
  }
  expect(text).not.toContain(flat('Stops in order'));

  // Printing for one person: their events only, and the subtitle says who.
  await page.emulateMedia({ media: 'screen' });
  // The screen layout is back before anything is clicked (a click during the switch lands elsewhere).
  await expect(printView).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Map' })).toBeVisible();
  await choosePerson(page, 'Jess');
  await page.emulateMedia({ media: 'print' });
  const forJess = filterEventsByPeople(events, ['Jess']);
  expect(forJess.length).toBeLessThan(events.length);
  await expect(printView).toContainText('Events for: Jess');
  await expect(printView.getByRole('heading', { level: 3 })).toHaveCount(forJess.length);
  const jessText = flat(pdfText(await page.pdf({ format: 'Letter' })));
  expect(jessText).toContain(flat('Events for: Jess'));
  const skipped = events.find((e) => !forJess.includes(e))!;
  expect(jessText).not.toContain(flat(skipped.title));
});

// --- Reading text back out of Chromium's PDFs ------------------------------------------------
// Chromium (Skia) writes each font as a Type0 font with a ToUnicode map and draws text with
// hex glyph strings in Flate-compressed content streams. Decoding those is enough to check what
// a printed page says; layout (spaces, line breaks) is ignored by comparing without whitespace.

const flat = (s: string) => s.replace(/\s+/g, '');

type PdfObject = { dict: string; stream: Buffer | null };

function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const src = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let m = header.exec(src); m; m = header.exec(src)) {
    const start = m.index + m[0].length;
    const streamKeyword = /\bstream\r?\n/.exec(src.slice(start, start + 4096));
    const endobj = src.indexOf('endobj', start);
    const dict = streamKeyword ? src.slice(start, start + streamKeyword.index) : '';
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dict);
    if (streamKeyword && length && start + streamKeyword.index < endobj) {
      const dataStart = start + streamKeyword.index + streamKeyword[0].length;
      const raw = pdf.subarray(dataStart, dataStart + Number(length[1]));
      let stream: Buffer | null = raw;
      if (dict.includes('/FlateDecode')) {
        try {
          stream = inflateSync(raw);
        } catch {
          stream = null;
        }
      }
      objects.set(Number(m[1]), { dict, stream });
      header.lastIndex = src.indexOf('endobj', dataStart + Number(length[1]));
    } else {
      objects.set(Number(m[1]), { dict: src.slice(start, endobj), stream: null });
      header.lastIndex = endobj;
    }
  }
  return objects;
}

const utf16 = (hex: string) => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(code!, 16), utf16(text!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, target] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const from = parseInt(lo!, 16);
      const to = parseInt(hi!, 16);
      if (target!.startsWith('[')) {
        const items = [...target!.matchAll(/<([0-9A-Fa-f]+)>/g)].map((x) => utf16(x[1]!));
        for (let c = from; c <= to; c++) map.set(c, items[c - from] ?? '');
      } else {
        const base = utf16(target!.slice(1, -1));
        const last = base.charCodeAt(base.length - 1);
        for (let c = from; c <= to; c++) map.set(c, base.slice(0, -1) + String.fromCharCode(last + c - from));
      }
    }
  }
  return map;
}

/** The text a PDF made by Chromium shows, page by page in drawing order. */
function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const fonts = new Map<number, Map<number, string>>();
  for (const [id, { dict }] of objects) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(dict);
    const cmap = ref ? objects.get(Number(ref[1]))?.stream : null;
    if (cmap) fonts.set(id, toUnicodeMap(cmap.toString('latin1')));
  }
  const fontByName = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const block of dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const [, name, id] of block[1]!.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+) 0 R/g)) {
        const font = fonts.get(Number(id));
        if (font) fontByName.set(name!, font);
      }
    }
  }
  const decode = (hex: string, font: Map<number, string> | undefined) => {
    const clean = hex.replace(/\s+/g, '');
    let out = '';
    for (let i = 0; i + 4 <= clean.length; i += 4) out += font?.get(parseInt(clean.slice(i, i + 4), 16)) ?? '';
    return out;
  };
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString('latin1');
    if (!content || !/\bBT\b/.test(content)) continue;
    let font: Map<number, string> | undefined;
    let line = '';
    const ops = /\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\bET\b/g;
    for (const [op, fontName, hex, array] of content.matchAll(ops)) {
      if (fontName !== undefined) font = fontByName.get(fontName);
      else if (hex !== undefined) line += decode(hex, font);
      else if (array !== undefined) {
        for (const [, part, gap] of array.matchAll(/<([0-9A-Fa-f\s]*)>|(-?[\d.]+)/g)) {
          if (part !== undefined) line += decode(part, font);
          else if (Number(gap) < -200) line += ' ';
        }
      } else if (op === 'ET') {
        lines.push(line);
        line = '';
      }
    }
  }
  return lines.join('\n');
}
