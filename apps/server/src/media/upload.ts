/**
 * `POST /api/profile/:user_name/media`: an owner uploads a picture for a wall (a custom post's
 * image, the banner, the background, the logo). The upload is one multipart file of at most
 * 10 MB; what it is comes from its bytes (sharp reads the header), never from its name or
 * declared type, so SVG (a document, not a picture), malformed files and pixel floods are
 * refused before anything is decoded. An accepted picture is stored like a re-hosted one: once
 * by content hash, with its size and placeholder, served in every width walls use.
 */
import multipart from '@fastify/multipart';
import { messages, type FeatureFlag } from '@chorus/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wallByUserName } from '../auth/declaration.ts';
import type { ServerConfig } from '../config.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { mediaPath, mediaWidths } from './hosted-media.ts';
import { MediaRejectedError, type ImageLimits } from './process.ts';
import { storePicture } from './rehost.ts';
import type { MediaStore } from './store.ts';

/** The largest file an owner may upload: the same cap as a re-hosted picture. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** What an upload is for; each needs the plan feature the spec gates it behind. */
export const uploadPurposes = ['post', 'banner', 'background', 'logo'] as const;
/** One of {@link uploadPurposes}. */
export type UploadPurpose = (typeof uploadPurposes)[number];

const featureOf: Readonly<Record<UploadPurpose, FeatureFlag | undefined>> = {
  post: 'addPost',
  // The spec's premium-only "banner/background upload" (noLogo: custom banner and background).
  banner: 'noLogo',
  background: 'noLogo',
  logo: undefined,
};

/** Options of {@link mediaUploadRoutes}. */
export interface MediaUploadOptions {
  readonly store: MediaStore;
  readonly limits?: ImageLimits;
  /** The size cap in bytes (tests lower it); default {@link maxUploadBytes}. */
  readonly maxBytes?: number;
}

const widthKeys = mediaWidths.map(String) as [string, ...string[]];

const uploadedSchema = z
  .object({
    hash: z.string().meta({ description: 'SHA-256 of the bytes: the name it is stored under.' }),
    width: z.number().int(),
    height: z.number().int(),
    placeholder: z.string().meta({ description: 'Thumbhash (base64) drawn until it loads.' }),
    url: z.string().meta({ description: 'Its address at full size (1920 px, never enlarged).' }),
    urls: z
      .record(z.enum(widthKeys), z.string())
      .meta({ description: 'Its address at each width walls use.' }),
  })
  .meta({ title: 'Uploaded picture' });

/** The answer to a refused file: the spec's message, and why under `file`. */
function refuse(reply: FastifyReply, status: number, reason: string) {
  return reply
    .code(status)
    .send({ error: messages.uploadError, issues: [{ path: 'file', message: reason }] });
}

/**
 * Where walls load an uploaded picture from: the media base URL (a CDN) when one is set, else
 * the public address, else the address the owner reached Chorus at. Absolute, because a
 * banner, a background or a post's image is an http(s) address wherever it is shown.
 */
function uploadBase(config: ServerConfig, request: FastifyRequest): string {
  if (config.mediaBaseUrl) return config.mediaBaseUrl;
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/** The bytes of the request's one file (read up to the size cap), or null when it has none. */
async function fileBytes(request: FastifyRequest): Promise<Buffer | null> {
  const file = await request.file();
  return file ? file.toBuffer() : null;
}

/** Whether an error of the multipart parser is the client's doing (a 4xx). */
function isClientError(error: unknown): error is Error {
  const status = (error as { statusCode?: unknown }).statusCode;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

/** The upload route. Multipart parsing is registered in this route's scope only. */
export const mediaUploadRoutes: FastifyPluginAsyncZod<MediaUploadOptions> = async (
  app,
  options,
) => {
  const maxBytes = options.maxBytes ?? maxUploadBytes;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.post(
    '/api/profile/:user_name/media',
    {
      config: { access: { action: 'wall.modify', wall: wallByUserName('user_name') } },
      schema: {
        tags: ['walls'],
        summary: 'Upload a picture for a wall (a post image, the banner, background or logo)',
        description:
          'A multipart/form-data body with one file part (any field name), at most 10 MB: a ' +
          'JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF, read from its bytes. SVG is refused.',
        consumes: ['multipart/form-data'],
        params: z.object({ user_name: z.string().min(1).max(200) }),
        querystring: z.object({
          for: z
            .enum(uploadPurposes)
            .default('post')
            .meta({ description: 'What the picture is for: its plan gate.' }),
        }),
        response: {
          201: uploadedSchema,
          400: errorSchema,
          402: errorSchema,
          404: errorSchema,
          413: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const feature = featureOf[request.query.for];
      if (feature) request.requireFeature(feature);
      if (!request.isMultipart()) return refuse(reply, 400, 'The body is not a multipart upload.');
      let bytes: Buffer | null;
      try {
        bytes = await fileBytes(request);
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          return refuse(reply, 413, `The file is larger than ${maxBytes / 1024 / 1024} MB.`);
        }
        if (
          error instanceof app.multipartErrors.FilesLimitError ||
          error instanceof app.multipartErrors.PartsLimitError ||
          error instanceof app.multipartErrors.FieldsLimitError
        ) {
          return refuse(reply, 400, 'Send one file, and nothing else.');
        }
        // A malformed multipart body (no boundary, cut short...).
        if (isClientError(error)) return refuse(reply, 400, error.message);
        throw error;
      }
      if (bytes === null) return refuse(reply, 400, 'No file was sent.');
      if (bytes.byteLength === 0) return refuse(reply, 400, 'The file is empty.');
      try {
        const picture = await storePicture(
          {
            db: app.database.db,
            store: options.store,
            ...(options.limits && { limits: options.limits }),
          },
          bytes,
        );
        const base = uploadBase(app.config, request);
        const urls = Object.fromEntries(
          mediaWidths.map((width) => [String(width), `${base}${mediaPath(picture.hash, width)}`]),
        );
        request.log.info({ hash: picture.hash, for: request.query.for }, 'picture uploaded');
        return reply.code(201).send({
          ...picture,
          url: `${base}${mediaPath(picture.hash, 1920)}`,
          urls,
        });
      } catch (error) {
        if (error instanceof MediaRejectedError) return refuse(reply, 400, error.message);
        throw error;
      }
    },
  );
};
