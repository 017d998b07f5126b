/**
 * A theme's thumbnail in the theme gallery: a schematic of its layout drawn in SVG (themes ship
 * no picture): columns of uneven cards for the masonry themes, rows for News, one large frame
 * for the slideshows, a strip for the slider, even tiles for the grids, bubbles for Q&A. A theme
 * the panel does not know is drawn from its capabilities (a slideshow, else a grid).
 */
import type { ThemeDescription } from '@chorus/core';

/** The layouts a thumbnail can draw. */
export type ThumbnailLayout = 'masonry' | 'rows' | 'slideshow' | 'strip' | 'grid' | 'mosaic' | 'qa';

const byTheme: Readonly<Record<string, ThumbnailLayout>> = {
  standard: 'masonry',
  photo: 'masonry',
  photo_tall: 'masonry',
  pin: 'masonry',
  inverse: 'masonry',
  tano: 'masonry',
  waterfall: 'masonry',
  waterfall_events: 'masonry',
  news: 'rows',
  slideshow: 'slideshow',
  kenburns: 'slideshow',
  slider: 'strip',
  mosaic: 'mosaic',
  'realtime-grid': 'grid',
  qa: 'qa',
};

/** The layout drawn for a theme. */
export function thumbnailLayout(
  theme: Pick<ThemeDescription, 'id' | 'capabilities'>,
): ThumbnailLayout {
  return byTheme[theme.id] ?? (theme.capabilities.slideshowControls ? 'slideshow' : 'grid');
}

type Box = readonly [x: number, y: number, width: number, height: number];

function boxesOf(layout: ThumbnailLayout): readonly Box[] {
  switch (layout) {
    case 'masonry':
      return [
        [4, 4, 18, 22],
        [4, 29, 18, 14],
        [25, 4, 18, 12],
        [25, 19, 18, 24],
        [46, 4, 18, 26],
        [46, 33, 18, 10],
      ];
    case 'rows':
      return [
        [4, 4, 16, 11],
        [23, 5, 41, 3],
        [23, 10, 30, 3],
        [4, 18, 16, 11],
        [23, 19, 41, 3],
        [23, 24, 30, 3],
        [4, 32, 16, 11],
        [23, 33, 41, 3],
        [23, 38, 30, 3],
      ];
    case 'slideshow':
      return [
        [6, 4, 56, 32],
        [27, 39, 4, 3],
        [33, 39, 4, 3],
        [39, 39, 4, 3],
      ];
    case 'strip':
      return [
        [2, 10, 4, 8],
        [9, 6, 15, 28],
        [27, 6, 15, 28],
        [45, 6, 15, 28],
        [63, 10, 4, 8],
      ];
    case 'mosaic':
      return [
        [4, 4, 28, 26],
        [35, 4, 13, 12],
        [51, 4, 13, 12],
        [35, 19, 29, 11],
        [4, 33, 13, 10],
        [20, 33, 44, 10],
      ];
    case 'qa':
      return [
        [4, 4, 40, 10],
        [24, 17, 40, 10],
        [4, 30, 40, 10],
      ];
    case 'grid':
      return [
        [4, 4, 18, 18],
        [25, 4, 18, 18],
        [46, 4, 18, 18],
        [4, 25, 18, 18],
        [25, 25, 18, 18],
        [46, 25, 18, 18],
      ];
  }
}

/** The schematic of a theme's layout; decorative (the theme's name labels the choice). */
export function ThemeThumbnail({
  theme,
}: {
  theme: Pick<ThemeDescription, 'id' | 'capabilities'>;
}) {
  const layout = thumbnailLayout(theme);
  return (
    <svg
      className="theme-thumbnail"
      data-layout={layout}
      viewBox="0 0 68 46"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="theme-thumbnail__page" x="0" y="0" width="68" height="46" rx="3" />
      {boxesOf(layout).map(([x, y, width, height]) => (
        <rect
          key={`${x}-${y}`}
          className="theme-thumbnail__box"
          x={x}
          y={y}
          width={width}
          height={height}
          rx="1.5"
        />
      ))}
    </svg>
  );
}
