/**
 * `@chorus/screening-ai`: a `screenPost` plugin that asks an OpenAI-compatible
 * chat-completions endpoint, set by the operator, whether a new post is fit for the wall.
 * Off by default. It runs after the wall's own screening rules, on posts no rule decided.
 *
 * ```ts
 * // chorus.config.ts
 * aiScreening({ enabled: true, endpoint: 'http://127.0.0.1:11434/v1/chat/completions', model: 'llama3.2' })
 * ```
 */
import { definePlugin } from '@chorus/core';
import { aiScreeningOptionsSchema } from './options.ts';
import { screenWithAi } from './screen.ts';

export { aiScreeningOptionsSchema, defaultPrompt, type AiScreeningOptions } from './options.ts';
export { aiRule, screenWithAi } from './screen.ts';

/** The plugin factory: `aiScreening({ enabled, endpoint, model, prompt, threshold })`. */
export const aiScreening = definePlugin({
  name: 'screening-ai',
  kind: 'integration',
  pluginOptionsSchema: aiScreeningOptionsSchema,
  apply(host, options) {
    if (!options.enabled) return;
    host.hooks.screenPost.tapPromise('screening-ai', ({ post }) => screenWithAi(post, options));
  },
});
