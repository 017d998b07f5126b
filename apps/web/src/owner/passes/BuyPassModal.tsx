/**
 * The row menu's Buy entry (the spec's Buy insTINT Updates; hosted billing, not on basic, trial
 * or plus): buy a live-update pass through Stripe Checkout, then choose when each bought pass
 * starts with a date and time picker (the owner's time zone), and move it while it has not
 * started. A pass already running shows its end.
 */
import { useTranslator } from '@chorus/theme-kit';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import { BusyButton } from '../ui/BusyButton.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { WallMenuDialogProps } from '../dashboard/wall-menu.ts';
import { fromLocalInputValue, shownTime, toLocalInputValue } from './pass-time.ts';
import {
  buyPass,
  fetchPasses,
  schedulePass,
  type LivePass,
  type WallPasses,
} from './passes-api.ts';
import { texts } from './texts.ts';

const secondsPerDay = 86_400;

/** One bought pass not started: its picker and its Schedule (or Move) button. */
function PassScheduler({
  pass,
  userName,
  onSaved,
}: {
  pass: LivePass;
  userName: string;
  onSaved: (saved: LivePass) => Promise<void>;
}) {
  const t = useTexts(texts);
  const { locale } = useTranslator();
  const [value, setValue] = useState(pass.start ? toLocalInputValue(new Date(pass.start)) : '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const days = Math.round(pass.length_seconds / secondsPerDay);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const start = fromLocalInputValue(value);
    if (!start) {
      setError(t('startRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onSaved(await schedulePass(userName, pass.id, start));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="live-pass__form" onSubmit={(event) => void submit(event)} noValidate>
      <p>
        {pass.start
          ? t('passScheduled', { start: shownTime(pass.start, locale) })
          : t('passUnscheduled', { days })}
      </p>
      <TextField
        type="datetime-local"
        label={t('startLabel')}
        hint={t('startHint', { days })}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <BusyButton
        className="owner-button"
        label={t(pass.start ? 'move' : 'schedule')}
        busyLabel={t('scheduling')}
        busy={busy}
      />
    </form>
  );
}

export function BuyPassModal({ row, onClose, reload }: WallMenuDialogProps) {
  const t = useTexts(texts);
  const { locale } = useTranslator();
  const [passes, setPasses] = useState<WallPasses>();
  const [failed, setFailed] = useState<string>();
  const [buying, setBuying] = useState(false);
  const [said, setSaid] = useState('');

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setPasses(await fetchPasses(row.userName, signal));
        setFailed(undefined);
      } catch {
        if (!signal?.aborted) setFailed(t('loadFailed'));
      }
    },
    [row.userName, t],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function buy() {
    setBuying(true);
    setFailed(undefined);
    try {
      const { url } = await buyPass(row.userName);
      if (url) window.location.assign(url);
    } catch {
      setFailed(t('buyFailed'));
      setBuying(false);
    }
  }

  async function saved(pass: LivePass) {
    if (pass.start) setSaid(t('scheduled', { start: shownTime(pass.start, locale) }));
    await Promise.all([load(), reload?.()]);
  }

  const offer = passes?.offer;
  const price = offer
    ? new Intl.NumberFormat(locale, { style: 'currency', currency: offer.currency }).format(
        offer.price / 100,
      )
    : '';
  const waiting = passes?.data.filter((pass) => pass.kind === 'bought') ?? [];

  return (
    <Modal
      title={t('buyTitle', { name: row.name })}
      onClose={onClose}
      footer={
        <button type="button" className="owner-button" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <div className="live-pass">
        <p className="owner-form-failure" role="alert">
          {failed}
        </p>
        <p role="status">{said}</p>
        {!passes && !failed && <p aria-busy="true">{t('loading')}</p>}
        {offer && (
          <>
            <p>{t('buyIntro', { days: offer.days })}</p>
            {passes?.can_buy && (
              <p>
                {t('buyOffer', { days: offer.days, price })}{' '}
                <BusyButton
                  className="owner-button owner-button--primary"
                  label={t('buyButton')}
                  busyLabel={t('buyBusy')}
                  busy={buying}
                  onClick={() => void buy()}
                />
              </p>
            )}
          </>
        )}
        {passes && waiting.length === 0 && <p>{t('noPasses')}</p>}
        {waiting.length > 0 && (
          <ul className="live-pass__list">
            {waiting.map((pass) => (
              <li key={pass.id}>
                {pass.status === 'active' && pass.stop ? (
                  <p>{t('passActive', { stop: shownTime(pass.stop, locale) })}</p>
                ) : (
                  <PassScheduler pass={pass} userName={row.userName} onSaved={saved} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
