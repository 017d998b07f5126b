/**
 * What an owner sends to add a post by hand (`POST /api/post`): the spec's post fields, each
 * optional, checked with the spec's messages.
 */
import { formatMessage, withHttpScheme } from '@chorus/core';
import { z } from 'zod';

/** "Please specify a valid {field}." for one field. */
const invalid = (field: string) => formatMessage('fieldInvalid', { field });

/** A link the owner typed: `http://` is added when it has no scheme (spec); must parse. */
function linkField(field: string) {
  return z
    .string()
    .trim()
    .max(2048, invalid(field))
    .transform((value) => withHttpScheme(value) ?? '')
    .refine((value) => value === '' || URL.canParse(value), invalid(field))
    .meta({ title: field });
}

const dimension = (field: string) => z.number().int(invalid(field)).positive(invalid(field));

/** The image of a custom post, with its size so the wall reserves its box. */
export const customImageSchema = z
  .object({
    url: linkField('image url').refine((value) => value !== '', invalid('image url')),
    width: dimension('image width').optional(),
    height: dimension('image height').optional(),
    alt: z.string().max(500, invalid('image description')).optional(),
  })
  .meta({ title: 'Image' });

/** Who the post is shown as written by. */
export const customAuthorSchema = z
  .object({
    name: z.string().trim().max(200, invalid('author name')).optional(),
    username: z.string().trim().max(200, invalid('author username')).optional(),
    picture: linkField('author picture').optional(),
    link: linkField('author link').optional(),
  })
  .meta({ title: 'Author' });

/** The post's own call-to-action button. */
export const customCtaSchema = z
  .object({
    url: linkField('call to action url').refine(
      (value) => value !== '',
      invalid('call to action url'),
    ),
    text: z.string().max(100, invalid('call to action text')).default(''),
    color: z.string().max(64, invalid('call to action color')).optional(),
    icon: z.string().max(64, invalid('call to action icon')).optional(),
    text_color: z.string().max(64, invalid('call to action text color')).optional(),
  })
  .meta({ title: 'Call to action' });

/** A post added by hand. At least a title, a description or an image. */
export const customPostInputSchema = z
  .object({
    title: z.string().trim().max(1000, invalid('title')).default('').meta({ title: 'Title' }),
    description: z
      .string()
      .max(100_000, invalid('description'))
      .default('')
      .meta({ title: 'Text', description: 'HTML is allowed and sanitized.' }),
    url: linkField('url').optional().meta({ title: 'Link' }),
    image: customImageSchema.optional(),
    author: customAuthorSchema.optional(),
    cta: customCtaSchema.optional(),
    created: z
      .number()
      .int(invalid('date'))
      .nonnegative(invalid('date'))
      .optional()
      .meta({ title: 'Published', description: 'Unix seconds; now when omitted.' }),
  })
  .refine(
    (post) => post.title !== '' || post.description.trim() !== '' || post.image !== undefined,
    { message: invalid('post'), path: ['title'] },
  )
  .meta({ title: 'Custom post' });

/** A post added by hand, as sent. */
export type CustomPostInput = z.input<typeof customPostInputSchema>;
/** A post added by hand, validated. */
export type CustomPost = z.output<typeof customPostInputSchema>;
