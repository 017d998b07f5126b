/**
 * The control bar's Cast button: shown in the full bar when the wall's host offers casting (its
 * owner is signed in), with the translated label; never in the reduced bar or without a host
 * action.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WallCastContext } from '../wall-cast.ts';
import { SlideshowControlBar, type SlideshowControlBarProps } from './SlideshowControlBar.tsx';
import { initialSlideshowState } from './slideshow-state.ts';

function bar(controls: 'full' | 'reduced', cast: (() => void) | null): string {
  const props: SlideshowControlBarProps = {
    state: initialSlideshowState(),
    dispatch: () => undefined,
    controls,
    visible: true,
    fullscreen: { active: false, toggle: () => undefined },
    onEngaged: () => undefined,
    location: { pathname: '/acme', search: '' },
  };
  return renderToStaticMarkup(
    createElement(
      WallCastContext.Provider,
      { value: cast },
      createElement(SlideshowControlBar, props),
    ),
  );
}

describe('the slideshow control bar’s Cast button', () => {
  it('shows in the full bar when the host offers casting', () => {
    expect(bar('full', () => undefined)).toContain('aria-label="Cast to a TV"');
  });

  it('does not show without the host’s action, nor in the reduced bar', () => {
    expect(bar('full', null)).not.toContain('Cast to a TV');
    expect(bar('reduced', () => undefined)).not.toContain('Cast to a TV');
  });
});
