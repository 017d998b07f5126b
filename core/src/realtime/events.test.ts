import { describe, expect, it } from 'vitest';
import {
  liveEventSchema,
  liveFrameSchema,
  publishRequestSchema,
  remoteSliderSchema,
  sliderEventSchema,
  type LivePost,
} from './events.ts';

const post: LivePost = {
  id: '12',
  network: 'pigeon',
  author: { name: 'Ada', username: 'ada' },
  title: 'Hello',
  description: '<p>Hello <b>world</b></p>',
  url: 'https://example.com/12',
  media: [
    {
      kind: 'image',
      url: 'https://example.com/a.jpg',
      width: 600,
      height: 400,
      alt: '',
      originalUrl: null,
      embedUrl: null,
    },
  ],
  createdAt: 1_700_000_000,
  pinned: false,
  highlight: true,
};

describe('live events', () => {
  it('accepts every post event with its post and the reject event with a post id', () => {
    for (const type of ['approve', 'post', 'update', 'display'] as const) {
      expect(liveEventSchema.parse({ type, post })).toEqual({ type, post });
    }
    expect(liveEventSchema.parse({ type: 'reject', postId: '12' })).toEqual({
      type: 'reject',
      postId: '12',
    });
  });

  it('has no theme-specific control: a theme setting travels as a slider', () => {
    expect(liveEventSchema.safeParse({ type: 'speed', speed: 30_000 }).success).toBe(false);
    expect(liveEventSchema.parse({ type: 'slider', name: 'speed', value: 200_000 })).toEqual({
      type: 'slider',
      name: 'speed',
      value: 200_000,
    });
  });

  it('carries pause and play both ways, with nothing else in them', () => {
    for (const type of ['pause', 'play'] as const) {
      expect(publishRequestSchema.parse({ type })).toEqual({ type });
      expect(liveEventSchema.parse({ type })).toEqual({ type });
      expect(liveFrameSchema.parse({ type })).toEqual({ type });
    }
    expect(publishRequestSchema.parse({ type: 'pause', postId: '12' })).toEqual({ type: 'pause' });
    expect(publishRequestSchema.safeParse({ type: 'stop' }).success).toBe(false);
  });

  it('describes the range of a remote slider, which every slider event fits in', () => {
    const range = { minimum: 25_000, maximum: 300_000, step: 5000 };
    expect(remoteSliderSchema.parse(range)).toEqual(range);
    expect(remoteSliderSchema.parse({ ...range, unit: 'px' }).unit).toBe('px');
    expect(remoteSliderSchema.safeParse({ ...range, maximum: 1000 }).success).toBe(false);
    expect(remoteSliderSchema.safeParse({ ...range, step: 0 }).success).toBe(false);
    expect(remoteSliderSchema.safeParse({ ...range, maximum: 20_000_000 }).success).toBe(false);
    const event = { type: 'slider', name: 'waterfallSpeed', value: range.maximum };
    expect(sliderEventSchema.safeParse(event).success).toBe(true);
  });

  it('knows the nine animations by index and refuses a tenth', () => {
    expect(liveEventSchema.safeParse({ type: 'animation', index: 8 }).success).toBe(true);
    expect(liveEventSchema.safeParse({ type: 'animation', index: 9 }).success).toBe(false);
    expect(liveEventSchema.safeParse({ type: 'animation', index: 1.5 }).success).toBe(false);
  });

  it('takes slider values under a setting key only', () => {
    expect(publishRequestSchema.parse({ type: 'slider', name: 'cellwidth', value: 320 })).toEqual({
      type: 'slider',
      name: 'cellwidth',
      value: 320,
    });
    expect(
      publishRequestSchema.safeParse({ type: 'slider', name: '__proto__', value: 1 }).success,
    ).toBe(false);
    expect(
      publishRequestSchema.safeParse({ type: 'slider', name: 'cellwidth', value: -1 }).success,
    ).toBe(false);
  });

  it('lets a publisher ask for display by post id but never send posts or rejects', () => {
    expect(publishRequestSchema.parse({ type: 'display', postId: '12' })).toEqual({
      type: 'display',
      postId: '12',
    });
    expect(publishRequestSchema.safeParse({ type: 'approve', post }).success).toBe(false);
    expect(publishRequestSchema.safeParse({ type: 'reject', postId: '12' }).success).toBe(false);
    expect(publishRequestSchema.safeParse({ type: 'display', post }).success).toBe(false);
  });

  it('describes the ready and error frames', () => {
    expect(liveFrameSchema.parse({ type: 'ready', wall: 'demo', canPublish: false })).toMatchObject(
      { type: 'ready' },
    );
    expect(
      liveFrameSchema.safeParse({ type: 'error', code: 'forbidden', message: 'no' }).success,
    ).toBe(true);
  });

  it('describes the resync frame, which no one may publish as an event', () => {
    expect(liveFrameSchema.parse({ type: 'resync' })).toEqual({ type: 'resync' });
    expect(liveEventSchema.safeParse({ type: 'resync' }).success).toBe(false);
    expect(publishRequestSchema.safeParse({ type: 'resync' }).success).toBe(false);
  });
});
