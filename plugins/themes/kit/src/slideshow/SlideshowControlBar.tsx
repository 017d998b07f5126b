import { slideshowAnimations } from '@chorus/core/rules';
import { useContext, type ReactNode } from 'react';
import { useTranslator } from '../i18n/language.tsx';
import { WallCastContext } from '../wall-cast.ts';
import { editPreviewLink, transitionChoices, type SlideshowControls } from './control-actions.ts';
import type { SlideshowAction, SlideshowState } from './slideshow-state.ts';

/** Props of {@link SlideshowControlBar}. */
export interface SlideshowControlBarProps {
  readonly state: SlideshowState;
  readonly dispatch: (action: SlideshowAction) => void;
  /** `full`: every control; `reduced`: play/pause, position and full screen only. */
  readonly controls: SlideshowControls;
  readonly visible: boolean;
  readonly fullscreen: { readonly active: boolean; toggle(): void };
  readonly onEngaged: (engaged: boolean) => void;
  /** The page address, for the edit/preview link. */
  readonly location: { readonly pathname: string; readonly search: string };
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

const icons = {
  back: 'M15.4 6.6 14 5.2 7.2 12l6.8 6.8 1.4-1.4L10 12z',
  forward: 'M8.6 17.4 10 18.8l6.8-6.8L10 5.2 8.6 6.6 14 12z',
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zm8 0h4v14h-4z',
  enter: 'M5 5h5v2H7v3H5zm9 0h5v5h-2V7h-3zM5 14h2v3h3v2H5zm12 3h-3v2h5v-5h-2z',
  leave: 'M8 5h2v5H5V8h3zm6 0h2v3h3v2h-5zM5 14h5v5H8v-3H5zm9 0h5v2h-3v3h-2z',
  // A screen with a signal rising from its lower corner.
  cast: 'M3 4h18v15h-7v-2h5V6H5v3H3zm0 8a7 7 0 0 1 7 7H8a5 5 0 0 0-5-5zm0 4a3 3 0 0 1 3 3H3z',
};

function BarButton(props: { label: string; icon: string; onClick(): void; pressed?: boolean }) {
  return (
    <button
      type="button"
      className="chorus-slideshow-button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      <Icon d={props.icon} />
    </button>
  );
}

/**
 * The slideshow control bar: back, play/pause, forward, animation, time per post, full screen
 * and the edit/preview link for those who steer; position and full screen for other viewers.
 * It shows on activity and hides when idle (see useControlBar).
 */
export function SlideshowControlBar(props: SlideshowControlBarProps) {
  const { state, dispatch, controls, fullscreen } = props;
  const { t } = useTranslator();
  const cast = useContext(WallCastContext);
  const position = t('slideshowPosition', {
    current: state.ids.length === 0 ? 0 : state.index + 1,
    total: state.ids.length,
  });
  const screenButton = (
    <BarButton
      label={fullscreen.active ? t('slideshowExitFullscreen') : t('slideshowFullscreen')}
      icon={fullscreen.active ? icons.leave : icons.enter}
      onClick={fullscreen.toggle}
    />
  );
  const playButton = (
    <BarButton
      label={state.playing ? t('slideshowPause') : t('slideshowPlay')}
      icon={state.playing ? icons.pause : icons.play}
      onClick={() => dispatch({ type: 'togglePlay' })}
    />
  );
  let content: ReactNode;
  if (controls === 'full') {
    const link = editPreviewLink(props.location.pathname, props.location.search);
    content = (
      <>
        <BarButton
          label={t('slideshowBack')}
          icon={icons.back}
          onClick={() => dispatch({ type: 'back' })}
        />
        {playButton}
        <BarButton
          label={t('slideshowForward')}
          icon={icons.forward}
          onClick={() => dispatch({ type: 'forward' })}
        />
        <span className="chorus-slideshow-position">{position}</span>
        <label className="chorus-slideshow-field">
          <span>{t('slideshowAnimation')}</span>
          <select
            value={state.animationIndex}
            onChange={(event) =>
              dispatch({ type: 'animation', index: Number(event.currentTarget.value) })
            }
          >
            {slideshowAnimations.map((name, index) => (
              <option key={name} value={index}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="chorus-slideshow-field">
          <span>{t('slideshowTransition')}</span>
          <select
            value={state.transitionDelay}
            onChange={(event) =>
              dispatch({ type: 'transition', ms: Number(event.currentTarget.value) })
            }
          >
            {transitionChoices(state.transitionDelay).map((ms) => (
              <option key={ms} value={ms}>
                {t('slideshowSeconds', { seconds: Math.round(ms / 100) / 10 })}
              </option>
            ))}
          </select>
        </label>
        {screenButton}
        {cast && <BarButton label={t('slideshowCast')} icon={icons.cast} onClick={cast} />}
        <a className="chorus-slideshow-link" href={link.href}>
          {link.editing ? t('slideshowPreview') : t('slideshowEdit')}
        </a>
      </>
    );
  } else {
    // Every visitor can pause the show (WCAG 2.2.2), by keyboard too.
    content = (
      <>
        {playButton}
        <span className="chorus-slideshow-position">{position}</span>
        {screenButton}
      </>
    );
  }
  return (
    <div
      role="toolbar"
      aria-label={t('slideshowControls')}
      className={`chorus-slideshow-bar chorus-slideshow-bar--${controls}`}
      data-visible={props.visible ? 'true' : 'false'}
      onPointerEnter={() => props.onEngaged(true)}
      onPointerLeave={() => props.onEngaged(false)}
      onFocus={() => props.onEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          props.onEngaged(false);
        }
      }}
    >
      {content}
    </div>
  );
}
