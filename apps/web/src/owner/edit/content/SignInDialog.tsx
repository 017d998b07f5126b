/**
 * New sign-in details for a source whose feed type takes them (a Bluesky search whose app
 * password was revoked): the feed type's sign-in form, drawn from its schema, sent once with
 * `PUT /api/{network}/{id}`. The details are never shown back; the form starts empty.
 */
import type { ConnectorDescription } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useTexts } from '../../i18n/texts.ts';
import { texts } from '../texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api-client.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import {
  fieldsOf,
  issuesUnder,
  submittedValues,
  type FieldErrors,
  type FormValues,
  type SchemaNode,
} from '../../forms/schema-fields.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { updateSourceCredentials, type SourceView } from './sources-api.ts';

/** The sign-in schema of a source's feed type, when it declares one. */
export function signInSchemaOf(
  connector: ConnectorDescription | undefined,
  source: Pick<SourceView, 'feed_type'>,
): SchemaNode | undefined {
  const feedType = connector?.feedTypes.find((type) => type.id === source.feed_type);
  return feedType?.credentials as SchemaNode | undefined;
}

/** Props of {@link SignInDialog}. */
export interface SignInDialogProps {
  readonly connector: ConnectorDescription;
  readonly source: SourceView;
  readonly schema: SchemaNode;
  readonly onClose: () => void;
  /** Called with the source once the new details are saved; the dialog closes. */
  readonly onSaved: (source: SourceView) => void;
}

/** The dialog. */
export function SignInDialog({ connector, source, schema, onClose, onSaved }: SignInDialogProps) {
  const formId = useId();
  const t = useTexts(texts);
  const translator = useTranslator();
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      onSaved(await updateSourceCredentials(source, submittedValues(fieldsOf(schema), values)));
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError && error.status === 400
          ? issuesUnder('credentials', error.issues)
          : {};
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setFailure(error instanceof ApiError ? error.message : translator.t('requestProblem'));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      title={t('signInTo', { network: connector.displayName })}
      onClose={onClose}
      className="connect-dialog"
      footer={
        <DialogActions
          onCancel={onClose}
          label={t('save')}
          disabled={sending}
          form={formId}
          className="primary"
        />
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <p className="connect-dialog__sign-in-note">{t('newSignIn', { label: source.label })}</p>
        <SchemaForm
          schema={schema}
          values={values}
          errors={errors}
          onChange={(next, path) => {
            setValues(next);
            if (errors[path]) setErrors({ ...errors, [path]: '' });
          }}
        />
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
