/** The custom post composer's fields, and the `POST /api/post` body they make. */
import { english, type Translator } from '@chorus/core/i18n';
import { apiRequest, type ApiError } from '../../api-client.ts';
import { textsIn, type TextFormatter } from '../../i18n/texts.ts';
import type { FieldErrors } from '../../ui/use-form-submit.ts';
import { texts, type EditTextKey } from '../texts.ts';

/** What the owner types into the composer. */
export interface ComposeFields {
  readonly title: string;
  readonly text: string;
  readonly link: string;
  readonly imageUrl: string;
  readonly authorName: string;
  readonly authorPicture: string;
  readonly ctaUrl: string;
  readonly ctaText: string;
}

/** An uploaded image's address and size, sent with it so the wall reserves its box. */
export interface ImageSize {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** An empty composer. */
export const emptyCompose: ComposeFields = {
  title: '',
  text: '',
  link: '',
  imageUrl: '',
  authorName: '',
  authorPicture: '',
  ctaUrl: '',
  ctaText: '',
};

/**
 * The request body: blank fields are left out, so the server's defaults apply. `uploaded` is
 * the picture uploaded in the composer: its size goes with the image while it is the image.
 */
export function composeBody(fields: ComposeFields, uploaded?: ImageSize): Record<string, unknown> {
  const value = (text: string) => (text.trim() === '' ? undefined : text.trim());
  const author = { name: value(fields.authorName), picture: value(fields.authorPicture) };
  const body: Record<string, unknown> = {
    title: fields.title.trim(),
    description: fields.text,
    url: value(fields.link),
    image: value(fields.imageUrl) && {
      url: value(fields.imageUrl),
      ...(uploaded && uploaded.url === value(fields.imageUrl)
        ? { width: uploaded.width, height: uploaded.height }
        : {}),
    },
    author: author.name || author.picture ? author : undefined,
    cta: value(fields.ctaUrl) && { url: value(fields.ctaUrl), text: fields.ctaText.trim() },
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/**
 * Before sending: a post needs a title, a text or an image; a button text needs its link. The
 * messages are in English unless the owner's translator and texts are given.
 */
export function checkCompose(
  fields: ComposeFields,
  translator: Translator = english,
  t: TextFormatter<EditTextKey> = textsIn(texts, 'en'),
): FieldErrors<ComposeFields> {
  const errors: FieldErrors<ComposeFields> = {};
  if (fields.title.trim() === '' && fields.text.trim() === '' && fields.imageUrl.trim() === '') {
    errors.title = translator.t('fieldInvalid', { field: t('composeFieldPost') });
  }
  if (fields.ctaText.trim() !== '' && fields.ctaUrl.trim() === '') {
    errors.ctaUrl = translator.t('fieldInvalid', { field: t('composeFieldCtaUrl') });
  }
  return errors;
}

const fieldOfPath: Readonly<Record<string, keyof ComposeFields>> = {
  title: 'title',
  description: 'text',
  url: 'link',
  'image.url': 'imageUrl',
  'author.name': 'authorName',
  'author.picture': 'authorPicture',
  'cta.url': 'ctaUrl',
  'cta.text': 'ctaText',
};

/** A refused post's messages, each under the field it names. */
export function composeFieldErrors(error: ApiError): FieldErrors<ComposeFields> {
  const errors: FieldErrors<ComposeFields> = {};
  for (const issue of error.issues) {
    const field = fieldOfPath[issue.path];
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Adds the post to `wall`; answers the server's message ("Post saved successfully."). */
export async function sendPost(
  wall: string,
  fields: ComposeFields,
  uploaded?: ImageSize,
  /** More body fields (the schedule: `publish_at`, `expire_at`). */
  extra: Readonly<Record<string, unknown>> = {},
): Promise<string> {
  const answer = await apiRequest<{ message: string }>('/api/post', {
    method: 'POST',
    query: { wall },
    body: { ...composeBody(fields, uploaded), ...extra },
  });
  return answer.message;
}
