import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pinterestConnector, pinterestMessages } from './index.ts';

const feedTypes = pinterestConnector().feedTypes;

/** The messages a schema refuses `options` with, by field. */
function refusals(feedType: string, options: Record<string, unknown>): string[] {
  const schema = feedTypes[feedType]?.schema;
  if (!schema) throw new Error(`no feed type ${feedType}`);
  const parsed = schema.safeParse(options);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('Pinterest feed types', () => {
  it('asks for a user name with the spec’s message', () => {
    for (const value of ['', '   ', '@', 'not a name!', undefined]) {
      expect(refusals('user', { username: value })).toEqual(['Please enter a pinterest username.']);
    }
  });

  it('keeps the user name, without @ or the profile address', () => {
    const schema = feedTypes['user']!.schema;
    expect(schema.parse({ username: ' @chorusapp ' })).toEqual({ username: 'chorusapp' });
    expect(schema.parse({ username: 'https://www.pinterest.com/chorusapp/' })).toEqual({
      username: 'chorusapp',
    });
  });

  it('asks for a board with the spec’s message', () => {
    for (const value of ['', '  ', 'Recipes', 'chorusapp#', '#recipes', undefined]) {
      expect(refusals('board', { board: value })).toEqual(['Please enter a pinterest board name.']);
    }
  });

  it('stores a board as the spec’s username#board, from a slash or the board’s address', () => {
    const schema = feedTypes['board']!.schema;
    for (const typed of [
      'chorusapp#summer-walls',
      'chorusapp/summer-walls',
      '@chorusapp/summer-walls/',
      'https://www.pinterest.com/chorusapp/summer-walls/',
      'https://pinterest.co.uk/chorusapp/summer-walls',
    ]) {
      expect(schema.parse({ board: typed })).toEqual({ board: 'chorusapp#summer-walls' });
    }
    expect(schema.parse({ board: 'chorusapp#Summer Walls 2026' })).toEqual({
      board: 'chorusapp#Summer Walls 2026',
    });
  });

  it('shows another person’s pins with the reason and the nearest choice, and refuses it', () => {
    const other = feedTypes['other-user']!;
    const sentence =
      "Pinterest's API (v5) no longer lets apps read another person's pins, only those of the " +
      'account that signs in. Choose “Your pins” and sign in as that person, or “Board” for one ' +
      'of your own boards.';
    expect(`${pinterestMessages.otherUserReason} ${pinterestMessages.otherUserInstead}`).toBe(
      sentence,
    );
    expect(other.description).toBe(sentence);
    expect(refusals('other-user', {})).toEqual([sentence]);
    expect(refusals('other-user', { username: 'someoneelse' })).toEqual([sentence]);
    expect(sentence).toContain('“Your pins”');
    expect(feedTypes['user']?.title).toBe('Your pins');
  });

  it('draws each field with its title in the connect dialog', () => {
    const user = z.toJSONSchema(feedTypes['user']!.schema) as {
      properties: Record<string, { title?: string }>;
    };
    const board = z.toJSONSchema(feedTypes['board']!.schema) as {
      properties: Record<string, { title?: string }>;
    };
    expect(user.properties['username']?.title).toBe('Username');
    expect(board.properties['board']?.title).toBe('Board');
  });
});
