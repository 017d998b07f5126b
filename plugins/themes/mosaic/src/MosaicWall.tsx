import {
  authorName,
  hostedSrcSet,
  ignoresReducedMotion,
  PauseButton,
  postImage,
  useAutoMotion,
  useWindowAreaBelow,
  type WallPost,
  type WallThemeProps,
  useTranslator,
} from '@chorus/theme-kit';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  firstViewport,
  moveFocus,
  tileDelayMs,
  tileGrid,
  tileIds,
  type Viewport,
} from './layout.ts';
import { mosaicTilePx } from './constants.ts';
import './mosaic.css';

/** A tile's picture is drawn 45 px wide: a re-hosted one is fetched at its smallest size. */
const tileImageSizes = `${mosaicTilePx}px`;

function tileName(post: WallPost, t: ReturnType<typeof useTranslator>['t']): string {
  const title = post.title.trim();
  return title !== '' ? title : t('postBy', { author: authorName(post.author) });
}

/**
 * The mosaic: 45 px tiles filling the window, each a post image (one button per tile named by
 * the post, its picture decorative and, when re-hosted, chosen from its sizes' `srcset`),
 * repeated at seeded random when tiles outnumber posts, fading in after a seeded delay of up to
 * 5 s. A live post lands at the current position (a cursor moving one tile per live post). One
 * tile is in the tab order; arrow keys, Home and End move between tiles. The kit's pause: a
 * Pause button, a hold while the overlay is open or focus or the pointer is in the field, and no
 * animation under reduced motion unless the wall ignores it or the visitor presses Play.
 */
export default function MosaicWall(props: WallThemeProps) {
  const { posts, openPost, card } = props;
  const { t } = useTranslator();
  // A remote screen's pause and play reach the tiles' animation as the Pause button does.
  const motion = useAutoMotion({ options: props.options, controls: props.feed });
  // Under reduced motion the tiles show at once (CSS), unless the wall ignores it for an event
  // screen or the visitor pressed Play. Known on the server too, so hydration matches.
  const animate = ignoresReducedMotion(props.options) || (motion.still && !motion.paused);
  const [active, setActive] = useState(0);
  const [placed, setPlaced] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [liveIds, setLiveIds] = useState<ReadonlySet<string>>(() => new Set());
  const cursor = useRef(0);
  const known = useRef<Set<string> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const viewport: Viewport = useWindowAreaBelow(rootRef, firstViewport);
  const fieldRef = useRef<HTMLDivElement>(null);

  const imagePosts = useMemo(
    () => posts.filter((post) => postImage(post, card.noImages) !== null),
    [posts, card.noImages],
  );
  const byId = useMemo(() => new Map(imagePosts.map((post) => [post.id, post])), [imagePosts]);
  const { columns, rows } = tileGrid(viewport);
  const tiles = columns * rows;

  // Live posts: new ids among the posts already seen (a later page lands behind them all).
  useEffect(() => {
    const ids = imagePosts.map((post) => post.id);
    if (known.current === null) {
      known.current = new Set(ids);
      return;
    }
    const seen = known.current;
    const lastOld = ids.findLastIndex((id) => seen.has(id));
    const arrivals = ids.filter((id, index) => !seen.has(id) && index < lastOld);
    ids.forEach((id) => seen.add(id));
    if (arrivals.length === 0) return;
    setLiveIds((current) => new Set([...current, ...arrivals]));
    setPlaced((current) => {
      const next = new Map(current);
      // The oldest arrival first, so the newest ends on the latest position.
      for (const id of [...arrivals].reverse()) {
        next.set(cursor.current % tiles, id);
        cursor.current = (cursor.current + 1) % tiles;
      }
      return next;
    });
  }, [imagePosts, tiles]);

  const baseIds = useMemo(
    () => imagePosts.filter((post) => !liveIds.has(post.id)).map((post) => post.id),
    [imagePosts, liveIds],
  );
  const ids = tileIds(baseIds.length > 0 ? baseIds : [...liveIds], tiles, placed);
  const focusIndex = Math.min(active, tiles - 1);

  if (imagePosts.length === 0) {
    return (
      <div ref={rootRef} className="chorus-theme-mosaic">
        <p className="chorus-mosaic-empty">{t('mosaicEmpty')}</p>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveFocus(focusIndex, event.key, columns, tiles);
    if (next === focusIndex && !['Home', 'End'].includes(event.key)) return;
    if (!/^(Arrow|Home|End)/.test(event.key)) return;
    event.preventDefault();
    setActive(next);
    fieldRef.current?.querySelector<HTMLElement>(`[data-tile="${next}"]`)?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="chorus-theme-mosaic"
      data-columns={columns}
      data-rows={rows}
      data-moving={motion.running ? 'true' : 'false'}
      data-paused={motion.running ? 'false' : 'true'}
      data-animate={animate ? 'true' : undefined}
    >
      <PauseButton motion={motion} className="chorus-mosaic-pause" />
      <div
        ref={fieldRef}
        role="group"
        aria-label={t('mosaicPosts')}
        className="chorus-mosaic-field"
        style={{ gridTemplateColumns: `repeat(${columns}, var(--chorus-mosaic-tile))` }}
        onKeyDown={onKeyDown}
        {...motion.holdProps}
      >
        {ids.map((id, index) => {
          const post = byId.get(id);
          const image = post ? postImage(post, card.noImages) : null;
          if (!post || !image) return <span key={index} className="chorus-mosaic-tile" />;
          const live = liveIds.has(id);
          const srcSet = hostedSrcSet(image.src, image.width);
          return (
            <button
              // A live post re-keys its tile, so its entrance animation runs again.
              key={live ? `${index}-${id}` : index}
              type="button"
              className="chorus-mosaic-tile"
              data-tile={index}
              data-post-id={id}
              data-live={live ? 'true' : undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={tileName(post, t)}
              style={{ animationDelay: live ? '0ms' : `${tileDelayMs(index)}ms` }}
              onFocus={() => setActive(index)}
              onClick={(event) => openPost?.(post, event.currentTarget)}
            >
              <img
                className="chorus-mosaic-image"
                src={image.src}
                srcSet={srcSet}
                sizes={srcSet ? tileImageSizes : undefined}
                alt=""
                width={mosaicTilePx}
                height={mosaicTilePx}
              />
            </button>
          );
        })}
      </div>
    </div>
  );
}
