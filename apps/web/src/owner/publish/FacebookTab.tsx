/**
 * The Facebook page tab (spec, publish section: the Facebook tab dialog): the steps that make a
 * Facebook app show this wall as a tab of a Facebook page, ending in Facebook's own
 * add-page-tab dialog. Step 4 asks for the app's App ID: 'Please enter App ID in step 4.' when
 * it is empty. In hosted mode a plan without the gate gets the upgrade prompt instead.
 */
import { hasFeature, type PlanId } from '@chorus/core';
import { useId, useRef, useState } from 'react';
import { UpgradePrompt } from '../edit/plan-gates.tsx';
import { useTexts } from '../i18n/texts.ts';
import { Modal } from '../ui/Modal.tsx';
import { facebookAppsPage, facebookTabDialogUrl, pageTabWallUrl } from './facebook-tab.ts';
import { texts } from './texts.ts';

/**
 * Whether a plan may set up the page tab. The spec's `facebookTab` gate belongs to the Facebook
 * package (docs/domain.md, "Plans"), which does not declare it yet; until then the tab follows
 * the white-label gate, which the spec lists with it among the premium-only features.
 */
export function facebookTabAllowed(plan: PlanId | undefined, meta: readonly string[]): boolean {
  return plan === undefined || hasFeature(plan, meta, 'wl_moderation');
}

/** Props of {@link FacebookTabSteps}. */
export interface FacebookTabStepsProps {
  readonly origin: string;
  readonly userName: string;
  /** Opens Facebook's dialog (a new window in the browser; a spy in tests). */
  readonly open?: (url: string) => void;
}

const openWindow = (url: string) => {
  window.open(url, '_blank', 'noopener');
};

/** The steps, with the App ID field and the button to Facebook's dialog. */
export function FacebookTabSteps({ origin, userName, open = openWindow }: FacebookTabStepsProps) {
  const id = useId();
  const t = useTexts(texts);
  const [appId, setAppId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const wallUrl = pageTabWallUrl(origin, userName);

  const add = () => {
    const url = facebookTabDialogUrl(appId, wallUrl);
    if (url === null) {
      setError(t('facebookAppIdRequired'));
      field.current?.focus();
      return;
    }
    setError(null);
    open(url);
  };

  return (
    <ol className="publish-facebook-steps">
      <li>
        {t('facebookStepCreateApp')}{' '}
        <a href={facebookAppsPage} target="_blank" rel="noopener noreferrer">
          {t('facebookAppsLink')}
        </a>
      </li>
      <li>{t('facebookStepPlatform')}</li>
      <li>
        <label htmlFor={`${id}-url`}>{t('facebookStepTabUrl')}</label>
        <input
          id={`${id}-url`}
          readOnly
          value={wallUrl}
          onFocus={(event) => event.target.select()}
        />
      </li>
      <li>
        <div className={`owner-field${error ? ' owner-field--invalid' : ''}`}>
          <label htmlFor={`${id}-app`}>{t('facebookAppId')}</label>
          <input
            ref={field}
            id={`${id}-app`}
            value={appId}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-app-hint${error ? ` ${id}-app-error` : ''}`}
            onChange={(event) => {
              setAppId(event.currentTarget.value);
              if (event.currentTarget.value.trim() !== '') setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') add();
            }}
          />
          <p id={`${id}-app-hint`} className="owner-field-hint">
            {t('facebookAppIdHint')}
          </p>
          <div role="alert">
            {error && (
              <p id={`${id}-app-error`} className="owner-field-error">
                {error}
              </p>
            )}
          </div>
        </div>
      </li>
      <li>
        {t('facebookStepAdd')}{' '}
        <button type="button" onClick={add}>
          {t('facebookAddTab')}
        </button>
      </li>
    </ol>
  );
}

/** Props of {@link FacebookTab}. */
export interface FacebookTabProps {
  readonly origin: string;
  readonly userName: string;
  readonly plan?: PlanId | undefined;
  readonly meta?: readonly string[];
}

/** The publish section's part: a heading, a sentence, and the steps in a dialog. */
export function FacebookTab({ origin, userName, plan, meta = [] }: FacebookTabProps) {
  const id = useId();
  const t = useTexts(texts);
  const [open, setOpen] = useState(false);
  return (
    <section className="publish-facebook" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('facebookHeading')}</h3>
      {facebookTabAllowed(plan, meta) ? (
        <>
          <p>{t('facebookIntro')}</p>
          <button type="button" onClick={() => setOpen(true)}>
            {t('facebookOpen')}
          </button>
          {open && (
            <Modal title={t('facebookTitle')} onClose={() => setOpen(false)}>
              <FacebookTabSteps origin={origin} userName={userName} />
            </Modal>
          )}
        </>
      ) : (
        <UpgradePrompt feature="facebookTab" />
      )}
    </section>
  );
}
