/**
 * The live channel of a wall: what the server pushes to viewers over its WebSocket, what a
 * moderator's screen may publish, and the close codes. Shared by the server and the web app,
 * so both sides validate the same shapes.
 */
import { z } from 'zod';
import { authorSchema, mediaSchema } from '../domain/index.ts';
import { slideshowAnimations } from '../rules/constants.ts';

/**
 * A post as live viewers see it: only what a card draws. `network` is a plain id rather than
 * core's enum, so a connector plugin for a new network needs no change here.
 */
export const livePostSchema = z
  .object({
    id: z.string().min(1),
    network: z.string().min(1).max(40),
    author: authorSchema,
    title: z.string(),
    description: z.string().meta({ description: 'Sanitized HTML.' }),
    url: z.string().nullable(),
    media: z.array(mediaSchema),
    createdAt: z.number().int().nonnegative().meta({ description: 'Unix seconds.' }),
    pinned: z.boolean(),
    highlight: z.boolean(),
    contentWarning: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'A content warning: the post is hidden behind it until opened.' }),
    sensitive: z
      .boolean()
      .optional()
      .meta({ description: 'True when the media are blurred until opened.' }),
    recurFrequency: z.number().int().min(0).max(20).optional().meta({
      description: 'A recurring post: slideshows show it again every this many slides.',
    }),
    recurOffset: z
      .number()
      .int()
      .min(0)
      .max(20)
      .optional()
      .meta({ description: 'A recurring post: its first return comes after this many slides.' }),
  })
  .meta({ title: 'Live post' });

/** A post as live viewers see it. */
export type LivePost = z.infer<typeof livePostSchema>;

const postId = z.string().min(1).max(40);

/** A moderator approved a post: insert it if absent. */
export const approveEventSchema = z.object({ type: z.literal('approve'), post: livePostSchema });
/** A crawl brought a new approved post: queue it for live insertion. */
export const newPostEventSchema = z.object({ type: z.literal('post'), post: livePostSchema });
/** A shown post changed (pinned, highlighted, edited): replace it where it is. */
export const updateEventSchema = z.object({ type: z.literal('update'), post: livePostSchema });
/** A post was rejected or removed: take it off the wall. */
export const rejectEventSchema = z.object({ type: z.literal('reject'), postId });
/** Show this post now on live screens. */
export const displayEventSchema = z.object({ type: z.literal('display'), post: livePostSchema });

/** Slideshow: next post. */
export const forwardEventSchema = z.object({ type: z.literal('forward') });
/** Slideshow: previous post. */
export const backEventSchema = z.object({ type: z.literal('back') });
/** Stop auto-advance and auto-motion on every screen (as each screen's Pause button does). */
export const pauseEventSchema = z.object({ type: z.literal('pause') });
/** Start auto-advance and auto-motion again on every screen (each screen's Play button). */
export const playEventSchema = z.object({ type: z.literal('play') });
/** Slideshow: use animation `index` of the nine (fadeInUp ... rollIn). */
export const animationEventSchema = z.object({
  type: z.literal('animation'),
  index: z
    .number()
    .int()
    .min(0)
    .max(slideshowAnimations.length - 1),
});
/** Slideshow: each slide stays this many ms. */
export const transitionEventSchema = z.object({
  type: z.literal('transition'),
  ms: z.number().int().min(100).max(3_600_000),
});
/**
 * A slider of the control panel moved: `name` is a display-setting key (`postwidth`, or a key a
 * theme declares, such as a waterfall's speed or a grid's cell size). Core checks the shape only;
 * the theme that owns the key reads the value with its own schema (defaults, spec rules).
 */
export const sliderEventSchema = z.object({
  type: z.literal('slider'),
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'A slider name is a setting key.'),
  value: z.number().min(0).max(10_000_000),
});

/**
 * The JSON Schema keyword with which a theme marks a display setting that a remote screen may
 * set on every open screen with a `slider` control: `.meta({ [remoteSliderKeyword]: {...} })`
 * on the setting in its options schema. `GET /api/plugins` then carries it, and the remote
 * screen draws one slider per marked setting, with the range the theme chose.
 */
