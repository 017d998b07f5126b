/**
 * A wall's live-update passes as the API shows them (the spec's `realtime: data[]` with
 * status, start, stop, and the testable flag), in the profile and the dashboard's walls as
 * `realtime_updates`: the spec's `realtime` name holds Chorus's live-push boolean already.
 */
import { z } from 'zod';
import { hasActivePass, isTestable, passStatus } from './rules.ts';
import type { PassRow } from './store.ts';

/** One pass in the API. */
export const passSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['bought', 'test']),
    status: z.enum(['unscheduled', 'scheduled', 'active']).meta({
      description:
        'scheduled: shows its start; active: shows its end; unscheduled: bought, its start to choose.',
    }),
    start: z.string().nullable().meta({ description: 'ISO time; null while unscheduled.' }),
    stop: z.string().nullable().meta({ description: 'ISO time; null while unscheduled.' }),
    length_seconds: z.number().int(),
  })
  .meta({ title: 'Live-update pass' });

/** A wall's passes that are not over, and whether it may start its test. */
export const realtimeUpdatesSchema = z
  .object({
    data: z.array(passSchema).meta({ description: 'Passes not ended, oldest first.' }),
    testable: z.boolean().meta({
      description: 'The wall may start its one test: it never had one and is not live already.',
    }),
    active: z.boolean().meta({ description: 'A pass gives the wall live push now.' }),
  })
  .meta({ title: 'Live-update passes' });

/** The API's view of a wall's passes. */
export type RealtimeUpdates = z.infer<typeof realtimeUpdatesSchema>;

/** A wall's passes at `now`; `liveWithoutPass`: live push is on by the switch or the plan. */
export function realtimeUpdatesOf(
  passes: readonly PassRow[],
  liveWithoutPass: boolean,
  now: Date,
): RealtimeUpdates {
  const data: RealtimeUpdates['data'] = [];
  for (const pass of passes) {
    const status = passStatus(pass, now);
    if (status === 'ended') continue;
    data.push({
      id: Number(pass.id),
      kind: pass.kind,
      status,
      start: pass.starts_at ? new Date(pass.starts_at).toISOString() : null,
      stop: pass.stops_at ? new Date(pass.stops_at).toISOString() : null,
      length_seconds: pass.length_seconds,
    });
  }
  return {
    data,
    testable: isTestable(passes, liveWithoutPass, now),
    active: hasActivePass(passes, now),
  };
}
