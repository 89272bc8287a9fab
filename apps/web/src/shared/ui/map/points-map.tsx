import { Box, Text } from '@mantine/core';
import type { Coordinates, MapTiles } from '@shipdeck/domain/carriers/carriers.schema';
import { useTranslation } from 'react-i18next';
import { formatDistance } from '../../i18n/format-distance.ts';
import { mapViewOf, scaleBarOf } from './map-view.ts';

const WIDTH = 640;
const HEIGHT = 260;
const PADDING = 28;

/** A place a map marks: an id to tell it apart, the name its marker is read by, and where it stands. */
export type MapPoint = { id: string; businessName: string; coordinates: Coordinates };

/**
 * A picture of the points (and of the place they were searched from, when there is one), north up,
 * numbered as the list next to it: on the operator's map tiles when a tile server is configured,
 * otherwise on a plain ground with a scale bar, in the same relative positions. Clicking a point
 * chooses it; the list is the way by keyboard, so the picture is one image to a screen reader.
 */
export const PointsMap = ({
  points,
  tiles,
  label,
  centre = null,
  centreLabel = '',
  selectedId,
  onSelect,
}: {
  points: readonly MapPoint[];
  tiles: MapTiles;
  label: string;
  centre?: Coordinates | null;
  centreLabel?: string;
  selectedId?: string | null;
  onSelect?: (pointId: string) => void;
}) => {
  const { i18n } = useTranslation();
  if (points.length === 0) return null;
  const places = [...points.map((point) => point.coordinates), ...(centre ? [centre] : [])];
  const view = mapViewOf({ places, width: WIDTH, height: HEIGHT, padding: PADDING, tileUrl: tiles.tileUrl });
  const scale = scaleBarOf(view.metresPerPixel, 120);
  const home = centre ? view.project(centre) : null;
  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={label}
        style={{ display: 'block', borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
      >
        <rect width={WIDTH} height={HEIGHT} fill="var(--mantine-color-gray-0)" />
        {view.tiles.map((tile) => (
          <image key={tile.key} href={tile.url} x={tile.x} y={tile.y} width={256} height={256} />
        ))}
        {home ? (
          <g transform={`translate(${home.x} ${home.y})`} data-testid="map-centre">
            <title>{centreLabel}</title>
            <path d="M0 -13 L11 -3 L7 -3 L7 9 L-7 9 L-7 -3 L-11 -3 Z" fill="var(--mantine-color-dark-6)" />
          </g>
        ) : null}
        {points.map((point, index) => {
          const { x, y } = view.project(point.coordinates);
          const isSelected = point.id === selectedId;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut to the list's radio, which keyboards use
            <g
              key={point.id}
              transform={`translate(${x} ${y})`}
              onClick={onSelect ? () => onSelect(point.id) : undefined}
              style={onSelect ? { cursor: 'pointer' } : undefined}
              data-testid="map-point"
              data-selected={isSelected}
            >
              <title>{`${index + 1}. ${point.businessName}`}</title>
              <circle
                r={isSelected ? 13 : 10}
                fill={isSelected ? 'var(--mantine-primary-color-filled)' : 'white'}
                stroke="var(--mantine-primary-color-filled)"
                strokeWidth={2}
              />
              <text
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={11}
                fontWeight={700}
                fill={isSelected ? 'white' : 'var(--mantine-primary-color-filled)'}
              >
                {index + 1}
              </text>
            </g>
          );
        })}
        <g transform={`translate(12 ${HEIGHT - 14})`} data-testid="map-scale">
          <path
            d={`M0 -5 V0 H${scale.pixels} V-5`}
            fill="none"
            stroke="var(--mantine-color-dark-4)"
            strokeWidth={2}
          />
          <text x={scale.pixels + 6} y={0} fontSize={11} fill="var(--mantine-color-dark-6)">
            {formatDistance(scale.metres, i18n.language)}
          </text>
        </g>
      </svg>
      {tiles.tileUrl && tiles.attribution ? (
        <Text size="xs" c="dimmed" ta="right">
          {tiles.attribution}
        </Text>
      ) : null}
    </Box>
  );
};
