/**
 * The forwarded-email corpus: tests/fixtures/corpus/<category>/*.eml, messages written to look
 * like what airlines, rail and bus operators, hotels, restaurants, ticket sites and calendar apps
 * send, each with the events a careful reader finds in it (.expected.json). Every message goes
 * through readEmail + extractEvents without AI; the run prints precision and recall per category
 * (tests/support/email-corpus-score.ts says what counts) and fails when a category read from
 * structured data (schema.org JSON-LD, microdata, iCalendar) or plain text falls below 95%
 * precision or 90% recall. Negatives (newsletters, receipts, templates) are scored and printed too.
 * An email the pipeline cannot read becomes one item marked for review (type other): that item
 * is never counted as an extracted event, whether or not it carries a guessed start, and each
 * booking it stands for counts as missed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractEvents } from '../../src/server/inbound/extract';
import { readEmail } from '../../src/server/inbound/read-email';
import type { Journey } from '../../src/lib/journey';
import {
  allDayDateOf,
  formatTable,
  isReviewPlaceholder,
  journeyDifferences,
  scoreMessage,
  sumScores,
  type CorpusExpectation,
  type ExpectedCorpusEvent,
  type MessageScore,
  type ScoredEvent,
  type Totals,
} from '../support/email-corpus-score';

const CORPUS = fileURLToPath(new URL('../fixtures/corpus/', import.meta.url));
const CATEGORIES = ['jsonld', 'microdata', 'ical', 'text', 'negative'] as const;
/** The categories read from structured data (the table's `structured` row). */
const STRUCTURED: readonly string[] = ['jsonld', 'microdata', 'ical'];
/** Held to the thresholds: structured data, and the plain-text reader since it meets them too. */
const ENFORCED: readonly string[] = [...STRUCTURED, 'text'];
const MIN_PRECISION = 0.95;
const MIN_RECALL = 0.9;

const event = (overrides: Partial<ScoredEvent>): ScoredEvent => ({
  title: 'x',
  start: null,
  timeZone: null,
  eventType: 'flight',
  needsReview: false,
  cancelled: false,
  ...overrides,
});
const expected = (overrides: Partial<ExpectedCorpusEvent>): ExpectedCorpusEvent => ({ title: 'x', eventType: 'flight', ...overrides });

