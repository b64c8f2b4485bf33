// POST /api/share/{hash}/posts (DESIGN.md §6.2): a guest's post as multipart/form-data, streamed.
// Send the text fields (albumId, name, message, albumToken, uploadIds) BEFORE the files: the page,
// the album, the fields and the plan are then checked before any file byte is read. Multipart is
// registered in this plugin's own scope only, so no other route accepts it.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@hatira/shared/common';
import type { ErrorCode } from '@hatira/shared/errors';
import { MAX_FILES_PER_POST, MiB, VIDEO_MAX_BYTES } from '@hatira/shared/limits';
import { createGuestPostResponseSchema, shareHashParamsSchema } from '@hatira/shared/share';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { App } from '../../lib/http.js';
import { createGuestPost, discardFiles } from './create-guest-post.js';
import { admitGuest } from './guest-admission.js';
import { guestKeyHashOf } from './guest-key.js';
import type { PostFile } from './intake.js';
import { readPostForm } from './post-form.js';
import { guestOriginOf } from './guest-key.js';
import { openSharePage } from './share-gate.js';
import { claimFinishedUploads } from './uploads.service.js';

/** After an early refusal, how long the rest of an unread body is taken in and thrown away. */
const LINGER_MS = 5_000;

/** The parser's own limits are a backstop: ours (intake, post-form) answer first, with guest codes. */
const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 8 * 1024,
  fields: 50,
  // above the video limit, so intake's own count says VIDEO_TOO_LARGE at the exact byte
  fileSize: VIDEO_MAX_BYTES + MiB,
  // one more than allowed, so the extra file reaches post-form and gets TOO_MANY_FILES
  files: MAX_FILES_PER_POST + 1,
  parts: 100,
  headerPairs: 100,
};

const MULTIPART_ERRORS: Record<string, ErrorCode> = {
  FST_FILES_LIMIT: 'TOO_MANY_FILES',
  FST_PARTS_LIMIT: 'VALIDATION_FAILED',
  FST_FIELDS_LIMIT: 'VALIDATION_FAILED',
  FST_PROTO_VIOLATION: 'VALIDATION_FAILED',
  FST_INVALID_JSON_FIELD_ERROR: 'VALIDATION_FAILED',
  FST_MP_PREMATURE_CLOSE: 'VALIDATION_FAILED',
  FST_REQ_FILE_TOO_LARGE: 'VIDEO_TOO_LARGE',
};

/** The parser's errors as guest errors; a broken multipart body is the client's, not a 500. */
function asGuestError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const code = (error as { code?: string }).code;
  if (code && MULTIPART_ERRORS[code]) return new AppError(MULTIPART_ERRORS[code]);
  if (/multipart/i.test(error.message)) return new AppError('VALIDATION_FAILED');
  return error;
}

/**
 * A refusal before the body was read to its end. The answer goes out at once; the rest of the body
 * is read and thrown away (the client can only see our answer once it stops sending), the server
 * says it is done writing, and the connection is cut if the client keeps sending for LINGER_MS.
 * Closing at once instead would reset the connection and could lose the answer on the way.
 */
function lingerAndClose(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  raw.unpipe();
  raw.resume();
  reply.raw.once('finish', () => {
    const socket = raw.socket as (typeof raw.socket & { end?: unknown }) | null;
    if (raw.complete || typeof socket?.end !== 'function') return; // done, or an injected request
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}

export function sharePostRoutes(app: App, deps: AppDeps): void {
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

    scope.post(
      '/api/share/:hash/posts',
      {
        config: { public: true },
        schema: {
          tags: ['share'],
          summary:
            'Post photos and videos as a guest (multipart: albumId, name, message?, albumToken?, uploadIds? first, then files; header X-Guest-Key: the device key)',
          consumes: ['multipart/form-data'],
          params: shareHashParamsSchema,
          response: {
            201: createGuestPostResponseSchema,
            400: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
            422: errorBodySchema,
            507: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const received: PostFile[] = [];
        try {
          // blocked IP, then the page and its owner's subscription: before any byte of the body
          const page = await openSharePage(deps, request.params.hash, guestOriginOf(request));
          if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
          const form = await readPostForm(deps, request, page, received);
          const { fields } = form;
          if (received.length === 0 && fields.uploadIds.length === 0) throw new AppError('NO_MEDIA');
          // admitted before any upload is claimed: a guest refused here keeps them to try again
          const admission = form.admission ?? (await admitGuest(deps, page, fields));
          if (fields.uploadIds.length > 0)
            received.push(
              ...(await claimFinishedUploads(deps, {
                hash: page.qr.hash,
                albumId: admission.album.id,
                uploadIds: fields.uploadIds,
              })),
            );
          const created = await createGuestPost(deps, admission, {
            name: fields.name,
            message: fields.message,
            files: received,
            ip: request.ip,
            userAgent: request.headers['user-agent']?.slice(0, 400),
            guestKeyHash: guestKeyHashOf(request),
          });
          return await reply.status(201).send(created);
        } catch (error) {
          await discardFiles(deps.storage, received);
          if (!request.raw.complete) lingerAndClose(request, reply);
          throw asGuestError(error);
        }
      },
    );
  });
}
