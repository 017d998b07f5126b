import { messages } from '@chorus/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from './SchemaForm.tsx';
import type { SchemaNode } from './schema-fields.ts';
import { suggestionLookups, suggestionPath } from './suggestion-lookups.ts';
import { TypeaheadInput, typeaheadAnnouncement } from './TypeaheadInput.tsx';
import {
  initialTypeahead,
  typeaheadReducer,
  wantsLookup,
  type Typeahead,
  type TypeaheadEvent,
  type TypeaheadState,
} from './typeahead-state.ts';

const companies = Array.from({ length: 12 }, (_, i) => ({
  value: `acme-${i}`,
  label: `Acme ${i}`,
}));

/** The spec's company typeahead: 3 characters, 10 items. */
const company: Typeahead = { minChars: 3, maxItems: 10, load: async () => companies };

function run(events: readonly TypeaheadEvent[], from = initialTypeahead): TypeaheadState {
  return events.reduce(typeaheadReducer, from);
}

const typed = (text: string, minChars = 3): TypeaheadEvent => ({ type: 'typed', text, minChars });
const loaded = (query: string, maxItems = 10): TypeaheadEvent => ({
  type: 'loaded',
  query,
  items: companies,
  maxItems,
});

describe('the typeahead state', () => {
  it('looks nothing up below the minimum, then waits for the lookup of the trimmed text', () => {
    expect(wantsLookup('ac', 3)).toBe(false);
    expect(wantsLookup(' acm ', 3)).toBe(true);
    expect(run([typed('ac')])).toEqual({ ...initialTypeahead, query: 'ac' });
    expect(run([typed(' acm ')])).toMatchObject({ query: 'acm', status: 'loading', items: [] });
    // The Vine typeahead starts at 2 characters.
    expect(run([typed('ab', 2)]).status).toBe('loading');
  });

  it('keeps at most maxItems suggestions, and drops an answer to older text', () => {
    const state = run([typed('acm'), loaded('acm')]);
    expect(state).toMatchObject({ status: 'ready' });
    expect(state.items).toHaveLength(10);
    expect(run([typed('acm'), loaded('acm', 6)]).items).toHaveLength(6);
    const stale = run([typed('acm'), typed('acme'), loaded('acm')]);
    expect(stale).toMatchObject({ query: 'acme', status: 'loading', items: [] });
  });

  it('does not look the chosen value up again', () => {
    const chosen = run([typed('acm'), loaded('acm'), { type: 'chosen', value: 'acme-0' }]);
    expect(chosen).toMatchObject({ query: 'acme-0', status: 'ready' });
    expect(run([typed('acme-0')], chosen)).toBe(chosen);
  });

  it('closes on a failed lookup and says so', () => {
    const failed = run([typed('acm'), { type: 'failed', query: 'acm' }]);
    expect(failed).toMatchObject({ items: [], status: 'failed' });
    expect(typeaheadAnnouncement(failed)).toBe(messages.requestProblem);
    expect(typeaheadAnnouncement(run([typed('acm'), loaded('acm')]))).toBe('10 suggestions.');
    expect(
      typeaheadAnnouncement(
        run([typed('acm'), { type: 'loaded', query: 'acm', items: [], maxItems: 10 }]),
      ),
    ).toBe('No suggestions.');
  });
});

describe('the typeahead combobox', () => {
  const draw = (state: TypeaheadState) =>
    renderToStaticMarkup(
      <TypeaheadInput
        id="company"
        name="company"
        label="Company"
        value="acm"
        onChange={() => undefined}
        typeahead={company}
        initialState={state}
      />,
    );

  // The open list and its keys are the library's, checked in Chromium (e2e/typeahead.test.ts).
  it('is a closed ARIA combobox named by the form label, its list drawn only when open', () => {
    const html = draw(initialTypeahead);
    expect(html).toMatch(/<input[^>]*id="company"/);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-autocomplete="list"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-labelledby="company-label"');
    expect(html).toContain('value="acm"');
    expect(html).not.toContain('role="listbox"');
    expect(html).not.toContain('aria-activedescendant');
  });

  it('says how many suggestions the lookup found', () => {
    expect(draw(run([typed('acm'), loaded('acm')]))).toContain('10 suggestions.');
  });

  it('is what SchemaForm draws for a field with a typeahead, and only for it', () => {
    const schema: SchemaNode = {
      type: 'object',
      properties: {
        company: { type: 'string', title: 'Company', description: 'Start typing its name.' },
        note: { type: 'string', title: 'Note' },
      },
      required: ['company'],
    };
    const html = renderToStaticMarkup(
      <SchemaForm
        schema={schema}
        values={{ company: 'Acm' }}
        errors={{ company: 'Please specify a valid Company.' }}
        onChange={() => undefined}
        typeaheads={{ company }}
      />,
    );
    expect(html.match(/role="combobox"/g)).toHaveLength(1);
    const field = html.slice(
      html.indexOf('data-field="company"'),
      html.indexOf('data-field="note"'),
    );
    expect(field).toContain('role="combobox"');
    expect(field).toContain('value="Acm"');
    expect(field).toContain('aria-invalid="true"');
    expect(field).toMatch(/aria-describedby="[^"]*-company-description [^"]*-company-error"/);
    expect(field).toContain('required=""');
  });
});

describe('the lookups of a connect dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes one typeahead per declared field, calling the suggestions route', async () => {
    expect(suggestionPath('toy-people', 'person', 'board')).toBe(
      '/api/suggestions/toy-people/person/board',
    );
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      calls.push(input);
      return new Response(JSON.stringify({ items: [{ value: 'al0', label: 'Al' }] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const typeaheads = suggestionLookups('toy-people', {
      id: 'person',
      suggestions: { board: { minChars: 2, maxItems: 6 } },
    });
    expect(Object.keys(typeaheads)).toEqual(['board']);
    expect(typeaheads['board']).toMatchObject({ minChars: 2, maxItems: 6 });
    const items = await typeaheads['board']?.load('al n', new AbortController().signal);
    expect(items).toEqual([{ value: 'al0', label: 'Al' }]);
    expect(calls).toEqual(['/api/suggestions/toy-people/person/board?q=al+n']);
    expect(suggestionLookups('rss', { id: 'url', suggestions: {} })).toEqual({});
  });
});
