import { describe, expect, it } from 'vitest';
import {
  averageCenter,
  hasPosition,
  initialMapView,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_FIT_MAX_ZOOM,
  MAP_FIT_PADDING_PX,
  MAP_SINGLE_POINT_ZOOM,
  mapPoints,
  routeLine,
} from '../../src/lib/map-view';

type E = { id: number; title: string; datetime: string; latitude: number | null; longitude: number | null };
const ev = (id: number, datetime: string, latitude: number | null, longitude: number | null): E => ({
  id,
  title: `Event ${id}`,
  datetime,
  latitude,
  longitude,
});

describe('map points', () => {
  it('keeps only events with a real position, numbered in time order', () => {
    const points = mapPoints([
      ev(1, '2027-06-14T18:00:00Z', 48.86, 2.34),
      ev(2, '2027-06-14T09:00:00Z', 48.8, 2.12),
      ev(3, '2027-06-14T12:00:00Z', null, 2.3),
      ev(4, '2027-06-14T10:00:00Z', 48.87, null),
      ev(5, '2027-06-13T10:00:00Z', Number.NaN, 2.3),
      ev(6, '2027-06-13T11:00:00Z', 91, 2.3),
      ev(7, '2027-06-13T12:00:00Z', 10, -181),
      ev(8, '2027-06-15T08:00:00Z', 0, 0),
    ]);
    expect(points.map((p) => [p.number, p.event.id])).toEqual([
      [1, 2],
      [2, 1],
      [3, 8],
    ]);
    expect(points[0]?.position).toEqual([48.8, 2.12]);
    expect(points[2]?.position).toEqual([0, 0]);
  });

  it('orders events at the same time by id and puts unreadable dates last', () => {
    const points = mapPoints([
      ev(9, 'not a date', 1, 1),
      ev(5, '2027-06-14T09:00:00Z', 1, 2),
      ev(3, '2027-06-14T09:00:00Z', 1, 3),
    ]);
    expect(points.map((p) => p.event.id)).toEqual([3, 5, 9]);
  });

  it('counts the earlier stops at the same spot, so stacked pins can fan out', () => {
    const airport = [49.0097, 2.5479] as const;
    const points = mapPoints([
      ev(1, '2027-06-14T09:00:00Z', ...airport),
      ev(2, '2027-06-14T12:00:00Z', 48.86, 2.34),
      ev(3, '2027-06-16T15:00:00Z', ...airport),
      ev(4, '2027-06-16T18:00:00Z', ...airport),
    ]);
    expect(points.map((p) => p.stackIndex)).toEqual([0, 0, 1, 2]);
  });

  it('does not reorder the caller’s array', () => {
    const events = [ev(1, '2027-06-15T00:00:00Z', 1, 1), ev(2, '2027-06-14T00:00:00Z', 2, 2)];
    mapPoints(events);
    expect(events.map((e) => e.id)).toEqual([1, 2]);
  });

  it('recognises positions', () => {
    expect(hasPosition(ev(1, '', 40, -74))).toBe(true);
    expect(hasPosition(ev(1, '', -90, 180))).toBe(true);
    expect(hasPosition(ev(1, '', null, null))).toBe(false);
    expect(hasPosition(ev(1, '', Number.POSITIVE_INFINITY, 0))).toBe(false);
  });
});

describe('route line', () => {
  it('joins the stops in time order', () => {
    const points = mapPoints([ev(1, '2027-06-14T18:00:00Z', 3, 3), ev(2, '2027-06-14T09:00:00Z', 1, 1), ev(3, '2027-06-14T12:00:00Z', 2, 2)]);
    expect(routeLine(points)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('draws nothing for fewer than two stops', () => {
    expect(routeLine([])).toEqual([]);
    expect(routeLine(mapPoints([ev(1, '2027-06-14T18:00:00Z', 3, 3)]))).toEqual([]);
  });
});

describe('initial view', () => {
  it('opens on New York at zoom 10 with no stops', () => {
    expect(MAP_DEFAULT_CENTER).toEqual([40.7128, -74.006]);
    expect(initialMapView([])).toEqual({ kind: 'center', center: [40.7128, -74.006], zoom: MAP_DEFAULT_ZOOM });
    expect(MAP_DEFAULT_ZOOM).toBe(10);
    expect(averageCenter([])).toEqual(MAP_DEFAULT_CENTER);
  });

  it('centres on a single stop, close up', () => {
    const view = initialMapView(mapPoints([ev(1, '2027-06-14T18:00:00Z', 48.8606, 2.3376)]));
    expect(view).toEqual({ kind: 'center', center: [48.8606, 2.3376], zoom: MAP_SINGLE_POINT_ZOOM });
  });

  it('treats several stops at one spot like one', () => {
    const view = initialMapView(
      mapPoints([ev(1, '2027-06-14T18:00:00Z', 48.8606, 2.3376), ev(2, '2027-06-14T20:00:00Z', 48.8606, 2.3376)]),
    );
    expect(view).toEqual({ kind: 'center', center: [48.8606, 2.3376], zoom: MAP_SINGLE_POINT_ZOOM });
  });

  it('fits the box around every stop, padded and not too close', () => {
    const points = mapPoints([
      ev(1, '2027-06-14T09:00:00Z', 49.0097, 2.5479),
      ev(2, '2027-06-14T12:00:00Z', 48.8049, 2.1204),
      ev(3, '2027-06-14T18:00:00Z', 48.8606, 2.3376),
    ]);
    expect(initialMapView(points)).toEqual({
      kind: 'bounds',
      bounds: [
        [48.8049, 2.1204],
        [49.0097, 2.5479],
      ],
      paddingPx: MAP_FIT_PADDING_PX,
      maxZoom: MAP_FIT_MAX_ZOOM,
    });
    const [lat, lng] = averageCenter(points);
    expect(lat).toBeCloseTo((49.0097 + 48.8049 + 48.8606) / 3, 10);
    expect(lng).toBeCloseTo((2.5479 + 2.1204 + 2.3376) / 3, 10);
  });
});
