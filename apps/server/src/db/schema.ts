import type { ColumnType, Expression, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SourceStatus } from '@chorus/core';
import type {
  CallToAction,
  JsonObject,
  JsonValue,
  PostAuthor,
  PostMedia,
  SourceHealth,
} from './json-shapes.ts';
import type { HostedMedia } from '../media/hosted-media.ts';

/** A bigint identity column; int8 values come back as JavaScript numbers (see open.ts). */
type Id = Generated<number>;
/** Set by the database when the row is created; never updated. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Set by the database on insert; repositories set it on every update. */
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** An optional moment. */
type OptionalTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A jsonb column written through `jsonb()` (json.ts), with a database default. */
type Json<T> = ColumnType<T, Expression<T> | undefined, Expression<T>>;
/** A nullable jsonb column written through `jsonb()` or as SQL NULL. */
type NullableJson<T> = ColumnType<T | null, Expression<T> | null | undefined, Expression<T> | null>;
/** A column the database fills in and nobody writes. */
type ReadOnly<T> = ColumnType<T, never, never>;

/** The moderation state of a post; only the two approved states are shown on the wall. */
export type PostState = 'pending' | 'approved' | 'approved-recurring' | 'removed';

/** What a screening rule did with a post: published it, held it for a moderator, or trashed it. */
export type ScreenedVerdict = 'approve' | 'hold' | 'reject';
/** A wall's status: 0 active, 2 inactive (the spec's values). */
export type WallStatus = 0 | 2;
/** A source's privacy: 0 public (posts land approved), 1 moderated (posts land pending). */
export type SourcePrivacy = 0 | 1;

/** Owners and enterprise sub-accounts. */
export interface UsersTable {
  id: Id;
  username: string;
  email: string;
  password_hash: string;
  plan: Generated<string>;
  /** Permission keys (enterprise) and unlocked rewards, as in the spec's `meta`. */
  meta: Json<string[]>;
  /** The owner who created this sub-account; null for an owner. */
  creator_id: number | null;
  firstname: string | null;
  lastname: string | null;
  organization: string | null;
  industry: string | null;
  licenses: Generated<number>;
  created_at: CreatedAt;
  /** The instance's administrator (the first account, or `chorus admin`). */
  is_admin: Generated<boolean>;
  /** When the administrator suspended the account; null while it may sign in. */
  suspended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The last successful sign-in. */
  last_sign_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The owner app's language (`en`, `de`, `fr`, `es`); null follows the browser's. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the account's current e-mail address was verified by a mailed link; null: not yet. */
  email_verified_at: OptionalTime;
}

/** Single-use links mailed for a password reset or an address verification (hashed). */
export interface MailTokensTable {
  id: Id;
  /** SHA-256 of the token, hex; the token itself is only in the mail. */
  token_hash: string;
  user_id: number;
  purpose: 'reset' | 'verify';
  /** The address the link was sent to (a verification verifies this address only). */
  email: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: OptionalTime;
  created_at: CreatedAt;
}

/** The instance's settings: one row (id 1), absent until the administrator saves them. */
export interface InstanceSettingsTable {
  id: number;
  /** `open`: anyone may sign up; `invite-only`: only with an invite link. */
  signup: Generated<'open' | 'invite-only'>;
  /** The instance's name, shown in owner pages' header and title; null: "Chorus". */
  name: string | null;
  /** An https address of the instance's logo. */
  logo_url: string | null;
  /** Intranet hosts and CIDR ranges feeds may reach (with CHORUS_FETCH_ALLOW), a JSON array written as text. */
  fetch_allow: ColumnType<string[], string | undefined, string>;
  /** Self-hosted: public walls show "Powered by Chorus" (the operator's switch; off by default). */
  powered_by: Generated<boolean>;
  /** Where `/about` redirects (http or https); null: the not-found page. */
  about_url: string | null;
  /** Where `/clients` redirects; null: the not-found page. */
  clients_url: string | null;
  /** Where `/blog` and `/blog/*` redirect; null: the not-found page. */
  blog_url: string | null;
  /** Where `/pricing` redirects; null: the built-in plans page. */
  pricing_url: string | null;
  updated_at: UpdatedAt;
}

