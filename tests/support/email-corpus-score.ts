/**
 * Scoring of the forwarded-email corpus (tests/fixtures/corpus/<category>/*.eml): what counts as
 * a correct event, and precision and recall per category.
 *
 * - An extracted event is a true positive when it pairs with a not-yet-paired expected event of
 *   the same type that starts at the same instant, or when both are all-day on the same date.
 *   Titles are not compared: the extractor's wording may differ from a human's.
 * - Precision = true positives / extracted events. The fallback item (marked for review, no type
 *   of its own) is not counted as extracted, with or without a start it guessed: the product
 *   keeps an email it cannot read as that one item for the user to check, never as an event. On
 *   a booking it still finds nothing, so recall counts each of the booking's events as missed.
 * - Recall = true positives / expected events.
 * - Time zone and cancellation are reported among the true positives, as agreement rates, and so
 *   is the journey: a leg's expected ends (`journey`, see `journeyDifferences`), or none for an
 *   event whose expectation names none (a hotel, or an invite that writes no leg).
 */
import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from '../../src/lib/limits';
import type { Journey, JourneyMode } from '../../src/lib/journey';
import type { ExtractedEvent } from '../../src/server/inbound/types';

/** One end of a leg as the message gives it. */
export type ExpectedJourneyEnd = {
  /** Part of the place's label (as the message names it: "Köln Hbf", "LIS", "Lisbon"). */
  place: string;
  /** The IATA code (null for a station); not scored when absent. */
  code?: string | null;
  /** The place's zone; not scored when absent. */
  timeZone?: string | null;
  /** The instant, or null when the message gives no time for this end. */
  time: string | null;
};

export type ExpectedJourney = { mode: JourneyMode; number: string | null; from: ExpectedJourneyEnd; to: ExpectedJourneyEnd };

/** One event a careful reader finds in a corpus message: `start` (an instant) or `date` (all-day). */
export type ExpectedCorpusEvent = {
  title: string;
  start?: string;
  date?: string;
  /** The zone of the place; absent when the message cannot say (not scored then). */
  timeZone?: string | null;
  eventType: string;
  cancelled?: boolean;
  /** The leg's two ends; absent or null: the event has none. */
  journey?: ExpectedJourney | null;
};

/** A corpus message's .expected.json: what it exercises and its events (none for negatives). */
export type CorpusExpectation = { about: string; events: ExpectedCorpusEvent[] };

/** What the scorer reads of an extracted event (an `allDay` flag is used when extraction sets one). */
export type ScoredEvent = Pick<ExtractedEvent, 'title' | 'start' | 'timeZone' | 'eventType' | 'needsReview' | 'cancelled'> & {
  allDay?: boolean;
  journey?: Journey | null;
};

export type MessageScore = {
  expected: number;
  /** Extracted events counted for precision (the fallback item is not). */
  extracted: number;
  truePositives: number;
  /** True positives whose expected event names a zone, and how many of those agree. */
  zoneChecked: number;
  zoneAgreed: number;
  cancelAgreed: number;
  /** True positives whose journey (or the lack of one) is the expected one. */
  journeyAgreed: number;
  /** Misses, extra events and disagreements, for the report. */
  problems: string[];
};

export type Totals = Omit<MessageScore, 'problems'> & { messages: number; precision: number | null; recall: number | null };

/** The item extraction keeps when it understood nothing: for review, no type of its own (a start or not). */
export function isReviewPlaceholder(event: ScoredEvent): boolean {
  return event.needsReview && (event.eventType === 'other' || event.eventType === null);
}

const localTime = (instant: Date, zone: string) => formatInTimeZone(instant, zone, "yyyy-MM-dd'T'HH:mm:ss");

/**
 * The date of an all-day event, or null for a timed one. Extraction writes an all-day date as
 * midnight with no zone and nothing to review (midnight in the default zone today); an event that
 * says `allDay: true` is read at midnight UTC, in its zone or in the default zone.
 */
export function allDayDateOf(event: ScoredEvent): string | null {
  if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) return null;
  const flagged = event.allDay === true;
  if (!flagged && (event.timeZone !== null || event.needsReview)) return null;
  const zones = flagged ? ['UTC', event.timeZone ?? DEFAULT_TIME_ZONE, DEFAULT_TIME_ZONE] : [DEFAULT_TIME_ZONE];
  for (const zone of zones) {
    const local = localTime(event.start, zone);
    if (local.endsWith('T00:00:00')) return local.slice(0, 10);
  }
  return flagged ? localTime(event.start, 'UTC').slice(0, 10) : null;
}

function sameMoment(expected: ExpectedCorpusEvent, actual: ScoredEvent): boolean {
  if (expected.eventType !== actual.eventType) return false;
  if (expected.date !== undefined) return allDayDateOf(actual) === expected.date;
  if (expected.start === undefined || !(actual.start instanceof Date)) return false;
  return actual.start.getTime() === new Date(expected.start).getTime();
}

const zoneAgrees = (expected: ExpectedCorpusEvent, actual: ScoredEvent) =>
  expected.timeZone === undefined || expected.timeZone === null || expected.timeZone === actual.timeZone;
const cancelAgrees = (expected: ExpectedCorpusEvent, actual: ScoredEvent) => (expected.cancelled ?? false) === actual.cancelled;

const fold = (value: string) => value.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
const sameNumber = (a: string | null, b: string | null) => (a === null || b === null ? a === b : a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase());
const sameInstant = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));

