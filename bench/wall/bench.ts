/**
 * The wall page figures of the benchmark table: the JS+CSS the wall needs before its posts
 * paint (from the build's manifest), the HTML and CSS sent before the first post (the wall's
 * theme and the slideshow), first paint and largest paint and layout shift in headless
 * Chromium for 30 and 1,000 posts beside static HTML of the same posts, and a masonry wall of
 * 10,000 posts scrolled: DOM elements and p95 frame interval beside the same posts as static
 * HTML.
 */
import type { Benchmark } from '../lib/bench.ts';
import type { Figure } from '../lib/table.ts';
import { criticalGzipBytes, visitorWallGraph, wallLoadSteps } from './critical-path.ts';
import { measureScroll } from './scroll.ts';
import { measureWallPage, type WallPageRow } from './wall.ts';

const floorName = 'static HTML, same posts';

/** The table's figures of one wall size: the wall's theme beside the floor. */
export function wallPageFigures(rows: readonly WallPageRow[]): Figure[] {
  const sizes = [...new Set(rows.map((row) => row.posts))];
  return sizes.flatMap((posts): Figure[] => {
    const theme = rows.find((row) => row.posts === posts && row.page === 'theme');
    const floor = rows.find((row) => row.posts === posts && row.page === 'floor');
    if (!theme) return [];
    const a = theme.sample;
    const b = floor?.sample;
    const label = `${posts.toLocaleString('en-US')} posts`;
    const slideshow = rows.find((row) => row.posts === posts && row.page === 'slideshow');
    const htmlCss = (row: WallPageRow, name: string): Figure => ({
      name: `wall page, HTML+CSS sent before the first post, ${name}, ${label}`,
      value: row.sample.htmlCssBeforePost / 1000,
      unit: 'kB',
      peer: floorName,
      peerValue: b ? b.htmlCssBeforePost / 1000 : null,
      better: 'lower',
    });
    const slideshowFigures: Figure[] = slideshow
      ? [
          htmlCss(slideshow, 'slideshow'),
          {
            name: `wall page, first post painted, slideshow, ${label}`,
            value: slideshow.sample.record.firstPost,
            unit: 'ms',
            peer: floorName,
            peerValue: b?.record.firstPost ?? null,
            better: 'lower',
          },
          {
            name: `wall page, CLS, slideshow, ${label}`,
            value: slideshow.sample.record.cls,
            unit: 'score',
            peer: floorName,
            peerValue: b?.record.cls ?? null,
            better: 'lower',
          },
        ]
      : [];
    return [
      htmlCss(theme, "the wall's theme"),
      {
        name: `wall page, JS+CSS gzip before first paint, ${label}`,
        value: a.beforeFcp / 1000,
        unit: 'kB',
        peer: floorName,
        peerValue: b ? b.beforeFcp / 1000 : null,
        better: 'lower',
      },
      {
        name: `wall page, FCP, ${label}`,
        value: a.record.fcp,
        unit: 'ms',
        peer: floorName,
        peerValue: b?.record.fcp ?? null,
        better: 'lower',
      },
      {
        name: `wall page, first post painted, ${label}`,
        value: a.record.firstPost,
        unit: 'ms',
        peer: floorName,
        peerValue: b?.record.firstPost ?? null,
        better: 'lower',
      },
      {
        name: `wall page, LCP, ${label}`,
        value: a.record.lcp,
        unit: 'ms',
        peer: floorName,
        peerValue: b?.record.lcp ?? null,
        better: 'lower',
      },
      {
        name: `wall page, CLS, ${label}`,
        value: a.record.cls,
        unit: 'score',
        peer: floorName,
        peerValue: b?.record.cls ?? null,
        better: 'lower',
      },
      ...slideshowFigures,
    ];
  });
}

/** `bench/wall` as a benchmark of the table. */
export const wallBench: Benchmark = {
  id: 'wall',
  title: 'Wall page',
  budgetSeconds: (quick) => (quick ? 300 : 900),
  async run(options, recorder) {
    const built = visitorWallGraph(options.webDist);
    if (built) {
      const { critical } = wallLoadSteps(built.graph, 'masonry');
      recorder.figure({
        name: `JS+CSS gzip before the posts paint (build manifest, masonry, ${built.entry === 'wall' ? 'wall entry' : 'app entry: no wall entry in the build'})`,
        value: criticalGzipBytes(critical) / 1000,
        unit: 'kB',
        better: 'lower',
      });
    } else {
      recorder.skip(`the manifest figure: no .vite manifest in ${options.webDist}`);
    }
    const rows = await measureWallPage({
      runs: options.quick ? 1 : 3,
      slow: false,
      distDir: options.webDist,
      sizes: options.quick ? [30, 200] : [30, 1000],
      log: options.log,
    });
    for (const figure of wallPageFigures(rows)) recorder.figure(figure);

    const posts = options.quick ? 1_000 : 10_000;
    const { wall, floor } = await measureScroll({
      posts,
      scrollSeconds: options.quick ? 4 : 10,
      loadSeconds: options.quick ? 60 : 300,
      distDir: options.webDist,
      log: options.log,
    });
    const label = `masonry wall of ${posts.toLocaleString('en-US')} posts`;
    const loaded =
      wall.loaded < posts ? `only ${wall.loaded} loaded in the time` : `${wall.loaded} loaded`;
    recorder.figure({
      name: `${label}, DOM elements while scrolling (max)`,
      value: wall.maxElements,
      unit: 'elements',
      peer: floorName,
      peerValue: floor.maxElements,
      better: 'lower',
      note: loaded,
    });
    recorder.figure({
      name: `${label}, frame interval while scrolling, p95`,
      value: wall.p95FrameMs,
      unit: 'ms',
      peer: floorName,
      peerValue: floor.p95FrameMs,
      better: 'lower',
      note: `${wall.frames} frames`,
    });
  },
};
