import { describe, expect, it } from 'vitest';
import { parseLiveEvent, readLiveFrame } from './live-frame.ts';

const post = {
  id: '5',
  network: 'custom',
  author: { name: 'Ada' },
  title: 'Doors open',
  description: 'Hello',
  url: null,
  media: [],
  createdAt: 1_700_000_000,
  pinned: false,
  highlight: false,
};

describe('parseLiveEvent', () => {
  it('reads live events with core’s schema, applying its rules', async () => {
    expect(await parseLiveEvent(JSON.stringify({ type: 'approve', post }))).toEqual({
      type: 'approve',
      post,
    });
    expect(await parseLiveEvent('{"type":"reject","postId":"5"}')).toEqual({
      type: 'reject',
      postId: '5',
    });
    expect(await parseLiveEvent('{"type":"slider","name":"postwidth","value":280}')).toEqual({
      type: 'slider',
      name: 'postwidth',
      value: 280,
    });
  });

  it('gives null for the ready and error frames, unknown types and malformed text', async () => {
    const frames = [
      '{"type":"ready","wall":"demo","canPublish":false}',
      '{"type":"error","code":"invalid","message":"No."}',
      '{"type":"explode"}',
      JSON.stringify({ type: 'approve', post: { ...post, id: '' } }),
      'not json',
    ];
    for (const frame of frames) expect(await parseLiveEvent(frame)).toBeNull();
  });

  it('resolves frames in the order they were read', async () => {
    const order: string[] = [];
    await Promise.all(
      ['1', '2', '3'].map((id) =>
        parseLiveEvent(JSON.stringify({ type: 'reject', postId: id })).then((event) => {
          if (event?.type === 'reject') order.push(event.postId);
        }),
      ),
    );
    expect(order).toEqual(['1', '2', '3']);
  });
});

describe('readLiveFrame', () => {
  it('reads a resync frame, which is no live event', async () => {
    expect(await readLiveFrame('{"type":"resync"}')).toEqual({ type: 'resync' });
    expect(await parseLiveEvent('{"type":"resync"}')).toBeNull();
    expect(await readLiveFrame('{"type":"reject","postId":"5"}')).toEqual({
      type: 'reject',
      postId: '5',
    });
    expect(await readLiveFrame('{"type":"ready","wall":"demo","canPublish":false}')).toBeNull();
  });
});
