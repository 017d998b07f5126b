/**
 * Asks the operator's chat-completions endpoint to score one post. Never throws: an endpoint
 * that is down, slow or answers nonsense holds the post for a moderator, so a crawl goes on.
 */
import type { ModerationVerdict, NormalizedPost } from '@chorus/core';
import { z } from 'zod';
import type { AiScreeningOptions } from './options.ts';

/** The rule name stored on posts this plugin decided. */
export const aiRule = 'ai';

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const scoreSchema = z.object({
  score: z.coerce.number().min(0).max(1),
  reason: z.string().max(300).default(''),
});

/** Plain text of a post for the model: title, text without tags, author. */
function postText(post: NormalizedPost): string {
  const text = post.description
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const author = post.author.username ?? post.author.name ?? '';
  return [post.title, text, author && `by ${author}`].filter(Boolean).join('\n').slice(0, 4000);
}

/** The JSON object inside a model's answer (some wrap it in a code fence or prose). */
function jsonIn(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

const held = (why: string): ModerationVerdict => ({
  state: 'pending',
  reason: `AI screening could not decide (${why}); held for review.`,
  rule: aiRule,
});

/** Scores one post; a verdict when it is caught or the endpoint failed, else undefined. */
export async function screenWithAi(
  post: NormalizedPost,
  options: AiScreeningOptions,
  fetcher: typeof fetch = fetch,
): Promise<ModerationVerdict | undefined> {
  if (!options.enabled || !options.endpoint) return undefined;
  let response: Response;
  try {
    response = await fetcher(options.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: options.prompt },
          { role: 'user', content: postText(post) },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return held(timedOut ? 'no answer in time' : 'endpoint unreachable');
  }
  if (!response.ok) return held(`endpoint answered ${response.status}`);
  const completion = completionSchema.safeParse(await response.json().catch(() => undefined));
  if (!completion.success) return held('unreadable answer');
  const scored = scoreSchema.safeParse(jsonIn(completion.data.choices[0]?.message.content ?? ''));
  if (!scored.success) return held('unreadable answer');
  const { score, reason } = scored.data;
  if (score < options.threshold) return undefined;
  return {
    state: options.action === 'reject' ? 'removed' : 'pending',
    reason: `AI screening scored ${score.toFixed(2)}${reason ? `: ${reason}` : ''}.`,
    rule: aiRule,
  };
}
