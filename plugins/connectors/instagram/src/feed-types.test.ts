/** The connect form's rules: the spec's messages, stripped prefixes, unavailable feed types. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { instagramConnector } from './index.ts';

const feedTypes = instagramConnector().feedTypes;

function messagesOf(feedType: string, options: unknown): string[] {
  const result = feedTypes[feedType]?.schema.safeParse(options);
  return result?.success === false ? result.error.issues.map((issue) => issue.message) : [];
}

describe('Instagram feed types', () => {
  it('strips a leading @ or # from handles and hashtags', () => {
    expect(feedTypes['profile']?.schema.parse({ handle: ' @chorus.wall ' })).toEqual({
      handle: 'chorus.wall',
    });
    expect(feedTypes['tagged']?.schema.parse({ handle: '@chorus.wall' })).toEqual({
      handle: 'chorus.wall',
    });
    expect(
      feedTypes['hashtag']?.schema.parse({ hashtag: '#ChorusFest', account: '@chorusfest' }),
    ).toEqual({
      hashtag: 'ChorusFest',
      order: 'recent',
      account: 'chorusfest',
    });
  });

  it('answers an empty or invalid username with the spec’s message', () => {
    for (const handle of ['', '  ', '@', 'not a handle', undefined]) {
      expect(messagesOf('profile', { handle })).toEqual(['Please enter an instagram username.']);
      expect(messagesOf('tagged', { handle })).toEqual(['Please enter an instagram username.']);
    }
  });

  it('answers an empty hashtag with the spec’s message', () => {
    for (const hashtag of ['', '#', 'two words', undefined]) {
      expect(messagesOf('hashtag', { hashtag })).toEqual(['Please enter a hashtag.']);
    }
  });

  it('offers recent or top hashtag media', () => {
    expect(feedTypes['hashtag']?.schema.parse({ hashtag: 'a', order: 'top' })).toMatchObject({
      order: 'top',
    });
    expect(messagesOf('hashtag', { hashtag: 'a', order: 'oldest' })).toHaveLength(1);
    const schema = z.toJSONSchema(feedTypes['hashtag']!.schema) as unknown as {
      properties: { order: { anyOf: { const: string; title: string }[] } };
    };
    // Labelled choices, so the owner reads (and can translate) what each one means.
    expect(schema.properties.order.anyOf.map((choice) => choice.const)).toEqual(['recent', 'top']);
    expect(schema.properties.order.anyOf.every((choice) => choice.title.length > 0)).toBe(true);
  });

  it('keeps locations, geo and mentions visible with the reason and the nearest choice, and never creates them', () => {
    const location = feedTypes['location'];
    expect(location?.description).toBe(
      "Instagram no longer lets apps read a place's posts: its location search and location media endpoints were removed from the API. Add a hashtag feed for the place's or the event's hashtag instead.",
    );
    // The spec's message for an empty location, the reason for any other.
    expect(messagesOf('location', { location: '' })).toEqual([
      'Please enter an instagram location.',
    ]);
    expect(messagesOf('location', { location: 'Eiffel Tower' })).toEqual([location?.description]);
    expect(feedTypes['geo']?.description).toContain('search posts near a point');
    expect(messagesOf('geo', { latitude: 48.85, longitude: 2.29, radius: 1 })).toEqual([
      feedTypes['geo']?.description,
    ]);
    expect(feedTypes['mentions']?.description).toBe(
      "Instagram tells apps about caption @mentions only through webhooks sent to a public address, which Chorus does not receive. Choose 'Tagged posts' for the account, or a hashtag feed, instead.",
    );
    expect(messagesOf('mentions', { handle: 'chorus.wall' })).toEqual([
      feedTypes['mentions']?.description,
    ]);
  });

  it('labels sources for the collection bar', () => {
    expect(feedTypes['profile']?.label({ handle: 'chorus.wall' })).toBe('@chorus.wall');
    expect(
      feedTypes['hashtag']?.label({ hashtag: 'chorusfest', order: 'recent', account: '' }),
    ).toBe('#chorusfest');
  });
});
