import type { Migration } from 'kysely';
import * as accountsAndWalls from './2026-11-22T0000_accounts_and_walls.ts';
import * as posts from './2026-11-22T0001_posts.ts';
import * as ownerSide from './2026-11-22T0002_owner_side.ts';
import * as uniqueEmail from './2026-11-22T0003_unique_email.ts';
import * as oauthStates from './2026-11-23T0100_oauth_states.ts';
import * as instanceAdmin from './2026-11-25T0100_instance_admin.ts';
import * as instanceSettings from './2026-11-25T0101_instance_settings.ts';
import * as screeningRules from './2026-11-25T0200_screening_rules.ts';
import * as moderationAudit from './2026-11-25T0201_moderation_audit.ts';
import * as auditUndo from './2026-11-25T0202_audit_undo.ts';
import * as media from './2026-11-25T0300_media.ts';
import * as postWarnings from './2026-11-25T0400_post_warnings.ts';
import * as oauthClients from './2026-11-26T0200_oauth_clients.ts';
import * as moderationBatches from './2026-11-26T0400_moderation_batches.ts';
import * as slowWall from './2026-11-26T0500_slow_wall.ts';
import * as instanceMore from './2026-11-26T0900_instance_more.ts';
import * as archiveImports from './2026-11-27T0700_archive_imports.ts';
import * as instancePoweredBy from './2026-11-29T0400_instance_powered_by.ts';
import * as screenedVerdict from './2026-11-29T0500_screened_verdict.ts';
import * as postContentHash from './2026-11-29T0919_post_content_hash.ts';
import * as accountLanguage from './2026-11-29T1700_account_language.ts';
import * as billing from './2026-11-30T0300_billing.ts';
import * as csvExportFiles from './2026-11-30T0100_csv_export_files.ts';
import * as postsWallIdIdx from './2026-11-30T0101_posts_wall_id_idx.ts';
import * as mailTokens from './2026-11-30T0200_mail_tokens.ts';
import * as castPairings from './2026-11-30T0400_cast_pairings.ts';
import * as emailOptionalForWhiteLabel from './2026-11-30T0600_email_optional_for_white_label.ts';
import * as analytics from './2026-11-30T0700_analytics.ts';
import * as integrationSettings from './2026-11-30T0800_integration_settings.ts';
import * as ssoIdentities from './2026-11-30T1000_sso_identities.ts';
import * as referrals from './2026-11-30T1100_referrals.ts';
import * as liveUpdatePasses from './2026-11-30T1200_live_update_passes.ts';
import * as sitePages from './2026-11-30T1300_site_pages.ts';

/**
 * Every migration, by name, in the order they run. A static list rather than a folder scan,
 * so migrations work the same under tsx, vitest and a bundler. Kysely runs them in name
 * order, so keep this list in that order: a new file's name sorts after every one here.
 */
export const migrations: Readonly<Record<string, Migration>> = Object.freeze({
  '2026-11-22T0000_accounts_and_walls': accountsAndWalls,
  '2026-11-22T0001_posts': posts,
  '2026-11-22T0002_owner_side': ownerSide,
  '2026-11-22T0003_unique_email': uniqueEmail,
  '2026-11-23T0100_oauth_states': oauthStates,
  '2026-11-25T0100_instance_admin': instanceAdmin,
  '2026-11-25T0101_instance_settings': instanceSettings,
  '2026-11-25T0200_screening_rules': screeningRules,
  '2026-11-25T0201_moderation_audit': moderationAudit,
  '2026-11-25T0202_audit_undo': auditUndo,
  '2026-11-25T0300_media': media,
  '2026-11-25T0400_post_warnings': postWarnings,
  '2026-11-26T0200_oauth_clients': oauthClients,
  '2026-11-26T0400_moderation_batches': moderationBatches,
  '2026-11-26T0500_slow_wall': slowWall,
  '2026-11-26T0900_instance_more': instanceMore,
  '2026-11-27T0700_archive_imports': archiveImports,
  '2026-11-29T0400_instance_powered_by': instancePoweredBy,
  '2026-11-29T0500_screened_verdict': screenedVerdict,
  '2026-11-29T0919_post_content_hash': postContentHash,
  '2026-11-29T1700_account_language': accountLanguage,
  '2026-11-30T0100_csv_export_files': csvExportFiles,
  '2026-11-30T0101_posts_wall_id_idx': postsWallIdIdx,
  '2026-11-30T0200_mail_tokens': mailTokens,
  '2026-11-30T0300_billing': billing,
  '2026-11-30T0400_cast_pairings': castPairings,
  '2026-11-30T0600_email_optional_for_white_label': emailOptionalForWhiteLabel,
  '2026-11-30T0700_analytics': analytics,
  '2026-11-30T0800_integration_settings': integrationSettings,
  '2026-11-30T1000_sso_identities': ssoIdentities,
  '2026-11-30T1100_referrals': referrals,
  '2026-11-30T1200_live_update_passes': liveUpdatePasses,
  '2026-11-30T1300_site_pages': sitePages,
});
