import type { ClientDirective } from 'astro';
import { WANT_EVENT, islandWanted, markHydrating } from '../itinerary/island-signals';

/**
 * `client:used`: hydrate when the page asks for the island (island-signals.ts), or at once with
 * the value 'now'. The itinerary's React app costs a guest nothing until they open something
 * that needs it. An island replaced by newer server HTML (a live update, a tab or filter change)
 * never hydrates: its replacement does.
 */
const used: ClientDirective = (load, options, el) => {
  const start = async () => {
    if (!el.isConnected) return;
    markHydrating();
    const hydrate = await load();
    await hydrate();
  };
  if (options.value === 'now' || islandWanted()) void start();
  else document.addEventListener(WANT_EVENT, () => void start(), { once: true });
};

export default used;
