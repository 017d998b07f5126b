import { SourceError } from '@chorus/core';

/**
 * Reads a (decompressed) body stream into memory, cancelling it as soon as it passes
 * `maxBytes`, so a huge feed or a gzip bomb costs at most `maxBytes` of memory.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  shown: string,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge(shown, maxBytes);
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The SourceError for an answer larger than the cap. */
export function tooLarge(shown: string, maxBytes: number): SourceError {
  const size =
    maxBytes >= 1024 * 1024
      ? `${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB`
      : `${maxBytes} bytes`;
  return new SourceError('failing', `The answer from ${shown} is larger than ${size}.`);
}
