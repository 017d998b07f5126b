import { placePicker } from '@chorus/core';
import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { textsIn } from '../i18n/texts.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { fieldsOf, validateValues, type SchemaNode } from './schema-fields.ts';
import { texts } from './texts.ts';
import { typeaheadAnnouncement } from './TypeaheadInput.tsx';

const place = z
  .object({
    latitude: z.number().min(-90).max(90).meta({ title: 'Latitude' }),
    longitude: z.number().min(-180).max(180).meta({ title: 'Longitude' }),
    radius: z.number().positive().meta({ title: 'Radius (km)' }),
    accent: z.string().meta({ title: 'Accent', format: 'color' }),
  })
  .meta(placePicker({ latitude: 'latitude', longitude: 'longitude', radius: 'radius' }));
const schema = z.toJSONSchema(place, { io: 'input' }) as SchemaNode;

describe('the owner app’s forms in French', () => {
  it('draw the place picker and the colour picker in the owner’s language', async () => {
    const html = renderToStaticMarkup(
      <LanguageProvider translator={await loadLanguage('fr')}>
        <SchemaForm schema={schema} values={{}} onChange={() => undefined} />
      </LanguageProvider>,
    );
    expect(html).toContain('<legend>Choisir le lieu sur une carte</legend>');
    expect(html).toMatch(/<label[^>]*>Près de<\/label>/);
    expect(html).toContain('aria-label="Recherche sur la carte"');
    expect(html).toMatch(/<button type="button"[^>]*>Rechercher sur la carte<\/button>/);
    expect(html).toContain('aria-label="Accent : sélecteur de couleur"');
    expect(html).not.toMatch(/Pick the place|Search map|colour picker/);
  });

  it('say the field messages and the typeahead’s count in French', async () => {
    const french = await loadLanguage('fr');
    const errors = validateValues(fieldsOf(schema), {}, french);
    expect(errors['latitude']).toBe('Veuillez indiquer un champ « Latitude » valide.');
    const ready = {
      query: 'acm',
      status: 'ready',
      items: [{ value: 'a' }, { value: 'b' }],
    } as const;
    expect(typeaheadAnnouncement(ready, textsIn(texts, 'fr'), french)).toBe('2 suggestions.');
    expect(typeaheadAnnouncement({ ...ready, items: [] }, textsIn(texts, 'fr'), french)).toBe(
      'Aucune suggestion.',
    );
  });
});
