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
import { Modal } from '../ui/Modal.tsx';
import type { Notify } from '../ui/alerts.tsx';
import { savePost, type ModerationPost, type PostEdits } from './moderation-api.ts';
import { saveFailureText } from './post-actions.ts';

/** Props of {@link PostCtaModal}. */
export interface PostCtaModalProps {
  readonly post: ModerationPost;
  readonly wlToken?: string | undefined;
  readonly notify: Notify;
  readonly onSaved: (post: ModerationPost) => void;
  readonly onClose: () => void;
}

function ctaFormSchema(): SchemaNode {
  const schema = ctaSchema.toJSONSchema({ io: 'input' }) as SchemaNode;
  // The link is what makes a button: required here, as the server refuses a cta without one.
  return { ...schema, required: ['url'] };
}

export function PostCtaModal({ post, wlToken, notify, onSaved, onClose }: PostCtaModalProps) {
  const schema = useMemo(ctaFormSchema, []);
  const fields = useMemo(() => fieldsOf(schema), [schema]);
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(fields, (post.cta ?? {}) as FormValues),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  async function save(cta: PostEdits['cta']) {
    setSaving(true);
    try {
      const answer = await savePost(post.id, { cta }, wlToken);
      notify('success', answer.message);
      onSaved(answer.post);
      onClose();
    } catch (error) {
      notify('error', saveFailureText(error));
      setSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateValues(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const entries = Object.entries(values).filter(
      ([, value]) => typeof value === 'string' && value.trim() !== '',
    );
    void save(Object.fromEntries(entries) as PostEdits['cta']);
  }

  const formId = `post-cta-${post.id}`;
  return (
    <Modal
      title="Call to action"
      onClose={onClose}
      footer={
        <>
          {post.cta && (
            <button type="button" disabled={saving} onClick={() => void save(null)}>
              Remove
            </button>
          )}
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} disabled={saving}>
            Save
          </button>
        </>
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
