// /api/invite/{hash}: the invitation a guest opens, its published replies, the RSVP form and the
// calendar file (DESIGN.md §6.5). Public routes: no sign-in, and a stale Authorization header is
// ignored, never answered with 401. The cover pictures are served here too (random names).
import { z } from 'zod';
import { errorBodySchema } from '@hatira/shared/common';
import {
  createInvitationReplyBodySchema,
  createInvitationReplyResponseSchema,
  publicInvitationMessagesQuerySchema,
  publicInvitationMessagesSchema,
  publicInvitationSchema,
} from '@hatira/shared/invitations';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { attachmentDisposition } from '../../lib/file-names.js';
import type { App } from '../../lib/http.js';
import { invitationCalendar } from './invite-calendar.js';
import { createReply, getPublicInvitation, listPublicMessages } from './invite.service.js';
import { coverKeyOf } from './invitations.queries.js';

const tags = ['invite'];
const config = { public: true };
const hashParamsSchema = z.object({ hash: z.string().min(1).max(64) });
const coverParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f]{24}\.webp$/) });
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

export function inviteRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/invite/:hash',
    {
      config,
      schema: {
        tags,
        summary: 'An invitation as its guests see it',
        params: hashParamsSchema,
        response: { 200: publicInvitationSchema, ...errors },
      },
    },
    async (request) => getPublicInvitation(deps, request.params.hash, request.ip),
  );

  app.get(
    '/api/invite/:hash/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Published replies, newest first (`cursor`: the last id of the previous page)',
        params: hashParamsSchema,
        querystring: publicInvitationMessagesQuerySchema,
        response: { 200: publicInvitationMessagesSchema, ...errors },
      },
    },
    async (request) => listPublicMessages(deps, request.params.hash, request.query.cursor, request.ip),
  );

  app.post(
    '/api/invite/:hash/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Reply to an invitation (RSVP): attending or not, how many, a few words',
        params: hashParamsSchema,
        body: createInvitationReplyBodySchema,
        response: { 201: createInvitationReplyResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReply(deps, request.params.hash, request.body, request.ip)),
  );

  app.get(
    '/api/invite/:hash/calendar.ics',
    {
      config,
      schema: {
        tags,
        summary: 'The invitation as a calendar event (.ics)',
        params: hashParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.unknown().describe('the .ics file'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await invitationCalendar(deps, request.params.hash, request.ip);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-cache')
        .send(file.body);
    },
  );

  app.get(
    '/api/invite/covers/:file',
    {
      config,
      schema: {
        tags,
        summary: 'An invitation’s cover picture (public; the name changes with the picture)',
        params: coverParamsSchema,
      },
    },
    async (request, reply) => {
      const stream = await deps.storage.get(coverKeyOf(request.params.file));
      if (!stream) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );
}
