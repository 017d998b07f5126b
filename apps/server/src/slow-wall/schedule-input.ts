/**
 * The schedule fields a hand-made post may carry (`publish_at`, `expire_at`): a scheduled
 * announcement goes live and leaves the wall at those times.
 */
import { messages, scheduleProblem } from '@chorus/core';
import { z } from 'zod';
import type { StoreOptions } from '../ingest/pipeline.ts';

/** The schedule fields of `POST /api/post`, both optional (ISO 8601 with a time zone). */
export const scheduleFieldsSchema = z
  .object({
    publish_at: z.iso.datetime({ offset: true }).nullable().optional().meta({
      description: 'When the post goes live; absent or null: at once.',
    }),
    expire_at: z.iso.datetime({ offset: true }).nullable().optional().meta({
      description: 'When the post leaves the wall; absent or null: it stays.',
    }),
  })
  .superRefine((fields, context) => {
    const problem = scheduleProblem(scheduleOf(fields), new Date());
    if (problem !== null) {
      context.addIssue({ code: 'custom', path: ['expire_at'], message: messages[problem] });
    }
  });

/** The schedule fields as sent. */
export type ScheduleFields = z.infer<typeof scheduleFieldsSchema>;

/** A composer's input schema with the schedule fields beside its own. */
export function scheduledPostBody<T extends z.ZodType>(inputSchema: T) {
  return z.intersection(inputSchema, scheduleFieldsSchema);
}

/** The schedule of a request body (fields absent: not scheduled). */
export function scheduleOf(body: unknown): Required<StoreOptions> {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as ScheduleFields;
  return {
    publishAt: fields.publish_at ? new Date(fields.publish_at) : null,
    expireAt: fields.expire_at ? new Date(fields.expire_at) : null,
  };
}
