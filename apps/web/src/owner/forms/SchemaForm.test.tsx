import { formatMessage, messages } from '@chorus/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SchemaForm } from './SchemaForm.tsx';
import {
  fieldsOf,
  initialValues,
  issuesUnder,
  submittedValues,
  validateValues,
  withValueAt,
  type FormValues,
  type SchemaNode,
} from './schema-fields.ts';

/** A schema with one property of every kind the renderer draws, as z.toJSONSchema writes them. */
const everyKind: SchemaNode = {
  type: 'object',
  properties: {
    url: {
      type: 'string',
      format: 'uri',
      minLength: 1,
      title: 'RSS URL',
      description: 'The feed address.',
    },
    postwidth: { type: 'integer', minimum: 100, maximum: 800, default: 280, title: 'Post width' },
    radius: { type: 'number', exclusiveMinimum: 0, title: 'Radius (km)' },
    layout: { type: 'string', enum: ['grid', 'list'], title: 'Layout' },
    speed: {
      oneOf: [
        { const: 1, title: 'Slow' },
        { const: 2, title: 'Fast' },
      ],
    },
    showAuthor: { type: 'boolean', default: true, title: 'Show the author' },
    color_namebar: { type: 'string', format: 'color', title: 'Name bar colour' },
    font_secondary: {
      anyOf: [{ type: 'string' }, { type: 'null' }],
      format: 'font',
      default: 'Oswald',
    },
    // A name or title never picks the widget: only the declared format does.
    logo_url: { type: 'string', title: 'Logo colour and font notes' },
    image_logo: { type: 'string', format: 'uri' },
    custom_css: { type: 'string', format: 'css', title: 'Custom CSS' },
    intro: { type: 'string', maxLength: 1000 },
    tags: { type: 'array', items: { type: 'string' } },
    feeds: { type: 'array', items: { enum: ['1', '2'] } },
    banner: {
      type: 'object',
      title: 'Banner',
      properties: { url: { type: 'string' }, height: { type: 'integer', minimum: 0 } },
      required: ['url'],
    },
  },
  required: ['url'],
};

function render(schema: SchemaNode, values: FormValues, errors = {}) {
  return renderToStaticMarkup(
    <SchemaForm schema={schema} values={values} errors={errors} onChange={() => undefined} />,
  );
}

/** The markup of the field whose `data-field` is `path` (up to the next field). */
function fieldHtml(html: string, path: string): string {
  const start = html.indexOf(`data-field="${path}"`);
  expect(start, `field ${path} is drawn`).toBeGreaterThan(-1);
  const next = html.indexOf('data-field="', start + 12);
  return html.slice(start, next < 0 ? undefined : next);
}

describe('reading a schema into fields', () => {
  it('picks a control per property kind', () => {
    const kinds = Object.fromEntries(fieldsOf(everyKind).map((f) => [f.name, f.kind]));
    expect(kinds).toEqual({
      url: 'url',
      postwidth: 'range',
      radius: 'number',
      layout: 'select',
      speed: 'select',
      showAuthor: 'checkbox',
      color_namebar: 'color',
      font_secondary: 'font',
      logo_url: 'text',
      image_logo: 'url',
      custom_css: 'code',
      intro: 'textarea',
      tags: 'list',
      feeds: 'choices',
      banner: 'group',
    });
  });

  it('keeps titles, descriptions, bounds, steps, requirement and choice labels', () => {
    const fields = fieldsOf(everyKind);
    const byName = (name: string) => fields.find((f) => f.name === name);
    expect(byName('url')).toMatchObject({ label: 'RSS URL', required: true });
    expect(byName('url')?.description).toBe('The feed address.');
    expect(byName('postwidth')).toMatchObject({ min: 100, max: 800, step: 1, integer: true });
    expect(byName('radius')).toMatchObject({ min: 0, required: false });
    expect(byName('speed')?.options).toEqual([
      { value: 1, label: 'Slow' },
      { value: 2, label: 'Fast' },
    ]);
    expect(byName('font_secondary')).toMatchObject({
      label: 'Font secondary',
      defaultValue: 'Oswald',
    });
    expect(byName('banner')?.fields?.map((f) => f.path)).toEqual(['banner.url', 'banner.height']);
  });

  it('starts from defaults and keeps current values', () => {
    const fields = fieldsOf(everyKind);
    expect(initialValues(fields, { postwidth: 400 })).toMatchObject({
      postwidth: 400,
      showAuthor: true,
      font_secondary: 'Oswald',
    });
    expect(withValueAt({ banner: { url: 'a' } }, 'banner.height', 9)).toEqual({
      banner: { url: 'a', height: 9 },
    });
  });
});