describe('corpus scoring rules', () => {
  const at = (iso: string) => new Date(iso);

  it('pairs on the same instant and type, whatever the title or the offset it was written with', () => {
    const score = scoreMessage(
      [expected({ title: 'Flight BA117 London → New York', start: '2027-04-12T07:05:00.000Z', timeZone: 'Europe/London' })],
      [event({ title: 'BA 117', start: at('2027-04-12T08:05:00+01:00'), timeZone: 'Europe/London' })],
    );
    expect(score).toMatchObject({ expected: 1, extracted: 1, truePositives: 1, zoneChecked: 1, zoneAgreed: 1, cancelAgreed: 1, problems: [] });
  });

  it('counts a wrong instant or a wrong type as one extra and one miss', () => {
    const want = [expected({ start: '2027-04-12T07:05:00.000Z' })];
    expect(scoreMessage(want, [event({ start: at('2027-04-12T07:06:00Z') })])).toMatchObject({ extracted: 1, truePositives: 0 });
    const wrongType = scoreMessage(want, [event({ start: at('2027-04-12T07:05:00Z'), eventType: 'event' })]);
    expect(wrongType).toMatchObject({ extracted: 1, truePositives: 0 });
    expect(wrongType.problems).toEqual([expect.stringMatching(/^extra: event/), expect.stringMatching(/^missed: flight/)]);
  });

  it('pairs each expected event once: a duplicate is an extra', () => {
    const start = at('2027-05-20T13:15:00Z');
    const score = scoreMessage([expected({ start: start.toISOString() })], [event({ start }), event({ start })]);
    expect(score).toMatchObject({ expected: 1, extracted: 2, truePositives: 1 });
  });

  it('counts every leg of a multi-leg booking', () => {
    const legs = [expected({ start: '2027-05-20T13:15:00.000Z' }), expected({ start: '2027-05-20T19:05:00.000Z' })];
    expect(scoreMessage(legs, [event({ start: at('2027-05-20T13:15:00Z') })])).toMatchObject({ expected: 2, truePositives: 1 });
    expect(scoreMessage(legs, [event({ start: at('2027-05-20T19:05:00Z') }), event({ start: at('2027-05-20T13:15:00Z') })])).toMatchObject({ truePositives: 2 });
  });

  it('reports the zone and the cancellation of a true positive without unpairing it', () => {
    const score = scoreMessage(
      [expected({ start: '2027-02-26T23:50:00.000Z', timeZone: 'America/Chicago', cancelled: true })],
      [event({ start: at('2027-02-26T23:50:00Z'), timeZone: null, cancelled: false })],
    );
    expect(score).toMatchObject({ truePositives: 1, zoneChecked: 1, zoneAgreed: 0, cancelAgreed: 0 });
    expect(score.problems).toHaveLength(2);
  });

  it('prefers, among equal candidates, the expected event that also agrees on status', () => {
    const start = '2027-04-23T12:00:00.000Z';
    const score = scoreMessage(
      [expected({ start, eventType: 'lodging', cancelled: false }), expected({ start, eventType: 'lodging', cancelled: true })],
      [event({ start: at(start), eventType: 'lodging', cancelled: true }), event({ start: at(start), eventType: 'lodging', cancelled: false })],
    );
    expect(score).toMatchObject({ truePositives: 2, cancelAgreed: 2 });
  });

  it('matches all-day events on their date', () => {
    // Today's representation: midnight in the default zone, no zone, nothing to review.
    const legacy = event({ eventType: 'lodging', start: at('2027-06-12T04:00:00Z') });
    expect(allDayDateOf(legacy)).toBe('2027-06-12');
    expect(scoreMessage([expected({ eventType: 'lodging', date: '2027-06-12' })], [legacy])).toMatchObject({ truePositives: 1 });
    // An explicit flag, at midnight UTC.
    expect(allDayDateOf(event({ start: at('2027-06-12T00:00:00Z'), allDay: true }))).toBe('2027-06-12');
    // A timed event is not all-day, even at midnight, nor is a guess marked for review.
    expect(allDayDateOf(event({ start: at('2027-06-12T04:00:00Z'), timeZone: 'America/New_York' }))).toBeNull();
    expect(allDayDateOf(event({ start: at('2027-06-12T04:00:00Z'), needsReview: true }))).toBeNull();
    expect(scoreMessage([expected({ eventType: 'lodging', date: '2027-06-13' })], [legacy])).toMatchObject({ truePositives: 0, extracted: 1 });
  });

  it('does not count the fallback item as extracted, but a booking it stands for is missed', () => {
    const fallback = event({ title: 'Fwd: Your booking', eventType: 'other', needsReview: true });
    expect(isReviewPlaceholder(fallback)).toBe(true);
    expect(scoreMessage([], [fallback])).toMatchObject({ expected: 0, extracted: 0, truePositives: 0, problems: [] });
    expect(scoreMessage([expected({ start: '2027-01-01T10:00:00.000Z' })], [fallback])).toMatchObject({ expected: 1, extracted: 0, truePositives: 0 });
    // A date it guessed does not make it an event: it is still the one item to review.
    const dated = { ...fallback, start: at('2027-03-20T04:00:00Z') };
    expect(isReviewPlaceholder(dated)).toBe(true);
    expect(scoreMessage([], [dated])).toMatchObject({ extracted: 0, problems: [] });
    expect(scoreMessage([expected({ start: '2027-03-20T04:00:00.000Z', eventType: 'other' })], [dated])).toMatchObject({ extracted: 0, truePositives: 0 });
    // A type of its own (from a template) or nothing to review makes it an event the user would see.
    expect(isReviewPlaceholder({ ...fallback, eventType: 'lodging' })).toBe(false);
    expect(isReviewPlaceholder({ ...dated, needsReview: false })).toBe(false);
    expect(scoreMessage([], [{ ...fallback, eventType: 'lodging' }])).toMatchObject({ extracted: 1, truePositives: 0 });
  });

  it('checks a leg\'s journey, and that an event expected without one has none', () => {
    const start = '2027-06-01T21:40:00.000Z';
    const journey: Journey = {
      mode: 'flight',
      number: 'TP203',
      from: { place: 'Lisbon Humberto Delgado (LIS)', code: 'LIS', timeZone: 'Europe/Lisbon', time: start },
      to: { place: 'John F. Kennedy International (JFK)', code: 'JFK', timeZone: 'America/New_York', time: '2027-06-02T05:05:00.000Z' },
    };
    const want = expected({
      start,
      journey: {
        mode: 'flight',
        number: 'TP 203',
        from: { place: 'LIS', code: 'LIS', timeZone: 'Europe/Lisbon', time: '2027-06-01T22:40:00+01:00' },
        to: { place: 'jfk', time: '2027-06-02T01:05:00-04:00' },
      },
    });
    expect(scoreMessage([want], [event({ start: at(start), journey })])).toMatchObject({ truePositives: 1, journeyAgreed: 1, problems: [] });
    // Another arrival instant, a missing journey, or one where none is expected: paired, but reported.
    const late = { ...journey, to: { ...journey.to, time: '2027-06-02T06:05:00.000Z' } };
    for (const [exp, journeyOfEvent] of [[want, late], [want, null], [expected({ start }), journey]] as const) {
      const score = scoreMessage([exp], [event({ start: at(start), journey: journeyOfEvent })]);
      expect(score).toMatchObject({ truePositives: 1, journeyAgreed: 0 });
      expect(score.problems).toEqual([expect.stringMatching(/^journey: /)]);
    }
    expect(journeyDifferences(want.journey, { ...journey, mode: 'train', number: null })).toEqual(['mode train, expected flight', 'number null, expected TP 203']);
    expect(journeyDifferences(want.journey, { ...journey, from: { ...journey.from, place: 'Porto (OPO)', code: 'OPO' } })).toEqual([
      'from place "Porto (OPO)", expected "LIS"',
      'from code OPO, expected LIS',
    ]);
    expect(journeyDifferences(null, undefined)).toEqual([]);
  });

  it('sums messages into precision and recall', () => {
    const a: MessageScore = { expected: 2, extracted: 2, truePositives: 2, zoneChecked: 2, zoneAgreed: 1, cancelAgreed: 2, journeyAgreed: 2, problems: [] };
    const b: MessageScore = { expected: 2, extracted: 3, truePositives: 1, zoneChecked: 0, zoneAgreed: 0, cancelAgreed: 1, journeyAgreed: 0, problems: [] };
    expect(sumScores([a, b])).toEqual({
      messages: 2, expected: 4, extracted: 5, truePositives: 3, zoneChecked: 2, zoneAgreed: 1, cancelAgreed: 3, journeyAgreed: 2, precision: 0.6, recall: 0.75,
    });
    expect(sumScores([]).precision).toBeNull();
    expect(formatTable([['all', sumScores([a, b])]])).toContain('| all      | 2        | 4        | 5         | 3       | 60.0%     | 75.0%  | 1/2        | 3/3');
  });
});

