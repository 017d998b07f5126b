/**
 * A post's video, loaded only when the visitor asks for it: until then the wall draws the
 * video's still (re-hosted by Chorus) under a play button and asks the video's host for
 * nothing. The click mounts the host's privacy-enhanced player (video-embeds.ts); a video
 * with no player a wall may frame (a network's own video, an unknown host) is a link out.
 * Every theme and the single-post overlay draw videos through this one component.
 */
import type { Media } from '@chorus/core';
import { english, type Translator } from '@chorus/core/i18n';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslator } from './i18n/language.tsx';
import { safeHttpUrl, safeImageSrc } from './links.ts';
import { defaultMediaSizes, PostMedia } from './PostMedia.tsx';
import { autoplaySrc, videoPlayerOf, type VideoPlayer } from './video-embeds.ts';

/** Props of {@link VideoEmbed}. */
export interface VideoEmbedProps {
  readonly media: Media;
  /** What the video is called (the post's title, else its author): names the play control. */
  readonly title: string;
  /** The post's own address: where a video with no frameable player is watched. */
  readonly postUrl?: string | null;
  /** Draws the still (false when the theme draws it itself, as Ken Burns does on its canvas). */
  readonly poster?: boolean;
  /** `noimages=true`: the still's box stays, blank. */
  readonly blank?: boolean;
  /** Loads the still at once instead of lazily. */
  readonly eager?: boolean;
  /** The still's `sizes` (see PostMedia). */
  readonly sizes?: string;
  /** True unmounts a playing player and shows the still again (the overlay closing). */
  readonly stopped?: boolean;
}

/** Whether a media item is a video (a network's own, or one with a player address). */
export function isVideo(media: Pick<Media, 'kind' | 'embedUrl'>): boolean {
  return media.kind === 'video' || media.embedUrl !== null;
}

/** How a video plays: its player address first, else the post's own page; null for neither. */
export function videoPlayerFor(
  media: Pick<Media, 'embedUrl'>,
  postUrl: string | null | undefined,
): VideoPlayer | null {
  const player = videoPlayerOf(media.embedUrl);
  if (player !== null) return player;
  const href = safeHttpUrl(postUrl);
  return href === null ? null : { kind: 'link', href };
}

/** The accessible name of the play control, in English unless a translator is given. */
export function playVideoLabel(title: string, translator: Translator = english): string {
  return translator.t('videoPlay', { title });
}

// A click on the control must not also open the overlay, as a click elsewhere on a card does.
const keepToControl = (event: MouseEvent) => event.stopPropagation();

/**
 * A video's still with a play button; the player after the click. The box keeps the still's
 * size, so nothing on the wall moves when the player replaces it.
 */
export function VideoEmbed({
  media,
  title,
  postUrl = null,
  poster = true,
  blank = false,
  eager = false,
  sizes = defaultMediaSizes,
  stopped = false,
}: VideoEmbedProps) {
  const translator = useTranslator();
  const [played, setPlayed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const player = videoPlayerFor(media, postUrl);
  const playing = played && !stopped && player?.kind === 'frame';
  useEffect(() => {
    if (stopped) setPlayed(false);
  }, [stopped]);
  useEffect(() => {
    // The button the visitor pressed is gone: focus moves on to the player it became.
    if (playing) frame.current?.focus();
  }, [playing]);

  // The still's box (PostMedia's rule), kept by the player.
  const ratio = media.width && media.height ? `${media.width} / ${media.height}` : '4 / 3';
  if (playing) {
    return (
      <div
        className="chorus-media chorus-video chorus-video--playing"
        style={{ aspectRatio: ratio }}
        data-video-host={player.host}
      >
        <iframe
          ref={frame}
          src={autoplaySrc(player)}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          // The players refuse to start without knowing which site embeds them: the origin
          // alone is sent (pages otherwise send no referrer at all).
          referrerPolicy="strict-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    );
  }
  const label = playVideoLabel(title, translator);
  const control =
    player?.kind === 'frame' ? (
      <button
        type="button"
        className="chorus-video-play"
        aria-label={label}
        onClick={(event) => {
          keepToControl(event);
          setPlayed(true);
        }}
      >
        <span className="chorus-video-play-icon" aria-hidden="true" />
      </button>
    ) : player?.kind === 'link' ? (
      <a
        className="chorus-video-play"
        href={player.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        aria-label={translator.t('opensInNewTab', { label })}
        onClick={keepToControl}
      >
        <span className="chorus-video-play-icon" aria-hidden="true" />
      </a>
    ) : null;
  if (!poster) return <div className="chorus-video chorus-video--bare">{control}</div>;
  // The control sits in the still's own box, so a theme's rules for media boxes (order, size,
  // aspect ratio) hold before and after the click alike.
  if (safeImageSrc(media.url) === null) {
    return (
      <div className="chorus-media chorus-video" style={{ aspectRatio: ratio }}>
        {control}
      </div>
    );
  }
  return (
    <PostMedia
      media={media}
      fallbackAlt={title}
      blank={blank}
      eager={eager}
      sizes={sizes}
      className="chorus-video"
    >
      {control}
    </PostMedia>
  );
}
