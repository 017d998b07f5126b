/**
 * The custom post composer: title, text, link, image by address, author name and picture, and a
 * call-to-action button, sent through `POST /api/post` with the spec's messages.
 */
import { useTranslator } from '@chorus/theme-kit';
import { useTexts } from '../../i18n/texts.ts';
import { texts } from '../texts.ts';
import { useId, useState } from 'react';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { FormFailure, TextField } from '../../ui/TextField.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { ComposeImageUpload } from './ComposeImageUpload.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import { noSchedule, scheduleBody, scheduleError } from './post-schedule.ts';
import {
  checkCompose,
  composeFieldErrors,
  emptyCompose,
  sendPost,
  type ComposeFields,
  type ImageSize,
} from './compose-post.ts';

/** Props of {@link ComposePostDialog}. */
export interface ComposePostDialogProps {
  readonly wall: string;
  readonly onClose: () => void;
  /** Called with the server's message once the post is saved. */
  readonly onSaved: (message: string) => void;
}

const formId = 'compose-post-form';

export function ComposePostDialog({ wall, onClose, onSaved }: ComposePostDialogProps) {
  const textId = useId();
  const t = useTexts(texts);
  const translator = useTranslator();
  const [uploaded, setUploaded] = useState<ImageSize | undefined>(undefined);
  const [schedule, setSchedule] = useState(noSchedule);
  const form = useFormSubmit<ComposeFields>({
    initial: emptyCompose,
    check: (values) => checkCompose(values, translator, t),
    send: async (values) => {
      const problem = scheduleError(schedule, new Date(), translator);
      if (problem) throw new Error(problem);
      onSaved(await sendPost(wall, values, uploaded, scheduleBody(schedule)));
    },
    fieldErrors: composeFieldErrors,
    failureText: (error) =>
      error instanceof Error ? error.message : translator.t('postSaveFailed'),
  });
  return (
    <Modal
      title={t('writePost')}
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelClassName="owner-button"
          label={t('savePost')}
          busyLabel={t('saving')}
          busy={form.busy}
          form={formId}
          className="owner-button owner-button--primary"
        />
      }
    >
      <form id={formId} className="owner-form" noValidate onSubmit={form.onSubmit}>
        <TextField label={t('fieldTitle')} autoComplete="off" {...form.bind('title')} />
        <div className={`owner-field${form.errors.text ? ' owner-field--invalid' : ''}`}>
          <label htmlFor={textId}>{t('fieldText')}</label>
          <textarea
            id={textId}
            name="text"
            rows={4}
            value={form.fields.text}
            aria-invalid={form.errors.text ? true : undefined}
            aria-describedby={form.errors.text ? `${textId}-error` : undefined}
            onChange={(event) => form.edit('text', event.target.value)}
          />
          {form.errors.text && (
            <p id={`${textId}-error`} className="owner-field-error">
              {form.errors.text}
            </p>
          )}
        </div>
        <TextField label={t('fieldLink')} type="url" hint={t('linkHint')} {...form.bind('link')} />
        <TextField label={t('imageAddress')} type="url" {...form.bind('imageUrl')} />
        <ComposeImageUpload
          wall={wall}
          current={uploaded?.url === form.fields.imageUrl ? uploaded : null}
          onUploaded={(image) => {
            setUploaded(image);
            form.edit('imageUrl', image.url);
          }}
        />
        <TextField label={t('authorName')} autoComplete="off" {...form.bind('authorName')} />
        <TextField label={t('authorPicture')} type="url" {...form.bind('authorPicture')} />
        <TextField label={t('buttonLink')} type="url" {...form.bind('ctaUrl')} />
        <TextField label={t('buttonText')} autoComplete="off" {...form.bind('ctaText')} />
        <ScheduleFields
          value={schedule}
          onChange={setSchedule}
          error={scheduleError(schedule, new Date(), translator)}
        />
        <FormFailure text={form.failure} />
      </form>
    </Modal>
  );
}
