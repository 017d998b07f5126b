/**
 * The post edit modal: title, description, link and image of one post, saved with
 * `PUT /api/post/{id}` (the server sanitizes them as it does imported posts). The form is
 * drawn from {@link postEditSchema} by the owner app's one form renderer.
 */
import { messages } from '@chorus/core';
import { useState, type FormEvent } from 'react';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import type { FormValues, SchemaNode } from '../forms/schema-fields.ts';
import { Modal } from '../ui/Modal.tsx';
import type { Notify } from '../ui/alerts.tsx';
import { savePost, type ModerationPost, type PostEdits } from './moderation-api.ts';
import { saveFailureText } from './post-actions.ts';

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

/** Props of {@link PostEditModal}. */
export interface PostEditModalProps {
  readonly post: ModerationPost;
  readonly wlToken?: string | undefined;
  readonly notify: Notify;
  readonly onSaved: (post: ModerationPost) => void;
  readonly onClose: () => void;
}

export function PostEditModal({ post, wlToken, notify, onSaved, onClose }: PostEditModalProps) {
  const [values, setValues] = useState<FormValues>(() => editValuesOf(post));
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const edits = changedFields(post, values);
    if (Object.keys(edits).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const answer = await savePost(post.id, edits, wlToken);
      notify('success', answer.message);
      if (typeof edits.image === 'string') notify('success', messages.postImageChanged);
      onSaved(answer.post);
      onClose();
    } catch (error) {
      notify('error', saveFailureText(error));
      setSaving(false);
    }
  }

  const formId = `post-edit-${post.id}`;
  return (
    <Modal
      title="Edit post"
      onClose={onClose}
      footer={
        <>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </>
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
