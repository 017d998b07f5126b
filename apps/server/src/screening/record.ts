/** What the pipeline stores about the screening of a new post. */
import type { ModerationVerdict, NormalizedPost } from '@chorus/core';
import type { ScreeningRecord } from '../db/repositories/screening.ts';
import type { ScreenedVerdict } from '../db/schema.ts';
import { fingerprintsOf, type Fingerprints } from './fingerprint.ts';

/** The rule's verdict a hook's landing state stands for. */
const verdictOfState: Readonly<Record<ModerationVerdict['state'], ScreenedVerdict>> = {
  approved: 'approve',
  pending: 'hold',
  removed: 'reject',
};

/**
 * The deciding rule, its verdict and reason (none without a verdict) and the post's
 * fingerprints (computed here unless the caller has them already).
 */
export function screeningRecord(
  post: NormalizedPost,
  verdict: ModerationVerdict | undefined,
  fingerprints: Fingerprints = fingerprintsOf(post),
): ScreeningRecord {
  return {
    rule: verdict ? (verdict.rule ?? 'plugin') : null,
    reason: verdict?.reason ?? null,
    verdict: verdict ? verdictOfState[verdict.state] : null,
    textFingerprint: fingerprints.text,
    mediaFingerprint: fingerprints.media,
  };
}
