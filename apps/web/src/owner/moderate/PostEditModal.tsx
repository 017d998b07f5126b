/**
 * The post edit modal: title, description, link and image of one post, saved with
 * `PUT /api/post/{id}` (the server sanitizes them as it does imported posts). The form is
 * drawn from {@link postEditSchema} by the owner app's one form renderer.
 */
import { useState, type FormEvent } from 'react';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import type { FormValues, SchemaNode } from '../forms/schema-fields.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModerationPost, PostEdits } from './moderation-api.ts';
import { usePostSave, type PostModalProps } from './use-post-save.ts';

/** The editable fields of a post, with the server's limits (docs/api.md, post save). */
export const postEditSchema: SchemaNode = {
  type: 'object',
  properties: {
    title: { type: 'string', title: 'Title' },
    description: {
      type: 'string',
      title: 'Description',
      description: 'Links, bold and italics are kept; other markup is removed when saved.',
      format: 'textarea',
    },
    url: { type: 'string', title: 'Link', format: 'uri', maxLength: 2048 },
    image: {
      type: 'string',
      title: 'Image',
      description: 'The address of the image; empty shows the post without one.',
      format: 'uri',
      maxLength: 2048,
    },
  },
};

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
      title="Edit post"
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          label="Save"
          busyLabel="Saving…"
          busy={saving}
          form={formId}
        />
      }
    >
      <form id={formId} className="moderation-form" onSubmit={(event) => void submit(event)}>
        <SchemaForm
          schema={postEditSchema}
          values={values}
          disabled={saving}
          onChange={(next) => setValues(next)}
        />
      </form>
    </Modal>
  );
}
