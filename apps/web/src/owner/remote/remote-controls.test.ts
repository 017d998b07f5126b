import { liveMessages, remoteSliderKeyword, type ThemeDescription } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { channelStatusText, remotePath, remoteSlidersOf } from './remote-controls.ts';
import { controlChannelUrl, refusalOf } from './use-control-channel.ts';

function theme(
  displayName: string,
  properties: Record<string, unknown>,
  defaults: Record<string, unknown> = {},
): ThemeDescription {
  return {
    id: displayName.toLowerCase(),
    legacyNames: [],
    displayName,
    capabilities: {
      collectionBar: false,
      pageSize: 60,
      imageOnly: false,
      realtimeInsert: 'front',
      slideshowControls: false,
      planFeature: null,
    },
    options: { type: 'object', properties } as ThemeDescription['options'],
    defaults,
  };
}

const speed = {
  type: 'number',
  title: 'Waterfall speed',
  [remoteSliderKeyword]: { minimum: 25_000, maximum: 300_000, step: 5000 },
};

describe('the remote screen', () => {
  it('lives at /{user}/edit/remote, keeping a white-label token', () => {
    expect(remotePath('acme')).toBe('/acme/edit/remote');
    expect(remotePath('acme', 'tok en')).toBe('/acme/edit/remote?wl_token=tok+en');
  });

  it('offers one slider per marked setting, shared by the themes that follow it', () => {
    const sliders = remoteSlidersOf({
      themes: [
        theme('Masonry', { postwidth: { type: 'number', title: 'Post width' } }),
        theme('Waterfall', { waterfallSpeed: speed }, { waterfallSpeed: 100_000 }),
        theme('Waterfall events', { waterfallSpeed: speed }, { waterfallSpeed: 100_000 }),
        theme('Grid', {
          gridwidth: {
            title: 'Grid width',
            [remoteSliderKeyword]: { minimum: 100, maximum: 1000, step: 10, unit: 'px' },
          },
          gridpadding: {
            [remoteSliderKeyword]: { minimum: 0, maximum: 100, step: 1 },
          },
        }),
      ],
    });
    expect(sliders).toEqual([
      {
        key: 'waterfallSpeed',
        label: 'Waterfall speed',
        themes: ['Waterfall', 'Waterfall events'],
        minimum: 25_000,
        maximum: 300_000,
        step: 5000,
        initial: 100_000,
      },
      {
        key: 'gridwidth',
        label: 'Grid width',
        themes: ['Grid'],
        minimum: 100,
        maximum: 1000,
        step: 10,
        unit: 'px',
        initial: 100,
      },
      {
        key: 'gridpadding',
        label: 'gridpadding',
        themes: ['Grid'],
        minimum: 0,
        maximum: 100,
        step: 1,
        initial: 0,
      },
    ]);
  });

  it('skips a malformed mark and keeps a default inside the range', () => {
    const sliders = remoteSlidersOf({
      themes: [
        theme(
          'Odd',
          {
            broken: { [remoteSliderKeyword]: { minimum: 10, maximum: 5, step: 1 } },
            wide: { [remoteSliderKeyword]: { minimum: 0, maximum: 50, step: 5 } },
          },
          { wide: 500 },
        ),
      ],
    });
    expect(sliders.map((slider) => [slider.key, slider.initial])).toEqual([['wide', 50]]);
  });

  it('asks the live channel for control, with the token when there is one', () => {
    const location = { protocol: 'https:', host: 'walls.example.org' };
    expect(controlChannelUrl('acme', undefined, location)).toBe(
      'wss://walls.example.org/api/walls/acme/live?control=1',
    );
    expect(controlChannelUrl('acme', 'abc', { ...location, protocol: 'http:' })).toBe(
      'ws://walls.example.org/api/walls/acme/live?control=1&wl_token=abc',
    );
  });

  it('reads the server’s refusal of a control and nothing else', () => {
    const frame = { type: 'error', code: 'not_found', message: liveMessages.postNotFound };
    expect(refusalOf(JSON.stringify(frame))).toBe(liveMessages.postNotFound);
    expect(refusalOf(JSON.stringify({ type: 'ready', wall: 'acme', canPublish: true }))).toBeNull();
    expect(refusalOf('not json')).toBeNull();
  });

  it('says why the channel is down, and when it tries again', () => {
    expect(channelStatusText({ state: 'refused', retryInSeconds: 4 })).toContain(
      liveMessages.forbidden,
    );
    expect(channelStatusText({ state: 'refused', retryInSeconds: 4 })).toContain('4 s');
    expect(channelStatusText({ state: 'lost', retryInSeconds: 2 })).toContain(
      'reconnecting in 2 s',
    );
    expect(channelStatusText({ state: 'unavailable' })).toBe(liveMessages.wallUnavailable);
  });
});
