import type { DropoffPointsResponse } from '@shipdeck/domain/carriers/carriers.schema';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';

const TILES = 'https://tiles.example.net/osm/{z}/{x}/{y}.png?key=abc';

/** Great-circle distance in metres. */
const metresBetween = (a: { latitude: number; longitude: number }, b: typeof a) => {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
};

const imageSources = (csp: string) => /img-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];

describe('maps of drop-off points', async () => {
  const plain = await buildTestApp();
  const withTiles = await buildTestApp({ MAP_TILE_URL: TILES, MAP_ATTRIBUTION: '© Example Maps' });

  it.each([
    ['28001', 'ES'],
    ['1011ab', 'NL'],
    ['SW1A 1AA', 'GB'],
  ])('answers the place of postcode %s (%s) the points are as far from as they say', async (zip, country) => {
    const seller = await signUp(plain);
    const response = await plain.inject({
      method: 'GET',
      url: `/api/v1/dropoff-points?serviceId=${country === 'GB' ? 'inpost-locker-to-locker' : country === 'NL' ? 'postnl-pickup' : 'seur-2shop'}&country=${country}&zip=${encodeURIComponent(zip)}`,
      headers: seller.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { points, searchCentre } = response.json() as DropoffPointsResponse;
    expect(points.length).toBeGreaterThan(0);
    expect(searchCentre).not.toBeNull();
    for (const point of points)
      expect(Math.abs(metresBetween(searchCentre!, point.coordinates) - point.distanceMetres)).toBeLessThan(
        5 + point.distanceMetres * 0.02,
      );
  });

  it("tells the browser the operator's tile server and credit, and lets the page load its tiles", async () => {
    const seller = await signUp(withTiles);
    const init = await withTiles.inject({ method: 'GET', url: '/api/v1/init', headers: seller.headers });
    expect(init.statusCode, init.body).toBe(200);
    expect(init.json().maps).toEqual({ tileUrl: TILES, attribution: '© Example Maps' });
    expect(imageSources(String(init.headers['content-security-policy']))).toContain(
      'https://tiles.example.net',
    );
  });

  it('without a tile server, says so and lets images come from nowhere else', async () => {
    const seller = await signUp(plain);
    const init = await plain.inject({ method: 'GET', url: '/api/v1/init', headers: seller.headers });
    expect(init.json().maps).toEqual({ tileUrl: null, attribution: '' });
    expect(imageSources(String(init.headers['content-security-policy']))).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
  });

  it.each([
    ['an address without the tile numbers', 'https://tiles.example.net/osm/tile.png'],
    ['a script address', 'javascript:alert(1)//{z}/{x}/{y}'],
    ['no address at all', 'tiles/{z}/{x}/{y}.png'],
  ])('refuses to start with %s as tile server', (_case, url) => {
    expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL/);
  });
});