export const remoteSliderKeyword = 'x-chorus-remote-slider';

/** The range a remote screen's slider offers for a theme's setting. */
export const remoteSliderSchema = z
  .object({
    minimum: z.number().min(0),
    maximum: z.number().max(10_000_000),
    step: z.number().positive(),
    unit: z.string().max(20).optional().meta({ description: 'Shown after the value, e.g. px.' }),
  })
  .refine((range) => range.minimum < range.maximum, 'A slider range runs upwards.');

/** The range a remote screen's slider offers for a theme's setting. */
export type RemoteSlider = z.infer<typeof remoteSliderSchema>;

/** Slideshow and display controls, the same in both directions. */
export const controlEventSchema = z.discriminatedUnion('type', [
  forwardEventSchema,
  backEventSchema,
  pauseEventSchema,
  playEventSchema,
  animationEventSchema,
  transitionEventSchema,
  sliderEventSchema,
]);

/** Slideshow and display controls. */
export type ControlEvent = z.infer<typeof controlEventSchema>;

/** Everything a viewer of a wall receives. */
export const liveEventSchema = z.discriminatedUnion('type', [
  approveEventSchema,
  newPostEventSchema,
  updateEventSchema,
  rejectEventSchema,
  displayEventSchema,
  ...controlEventSchema.options,
]);

/** Everything a viewer of a wall receives. */
export type LiveEvent = z.infer<typeof liveEventSchema>;
/** The event types a viewer receives. */
export type LiveEventType = LiveEvent['type'];

/** What a moderator's screen may send: a control, or "display this post" by id. */
export const publishRequestSchema = z.discriminatedUnion('type', [
  ...controlEventSchema.options,
  z.object({ type: z.literal('display'), postId }),
]);

/** What a moderator's screen may send. */
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/** Sent once on connect: the subscription is live, and whether this connection may publish. */
export const readyFrameSchema = z.object({
  type: z.literal('ready'),
  wall: z.string(),
  canPublish: z.boolean(),
});

/** Why a message from the client was refused; the connection stays open. */
export const errorFrameSchema = z.object({
  type: z.literal('error'),
  code: z.enum(['forbidden', 'invalid', 'not_found']),
  message: z.string(),
});

/**
 * The server's realtime link missed events for a while (its LISTEN connection to PostgreSQL
 * reconnected): reload the head of the feed or list and merge it, without duplicates.
 */
export const resyncFrameSchema = z.object({ type: z.literal('resync') });

/** Tells a viewer or moderator to reload what it shows and merge it. */
export type ResyncFrame = z.infer<typeof resyncFrameSchema>;

/** Every frame the server sends on a wall's live channel. */
export const liveFrameSchema = z.discriminatedUnion('type', [
  ...liveEventSchema.options,
  readyFrameSchema,
  errorFrameSchema,
  resyncFrameSchema,
]);

/** Every frame the server sends on a wall's live channel. */
export type LiveFrame = z.infer<typeof liveFrameSchema>;

/** WebSocket close codes of the live channel (4000-4999 are the application's). */
export const liveCloseCodes = {
  /** The wall does not exist or is not active. Do not reconnect; poll or give up. */
  wallUnavailable: 4404,
  /** The client read too slowly and its send buffer filled up. Reconnect and reload. */
  slowConsumer: 4408,
  /** The client sent too many messages. */
  tooManyMessages: 4429,
  /** The server has too many live connections. Poll instead, retry later. */
  serverFull: 4503,
  /** The server is shutting down. Reconnect (another instance will answer). */
  goingAway: 1001,
} as const;

/** The close reasons and error texts of the live channel. */
export const liveMessages = {
  wallUnavailable: 'This wall is not available.',
  slowConsumer: 'The connection fell too far behind and was closed.',
  tooManyMessages: 'Too many messages.',
  serverFull: 'Too many live connections; try again later.',
  goingAway: 'The server is shutting down.',
  forbidden: "Only the wall's owner or its white-label token may control this wall.",
  crossOrigin: 'Control connections must come from the Chorus site itself.',
  invalid: 'That message is not a control event.',
  postNotFound: 'That post is not shown on this wall.',
} as const;
