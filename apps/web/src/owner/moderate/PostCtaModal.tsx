/**
 * The call-to-action editor of one post, drawn from core's `ctaSchema`: a button with a link
 * and a text under the post (`cta` of `PUT /api/post/{id}`; the plan needs the cta feature).
 */
import { ctaSchema } from '@chorus/core';
import { useMemo, useState, type FormEvent } from 'react';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import {
  fieldsOf,
  initialValues,
  validateValues,
  type FieldErrors,
  type FormValues,
  type SchemaNode,
} from '../forms/schema-fields.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { PostEdits } from './moderation-api.ts';
import { usePostSave, type PostModalProps } from './use-post-save.ts';
import { useTranslator } from '@chorus/theme-kit';
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

function ctaFormSchema(): SchemaNode {
  const schema = ctaSchema.toJSONSchema({ io: 'input' }) as SchemaNode;
  // The link is what makes a button: required here, as the server refuses a cta without one.
  return { ...schema, required: ['url'] };
}

export function PostCtaModal(props: PostModalProps) {
  const { post, onClose } = props;
  const schema = useMemo(ctaFormSchema, []);
  const fields = useMemo(() => fieldsOf(schema), [schema]);
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(fields, (post.cta ?? {}) as FormValues),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saving, save } = usePostSave(props);
  const t = useTexts(texts);
  const translator = useTranslator();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateValues(fields, values, translator);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const entries = Object.entries(values).filter(
      ([, value]) => typeof value === 'string' && value.trim() !== '',
    );
    void save({ cta: Object.fromEntries(entries) as PostEdits['cta'] });
  }

  const formId = `post-cta-${post.id}`;
  return (
    <Modal
      title={t('callToAction')}
      onClose={onClose}
      footer={
        <DialogActions
          before={
            post.cta && (
              <button type="button" disabled={saving} onClick={() => void save({ cta: null })}>
                {t('remove')}
              </button>
            )
          }
          onCancel={onClose}
          label={t('save')}
          busy={saving}
          form={formId}
        />
      }
    >
      <form id={formId} className="moderation-form" onSubmit={submit} noValidate>
        <SchemaForm
          schema={schema}
          values={values}
          errors={errors}
          disabled={saving}
          onChange={(next) => setValues(next)}
        />
      </form>
    </Modal>
  );
}
