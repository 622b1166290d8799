/**
 * The people filter in the URL (?person=…), which the server renders without JavaScript, and
 * the tab links that keep it (docs/guest-page.md).
 */
import { describe, expect, it } from 'vitest';
import { knownPeople } from '../../src/lib/attendees';
import { itineraryHref } from '../../src/ui/url-params';

describe('knownPeople', () => {
  const names = ['Grace', 'Linda', 'Marcus'];
  it('keeps the names the itinerary has, in its spelling, once each', () => {
    expect(knownPeople(['grace', ' LINDA ', 'Grace'], names)).toEqual(['Grace', 'Linda']);
  });
  it('drops unknown names, empty values (the form’s Everyone) and anything not a string', () => {
    expect(knownPeople(['', 'Nobody', 3, null, 'marcus'], names)).toEqual(['Marcus']);
    expect(knownPeople([''], names)).toEqual([]);
  });
});

describe('itineraryHref', () => {
  it('leaves the list tab and an empty filter out of the URL', () => {
    expect(itineraryHref('/project/abc', 'list', [])).toBe('/project/abc');
  });
  it('names the tab, then each person', () => {
    expect(itineraryHref('/project/abc', 'faq', [])).toBe('/project/abc?tab=faq');
    expect(itineraryHref('/project/abc', 'list', ['Grace'])).toBe('/project/abc?person=Grace');
    expect(itineraryHref('/preview/abc', 'calendar', ['Grace', 'Ana María'])).toBe(
      '/preview/abc?tab=calendar&person=Grace&person=Ana+Mar%C3%ADa',
    );
  });
});
