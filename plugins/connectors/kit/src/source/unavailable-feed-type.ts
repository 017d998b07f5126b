/**
 * A feed type the network no longer offers (Facebook groups, a TikTok hashtag): it stays in the
 * connect dialog, so the owner who looks for it reads why it is gone and what to choose
 * instead, and creating one is refused with that reason. No source that cannot work is made.
 */
import { defineFeedType, type FeedTypeDefinition } from '@chorus/core';
import { z } from 'zod';

/** What an unavailable feed type says. */
export interface UnavailableFeedType {
  /** The title the owner looks for, e.g. "Hashtag". */
  readonly title: string;
  /** Why the network does not offer it, one or two sentences. */
  readonly reason: string;
  /** The nearest working choice, in words, e.g. "Choose “My videos” instead." */
  readonly instead: string;
  /**
   * The field the feed type once had, kept so the spec's message for an empty entry still
   * answers one ('Please select a facebook group.'); anything entered gets the reason.
   */
  readonly field?: UnavailableField;
}

/** The one field an unavailable feed type may keep. */
export interface UnavailableField {
  /** The option's name, e.g. `group`. */
  readonly name: string;
  /** Its label in the dialog. */
  readonly title: string;
  /** The message for an empty entry. */
  readonly required: string;
  /** Its hint in the dialog. */
  readonly description?: string;
}

/** The sentence the dialog shows and the refusal carries: the reason, then the choice. */
export function unavailableMessage(feedType: UnavailableFeedType): string {
  return `${feedType.reason} ${feedType.instead}`;
}

/**
 * Declares a feed type that is shown but never created: its description is the reason and
 * the nearest working choice; its schema refuses any options with the same sentence (the
 * server answers 400 with it; a stored one fails its crawl with it), after the `field`'s own
 * message when that field is empty. It never opens a sign-in popup (`signIn: 'optional'`):
 * there is nothing to sign in for.
 */
export function unavailableFeedType(feedType: UnavailableFeedType): FeedTypeDefinition {
  const message = unavailableMessage(feedType);
  const field = feedType.field;
  const schema = field
    ? z
        .object({
          [field.name]: z
            .string({ error: field.required })
            .trim()
            .min(1, { message: field.required, abort: true })
            .meta({
              title: field.title,
              ...(field.description ? { description: field.description } : {}),
            }),
        })
        .superRefine((_options, context) => {
          context.addIssue({ code: 'custom', path: [field.name], message });
        })
    : z.object({}).refine(() => false, { message });
  return defineFeedType({
    title: feedType.title,
    description: message,
    schema,
    label: (options) => (field ? String(options[field.name] ?? feedType.title) : feedType.title),
    signIn: 'optional',
  });
}
