/** What an API's error body says, in the fields most networks use. */
export interface ApiProblem {
  /** The sentence to show the owner (`detail`, `error_description`, `message`...). */
  readonly detail?: string;
  /** A short title or code (`title`, `error` as a code). */
  readonly title?: string;
  /** A machine-readable type (RFC 9457 `type`, `code`, `reason`). */
  readonly type?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : undefined;

function problemOf(value: unknown): ApiProblem {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const nested = typeof record['error'] === 'object' ? problemOf(record['error']) : {};
  const detail =
    text(record['detail']) ??
    text(record['error_description']) ??
    text(record['message']) ??
    nested.detail ??
    // Mastodon: `{ "error": "Record not found" }` is the sentence itself.
    text(record['error']);
  const title = text(record['title']) ?? nested.title;
  // Google APIs: `{ error: { code, message, errors: [{ reason: 'quotaExceeded' }] } }`.
  const listed = Array.isArray(record['errors']) ? problemOf(record['errors'][0]) : {};
  const type =
    text(record['type']) ??
    text(record['code']) ??
    text(record['reason']) ??
    nested.type ??
    listed.type;
  return {
    ...(detail !== undefined ? { detail } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(type !== undefined ? { type } : {}),
  };
}

/**
 * Reads an error body the way most JSON APIs write one: RFC 9457 problem details
 * (`{ title, detail, type }`), OAuth (`{ error, error_description }`), Mastodon (`{ error }`),
 * GitHub-style (`{ message }`), Graph-style (`{ error: { message, code } }`), or a list
 * (`{ errors: [{ detail | message | title }] }`, whose first entry wins). Empty for anything else,
 * including a body that is not JSON.
 */
export function readApiProblem(body: string): ApiProblem {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return {};
  }
  const whole = problemOf(json);
  const errors = (json as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors) ? problemOf(errors[0]) : {};
  return {
    ...whole,
    ...(first.detail !== undefined ? { detail: first.detail } : {}),
    ...(whole.type === undefined && first.type !== undefined ? { type: first.type } : {}),
  };
}
