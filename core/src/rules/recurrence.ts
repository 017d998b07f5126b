/**
 * The spec's recurrence (`recur_frequency`, `recur_offset`, both 0..20): a recurring post
 * comes back on slideshows. Chorus reads the two numbers as counts of slides:
 *
 * - frequency `f` (1..20): after the post showed, it comes back once `f` other slides have
 *   shown; 0 means it does not recur (the spec's `visible` is then 1, not 2);
 * - offset `o` (0..20): its first return comes once `o` slides have shown since the
 *   slideshow started, so posts with the same frequency can be spread apart.
 *
 * A recurring post also keeps its own place in the rotation. When several are due at once,
 * the most overdue comes first (then the one earlier in the slides); the others follow on
 * the next slides. Pure: the slideshow counts its slides and remembers when each showed.
 */
import { clampRecurrence } from './moderation.ts';

/** A slide that may recur: its id, and the spec's frequency and offset. */
export interface RecurringSlide {
  readonly id: string;
  readonly frequency: number;
  readonly offset: number;
}

/** What {@link dueRecurringSlide} looks at. */
export interface RecurrenceInput {
  /** The slides that recur, in the order of the show (frequency 0 ones are ignored). */
  readonly recurring: readonly RecurringSlide[];
  /** How many slides have shown since the slideshow started (the first slide is 0). */
  readonly shown: number;
  /** For each slide id, the value of `shown` when it last showed. */
  readonly lastShown: Readonly<Record<string, number>>;
  /** The slide on screen now: never due again right away. */
  readonly currentId: string | null;
}

/**
 * How late a recurring slide is at slide number `shown`: 0 when it is exactly due, more when
 * overdue, negative when not yet due.
 */
export function recurrenceLateness(
  slide: RecurringSlide,
  shown: number,
  lastShownAt: number | undefined,
): number {
  const frequency = clampRecurrence(slide.frequency);
  if (frequency === 0) return Number.NEGATIVE_INFINITY;
  const offset = clampRecurrence(slide.offset);
  // Before its first return: due once `offset` slides have shown.
  const firstDue = offset;
  // After it showed: due once `frequency` other slides have shown.
  const dueAgain = lastShownAt === undefined ? firstDue : lastShownAt + frequency + 1;
  return shown - Math.max(firstDue, dueAgain);
}

/**
 * The recurring slide to show as slide number `shown`, or null when none is due: the most
 * overdue one, then the one first in `recurring`. Never the slide on screen.
 */
export function dueRecurringSlide(input: RecurrenceInput): string | null {
  let best: { id: string; lateness: number } | null = null;
  for (const slide of input.recurring) {
    if (slide.id === input.currentId) continue;
    const lateness = recurrenceLateness(slide, input.shown, input.lastShown[slide.id]);
    if (lateness < 0) continue;
    if (best === null || lateness > best.lateness) best = { id: slide.id, lateness };
  }
  return best?.id ?? null;
}

/** The recurring slides among posts carrying the feed's `recur_frequency` and `recur_offset`. */
export function recurringSlidesOf(
  posts: readonly {
    readonly id: string;
    readonly recur_frequency?: number | null;
    readonly recur_offset?: number | null;
  }[],
): RecurringSlide[] {
  return posts
    .filter((post) => clampRecurrence(post.recur_frequency) > 0)
    .map((post) => ({
      id: post.id,
      frequency: clampRecurrence(post.recur_frequency),
      offset: clampRecurrence(post.recur_offset),
    }));
}
