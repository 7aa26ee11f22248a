// The club map's shared view (contract/map-view.ts): the static map and its markers must sit where
// MapLibre puts them. Expected figures were worked out apart from the module (Web Mercator, 512 px tiles at
// zoom 8, from the bounds' north-west corner) and are written down here.
import { describe, expect, it } from 'vitest';
import config from '../../panda.config';
import {
  HAITI_BOUNDS,
  MAP_COLORS,
  mercator,
  projectToView,
  VIEW_BOX,
  VIEW_HEIGHT,
  VIEW_WIDTH,
} from '../../contract/map-view';

describe('club map view', () => {
  it('is the Mercator box of Haiti at zoom 8', () => {
    expect(HAITI_BOUNDS).toEqual([
      [-74.55, 17.95],
      [-71.6, 20.15],
    ]);
    expect(VIEW_WIDTH).toBe(1074.1);
    expect(VIEW_HEIGHT).toBe(847.5);
    expect(VIEW_BOX).toBe('0 0 1074.1 847.5');
    // The world is 131 072 px wide at zoom 8; the equator and the prime meridian cross at its middle.
    expect(mercator(0, 0)).toEqual({ x: 65_536, y: 65_536 });
    expect(mercator(-180, 0).x).toBe(0);
  });

  it.each([
    ['Club Delmas 33', { lat: 18.5512, lon: -72.3058 }, { x: 817.1, y: 617 }],
    ['Club Cap-Haïtien', { lat: 19.7593, lon: -72.2014 }, { x: 855.1, y: 151.3 }],
    ['Club Les Cayes', { lat: 18.1933, lon: -73.746 }, { x: 292.7, y: 754.3 }],
    ['Club Jacmel', { lat: 18.2342, lon: -72.5347 }, { x: 733.7, y: 738.6 }],
    ['the north-west corner', { lat: 20.15, lon: -74.55 }, { x: 0, y: 0 }],
    ['the south-east corner', { lat: 17.95, lon: -71.6 }, { x: 1074.1, y: 847.5 }],
  ])('places %s', (_name, position, expected) => {
    expect(projectToView(position)).toEqual(expected);
  });

  it('paints with the theme tokens the offline MapLibre style reads', () => {
    const colors = config.theme?.extend?.tokens?.colors as
      | Record<string, Record<string, { value: string }>>
      | undefined;
    const night = colors?.night;
    expect(MAP_COLORS).toEqual({
      sea: night?.['900']?.value,
      land: night?.['700']?.value,
      border: night?.['400']?.value,
    });
  });
});
