/** The layers of a cross-fade: the slide coming in, over the one leaving until the fade ends. */
import type { WallPost } from '@chorus/theme-kit';
import { useEffect, useState } from 'react';

/** One layer of the stage. */
export interface FadeLayer {
  readonly post: WallPost;
  readonly key: string;
  /** Fading out under the new slide. */
  readonly leaving: boolean;
}

/** The next layers when `post` comes in as `key`: it, over the slide that was showing. */
export function nextFadeLayers(
  layers: readonly FadeLayer[],
  post: WallPost | null,
  key: string,
): FadeLayer[] {
  if (post === null) return [];
  const shown = layers.filter((layer) => !layer.leaving && layer.key !== key).slice(-1);
  return [...shown.map((layer) => ({ ...layer, leaving: true })), { post, key, leaving: false }];
}

/** Layers for the slide shown (`step` changes with each slide); the old one goes after `fadeMs`. */
export function useCrossFade(current: WallPost | null, step: number, fadeMs: number) {
  const [layers, setLayers] = useState<readonly FadeLayer[]>([]);
  const key = current ? `${step}-${current.id}` : '';
  useEffect(() => {
    setLayers((shown) => nextFadeLayers(shown, current, key));
    const timer = setTimeout(
      () => setLayers((shown) => shown.filter((layer) => !layer.leaving)),
      fadeMs,
    );
    return () => clearTimeout(timer);
    // `key` stands for the current post and step.
  }, [key]);
  // A post edited live (same key) is drawn with its new content.
  return layers.map((layer) =>
    current && layer.key === key ? { ...layer, post: current } : layer,
  );
}
