import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { twitterFeedTypes, type TwitterFeedType } from './feed-types.ts';
import { twitterMessages } from './messages.ts';

function parse(feedType: TwitterFeedType, input: unknown) {
  return twitterFeedTypes[feedType].schema.safeParse(input);
}

/** The first message the owner would see for this input. */
function firstMessage(feedType: TwitterFeedType, input: unknown): string | undefined {
  return parse(feedType, input).error?.issues[0]?.message;
}

function label(feedType: TwitterFeedType, input: unknown): string {
  const definition = twitterFeedTypes[feedType];
  return definition.label(definition.schema.parse(input));
}

describe('twitterFeedTypes', () => {
  it('offers every feed type of the owner spec', () => {
    expect(Object.keys(twitterFeedTypes)).toEqual([
      'handle',
      'hashtag',
      'list',
      'geo',
      'favorites',
      'advanced',
    ]);
  });

  it('draws every connect dialog from its schema, with titles', () => {
    for (const definition of Object.values(twitterFeedTypes)) {
      const schema = z.toJSONSchema(definition.schema) as {
        properties: Record<string, { title?: string }>;
      };
      for (const property of Object.values(schema.properties)) {
        expect(property.title).toBeTruthy();
      }
    }
  });

  it('handle: strips a leading @ and asks for a handle when none is given', () => {
    expect(parse('handle', { handle: ' @chorusapp ' }).data).toEqual({ handle: 'chorusapp' });
    expect(label('handle', { handle: '@chorusapp' })).toBe('@chorusapp');
    for (const handle of ['', '  ', '@', 'not a handle', 'way_too_long_for_x_1']) {
      expect(firstMessage('handle', { handle })).toBe('Please enter a twitter handle.');
    }
    expect(firstMessage('handle', {})).toBe(twitterMessages.twitterHandleRequired);
  });

  it('hashtag: strips a leading # and asks for a hashtag when none is given', () => {
    expect(parse('hashtag', { hashtag: '#ChorusConf' }).data).toEqual({ hashtag: 'ChorusConf' });
    expect(label('hashtag', { hashtag: 'ChorusConf' })).toBe('#ChorusConf');
    expect(firstMessage('hashtag', { hashtag: ' # ' })).toBe('Please enter a hashtag.');
    expect(firstMessage('hashtag', {})).toBe('Please enter a hashtag.');
    expect(firstMessage('hashtag', { hashtag: 'two words' })).toBe('Please enter a hashtag.');
    expect(parse('hashtag', { hashtag: '#café_2024' }).data).toEqual({ hashtag: 'café_2024' });
  });

  it('list: takes a handle and a list name, or a list id alone', () => {
    expect(parse('list', { handle: '@chorusapp', list: 'Speakers 2024' }).data).toEqual({
      handle: 'chorusapp',
      list: 'Speakers 2024',
    });
    expect(parse('list', { list: '1500000000000000002' }).data).toEqual({
      handle: '',
      list: '1500000000000000002',
    });
    expect(label('list', { handle: 'chorusapp', list: 'Speakers 2024' })).toBe('Speakers 2024');
    for (const input of [{}, { handle: 'chorusapp' }, { handle: 'chorusapp', list: ' ' }]) {
      expect(firstMessage('list', input)).toBe('Please enter a handle and a list.');
    }
    expect(firstMessage('list', { list: 'Speakers 2024' })).toBe(
      'Please enter a handle and a list.',
    );
  });

  it('geo: reads typed numbers, with an optional hashtag', () => {
    const input = { latitude: '48.8566', longitude: ' 2.3522', radius: '5', hashtag: '#paris' };
    expect(parse('geo', input).data).toEqual({
      latitude: 48.8566,
      longitude: 2.3522,
      radius: 5,
      hashtag: 'paris',
    });
    expect(parse('geo', { latitude: 0, longitude: 0, radius: 1 }).data?.hashtag).toBe('');
    expect(label('geo', input)).toBe('48.8566,2.3522 (5)');
  });

  it('geo: asks for all three values, and refuses coordinates out of range', () => {
    const required = 'Please enter a latitude, longitude, and radius.';
    const invalid = 'Invalid latitude or longitude.';
    expect(firstMessage('geo', {})).toBe(required);
    expect(firstMessage('geo', { latitude: '1', longitude: '2', radius: '' })).toBe(required);
    expect(firstMessage('geo', { latitude: ' ', longitude: '2', radius: '3' })).toBe(required);
    expect(firstMessage('geo', { latitude: '1', longitude: '2', radius: '0' })).toBe(required);
    expect(firstMessage('geo', { latitude: '91', longitude: '2', radius: '3' })).toBe(invalid);
    expect(firstMessage('geo', { latitude: '1', longitude: '-181', radius: '3' })).toBe(invalid);
    expect(firstMessage('geo', { latitude: 'north', longitude: '2', radius: '3' })).toBe(invalid);
    const badTag = { latitude: '1', longitude: '2', radius: '3', hashtag: '#a b' };
    expect(firstMessage('geo', badTag)).toBe('Please enter a hashtag.');
  });

  it('favorites: a handle, labelled with a heart', () => {
    expect(parse('favorites', { handle: '@chorusapp' }).data).toEqual({ handle: 'chorusapp' });
    expect(label('favorites', { handle: 'chorusapp' })).toBe('♥ @chorusapp');
    expect(firstMessage('favorites', { handle: '' })).toBe('Please enter a twitter handle.');
  });

  it('advanced: a raw query, trimmed, which must not be empty', () => {
    expect(parse('advanced', { query: ' from:chorusapp has:images ' }).data).toEqual({
      query: 'from:chorusapp has:images',
    });
    expect(label('advanced', { query: 'from:chorusapp' })).toBe('from:chorusapp');
    expect(firstMessage('advanced', { query: '  ' })).toBe('Please specify a valid query.');
  });
});
