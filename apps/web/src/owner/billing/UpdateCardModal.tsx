/**
 * The update-card dialog. The card is given on Stripe's own Checkout page (setup mode): this
 * site never holds a card field or loads Stripe.js, so its strict Content-Security-Policy
 * stays as it is (docs/operations.md, "Billing (hosted mode)"). Continue opens that page;
 * coming back, the billing tab says the information was updated and reloads after 4 s.
 */
import { useRef, useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import { FormFailure } from '../ui/TextField.tsx';
import { startCardUpdate } from './billing-api.ts';
import { cardFailure } from './billing-model.ts';
import { texts } from './texts.ts';

/** Props of {@link UpdateCardModal}. */
export interface UpdateCardModalProps {
  readonly onClose: () => void;
  /** Goes to Stripe's page (the browser's location in the app; a stand-in in tests). */
  readonly go: (url: string) => void;
}

export function UpdateCardModal({ onClose, go }: UpdateCardModalProps) {
  const t = useTexts(texts);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const body = useRef<HTMLDivElement>(null);

  async function onContinue() {
    setBusy(true);
    setFailure(undefined);
    try {
      const { url } = await startCardUpdate();
      go(url);
    } catch (error) {
      setBusy(false);
      setFailure(cardFailure(error, t));
      requestAnimationFrame(() =>
        body.current?.querySelector<HTMLElement>('[role="alert"]')?.focus(),
      );
    }
  }

  return (
    <Modal
      title={t('cardTitle')}
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelClassName="owner-button"
          label={t('cardContinue')}
          busyLabel={t('opening')}
          busy={busy}
          className="owner-button owner-button--primary"
          onClick={() => void onContinue()}
        />
      }
    >
      <div ref={body}>
        <p>{t('cardBody')}</p>
        <FormFailure text={failure} />
      </div>
    </Modal>
  );
}
