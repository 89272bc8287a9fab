import type { Coordinates } from '@shipdeck/domain/carriers/carriers.schema';

/** Side of a map tile in pixels, as every `{z}/{x}/{y}` tile server serves them. */
export const TILE_SIZE = 256;
const MAX_ZOOM = 17;
const EARTH_CIRCUMFERENCE_METRES = 40_075_016.686;

type Pixel = { x: number; y: number };

/** Web Mercator: where a place falls on the world map at zoom 0, in pixels of a 256-pixel world. */
const worldPixelOf = ({ latitude, longitude }: Coordinates): Pixel => {
  const sine = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * TILE_SIZE,
    y: (0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI)) * TILE_SIZE,
  };
};

export type MapTile = { url: string; x: number; y: number; key: string };

export type MapView = {
  zoom: number;
  /** Where a place falls in the view, in pixels from its top-left corner. */
  project: (place: Coordinates) => Pixel;
  /** The tiles that cover the view, placed in it; empty without a tile server. */
  tiles: MapTile[];
  /** Ground distance one pixel spans at the view's centre. */
  metresPerPixel: number;
};

/**
 * The closest zoom at which every place fits the view inside its padding, centred on them: the view a
 * person gets of a handful of points around a postcode. A single place is shown at the closest zoom.
 */
export const mapViewOf = (options: {
  places: readonly Coordinates[];
  width: number;
  height: number;
  padding: number;
  tileUrl: string | null;
}): MapView => {
  const { places, width, height, padding, tileUrl } = options;
  const pixels = places.map(worldPixelOf);
  const left = Math.min(...pixels.map((pixel) => pixel.x));
  const right = Math.max(...pixels.map((pixel) => pixel.x));
  const top = Math.min(...pixels.map((pixel) => pixel.y));
  const bottom = Math.max(...pixels.map((pixel) => pixel.y));
  const fits = (zoom: number) =>
    (right - left) * 2 ** zoom <= width - 2 * padding && (bottom - top) * 2 ** zoom <= height - 2 * padding;
  let zoom = MAX_ZOOM;
  while (zoom > 0 && !fits(zoom)) zoom -= 1;

  const scale = 2 ** zoom;
  const originX = ((left + right) / 2) * scale - width / 2;
  const originY = ((top + bottom) / 2) * scale - height / 2;
  const project = (place: Coordinates) => {
    const pixel = worldPixelOf(place);
    return { x: pixel.x * scale - originX, y: pixel.y * scale - originY };
  };
  const centreLatitude = places.reduce((sum, place) => sum + place.latitude, 0) / places.length;
  return {
    zoom,
    project,
    tiles: tileUrl ? tilesOf({ tileUrl, zoom, originX, originY, width, height }) : [],
    metresPerPixel:
      (EARTH_CIRCUMFERENCE_METRES * Math.cos((centreLatitude * Math.PI) / 180)) / (TILE_SIZE * scale),
  };
};

const tilesOf = (view: {
  tileUrl: string;
  zoom: number;
  originX: number;
  originY: number;
  width: number;
  height: number;
}): MapTile[] => {
  const { tileUrl, zoom, originX, originY, width, height } = view;
  const tilesPerSide = 2 ** zoom;
  const tiles: MapTile[] = [];
  for (let row = Math.floor(originY / TILE_SIZE); row * TILE_SIZE < originY + height; row += 1) {
    if (row < 0 || row >= tilesPerSide) continue;
    for (let column = Math.floor(originX / TILE_SIZE); column * TILE_SIZE < originX + width; column += 1) {
      // Past the antimeridian the world repeats.
      const wrapped = ((column % tilesPerSide) + tilesPerSide) % tilesPerSide;
      tiles.push({
        url: tileUrl.replace('{z}', String(zoom)).replace('{x}', String(wrapped)).replace('{y}', String(row)),
        x: column * TILE_SIZE - originX,
        y: row * TILE_SIZE - originY,
        key: `${zoom}/${column}/${row}`,
      });
    }
  }
  return tiles;
};

const SCALE_STEPS = [1, 2, 5] as const;

/** A round ground distance (…, 100, 200, 500, 1000 m, …) whose bar is at most `maxPixels` long. */
export const scaleBarOf = (metresPerPixel: number, maxPixels: number) => {
  const limit = metresPerPixel * maxPixels;
  let metres = 1;
  for (let power = 1; power <= 10_000_000; power *= 10)
    for (const step of SCALE_STEPS) if (step * power <= limit) metres = step * power;
  return { metres, pixels: metres / metresPerPixel };
};
