import { describe, expect, it } from 'vitest';
import { autoplaySrc, videoFrameOrigins, videoPlayerOf, type VideoPlayer } from './video-embeds.ts';

const nocookie = (id: string, query = '') =>
  ({
    kind: 'frame',
    host: 'youtube',
    src: `https://www.youtube-nocookie.com/embed/${id}${query}`,
  }) satisfies VideoPlayer;

describe('videoPlayerOf: YouTube', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=tracking',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('%s plays from youtube-nocookie.com', (address) => {
    expect(videoPlayerOf(address)).toEqual(nocookie('dQw4w9WgXcQ'));
  });

  it('keeps a start time, in seconds', () => {
    expect(videoPlayerOf('https://youtu.be/dQw4w9WgXcQ?t=90')).toEqual(
      nocookie('dQw4w9WgXcQ', '?start=90'),
    );
    expect(videoPlayerOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')).toEqual(
      nocookie('dQw4w9WgXcQ', '?start=90'),
    );
    expect(videoPlayerOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon')).toEqual(
      nocookie('dQw4w9WgXcQ'),
    );
  });

  it('links out when the address holds no video id', () => {
    for (const address of [
      'https://www.youtube.com/watch?list=PL123',
      'https://www.youtube.com/@channel',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    ]) {
      expect(videoPlayerOf(address)).toEqual({ kind: 'link', href: new URL(address).href });
    }
  });
});

describe('videoPlayerOf: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?dnt=1',
    ],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=0',
      'https://player.vimeo.com/video/76979871?dnt=1',
    ],
    [
      'https://vimeo.com/76979871/8f1a2b3c4d',
      'https://player.vimeo.com/video/76979871?h=8f1a2b3c4d&dnt=1',
    ],
  ])('%s plays as %s', (address, src) => {
    expect(videoPlayerOf(address)).toEqual({ kind: 'frame', host: 'vimeo', src });
  });

  it('links out for a Vimeo page that is not a video', () => {
    expect(videoPlayerOf('https://vimeo.com/channels/staffpicks')).toEqual({
      kind: 'link',
      href: 'https://vimeo.com/channels/staffpicks',
    });
  });
});

describe('videoPlayerOf: SoundCloud', () => {
  const widget = `https://w.soundcloud.com/player/?url=${encodeURIComponent('https://soundcloud.com/artist/track-one')}`;

  it('plays a track page and a widget address through the widget', () => {
    expect(videoPlayerOf('https://soundcloud.com/artist/track-one')).toEqual({
      kind: 'frame',
      host: 'soundcloud',
      src: widget,
    });
    expect(videoPlayerOf('https://m.soundcloud.com/artist/track-one?si=abc')).toEqual({
      kind: 'frame',
      host: 'soundcloud',
      src: widget,
    });
    expect(videoPlayerOf(`${widget}&color=%23ff5500&auto_play=false`)).toEqual({
      kind: 'frame',
      host: 'soundcloud',
      src: widget,
    });
  });

  it('refuses a widget pointed at another site, and links out for a profile', () => {
    const elsewhere = `https://w.soundcloud.com/player/?url=${encodeURIComponent('https://evil.example/x')}`;
    expect(videoPlayerOf(elsewhere)).toEqual({ kind: 'link', href: elsewhere });
    expect(videoPlayerOf('https://soundcloud.com/artist')).toEqual({
      kind: 'link',
      href: 'https://soundcloud.com/artist',
    });
  });
});

describe('videoPlayerOf: anything else', () => {
  it('links out for unknown hosts, never a frame', () => {
    for (const address of [
      'https://video.twimg.com/ext_tw_video/1/pu/vid/720x1280/a.mp4',
      'https://www.instagram.com/p/abc/embed',
      'https://youtube.evil.example/embed/dQw4w9WgXcQ',
      'https://evil.example/www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://player.vimeo.com.evil.example/video/1',
    ]) {
      expect(videoPlayerOf(address)).toEqual({ kind: 'link', href: new URL(address).href });
    }
  });

  it('gives nothing for addresses that are not http(s) or hide credentials', () => {
    for (const address of [
      null,
      undefined,
      '',
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative/path',
      'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(videoPlayerOf(address)).toBeNull();
    }
  });

  it('frames only the origins the wall page lets it frame', () => {
    const framed = [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://soundcloud.com/artist/track-one',
    ].map((address) => {
      const player = videoPlayerOf(address);
      return player?.kind === 'frame' ? new URL(player.src).origin : null;
    });
    expect(framed).toEqual([...videoFrameOrigins]);
  });
});

describe('autoplaySrc', () => {
  it("asks each host's player to start, keeping the privacy settings", () => {
    expect(autoplaySrc(nocookie('dQw4w9WgXcQ', '?start=90'))).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90&autoplay=1',
    );
    const vimeo = videoPlayerOf('https://vimeo.com/76979871');
    const soundcloud = videoPlayerOf('https://soundcloud.com/artist/track-one');
    if (vimeo?.kind !== 'frame' || soundcloud?.kind !== 'frame') throw new Error('Not framed.');
    expect(autoplaySrc(vimeo)).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    expect(autoplaySrc(soundcloud)).toContain('&auto_play=true');
  });
});
