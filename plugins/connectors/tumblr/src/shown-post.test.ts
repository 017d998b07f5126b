import { expect, it } from 'vitest';
import { shownPostOf } from './shown-post.ts';
import { tumblrPostSchema } from './wire.ts';

const post = (fields: Record<string, unknown>) =>
  tumblrPostSchema.parse({
    id_string: '5',
    blog_name: 'bob',
    post_url: 'https://bob.tumblr.com/post/5',
    timestamp: 100,
    ...fields,
  });
const said = (text: string) => [{ type: 'text', text }];

it('shows a reblog whose original was deleted as the reblogger’s post with what is left', () => {
  const shown = shownPostOf(
    post({
      content: said('still love this'),
      trail: [{ broken_blog_name: 'gone-blog', content: said('the original words') }],
    }),
  );
  expect(shown).toMatchObject({ id: '5', url: 'https://bob.tumblr.com/post/5', timestamp: 100 });
  expect(shown?.blocks).toEqual([...said('the original words'), ...said('still love this')]);
});

it('shows nothing for an unpublished post or one with nothing left', () => {
  expect(shownPostOf(post({ state: 'queued', content: said('soon') }))).toBeNull();
  expect(shownPostOf(post({ trail: [{ broken_blog_name: 'gone', content: [] }] }))).toBeNull();
});

it('shows the reblogger’s own words when the original kept none', () => {
  const shown = shownPostOf(
    post({
      content: said('adding this'),
      trail: [{ post: { id: '1' }, blog: { name: 'ann' }, content: [] }],
    }),
  );
  expect(shown).toMatchObject({ id: '5', blog: { name: 'bob' } });
});
