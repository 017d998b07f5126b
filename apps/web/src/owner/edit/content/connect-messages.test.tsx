/**
 * Connector messages that the connect dialog shows but a browser cannot provoke: the X
 * connector's "Invalid latitude or longitude." needs a latitude out of -90..90, which the
 * bounded slider drawn from its schema cannot hold. The server's answer is drawn the same way
 * as every other field message, so a render with that answer shows it.
 */
import { messages } from '@chorus/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { issuesUnder, type SchemaNode } from '../../forms/schema-fields.ts';

/** The "Location" feed type's point, as GET /api/plugins describes it. */
const geo: SchemaNode = {
  type: 'object',
  properties: {
    latitude: { title: 'Latitude', type: 'number', minimum: -90, maximum: 90 },
    longitude: { title: 'Longitude', type: 'number', minimum: -180, maximum: 180 },
  },
  required: ['latitude', 'longitude'],
};

describe('the connect dialog’s geo messages', () => {
  it('shows "Invalid latitude or longitude." under the field the server names', () => {
    const errors = issuesUnder('options', [
      { path: 'options.latitude', message: messages.geoInvalid },
    ]);
    const html = renderToStaticMarkup(
      <SchemaForm schema={geo} values={{}} errors={errors} onChange={() => undefined} />,
    );
    const latitude = html.slice(
      html.indexOf('data-field="latitude"'),
      html.indexOf('data-field="longitude"'),
    );
    expect(latitude).toContain('type="range"');
    expect(latitude).toContain('aria-invalid="true"');
    expect(latitude).toContain(`role="alert">${messages.geoInvalid}</p>`);
  });
});