describe('drawing the fields', () => {
  const values: FormValues = {
    url: 'http://example.test/feed',
    postwidth: 300,
    layout: 'list',
    speed: 2,
    showAuthor: true,
    color_namebar: '#112233',
    custom_css: 'body {}\np {}',
    tags: ['a', 'b'],
    feeds: ['2'],
    banner: { url: 'http://example.test/b.png' },
  };
  const html = render(everyKind, values);

  it('draws an address field with its label, description and required mark', () => {
    const url = fieldHtml(html, 'url');
    expect(url).toContain('>RSS URL<');
    expect(url).toContain('type="text"');
    expect(url).toContain('required=""');
    expect(url).toContain('value="http://example.test/feed"');
    expect(url).toContain('The feed address.');
  });

  it('draws bounded numbers as sliders and others as number inputs', () => {
    const slider = fieldHtml(html, 'postwidth');
    expect(slider).toContain('type="range"');
    expect(slider).toContain('min="100"');
    expect(slider).toContain('max="800"');
    expect(slider).toContain('value="300"');
    expect(slider).toContain('<output');
    expect(fieldHtml(html, 'radius')).toContain('type="number"');
  });

  it('draws choices as a select with the current one selected', () => {
    const layout = fieldHtml(html, 'layout');
    expect(layout).toContain('<select');
    expect(layout).toMatch(/<option value="1" selected="">list<\/option>/);
    expect(fieldHtml(html, 'speed')).toMatch(/<option value="1" selected="">Fast<\/option>/);
  });

  it('draws booleans as checkboxes', () => {
    expect(fieldHtml(html, 'showAuthor')).toMatch(/type="checkbox"[^>]*checked=""/);
  });

  it('draws colours with a picker and a text field', () => {
    const colour = fieldHtml(html, 'color_namebar');
    expect(colour).toContain('type="color"');
    expect(colour).toContain('value="#112233"');
  });

  it('draws fonts with suggestions, addresses, long text and code', () => {
    expect(fieldHtml(html, 'font_secondary')).toContain('<datalist');
    expect(fieldHtml(html, 'font_secondary')).toContain('value="Oswald"');
    expect(fieldHtml(html, 'image_logo')).toContain('inputMode="url"');
    expect(fieldHtml(html, 'intro')).toContain('<textarea');
    const code = fieldHtml(html, 'custom_css');
    expect(code).toContain('class="code-editor__text"');
    expect(code).toContain('1\n2');
  });

  it('draws arrays as a list or as checkboxes, and objects as a fieldset', () => {
    expect(fieldHtml(html, 'tags')).toContain('value="a, b"');
    expect(fieldHtml(html, 'feeds')).toMatch(/type="checkbox"[^>]*checked=""/);
    expect(html).toContain('<legend>Banner</legend>');
    expect(fieldHtml(html, 'banner.url')).toContain('value="http://example.test/b.png"');
  });

  it('shows a message under the field it names and marks the control invalid', () => {
    const message = messages.rssUrlInvalid;
    const shown = render(everyKind, values, { url: message, 'banner.height': 'Too tall' });
    const url = fieldHtml(shown, 'url');
    expect(url).toContain('aria-invalid="true"');
    expect(url).toMatch(
      /role="alert">Invalid URL \(are you forgetting the &#x27;http:\/\/&#x27;\?\)</,
    );
    expect(fieldHtml(shown, 'banner.height')).toContain('Too tall');
    expect(fieldHtml(shown, 'layout')).not.toContain('aria-invalid');
  });

  it('draws a gate instead of a field when asked', () => {
    const gated = renderToStaticMarkup(
      <SchemaForm
        schema={everyKind}
        values={values}
        onChange={() => undefined}
        gateFor={(field) => (field.name === 'custom_css' ? <p>Upgrade</p> : undefined)}
      />,
    );
    expect(fieldHtml(gated, 'custom_css')).toContain('<p>Upgrade</p>');
    expect(fieldHtml(gated, 'custom_css')).not.toContain('code-editor');
  });
});

describe('checking values', () => {
  const fields = fieldsOf(everyKind);
  const invalid = (label: string) => formatMessage('fieldInvalid', { field: label });

  it('asks for required fields and accepts good values', () => {
    expect(validateValues(fields, {})).toEqual({ url: invalid('RSS URL') });
    expect(validateValues(fields, { url: 'x', postwidth: 500, layout: 'grid' })).toEqual({});
  });

  it('refuses numbers out of bounds or not whole, unknown choices and overlong text', () => {
    expect(
      validateValues(fields, {
        url: 'x',
        postwidth: 900,
        radius: -1,
        layout: 'cards',
        intro: 'x'.repeat(1001),
        banner: { url: 'u', height: 1.5 },
      }),
    ).toEqual({
      postwidth: invalid('Post width'),
      radius: invalid('Radius (km)'),
      layout: invalid('Layout'),
      intro: invalid('Intro'),
      'banner.height': invalid('Height'),
    });
  });

  it('submits empty text boxes as empty strings, as a form does', () => {
    const submitted = submittedValues(fields, { postwidth: 300, banner: {} });
    expect(submitted).toMatchObject({ url: '', color_namebar: '', custom_css: '', postwidth: 300 });
    expect(submitted).not.toHaveProperty('radius');
    expect(submitted).not.toHaveProperty('layout');
    expect(submitted['banner']).toEqual({ url: '' });
  });

  it('reads the server’s field messages under a prefix', () => {
    const issues = [
      { path: 'options.url', message: messages.rssUrlInvalid },
      { path: 'options.url', message: 'second' },
      { path: 'privacy', message: 'elsewhere' },
    ];
    expect(issuesUnder('options', issues)).toEqual({ url: messages.rssUrlInvalid });
    expect(issuesUnder('', issues)).toMatchObject({ privacy: 'elsewhere' });
  });
});
