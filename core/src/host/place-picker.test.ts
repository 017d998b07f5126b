import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { placePicker, placePickerOf } from './place-picker.ts';

describe('placePicker: a connector asks the connect dialog for a map', () => {
  const schema = z
    .object({ lat: z.number(), lng: z.number(), distance: z.number() })
    .meta(placePicker({ latitude: 'lat', longitude: 'lng', radius: 'distance', radiusUnit: 'm' }));

  it('reaches the JSON Schema the dialog reads, and reads back from it', () => {
    const json = z.toJSONSchema(schema, { io: 'input' });
    expect(placePickerOf(json)).toEqual({
      latitude: 'lat',
      longitude: 'lng',
      radius: 'distance',
      radiusUnit: 'm',
    });
  });

  it('is absent from schemas without the marker, and ignores malformed markers', () => {
    expect(placePickerOf(z.toJSONSchema(z.object({ lat: z.number() })))).toBeNull();
    expect(placePickerOf({ widget: 'place', place: { latitude: 1 } })).toBeNull();
    expect(placePickerOf({ widget: 'map', place: { latitude: 'a', longitude: 'b' } })).toBeNull();
    expect(placePickerOf({ widget: 'place', place: { latitude: 'a', longitude: 'b' } })).toEqual({
      latitude: 'a',
      longitude: 'b',
    });
  });
});
