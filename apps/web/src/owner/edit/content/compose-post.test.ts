import { customPostInputSchema } from '@chorus/connector-custom';
import { formatMessage } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api-client.ts';
import { checkCompose, composeBody, composeFieldErrors, emptyCompose } from './compose-post.ts';

describe('the custom post composer', () => {
  it('sends every filled field where the custom connector reads it, and leaves blanks out', () => {
    const body = composeBody({
      ...emptyCompose,
      title: ' Doors open at 9 ',
      text: 'Welcome!',
      link: 'example.org/event',
      imageUrl: 'https://example.org/hall.jpg',
      authorName: 'Front desk',
      ctaUrl: 'https://example.org/tickets',
      ctaText: 'Tickets',
    });
    expect(body).toEqual({
      title: 'Doors open at 9',
      description: 'Welcome!',
      url: 'example.org/event',
      image: { url: 'https://example.org/hall.jpg' },
      author: { name: 'Front desk', picture: undefined },
      cta: { url: 'https://example.org/tickets', text: 'Tickets' },
    });
    const parsed = customPostInputSchema.parse(body);
    expect(parsed.url).toBe('http://example.org/event');
    expect(composeBody({ ...emptyCompose, text: 'Only text' })).toEqual({
      title: '',
      description: 'Only text',
    });
  });

  it('asks for a title, a text or an image, and a link for a button text', () => {
    expect(checkCompose(emptyCompose)).toEqual({
      title: formatMessage('fieldInvalid', { field: 'post' }),
    });
    expect(checkCompose({ ...emptyCompose, title: 'Hi', ctaText: 'Go' })).toEqual({
      ctaUrl: formatMessage('fieldInvalid', { field: 'call to action url' }),
    });
  });

  it("puts the server's field messages under the fields they name", () => {
    const error = new ApiError('Bad input', 400, [
      { path: 'image.url', message: 'Please specify a valid image url.' },
      { path: 'author.picture', message: 'Please specify a valid author picture.' },
    ]);
    expect(composeFieldErrors(error)).toEqual({
      imageUrl: 'Please specify a valid image url.',
      authorPicture: 'Please specify a valid author picture.',
    });
  });
});
