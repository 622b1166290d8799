/**
 * The forwarded-email corpus: every tests/fixtures/email/*.eml goes through
 * readEmail + extractEvents without AI and is compared with its .expected.json. The run prints
 * precision and recall over the corpus and fails below 100% (structured and fallback alike: both
 * are deterministic), or when the corpus has fewer than 20 messages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractEvents } from '../../src/server/inbound/extract';
import { readEmail } from '../../src/server/inbound/read-email';
import type { ExtractedEvent } from '../../src/server/inbound/types';

const DIR = fileURLToPath(new URL('../fixtures/email/', import.meta.url));

type ExpectedEvent = {
  title: string;
  start: string | null;
  timeZone?: string | null;
  location?: string | null;
  latitude?: number;
  longitude?: number;
  eventType?: string;
  reservationKey?: string | null;
  cancelled?: boolean;
  needsReview?: boolean;
  descriptionContains?: string[];
  privateNotesContains?: string[];
};
type Expectation = { structured: boolean; events: ExpectedEvent[] };
type Outcome = { file: string; expectation: Expectation; actual: ExtractedEvent[]; problems: string[]; matched: number };

const fixtures = readdirSync(DIR).filter((f) => f.endsWith('.eml')).sort();

/** Differences between an expected event and the one extracted (empty when they agree). */
function differences(expected: ExpectedEvent, actual: ExtractedEvent): string[] {
  const out: string[] = [];
  const same = (field: string, want: unknown, got: unknown) => {
    if (want !== undefined && want !== got) out.push(`${field}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  same('title', expected.title, actual.title);
  same('start', expected.start, actual.start ? actual.start.toISOString() : null);
  same('timeZone', expected.timeZone, actual.timeZone);
  same('location', expected.location, actual.location);
  same('latitude', expected.latitude, actual.latitude);
  same('longitude', expected.longitude, actual.longitude);
  same('eventType', expected.eventType, actual.eventType);
  same('reservationKey', expected.reservationKey, actual.reservationKey);
  same('cancelled', expected.cancelled, actual.cancelled);
  same('needsReview', expected.needsReview, actual.needsReview);
  for (const part of expected.descriptionContains ?? []) {
    if (!actual.description?.includes(part)) out.push(`description lacks ${JSON.stringify(part)}: ${JSON.stringify(actual.description)}`);
  }
  for (const part of expected.privateNotesContains ?? []) {
    if (!actual.privateNotes?.includes(part)) out.push(`privateNotes lack ${JSON.stringify(part)}: ${JSON.stringify(actual.privateNotes)}`);
  }
  return out;
}

async function runFixture(file: string): Promise<Outcome> {
  const expectation = JSON.parse(readFileSync(`${DIR}${file.replace(/\.eml$/, '.expected.json')}`, 'utf8')) as Expectation;
  const actual = await extractEvents(await readEmail(readFileSync(`${DIR}${file}`)), {});
  const problems: string[] = [];
  const unused = [...actual];
  let matched = 0;
  for (const expected of expectation.events) {
    // Pair by reservation key when the fixture names one, else by title.
    const index = unused.findIndex((a) =>
      expected.reservationKey !== undefined ? a.reservationKey === expected.reservationKey : a.title === expected.title,
    );
    const candidate = index >= 0 ? unused.splice(index, 1)[0] : undefined;
    if (!candidate) {
      problems.push(`missing: ${expected.title}`);
      continue;
    }
    const diff = differences(expected, candidate);
    if (diff.length === 0) matched++;
    else problems.push(`${expected.title}: ${diff.join('; ')}`);
  }
  for (const extra of unused) problems.push(`unexpected: ${extra.title} (${extra.reservationKey})`);
  return { file, expectation, actual, problems, matched };
}

function score(outcomes: Outcome[]) {
  const matched = outcomes.reduce((n, o) => n + o.matched, 0);
  const extracted = outcomes.reduce((n, o) => n + o.actual.length, 0);
  const expected = outcomes.reduce((n, o) => n + o.expectation.events.length, 0);
  return {
    fixtures: outcomes.length,
    expected,
    extracted,
    matched,
    precision: extracted === 0 ? 1 : matched / extracted,
    recall: expected === 0 ? 1 : matched / expected,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

describe('forwarded-email corpus', () => {
  const outcomes = new Map<string, Outcome>();

  beforeAll(async () => {
    for (const file of fixtures) outcomes.set(file, await runFixture(file));
  });

  it('has at least 20 fixtures, each with its expected events', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
    expect([...outcomes.values()].every((o) => o.expectation.events.length > 0)).toBe(true);
  });

  it.each(fixtures)('%s gives its expected events', (file) => {
    expect(outcomes.get(file)?.problems).toEqual([]);
  });

  it('reaches 100% precision and recall', () => {
    const all = [...outcomes.values()];
    const structured = score(all.filter((o) => o.expectation.structured));
    const fallback = score(all.filter((o) => !o.expectation.structured));
    const line = (label: string, s: ReturnType<typeof score>) =>
      `${label}: ${s.fixtures} fixtures, ${s.expected} expected events, ${s.extracted} extracted, ${s.matched} correct — precision ${percent(s.precision)}, recall ${percent(s.recall)}`;
    console.log(`[email corpus]\n  ${line('structured', structured)}\n  ${line('fallback  ', fallback)}`);
    expect(structured.fixtures).toBeGreaterThanOrEqual(15);
    expect(structured.precision).toBe(1);
    expect(structured.recall).toBe(1);
    expect(fallback.precision).toBe(1);
    expect(fallback.recall).toBe(1);
  });
});
