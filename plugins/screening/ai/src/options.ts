import { z } from 'zod';

/** The prompt used when the operator sets none: asks for a JSON score and a short reason. */
export const defaultPrompt =
  'You screen posts for a public social wall shown at an event. Rate how inappropriate the ' +
  'post is to show (spam, hate, harassment, sexual content, violence) from 0 (fine) to 1 ' +
  '(clearly inappropriate). Answer with JSON only: {"score": number, "reason": "a few words"}.';

/** Options of the AI screening plugin, as written in chorus.config.ts. Off unless enabled. */
export const aiScreeningOptionsSchema = z
  .object({
    /** Screening is off by default: an operator turns it on and names the endpoint. */
    enabled: z.boolean().default(false),
    /** The chat-completions address, e.g. `http://127.0.0.1:11434/v1/chat/completions`. */
    endpoint: z.url({ protocol: /^https?$/ }).optional(),
    /** Sent as a bearer token when set (read it from the environment in chorus.config.ts). */
    apiKey: z.string().min(1).optional(),
    /** The model name the endpoint expects. */
    model: z.string().min(1).default('gpt-4o-mini'),
    /** The system prompt; the answer must be JSON with `score` (0..1) and `reason`. */
    prompt: z.string().min(1).default(defaultPrompt),
    /** A score at or above this catches the post. */
    threshold: z.number().min(0).max(1).default(0.7),
    /** What a caught post gets: held for a moderator, or rejected to the trash. */
    action: z.enum(['hold', 'reject']).default('hold'),
    /** How long one answer may take before the post is held for review instead. */
    timeoutMs: z.number().int().min(100).max(120_000).default(10_000),
  })
  .refine((options) => !options.enabled || options.endpoint !== undefined, {
    message: 'An endpoint is required when AI screening is enabled.',
    path: ['endpoint'],
  });

/** Validated options of the AI screening plugin. */
export type AiScreeningOptions = z.output<typeof aiScreeningOptionsSchema>;
