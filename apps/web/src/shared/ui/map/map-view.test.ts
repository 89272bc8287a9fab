import { describe, expect, it } from 'vitest';
import { mapViewOf, scaleBarOf, TILE_SIZE } from './map-view.ts';

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const NEAR_MADRID = [
  MADRID,
  { latitude: 40.4195, longitude: -3.6998 },
  { latitude: 40.4121, longitude: -3.7102 },
  { latitude: 40.4183, longitude: -3.7121 },
];
const ACROSS_MADRID = [MADRID, { latitude: 40.47, longitude: -3.6 }, { latitude: 40.36, longitude: -3.78 }];
const LONDON = [
  { latitude: 51.5014, longitude: -0.1419 },
  { latitude: 51.5033, longitude: -0.1276 },
];
const view = { width: 640, height: 280, padding: 24 };

describe('mapViewOf', () => {
  it.each([
    ['points around a Madrid postcode', NEAR_MADRID],
    ['points across Madrid', ACROSS_MADRID],
    ['two London points', LONDON],
  ])('draws %s inside the view, clear of its edges', (_case, places) => {
    const map = mapViewOf({ places, ...view, tileUrl: null });
    for (const place of places) {
      const { x, y } = map.project(place);
      expect(x).toBeGreaterThanOrEqual(view.padding - 0.5);
      expect(x).toBeLessThanOrEqual(view.width - view.padding + 0.5);
      expect(y).toBeGreaterThanOrEqual(view.padding - 0.5);
      expect(y).toBeLessThanOrEqual(view.height - view.padding + 0.5);
    }
  });

  it('keeps north up and east right', () => {
    const map = mapViewOf({ places: NEAR_MADRID, ...view, tileUrl: null });
    const north = map.project({ latitude: 40.4195, longitude: -3.7038 });
    const south = map.project({ latitude: 40.4121, longitude: -3.7038 });
    const east = map.project({ latitude: 40.4168, longitude: -3.6998 });
    const west = map.project({ latitude: 40.4168, longitude: -3.7102 });
    expect(north.y).toBeLessThan(south.y);
    expect(east.x).toBeGreaterThan(west.x);
  });

  it('comes closer the tighter the points are, and as close as it goes for one place', () => {
    const near = mapViewOf({ places: NEAR_MADRID, ...view, tileUrl: null });
    const across = mapViewOf({ places: ACROSS_MADRID, ...view, tileUrl: null });
    const single = mapViewOf({ places: [MADRID], ...view, tileUrl: null });
    expect(near.zoom).toBeGreaterThan(across.zoom);
    expect(single.zoom).toBe(17);
    expect(single.project(MADRID)).toEqual({ x: view.width / 2, y: view.height / 2 });
  });

  it('uses the fullest zoom that fits: one step closer would not', () => {
    const map = mapViewOf({ places: ACROSS_MADRID, ...view, tileUrl: null });
    const closer = mapViewOf({
      places: ACROSS_MADRID,
      ...view,
      width: view.width * 2,
      height: view.height * 2,
      tileUrl: null,
    });
    expect(closer.zoom).toBe(map.zoom + 1);
  });

  it('covers the whole view with tiles of the server, addressed by zoom, column and row', () => {
    const map = mapViewOf({ places: NEAR_MADRID, ...view, tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    expect(map.tiles.length).toBeGreaterThan(0);
    for (const tile of map.tiles)
      expect(tile.url).toMatch(new RegExp(`^https://tiles\\.example/${map.zoom}/\\d+/\\d+\\.png$`));
    const covered = (x: number, y: number) =>
      map.tiles.some(
        (tile) => tile.x <= x && x < tile.x + TILE_SIZE && tile.y <= y && y < tile.y + TILE_SIZE,
      );
    for (const [x, y] of [
      [0, 0],
      [view.width - 1, 0],
      [0, view.height - 1],
      [view.width - 1, view.height - 1],
      [view.width / 2, view.height / 2],
    ] as const)
      expect(covered(x, y)).toBe(true);
  });

  it('asks for no tiles without a tile server', () => {
    expect(mapViewOf({ places: NEAR_MADRID, ...view, tileUrl: null }).tiles).toEqual([]);
  });

  it('tells the ground distance of a pixel: about 156 km at the equator at zoom 0', () => {
    const world = mapViewOf({
      places: [
        { latitude: 0, longitude: -179 },
        { latitude: 0, longitude: 179 },
      ],
      width: 300,
      height: 300,
      padding: 0,
      tileUrl: null,
    });
    expect(world.zoom).toBe(0);
    expect(world.metresPerPixel).toBeCloseTo(156_543.03, 1);
  });
});

describe('scaleBarOf', () => {
  it.each([
    [2.5, 100, 200, 80],
    [1, 120, 100, 100],
    [0.3, 100, 20, 66.67],
    [40, 100, 2000, 50],
    [900, 100, 50_000, 55.56],
  ])('at %f m per pixel within %i px: a %i m bar of %f px', (metresPerPixel, maxPixels, metres, pixels) => {
    const bar = scaleBarOf(metresPerPixel, maxPixels);
    expect(bar.metres).toBe(metres);
    expect(bar.pixels).toBeCloseTo(pixels, 1);
  });
});