type Outcome = { category: string; file: string; score: MessageScore; expectation: CorpusExpectation };

/** Event types that are legs of a journey: their expectations say what the journey is, or that there is none. */
const JOURNEY_TYPES = ['flight', 'train', 'bus', 'boat'];

describe('forwarded-email corpus', () => {
  const outcomes: Outcome[] = [];
  const totals = new Map<string, Totals>();

  beforeAll(async () => {
    for (const category of CATEGORIES) {
      const dir = `${CORPUS}${category}/`;
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml')).sort()) {
        const expectation = JSON.parse(readFileSync(`${dir}${file.replace(/\.eml$/, '.expected.json')}`, 'utf8')) as CorpusExpectation;
        const events = await extractEvents(await readEmail(readFileSync(`${dir}${file}`)), {});
        outcomes.push({ category, file, expectation, score: scoreMessage(expectation.events, events) });
      }
      totals.set(category, sumScores(outcomes.filter((o) => o.category === category).map((o) => o.score)));
    }
    const structured = outcomes.filter((o) => STRUCTURED.includes(o.category)).map((o) => o.score);
    const table = formatTable([
      ...CATEGORIES.map((c) => [c, totals.get(c) ?? sumScores([])] as [string, Totals]),
      ['structured', sumScores(structured)],
      ['all', sumScores(outcomes.map((o) => o.score))],
    ]);
    const problems = outcomes.filter((o) => o.score.problems.length > 0).map((o) => `  ${o.category}/${o.file}\n${o.score.problems.map((p) => `    ${p}`).join('\n')}`);
    const all = sumScores(outcomes.map((o) => o.score));
    const legs = outcomes.flatMap((o) => o.expectation.events).filter((e) => e.journey).length;
    const journeys = `Journey right: ${all.journeyAgreed}/${all.truePositives} (${legs} expected legs with both ends, the rest with none)`;
    console.log(`[email corpus] ${outcomes.length} messages\n${table}\n${journeys}\n${problems.length > 0 ? `Differences:\n${problems.join('\n')}` : 'No differences.'}`);
  });

  it('has at least 80 messages, in every category, each with its expectation', () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(80);
    for (const category of CATEGORIES) expect(totals.get(category)?.messages ?? 0).toBeGreaterThanOrEqual(5);
    // Negatives expect nothing; every other message holds at least one booking.
    expect(outcomes.filter((o) => (o.category === 'negative') !== (o.score.expected === 0))).toEqual([]);
  });

  it('says of every leg what its journey is (or that the message gives none), and reads each as expected', () => {
    const unsaid = outcomes.flatMap((o) =>
      o.expectation.events.filter((e) => JOURNEY_TYPES.includes(e.eventType) && e.journey === undefined).map((e) => `${o.category}/${o.file}: ${e.title}`),
    );
    expect(unsaid).toEqual([]);
    const all = sumScores(outcomes.map((o) => o.score));
    expect(all.journeyAgreed).toBe(all.truePositives);
  });

  it.each(ENFORCED)(`%s reaches ${MIN_PRECISION * 100}% precision and ${MIN_RECALL * 100}% recall`, (category) => {
    const t = totals.get(category);
    expect(t?.precision ?? 1, `${category} precision`).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(t?.recall ?? 0, `${category} recall`).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
