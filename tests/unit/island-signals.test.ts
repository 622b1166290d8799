/**
 * The itinerary page's tap-keeping script is inlined into the page, so it writes out the flags
 * and events of src/islands/itinerary/island-signals.ts instead of importing them: they must stay
 * the same names, or taps before hydration would ask for an island nobody loads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { READY_EVENT, WANT_EVENT } from '../../src/islands/itinerary/island-signals';

// The itinerary page's scripts (left out of an admin's "Preview as…" page).
const page = readFileSync(new URL('../../src/components/ItineraryScripts.astro', import.meta.url), 'utf8');
const signals = readFileSync(new URL('../../src/islands/itinerary/island-signals.ts', import.meta.url), 'utf8');
const inlineScript = page.slice(page.indexOf('<script>'), page.indexOf('</script>'));

describe('the inline tap queue and island-signals.ts', () => {
  it('is the first script of the page’s scripts', () => {
    expect(inlineScript).toContain('data-queue');
  });

  it('use the same events', () => {
    expect(inlineScript).toContain(`'${WANT_EVENT}'`);
    expect(inlineScript).toContain(`'${READY_EVENT}'`);
  });

  it('use the same flags on <html>', () => {
    for (const flag of ['itineraryWanted', 'itineraryReady']) {
      expect(signals).toContain(`.${flag}`);
      expect(inlineScript).toContain(`.${flag}`);
    }
  });

  it('imports nothing, so the build can inline it', () => {
    expect(inlineScript).not.toMatch(/^\s*import\s/m);
  });
});
