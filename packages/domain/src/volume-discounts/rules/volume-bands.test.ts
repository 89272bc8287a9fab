import { describe, expect, it } from 'vitest';
import { bandOfVolume, isVolumeBand, VOLUME_BANDS } from './volume-bands.ts';

describe('volume bands', () => {
  it.each([
    [0, null],
    [1, 'BAND_1'],
    [49, 'BAND_1'],
    [50, 'BAND_2'],
    [199, 'BAND_2'],
    [200, 'BAND_3'],
    [999, 'BAND_4'],
    [1000, 'BAND_5'],
    [250_000, 'BAND_5'],
  ])('%d shipments a month → %s', (shipments, expected) => {
    expect(bandOfVolume(shipments)?.value ?? null).toBe(expected);
  });

  it('leaves no gap between bands and only the last one open', () => {
    for (const [index, band] of VOLUME_BANDS.entries()) {
      const next = VOLUME_BANDS[index + 1];
      if (next) expect(next.minShipments).toBe((band.maxShipments ?? Number.NaN) + 1);
      else expect(band.maxShipments).toBeNull();
    }
  });

  it.each([
    ['BAND_3', true],
    ['BAND_9', false],
    ['', false],
  ])('%s is a band: %s', (value, expected) => {
    expect(isVolumeBand(value)).toBe(expected);
  });
});
