/** What the pipeline stores about the screening of a new post. */
import type { ModerationVerdict, NormalizedPost } from '@chorus/core';
import type { ScreeningRecord } from '../db/repositories/screening.ts';
import { fingerprintsOf } from './fingerprint.ts';

/** The deciding rule and reason (none without a verdict) and the post's fingerprints. */
export function screeningRecord(
  post: NormalizedPost,
  verdict: ModerationVerdict | undefined,
): ScreeningRecord {
  const fingerprints = fingerprintsOf(post);
  return {
    rule: verdict ? (verdict.rule ?? 'plugin') : null,
    reason: verdict?.reason ?? null,
    textFingerprint: fingerprints.text,
    mediaFingerprint: fingerprints.media,
  };
}