/**
 * How an extracted journey differs from the expected one (empty when they agree): the same mode,
 * number (spaces and case aside) and, at each end, a place whose label contains the expected
 * name, the same code and zone where the expectation gives them, and the same instant or none.
 */
export function journeyDifferences(expected: ExpectedJourney | null | undefined, actual: Journey | null | undefined): string[] {
  const want = expected ?? null;
  const got = actual ?? null;
  if (want === null || got === null) return want === got ? [] : [want ? 'no journey' : `unexpected journey ${JSON.stringify(got)}`];
  const out: string[] = [];
  if (want.mode !== got.mode) out.push(`mode ${got.mode}, expected ${want.mode}`);
  if (!sameNumber(want.number, got.number)) out.push(`number ${got.number}, expected ${want.number}`);
  for (const side of ['from', 'to'] as const) {
    const w = want[side];
    const g = got[side];
    if (!fold(g.place).includes(fold(w.place))) out.push(`${side} place "${g.place}", expected "${w.place}"`);
    if (w.code !== undefined && w.code !== g.code) out.push(`${side} code ${g.code}, expected ${w.code}`);
    if (w.timeZone !== undefined && w.timeZone !== g.timeZone) out.push(`${side} zone ${g.timeZone}, expected ${w.timeZone}`);
    if (!sameInstant(w.time, g.time)) out.push(`${side} time ${g.time}, expected ${w.time}`);
  }
  return out;
}

const describeExpected = (e: ExpectedCorpusEvent) => `${e.eventType} ${e.start ?? `${e.date} (all day)`} "${e.title}"`;
const describeActual = (e: ScoredEvent) =>
  `${e.eventType} ${e.start instanceof Date ? e.start.toISOString() : 'no start'}${e.timeZone ? ` ${e.timeZone}` : ''} "${e.title}"`;

/** Pairs a message's extracted events with its expected ones and counts what agrees. */
export function scoreMessage(expectedEvents: ExpectedCorpusEvent[], extractedEvents: ScoredEvent[]): MessageScore {
  const counted = extractedEvents.filter((e) => !isReviewPlaceholder(e));
  const open = [...expectedEvents];
  const score: MessageScore = {
    expected: expectedEvents.length, extracted: counted.length, truePositives: 0, zoneChecked: 0, zoneAgreed: 0, cancelAgreed: 0, journeyAgreed: 0, problems: [],
  };
  for (const actual of counted) {
    const candidates = open.filter((e) => sameMoment(e, actual));
    if (candidates.length === 0) {
      score.problems.push(`extra: ${describeActual(actual)}`);
      continue;
    }
    // Several expected events at the same moment: the one that also agrees on zone and status.
    const rank = (e: ExpectedCorpusEvent) => Number(zoneAgrees(e, actual)) + Number(cancelAgrees(e, actual));
    const expected = candidates.reduce((best, e) => (rank(e) > rank(best) ? e : best));
    open.splice(open.indexOf(expected), 1);
    score.truePositives++;
    if (expected.timeZone) {
      score.zoneChecked++;
      if (zoneAgrees(expected, actual)) score.zoneAgreed++;
      else score.problems.push(`zone: ${describeActual(actual)}, expected ${expected.timeZone}`);
    }
    if (cancelAgrees(expected, actual)) score.cancelAgreed++;
    else score.problems.push(`cancelled: ${describeActual(actual)} says ${actual.cancelled}`);
    const journey = journeyDifferences(expected.journey, actual.journey);
    if (journey.length === 0) score.journeyAgreed++;
    else score.problems.push(`journey: ${describeActual(actual)}: ${journey.join('; ')}`);
  }
  for (const missed of open) score.problems.push(`missed: ${describeExpected(missed)}`);
  return score;
}

export function sumScores(scores: MessageScore[]): Totals {
  const sum = (key: keyof Omit<MessageScore, 'problems'>) => scores.reduce((n, s) => n + s[key], 0);
  const totals = {
    messages: scores.length,
    expected: sum('expected'),
    extracted: sum('extracted'),
    truePositives: sum('truePositives'),
    zoneChecked: sum('zoneChecked'),
    zoneAgreed: sum('zoneAgreed'),
    cancelAgreed: sum('cancelAgreed'),
    journeyAgreed: sum('journeyAgreed'),
  };
  return {
    ...totals,
    precision: totals.extracted === 0 ? null : totals.truePositives / totals.extracted,
    recall: totals.expected === 0 ? null : totals.truePositives / totals.expected,
  };
}

const percent = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);
const ratio = (part: number, whole: number) => (whole === 0 ? '–' : `${part}/${whole}`);

/** A Markdown table of the totals, one row per label (the README's corpus table). */
export function formatTable(rows: [label: string, totals: Totals][]): string {
  const header = ['Category', 'Messages', 'Expected', 'Extracted', 'Correct', 'Precision', 'Recall', 'Zone right', 'Cancellation right'];
  const lines = rows.map(([label, t]) => [
    label,
    String(t.messages),
    String(t.expected),
    String(t.extracted),
    String(t.truePositives),
    percent(t.precision),
    percent(t.recall),
    ratio(t.zoneAgreed, t.zoneChecked),
    ratio(t.cancelAgreed, t.truePositives),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [row(header), row(widths.map((w) => '-'.repeat(w))), ...lines.map(row)].join('\n');
}
