import { z } from 'zod';
import { expect, it } from 'vitest';
import { blogOptionsSchema, tagOptionsSchema, tumblrFeedTypes } from './feed-types.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

it("answers bad input with the spec's messages", () => {
  for (const blog of ['', '   ', 'https://', 'not_a_blog!', 'x'.repeat(33)])
    expect(messageOf(blogOptionsSchema.safeParse({ blog }))).toBe(
      'Please enter a tumblr blog name.',
    );
  expect(messageOf(blogOptionsSchema.safeParse({}))).toBe('Please enter a tumblr blog name.');
  for (const tag of ['', ' # ', 'x'.repeat(141)])
    expect(messageOf(tagOptionsSchema.safeParse({ tag }))).toBe('Please enter a Tumblr hashtag.');
});

it('strips protocol, www and spaces from a blog and cuts it before the first dot', () => {
  const cleaned = (blog: string) => blogOptionsSchema.parse({ blog }).blog;
  expect(cleaned('https://www.chorus-live.tumblr.com/')).toBe('chorus-live');
  expect(cleaned(' chorus live.tumblr.com ')).toBe('choruslive');
  expect(cleaned('http://staff.tumblr.com/post/1')).toBe('staff');
  expect(cleaned('staff')).toBe('staff');
});

it('drops the # before a tag and keeps the spaces inside it', () => {
  expect(tagOptionsSchema.parse({ tag: ' #live music ' })).toEqual({ tag: 'live music' });
});

it('converts every schema to JSON Schema for the connect dialog', () => {
  for (const schema of [blogOptionsSchema, tagOptionsSchema])
    expect(() => z.toJSONSchema(schema)).not.toThrow();
  expect(Object.keys(tumblrFeedTypes)).toEqual(['blog', 'tag']);
  expect(tumblrFeedTypes.tag.labelPrefix).toBe('#');
});
