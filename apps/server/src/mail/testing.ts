/**
 * Test helper: a real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives, and
 * a small reader of the messages nodemailer writes (multipart, quoted-printable or base64
 * parts, encoded-word subjects), so a test can open the mail and follow its link; and
 * {@link useMailApp}, the app of the mail route tests, sending to such a mailbox.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { useRoleApp, type RoleApp } from '../testing/role-app.ts';

/** A message as the mailbox received it. */
export interface ReceivedMail {
  /** Recipients, from the SMTP envelope. */
  readonly to: readonly string[];
  readonly subject: string;
  /** The plain-text part, decoded. */
  readonly text: string;
  /** The HTML part, decoded. */
  readonly html: string;
}

/** A loopback SMTP server and what it has received. */
export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for CHORUS_SMTP_URL. */
  readonly url: string;
  /** Every message so far, in arrival order. */
  readonly received: readonly ReceivedMail[];
  /** The first message not taken yet that matches, waiting for it if need be. */
  next(match?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting ${prefix} in:\n${mail.text}`);
  return link;
}

/** The public address of {@link useMailApp}'s app: the mailed links start with it. */
export const mailPublicUrl = 'http://chorus.test';

/** The session cookie a response sets (`chorus_session=…`), or '' when it sets none. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = (Array.isArray(header) ? header : [header ?? '']).find((c) =>
    c.startsWith('chorus_session='),
  );
  return (value ?? '').split(';')[0] ?? '';
}

/** What {@link useMailApp} sets up: an app with the standard roles, and its mailbox. */
export interface MailApp extends RoleApp {
  readonly mailbox: Mailbox;
}

/**
 * Registers, in the calling `describe`, a loopback mailbox and an app on a fresh test database
 * that mails to it (CHORUS_SMTP_URL) with links to {@link mailPublicUrl}, both closed after
 * the tests. Its fields are there from the first `beforeAll` on.
 */
export function useMailApp(open: () => Promise<ChorusDatabase>): MailApp {
  let mailbox: Mailbox | undefined;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox?.close();
  });
  const context = useRoleApp(open, (database) =>
    buildTestApp(
      database,
      testConfig({ CHORUS_SMTP_URL: mailbox!.url, CHORUS_PUBLIC_URL: mailPublicUrl }),
    ),
  );
  return Object.defineProperty(context, 'mailbox', {
    get: () => {
      if (!mailbox) throw new Error('the mailbox starts in beforeAll');
      return mailbox;
    },
  }) as MailApp;
}

/** Starts the mailbox; `close()` it after the tests. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  let waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would try STARTTLS if it were offered.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        received.push({ to, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        const waiting = waiters;
        waiters = [];
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(match = () => true) {
      for (;;) {
        const found = received.find((mail) => !taken.has(mail) && match(mail));
        if (found) {
          taken.add(found);
          return found;
        }
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  readonly headers: Map<string, string>;
  readonly body: string;
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function bytesOfQuotedPrintable(text: string, underscoreIsSpace: boolean): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (underscoreIsSpace && soft[i] === '_') {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return bytesOfQuotedPrintable(part.body, false).toString();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString();
  return part.body;
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString()
        : bytesOfQuotedPrintable(text, true).toString(),
    );
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\r\n/, ''))));
}

function parseMessage(raw: string): Omit<ReceivedMail, 'to'> {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const ofType = (type: string) =>
    parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}
