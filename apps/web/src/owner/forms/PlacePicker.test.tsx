import { placePicker } from '@chorus/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SchemaForm } from './SchemaForm.tsx';
import type { SchemaNode } from './schema-fields.ts';

/** A connector's place fields, marked for the place picker (as X's geo feed type is). */
const marked = z
  .object({
    latitude: z.number().min(-90).max(90).meta({ title: 'Latitude' }),
    longitude: z.number().min(-180).max(180).meta({ title: 'Longitude' }),
    radius: z.number().positive().meta({ title: 'Radius (km)' }),
    zoomLevel: z.number().min(1).max(20).meta({ title: 'Zoom level' }),
  })
  .meta(placePicker({ latitude: 'latitude', longitude: 'longitude', radius: 'radius' }));

const render = (schema: SchemaNode) =>
  renderToStaticMarkup(
    <SchemaForm schema={schema} values={{ latitude: 52.5 }} onChange={() => undefined} />,
  );

describe('a schema marked with placePicker()', () => {
  const html = render(z.toJSONSchema(marked, { io: 'input' }) as SchemaNode);

  it('draws the map search and the map above the fields', () => {
    expect(html).toContain('<legend>Pick the place on a map</legend>');
    expect(html).toMatch(/<label[^>]*>Search for<\/label>/);
    expect(html).toMatch(/<label[^>]*>Near<\/label>/);
    expect(html).toContain('role="search"');
    expect(html).toContain('aria-label="Map of the picked place"');
    expect(html).toMatch(/<button type="button"[^>]*>Search map<\/button>/);
  });

  it('draws its point as number boxes to type coordinates into, other ranges as sliders', () => {
    const input = (name: string, type: string) =>
      new RegExp(`<input(?=[^>]*name="${name}")(?=[^>]*type="${type}")[^>]*>`);
    expect(html).toMatch(input('latitude', 'number'));
    expect(html).toMatch(input('longitude', 'number'));
    expect(html).toMatch(input('zoomLevel', 'range'));
    expect(html).toMatch(/<input(?=[^>]*name="latitude")(?=[^>]*value="52.5")[^>]*>/);
  });

  it('is absent without the marker', () => {
    const plain = render(z.toJSONSchema(z.object({ latitude: z.number() })) as SchemaNode);
    expect(plain).not.toContain('Pick the place on a map');
  });
});
