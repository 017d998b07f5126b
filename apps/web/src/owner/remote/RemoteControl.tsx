/**
 * The remote control of a wall: every screen showing the wall (slideshows, the waterfall, the
 * realtime grid...) follows what is pressed here, over the wall's live channel. Slides move
 * forward and back, pause and play; animation and slide time change; the sliders the installed
 * themes mark set their settings; and "Show now" puts one of the wall's posts on every screen.
 */
import { slideshowAnimations, type PluginsDescription, type PublishRequest } from '@chorus/core';
import { transitionChoicesMs } from '@chorus/theme-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { apiRequest } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import '../ui/owner.css';
import './remote.css';
import { RemotePosts } from './RemotePosts.tsx';
import { channelStatusText, remoteSlidersOf, type RemoteSliderControl } from './remote-controls.ts';
import { texts } from './texts.ts';
import { useControlChannel } from './use-control-channel.ts';

/** A slider sends its value once it rests this long, so a drag is one control, not dozens. */
const sliderSettleMs = 250;

/** Props of {@link RemoteControl}. */
export interface RemoteControlProps {
  readonly userName: string;
  readonly wlToken?: string | undefined;
}

export function RemoteControl({ userName, wlToken }: RemoteControlProps) {
  const t = useTexts(texts);
  const channel = useControlChannel(userName, wlToken);
  const open = channel.status.state === 'open';
  const [sent, setSent] = useState('');
  const send = (request: PublishRequest, what: string) => {
    setSent(channel.publish(request) ? t('sent', { what }) : t('notSent'));
  };
  const [sliders, setSliders] = useState<readonly RemoteSliderControl[]>([]);
  useEffect(() => {
    let current = true;
    apiRequest<PluginsDescription>('/api/plugins').then(
      (plugins) => current && setSliders(remoteSlidersOf(plugins)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className="remote" data-channel={channel.status.state}>
      <p className="remote-status" role="status">
        {channelStatusText(channel.status, t)}
      </p>
      {channel.refusal !== null && (
        <p className="remote-refusal" role="alert">
          {channel.refusal}
        </p>
      )}
      <fieldset className="remote-group" disabled={!open}>
        <legend>{t('slides')}</legend>
        <div className="remote-buttons">
          <button
            type="button"
            className="owner-button"
            onClick={() => send({ type: 'back' }, t('sentBack'))}
          >
            {t('back')}
          </button>
          <button
            type="button"
            className="owner-button"
            onClick={() => send({ type: 'pause' }, t('sentPause'))}
          >
            {t('pause')}
          </button>
          <button
            type="button"
            className="owner-button"
            onClick={() => send({ type: 'play' }, t('sentPlay'))}
          >
            {t('play')}
          </button>
          <button
            type="button"
            className="owner-button owner-button--primary"
            onClick={() => send({ type: 'forward' }, t('sentForward'))}
          >
            {t('forward')}
          </button>
        </div>
        <SlideSettings
          onAnimation={(index) =>
            send(
              { type: 'animation', index },
              t('sentAnimation', { name: slideshowAnimations[index] ?? String(index) }),
            )
          }
          onTransition={(ms) =>
            send({ type: 'transition', ms }, t('sentTransition', { seconds: ms / 1000 }))
          }
        />
      </fieldset>
      {sliders.length > 0 && (
        <fieldset className="remote-group" disabled={!open}>
          <legend>{t('themeSettings')}</legend>
          {sliders.map((slider) => (
            <RemoteSlider
              key={slider.key}
              slider={slider}
              onSettle={(value) =>
                send(
                  { type: 'slider', name: slider.key, value },
                  t('sentSlider', { label: slider.label, value }),
                )
              }
            />
          ))}
        </fieldset>
      )}
      <p className="remote-sent" aria-live="polite">
        {sent}
      </p>
      <RemotePosts
        userName={userName}
        wlToken={wlToken}
        disabled={!open}
        onShow={(post) =>
          send({ type: 'display', postId: post.id }, t('sentShow', { title: post.title }))
        }
      />
    </div>
  );
}

function SlideSettings({
  onAnimation,
  onTransition,
}: {
  readonly onAnimation: (index: number) => void;
  readonly onTransition: (ms: number) => void;
}) {
  const t = useTexts(texts);
  const [animation, setAnimation] = useState('');
  const [transition, setTransition] = useState('');
  const animationId = useId();
  const transitionId = useId();
  return (
    <div className="remote-selects">
      <div className="owner-field">
        <label htmlFor={animationId}>{t('animation')}</label>
        <select
          id={animationId}
          value={animation}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setAnimation(value);
            if (value !== '') onAnimation(Number(value));
          }}
        >
          <option value="">{t('chooseAnimation')}</option>
          {slideshowAnimations.map((name, index) => (
            <option key={name} value={index}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="owner-field">
        <label htmlFor={transitionId}>{t('timePerSlide')}</label>
        <select
          id={transitionId}
          value={transition}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setTransition(value);
            if (value !== '') onTransition(Number(value));
          }}
        >
          <option value="">{t('chooseTime')}</option>
          {transitionChoicesMs.map((ms) => (
            <option key={ms} value={ms}>
              {t('seconds', { seconds: ms / 1000 })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function RemoteSlider({
  slider,
  onSettle,
}: {
  readonly slider: RemoteSliderControl;
  readonly onSettle: (value: number) => void;
}) {
  const t = useTexts(texts);
  const [value, setValue] = useState(slider.initial);
  const inputId = useId();
  const hintId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const unit = slider.unit ? ` ${slider.unit}` : '';
  return (
    <div className="owner-field remote-slider">
      <label htmlFor={inputId}>{slider.label}</label>
      <input
        id={inputId}
        type="range"
        min={slider.minimum}
        max={slider.maximum}
        step={slider.step}
        value={value}
        aria-describedby={hintId}
        aria-valuetext={`${value}${unit}`}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          setValue(next);
          if (timer.current !== null) clearTimeout(timer.current);
          timer.current = setTimeout(() => onSettle(next), sliderSettleMs);
        }}
      />
      <output htmlFor={inputId}>
        {value}
        {unit}
      </output>
      <span id={hintId} className="owner-field-hint">
        {t('followedBy', { themes: slider.themes.join(', ') })}
      </span>
    </div>
  );
}
