/**
 * Two small but complete plugins used by tests across the repository: a connector that reads a
 * JSON list of notes from a base URL, and a theme with a list layout. They exercise every part
 * of the contracts without any real network.
 */
import { z } from 'zod';
import type { NormalizedPost } from '../domain/index.ts';
import {
  defineConnector,
  defineFeedType,
  defineTheme,
  type ConnectorDefinition,
} from './contracts.ts';

/** A wire item of the toy network. */
export interface ToyNote {
  readonly id: string;
  readonly text: string;
  readonly author: string;
  readonly at: number;
}

const toyNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  at: z.number(),
});

/** The toy network's declaration, shared by both toy connectors. */
const toyConnectorDefinition = {
  id: 'toy',
  shortCode: 'ty',
  sourceNumber: 900,
  displayName: 'Toy notes',
  icon: 'M4 4h16v16H4z',
  auth: { kind: 'none' },
  baseUrls: { api: 'https://toy.invalid' },
  feedTypes: {
    board: defineFeedType({
      title: 'Board',
      description: 'Every note pinned to one board.',
      schema: z.object({
        board: z
          .string()
          .trim()
          .min(1, 'Please enter a board.')
          .meta({ title: 'Board name', description: 'As it appears in the board address.' }),
      }),
      label: (options) => options.board,
    }),
  },
  async fetch({ source, cursor, http, baseUrls, signal }) {
    const board = String(source.options['board'] ?? '');
    const url = new URL(`/notes/${encodeURIComponent(board)}`, baseUrls['api']);
    if (cursor) url.searchParams.set('after', cursor);
    const response = await http(url, { signal });
    if (!response.ok) throw new Error(`The toy network answered ${response.status}.`);
    const page = z
      .object({ notes: z.array(toyNoteSchema), next: z.string().nullable() })
      .parse(await response.json());
    return { items: page.notes, cursor: page.next };
  },
  normalize(note, source): NormalizedPost {
    return {
      externalId: note.id,
      network: source.network,
      author: { name: note.author, username: note.author },
      title: '',
      description: note.text,
      url: null,
      media: [],
      createdAt: note.at,
      likes: 0,
      comments: 0,
    } as NormalizedPost;
  },
} satisfies ConnectorDefinition<ToyNote, string>;

/** A connector for the "toy" network: `GET {api}/notes/{board}?after={cursor}`, installed. */
export const toyConnector = defineConnector<ToyNote, string>(toyConnectorDefinition)();

/** One person of the toy directory that {@link toyPeopleConnector} suggests from. */
const toyPersonSchema = z.object({ handle: z.string(), name: z.string() });

/**
 * A connector whose feed type suggests values as the owner types: the `handle` field of a
 * "person" feed looks people up at `GET {api}/people?q={typed}&limit={n}` (at least 2
 * characters, 6 people), and a person's notes are read like a toy board.
 */
export const toyPeopleConnector = defineConnector<ToyNote, string>({
  ...toyConnectorDefinition,
  id: 'toy-people',
  shortCode: 'tp',
  sourceNumber: 901,
  displayName: 'Toy people',
  feedTypes: {
    person: defineFeedType({
      title: 'Person',
      description: 'Every note one person wrote.',
      schema: z.object({
        board: z
          .string()
          .trim()
          .min(1, 'Please enter a person.')
          .meta({ title: 'Person', description: 'Type a name and pick the person.' }),
      }),
      label: (options) => options.board,
      suggestions: { board: { minChars: 2, maxItems: 6 } },
    }),
  },
  async suggest({ query, limit, http, baseUrls, signal }) {
    const url = new URL('/people', baseUrls['api']);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(limit));
    const response = await http(url, { signal });
    if (!response.ok) throw new Error(`The toy network answered ${response.status}.`);
    const { people } = z.object({ people: z.array(toyPersonSchema) }).parse(await response.json());
    return people.map((person) => ({
      value: person.handle,
      label: person.name,
      detail: `@${person.handle}`,
    }));
  },
})();

/** A theme showing posts as a plain list. */
export const toyTheme = defineTheme({
  id: 'toy-list',
  legacyNames: ['hypeTemplate_toy'],
  displayName: 'Toy list',
  optionsSchema: z.object({
    postwidth: z.number().int().min(100).max(800).default(280).meta({ title: 'Post width' }),
    postpadding: z.number().int().min(0).max(100).default(20).meta({ title: 'Post padding' }),
    showAuthor: z.boolean().default(true).meta({ title: 'Show the author' }),
  }),
  capabilities: {
    collectionBar: true,
    pageSize: 20,
    imageOnly: false,
    realtimeInsert: 'front',
    slideshowControls: false,
    planFeature: 'premiumDesign',
  },
  defaultPostSize: { width: 280, padding: 20 },
  wallEntry: { module: '@chorus/core/toy-theme-wall', exportName: 'toyTheme' },
  load: async () => ({ default: 'toy-list-component' }),
});

/** Both toy plugins, as a `chorus.config.ts` would list them. */
export const toyPlugins = [toyConnector, toyTheme] as const;
