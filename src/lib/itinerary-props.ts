/** Settings the server hands the itinerary island besides the itinerary itself. */
export type MapTiles = { url: string; attribution: string };

export type ItineraryPageSettings = {
  mapTiles: MapTiles;
  /** 'preview' is the public read-only page: no codes, no footer actions. */
  mode: 'full' | 'preview';
};
