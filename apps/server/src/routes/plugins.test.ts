/**
 * `GET /api/plugins` in the caller's language: the built-in plugins' titles, descriptions and
 * option labels come translated from their `texts` by `Accept-Language`; a plugin without texts
 * (the toy connector, as a third party's) keeps its English.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { installedPlugins } from '../plugins.ts';

interface Described {
  connectors: {
    id: string;
    feedTypes: {
      id: string;
      title: string;
      description: string | null;
      schema: { properties: Record<string, { title?: string; description?: string }> };
    }[];
  }[];
  themes: {
    id: string;
    displayName: string;
    options: { title?: string; properties: Record<string, { title?: string }> };
  }[];
}

const extra = installedPlugins.filter((plugin) =>
  ['connector-twitter', 'theme-slideshow'].includes(plugin.name),
);

describe.each(testDatabases())('GET /api/plugins on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, testConfig(), extra);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function plugins(acceptLanguage?: string) {
    const response = await app.inject({
      url: '/api/plugins',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(response.statusCode).toBe(200);
    return { body: response.json<Described>(), headers: response.headers };
  }

  const twitterHandle = (body: Described) =>
    body.connectors.find((c) => c.id === 'twitter')!.feedTypes.find((f) => f.id === 'handle')!;
  const slideshow = (body: Described) => body.themes.find((t) => t.id === 'slideshow')!;

  it('answers a French caller with French titles, descriptions and theme names', async () => {
    const { body, headers } = await plugins('fr-FR,fr;q=0.9,en;q=0.8');
    expect(twitterHandle(body)).toMatchObject({
      title: 'Compte',
      description: 'Les publications du fil d’un compte (sans retweets ni réponses).',
      schema: {
        properties: {
          handle: {
            title: 'Identifiant',
            description: 'Le compte X dont récupérer les publications, avec ou sans @.',
          },
        },
      },
    });
    expect(slideshow(body)).toMatchObject({
      displayName: 'Diaporama',
      options: {
        title: 'Options du diaporama',
        properties: {
          transitionDelay: { title: 'Délai de transition' },
          ignoreReducedMotion: { title: 'Ignorer la réduction des animations' },
        },
      },
    });
    // Caches keep one answer per language.
    expect(String(headers['vary'])).toMatch(/accept-language/i);
  });

  it('keeps the English of a plugin that ships no texts, and ids as they are', async () => {
    const { body } = await plugins('fr');
    expect(body.connectors.find((c) => c.id === 'toy')!.feedTypes[0]).toMatchObject({
      id: 'board',
      title: 'Board',
    });
    expect(twitterHandle(body).id).toBe('handle');
    expect(Object.keys(twitterHandle(body).schema.properties)).toEqual(['handle']);
  });

  it('answers in German for German, and in English without a shipped language', async () => {
    expect(twitterHandle((await plugins('de-AT')).body).title).toBe('Konto');
    expect(slideshow((await plugins('de')).body).displayName).toBe('Diashow');
    for (const header of [undefined, 'en-GB', 'ja, it;q=0.5']) {
      const { body } = await plugins(header);
      expect(twitterHandle(body).title, String(header)).toBe('Account');
      expect(slideshow(body).displayName, String(header)).toBe('Slideshow');
    }
  });
});
