/**
 * The post edit modal: title, description, link and image of one post, saved with
 * `PUT /api/post/{id}` (the server sanitizes them as it does imported posts). The form is
 * drawn from {@link postEditSchema} by the owner app's one form renderer.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import type { FormValues, SchemaNode } from '../forms/schema-fields.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModerationPost, PostEdits } from './moderation-api.ts';
import { usePostSave, type PostModalProps } from './use-post-save.ts';
import type { TextFormatter } from '../i18n/texts.ts';
import { useTexts } from '../i18n/texts.ts';
import { texts, type ModerationTextKey } from './texts.ts';

/**
 * The editable fields of a post, with the server's limits (docs/api.md, post save), titled in
 * the owner's language.
 */
export function postEditSchema(t: TextFormatter<ModerationTextKey>): SchemaNode {
  return {
    type: 'object',
    properties: {
      title: { type: 'string', title: t('fieldTitle') },
      description: {
        type: 'string',
        title: t('fieldDescription'),
        description: t('fieldDescriptionHelp'),
        format: 'textarea',
      },
      url: { type: 'string', title: t('fieldLink'), format: 'uri', maxLength: 2048 },
      image: {
        type: 'string',
        title: t('fieldImage'),
        description: t('fieldImageHelp'),
        format: 'uri',
        maxLength: 2048,
      },
    },
  };
}

/** The form's values for a post. */
export function editValuesOf(post: ModerationPost) {
  return {
    title: post.title,
    description: post.description,
    url: post.url ?? '',
    image: post.media[0]?.url ?? '',
  };
}

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/** Only the fields that changed, so a save touches nothing else. */
export function changedFields(post: ModerationPost, values: FormValues): PostEdits {
  const before = editValuesOf(post);
  const edits: { -readonly [K in keyof PostEdits]: PostEdits[K] } = {};
  if (text(values, 'title') !== before.title) edits.title = text(values, 'title');
  if (text(values, 'description') !== before.description) {
    edits.description = text(values, 'description');
  }
  for (const name of ['url', 'image'] as const) {
    const value = text(values, name).trim();
    if (value !== before[name]) edits[name] = value === '' ? null : value;
  }
  return edits;
}

export function PostEditModal(props: PostModalProps) {
  const { post, onClose } = props;
  const [values, setValues] = useState<FormValues>(() => editValuesOf(post));
  const { saving, save } = usePostSave(props);
  const t = useTexts(texts);
  const schema = useMemo(() => postEditSchema(t), [t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const edits = changedFields(post, values);
    if (Object.keys(edits).length === 0) {
      onClose();
      return;
    }
    await save(edits);
  }

  const formId = `post-edit-${post.id}`;
  return (
    <Modal
      title={t('editPost')}
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          label={t('save')}
          busyLabel={t('saving')}
          busy={saving}
          form={formId}
        />
      }
    >
      <form id={formId} className="moderation-form" onSubmit={(event) => void submit(event)}>
        <SchemaForm
          schema={schema}
          values={values}
          disabled={saving}
          onChange={(next) => setValues(next)}
        />
      </form>
    </Modal>
  );
}
