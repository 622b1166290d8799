import { describe, expect, it } from 'vitest';
import { CONTRAST_THRESHOLD, contrastRatio } from '../../src/lib/contrast';
import { PAST_EVENT_TEXT_ON, unreadablePastEventColors } from '../../src/lib/past-events';

describe('past events stay readable', () => {
  it('every text colour of a past event reads at 4.5:1 on what it sits on', () => {
    expect(unreadablePastEventColors()).toEqual([]);
    for (const [text, background] of PAST_EVENT_TEXT_ON) {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(CONTRAST_THRESHOLD);
    }
  });

  it('finds a pair that is too faint (the old look: ink at 60% opacity on white)', () => {
    // #1f1633 at opacity 0.6 over white is about #797384; ink-soft (#4b4360) is about #938e9f.
    expect(unreadablePastEventColors([['#938e9f', '#ffffff']])).toEqual([['#938e9f', '#ffffff']]);
    expect(contrastRatio('#938e9f', '#ffffff')).toBeLessThan(CONTRAST_THRESHOLD);
  });
});
