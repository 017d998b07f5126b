/** Test helpers for the upload route: a multipart body holding one file, as a browser sends it. */
import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, and the content type naming its boundary. */
export function multipartFile(
  bytes: Uint8Array,
  filename = 'picture.jpg',
  type = 'image/jpeg',
): { payload: Buffer; contentType: string } {
  const boundary = `----chorus${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