/** OAuth app credentials the administrator entered for a connector (env variables win). */
export interface ConnectorAppsTable {
  network: string;
  /** `{ clientId, clientSecret }` as JSON, sealed (AES-256-GCM) with the keyring. */
  ciphertext: Uint8Array;
  nonce: Uint8Array;
  key_id: string;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

/** Invite links of an invite-only instance; the token itself is never stored. */
export interface InvitesTable {
  id: Generated<number>;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  created_by: number | null;
  created_at: CreatedAt;
  used_by: number | null;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Signed-in sessions; the id is the SHA-256 of the cookie's token. */
export interface SessionsTable {
  id: string;
  user_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

/** A wall (the spec's tint or profile). */
export interface WallsTable {
  id: Id;
  user_id: number;
  /** The public slug, unique without regard to case. */
  user_name: string;
  name: string;
  theme: Generated<string>;
  /** Appearance and switches (fonts, colours, sharebuttons, show_author...). */
  settings: Json<JsonObject>;
  /** The spec's embed_display_profile (transitionDelay, banner, cta, sliders...). */
  display_profile: Json<JsonObject>;
  custom_css: Generated<string>;
  status: ColumnType<WallStatus, WallStatus | undefined, WallStatus>;
  enable_realtime: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Enterprise access list: which sub-accounts may work on which wall. */
export interface WallAccessTable {
  wall_id: number;
  user_id: number;
  created_at: CreatedAt;
}

/** A connected account, hashtag or feed that fills a wall. */
export interface SourcesTable {
  id: Id;
  wall_id: number;
  network: string;
  feed_type: string;
  /** What the owner typed, validated by the connector's feed-type schema. */
  options: Json<JsonObject>;
  label: Generated<string>;
  privacy: ColumnType<SourcePrivacy, SourcePrivacy | undefined, SourcePrivacy>;
  /** active, needs_reauth (spec -2), token_expired (spec -1, LinkedIn) or paused. */
  status: ColumnType<SourceStatus, SourceStatus | undefined, SourceStatus>;
  /** Null until the first crawl finished (the spec's last_crawled 0). */
  last_crawled_at: OptionalTime;
  /** The connector's paging position (any JSON), opaque to everyone else. */
  cursor: NullableJson<JsonValue>;
  health: Json<SourceHealth>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** OAuth tokens and API keys, encrypted at rest (AES-GCM: ciphertext with its tag, nonce). */
export interface CredentialsTable {
  id: Id;
  source_id: number | null;
  user_id: number | null;
  provider: string;
  ciphertext: Uint8Array;
  nonce: Uint8Array;
  /** Which encryption key sealed this row, so keys can be rotated. */
  key_id: Generated<string>;
  expires_at: OptionalTime;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A connect attempt waiting for the network's OAuth answer (ten minutes, one use). */
export interface OAuthStatesTable {
  /** SHA-256 (hex) of the `state` sent to the network; the state itself is not stored. */
  state_hash: string;
  /** SHA-256 (hex) of the session cookie that started it: only that session may finish it. */
  session_hash: string;
  user_id: number;
  wall_id: number;
  source_id: number;
  network: string;
  feed_type: string;
  /** The PKCE code verifier, for networks that use PKCE. */
  code_verifier: string | null;
  redirect_uri: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

/**
 * An OAuth client this installation registered on one server of a many-server network
 * (Mastodon), reused for every sign-in there; id and secret sealed like credentials.
 */
export interface OAuthClientsTable {
  id: Id;
  network: string;
  /** The server's origin, e.g. `https://mastodon.social`. */
  issuer: string;
  /** The callback address the client was registered with. */
  redirect_uri: string;
  /** `{ clientId, clientSecret }` as JSON, sealed (AES-256-GCM) with the keyring. */
  ciphertext: Uint8Array;
  nonce: Uint8Array;
  key_id: string;
  created_at: CreatedAt;
}

/** A post (the spec's hype). */
export interface PostsTable {
  id: Id;
  wall_id: number;
  /** Null for a post made by hand on the wall. */
  source_id: number | null;
  network: string;
  /** The network's id for the post; unique per source. */
  external_id: string;
  author: Json<PostAuthor>;
  title: Generated<string>;
  /** Sanitized HTML. */
  description: Generated<string>;
  url: string | null;
  media: Json<PostMedia[]>;
  /** When the post was published, in unix seconds (the spec's `created`). */
  created_at: number;
  /** True when created_at is the fetch time: the network gave no readable date. */
  created_estimated: Generated<boolean>;
  /** The network's content warning (Mastodon spoiler text): the wall hides the post behind it. */
  content_warning: string | null;
  /** True when the media are marked sensitive: the wall blurs them until opened. */
  sensitive: Generated<boolean>;
  pinned_at: OptionalTime;
  highlight: Generated<boolean>;
  state: ColumnType<PostState, PostState | undefined, PostState>;
  recur_frequency: Generated<number>;
  recur_offset: Generated<number>;
  cta: NullableJson<CallToAction>;
  /** True once a moderator set the cta; a re-crawl then keeps it. */
  cta_edited: Generated<boolean>;
  likes: Generated<number>;
  comments: Generated<number>;
  /** The network's payload as received, for debugging and re-normalizing. */
  raw: NullableJson<JsonObject>;
  /** Re-hosted copies by network URL (media/hosted-media.ts); null: shown from the network. */
  hosted_media: NullableJson<HostedMedia>;
  /** The screening rule that decided the post's first state (screening/), and why. */
  screened_rule: string | null;
  screened_reason: string | null;
  /** What that rule did (approve, hold, reject), whatever a moderator did since; null: unknown. */
  screened_verdict: ScreenedVerdict | null;
  /** What the duplicate rule compares: hashes of the folded text and of the first picture. */
  text_fingerprint: string | null;
  media_fingerprint: string | null;
  /**
   * Hash of the item a crawl last stored, before sanitizing (ingest/content-hash.ts): an item
   * arriving with the same hash is unchanged and not written. Null: not known yet.
   */
  content_hash: string | null;
  /** When the post went to the trash (rejected by a rule or deleted); null: not in it. */
  trashed_at: OptionalTime;
  /** A scheduled announcement goes live at this time; null: live as soon as it is approved. */
  publish_at: OptionalTime;
  /** A scheduled announcement leaves the wall at this time; null: it stays. */
  expire_at: OptionalTime;
  /** How far the schedule job announced it: 0 not yet, 1 went live, 2 left (slow-wall/). */
  schedule_announced: Generated<number>;
  /** When post shuffle last showed it again as if new; null: never. */
  reshown_at: OptionalTime;
  /** Generated from title, description and author name ('simple' configuration). */
  search: ReadOnly<string>;
  inserted_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A re-hosted picture, stored once by the SHA-256 of its bytes (media/). */
export interface MediaFilesTable {
  hash: string;
  /** sharp's name of the stored original's format (jpeg, png, webp, gif, avif...). */
  format: string;
  width: number;
  height: number;
  /** Size of the stored original. */
  bytes: number;
  animated: Generated<boolean>;
  /** A thumbhash (base64) drawn while the picture loads. */
  placeholder: string;
  created_at: CreatedAt;
}

/** Screening rules of a wall (source null) or of one of its sources. */
export interface ScreeningRulesTable {
  id: Id;
  wall_id: number;
  source_id: number | null;
  /** The rules as the owner saved them (core's screeningRulesSchema). */
  rules: Json<JsonObject>;
  updated_at: UpdatedAt;
}

/** Who did what to which post of a wall, and when (the moderation audit log). */
export interface ModerationAuditTable {
  id: Id;
  wall_id: number;
  post_id: number | null;
  /** approve, reject, delete, restore, purge, emptyTrash, pin, save, rules... */
  action: string;
  /** owner, enterprise, apiToken or whiteLabel. */
  actor_kind: string;
  /** The account's username or the token's label. */
  actor_label: string;
  detail: string | null;
  /** The post before the action (moderation-audit.ts PostSnapshot), for undo. */
  previous: NullableJson<JsonObject>;
  undone_at: OptionalTime;
  created_at: CreatedAt;
}

/** A wall's post shuffle: show older posts again when nothing new came for a while. */
export interface ShuffleSettingsTable {
  wall_id: number;
  enabled: Generated<boolean>;
  /** Minutes without anything new before a post is shown again (1..1440). */
  idle_minutes: Generated<number>;
  /** When shuffle last showed a post of this wall again. */
  last_shuffled_at: OptionalTime;
  updated_at: UpdatedAt;
}

/** API and white-label tokens; only the SHA-256 of the token is stored. */
export interface TokensTable {
  id: Id;
  token_hash: string;
  wall_id: number | null;
  user_id: number | null;
  label: Generated<string>;
  created_at: CreatedAt;
  last_used_at: OptionalTime;
  revoked_at: OptionalTime;
}

/** A CSV export of a wall's posts. */
export interface CsvExportsTable {
  id: Id;
  wall_id: number;
  user_id: number;
  state: ColumnType<CsvExportState, CsvExportState | undefined, CsvExportState>;
  url: string | null;
  progress: Generated<number>;
  /** The file's random name, its download address (exports/); null until the job runs. */
  token: string | null;
  /** Posts written so far, of `total`. */
  processed: Generated<number>;
  total: Generated<number>;
  /** The finished file's size. */
  bytes: number | null;
  /** When the sweep deletes the finished file; null until done. */
  expires_at: OptionalTime;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The life of a CSV export: pending, processing, then done (url set) or failed. */
export type CsvExportState = 'pending' | 'processing' | 'done' | 'failed';

/** People a user referred, and the credits earned. */
export interface ReferralsTable {
  id: Id;
  user_id: number;
  email: string;
  name: string;
  credits: Generated<number>;
  created_at: CreatedAt;
}

/**
 * A live-update pass of a wall (passes/): bought through Checkout or a one-off test. Its
 * status (scheduled, active, ended) is derived from the clock; a bought pass has no start
 * until its owner schedules it.
 */
export interface RealtimeSchedulesTable {
  id: Id;
  wall_id: number;
  kind: ColumnType<'bought' | 'test', 'bought' | 'test' | undefined, never>;
  /** How long the pass lasts once started. */
  length_seconds: number;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  stops_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The Checkout session that paid for a bought pass (unique: the webhook may repeat). */
  checkout_session_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
}

/** Analytics: one row per thing that happened on a wall (view, click, share...). */
export interface EventsTable {
  id: Id;
  wall_id: number;
  kind: string;
  post_id: number | null;
  at: CreatedAt;
  data: Json<JsonObject>;
}

/** A pending post held in a moderator's batch until `expires_at` (moderation-claims.ts). */
export interface ModerationClaimsTable {
  post_id: number;
  wall_id: number;
  /** Who holds it: `user:{id}`, `apiToken:{id}` or `whiteLabel:{id}`. */
  claimant: string;
  /** Their name as the screen shows it: the username or the token's label. */
  label: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  claimed_at: CreatedAt;
}

/** A wall's batch size and idle time, as its owner chose them. */
export interface ModerationBatchSettingsTable {
  wall_id: number;
  batch_size: Generated<number>;
  idle_minutes: Generated<number>;
  updated_at: UpdatedAt;
}

/** Every table, as Kysely sees them. */
export interface Database {
  users: UsersTable;
  instance_settings: InstanceSettingsTable;
  connector_apps: ConnectorAppsTable;
  invites: InvitesTable;
  sessions: SessionsTable;
  walls: WallsTable;
  wall_access: WallAccessTable;
  sources: SourcesTable;
  credentials: CredentialsTable;
  oauth_states: OAuthStatesTable;
  oauth_clients: OAuthClientsTable;
  posts: PostsTable;
  api_tokens: TokensTable;
  wl_tokens: TokensTable;
  csv_exports: CsvExportsTable;
  referrals: ReferralsTable;
  realtime_schedules: RealtimeSchedulesTable;
  events: EventsTable;
  screening_rules: ScreeningRulesTable;
  moderation_audit: ModerationAuditTable;
  media_files: MediaFilesTable;
  shuffle_settings: ShuffleSettingsTable;
  moderation_claims: ModerationClaimsTable;
  moderation_batch_settings: ModerationBatchSettingsTable;
  mail_tokens: MailTokensTable;
}

/** A user as read from the database. */
export type UserRow = Selectable<UsersTable>;
/** A mailed link as read from the database. */
export type MailTokenRow = Selectable<MailTokensTable>;
/** A session as read from the database. */
export type SessionRow = Selectable<SessionsTable>;
/** A wall as read from the database. */
export type WallRow = Selectable<WallsTable>;
/** What may change on a wall. */
export type WallUpdate = Omit<Updateable<WallsTable>, 'id' | 'user_id' | 'created_at'>;
/** A source as read from the database. */
export type SourceRow = Selectable<SourcesTable>;
/** A new source. */
export type NewSource = Insertable<SourcesTable>;
/** A post as read from the database (without the search vector, which only queries use). */
export type PostRow = Omit<
  Selectable<PostsTable>,
  'search' | 'text_fingerprint' | 'media_fingerprint' | 'content_hash' | 'schedule_announced'
>;
/** A token as read from the database. */
export type TokenRow = Selectable<TokensTable>;
