/**
 * The create-wall dialog: a name, the wall's address (with the spec's validation) and the
 * template the server sets the wall up from.
 */
import { useState } from 'react';
import type { ApiError } from '../api-client.ts';
import { issuesByField } from '../auth/auth-form.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useTexts } from '../i18n/texts.ts';
import { FormFailure, TextField } from '../ui/TextField.tsx';
import { useFormSubmit, type FieldErrors } from '../ui/use-form-submit.ts';
import { TemplatePicker } from './TemplatePicker.tsx';
import type { WallTemplateId } from './wall-templates.ts';
import { createWall, type DashboardProfile } from './dashboard-api.ts';
import {
  checkNewWall,
  failureMessage,
  suggestUserName,
  type NewWallFields,
} from './dashboard-model.ts';
import { elementMarker, Sentence } from '../../layout/Sentence.tsx';
import { texts } from './texts.ts';
import { useDashboardWords } from './words.ts';

/** Props of {@link CreateWallModal}. */
export interface CreateWallModalProps {
  readonly onClose: () => void;
  readonly onCreated: (wall: DashboardProfile) => void;
}

/** A refused creation's field messages: the server's issues, and a taken address. */
function serverFieldErrors(error: ApiError): FieldErrors<NewWallFields> {
  const byField = issuesByField<{ name: string; user_name: string }>(error.issues, [
    'name',
    'user_name',
  ]);
  const userName = byField.user_name ?? (error.status === 409 ? error.message : undefined);
  return {
    ...(byField.name ? { name: byField.name } : {}),
    ...(userName ? { userName } : {}),
  };
}

const formId = 'create-wall-form';

export function CreateWallModal({ onClose, onCreated }: CreateWallModalProps) {
  const [userNameEdited, setUserNameEdited] = useState(false);
  const [template, setTemplate] = useState<WallTemplateId>('blank');
  const t = useTexts(texts);
  const words = useDashboardWords();
  const form = useFormSubmit<NewWallFields>({
    initial: { name: '', userName: '' },
    check: (fields) => checkNewWall(fields, words),
    send: async (values) => {
      onCreated(
        await createWall({ name: values.name.trim(), user_name: values.userName.trim(), template }),
      );
    },
    fieldErrors: serverFieldErrors,
    failureText: (error) => failureMessage(error, words.core.t('wallCreateFailed'), words),
  });

  return (
    <Modal
      title={t('createWall')}
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelClassName="owner-button"
          label={t('createWallButton')}
          busyLabel={t('creating')}
          busy={form.busy}
          form={formId}
          className="owner-button owner-button--primary"
        />
      }
    >
      <form id={formId} className="owner-form" noValidate onSubmit={form.onSubmit}>
        <TextField
          label={t('fieldName')}
          name="name"
          value={form.fields.name}
          error={form.errors.name}
          autoComplete="off"
          onChange={(event) => {
            const name = event.target.value;
            form.setFields((shown) => ({
              name,
              userName: userNameEdited ? shown.userName : suggestUserName(name),
            }));
            form.clear('name');
          }}
        />
        <TextField
          label={t('fieldAddress')}
          name="user_name"
          value={form.fields.userName}
          error={form.errors.userName}
          autoComplete="off"
          spellCheck={false}
          hint={
            <Sentence
              text={t('addressHint', { address: elementMarker })}
              element={<code>/{form.fields.userName.trim() || t('addressExample')}</code>}
            />
          }
          onChange={(event) => {
            const userName = event.target.value;
            setUserNameEdited(true);
            form.setFields((shown) => ({ ...shown, userName }));
            form.clear('userName');
          }}
        />
        <TemplatePicker value={template} onChange={setTemplate} />
        <FormFailure text={form.failure} />
      </form>
    </Modal>
  );
}
