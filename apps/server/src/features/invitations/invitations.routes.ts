// /api/invitations: the owner's invitations, their cover, QR code and replies (DESIGN.md §6.5).
// The cover upload is multipart, registered in a scope of its own so no other route accepts it.
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import { fieldError } from '@hatira/shared/field-errors';
import {
  INVITATION_COVER_MAX_BYTES,
  invitationBodySchema,
  invitationMessageListSchema,
  invitationMessageSchema,
  invitationSchema,
  listInvitationMessagesQuerySchema,
  listInvitationsQuerySchema,
  updateInvitationBodySchema,
  updateInvitationMessageBodySchema,
} from '@hatira/shared/invitations';
import { LANGUAGES } from '@hatira/shared/languages';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { attachmentDisposition } from '../../lib/file-names.js';
import type { App } from '../../lib/http.js';
import { replaceCover, removeCover } from './invitation-cover.js';
import { exportRepliesCsv } from './invitation-csv.js';
import {
  deleteInvitationMessage,
  listInvitationMessages,
  updateInvitationMessage,
} from './invitation-messages.service.js';
import { renderInvitationQr } from './invitation-qr.js';
import {
  createInvitation,
  deleteInvitation,
  getInvitation,
  listInvitations,
  updateInvitation,
} from './invitations.service.js';

const tags = ['invitations'];
const messageParamsSchema = z.object({ id: z.uuid(), messageId: z.uuid() });
const csvQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: fieldError('invalidChoice') }).default('tr'),
});
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const fileResponse = { 200: z.unknown().describe('the file'), ...errors };

export function invitationRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/invitations',
    {
      schema: {
        tags,
        summary: 'The caller’s invitations (staff: every one)',
        querystring: listInvitationsQuerySchema,
        response: { 200: listResponseSchema(invitationSchema), ...errors },
      },
    },
    async (request) => listInvitations(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/invitations',
    {
      schema: {
        tags,
        summary: 'Create a digital invitation',
        body: invitationBodySchema,
        response: { 201: invitationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInvitation(deps.db, actorOf(request), request.body)),
  );

  app.get(
    '/api/invitations/:id',
    {
      schema: {
        tags,
        summary: 'One invitation',
        params: idParamsSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => getInvitation(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Change an invitation',
        params: idParamsSchema,
        body: updateInvitationBodySchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => updateInvitation(deps.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Delete an invitation with its replies and cover',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteInvitation(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/invitations/:id/cover',
    {
      schema: {
        tags,
        summary: 'Remove the cover photo',
        params: idParamsSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => removeCover(deps, actorOf(request), request.params.id),
  );

  for (const format of ['png', 'svg'] as const)
    app.get(
      `/api/invitations/:id/qr.${format}`,
      {
        schema: {
          tags,
          summary: `The QR code of the invitation’s public link (${format.toUpperCase()}, as a file)`,
          params: idParamsSchema,
          produces: [format === 'png' ? 'image/png' : 'image/svg+xml'],
          response: fileResponse,
        },
      },
      async (request, reply) => {
        const image = await renderInvitationQr(
          deps.db,
          actorOf(request),
          request.params.id,
          format,
          deps.config.publicUrl,
        );
        return reply
          .header('content-type', image.contentType)
          .header('content-disposition', attachmentDisposition(image.fileName))
          .header('cache-control', 'private, max-age=300')
          .send(image.body);
      },
    );

  app.get(
    '/api/invitations/:id/messages',
    {
      schema: {
        tags,
        summary: 'The replies, filtered, with the totals over every reply',
        params: idParamsSchema,
        querystring: listInvitationMessagesQuerySchema,
        response: { 200: invitationMessageListSchema, ...errors },
      },
    },
    async (request) => listInvitationMessages(deps.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/invitations/:id/messages.csv',
    {
      schema: {
        tags,
        summary: 'Every reply as a CSV file for Excel (UTF-8 with BOM, `;`), header in `lang`',
        params: idParamsSchema,
        querystring: csvQuerySchema,
        produces: ['text/csv'],
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const file = await exportRepliesCsv(deps.db, actorOf(request), request.params.id, request.query.lang);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.patch(
    '/api/invitations/:id/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Hide a reply from guests or publish it again',
        params: messageParamsSchema,
        body: updateInvitationMessageBodySchema,
        response: { 200: invitationMessageSchema, ...errors },
      },
    },
    async (request) => updateInvitationMessage(deps.db, actorOf(request), request.params, request.body),
  );

  app.delete(
    '/api/invitations/:id/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Delete a reply',
        params: messageParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteInvitationMessage(deps.db, actorOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  void app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: INVITATION_COVER_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    scope.post(
      '/api/invitations/:id/cover',
      {
        schema: {
          tags,
          summary: 'Upload the cover photo (multipart field `file`: JPG, PNG, WebP or HEIC, at most 20 MB)',
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: {
            200: invitationSchema,
            413: errorBodySchema,
            415: errorBodySchema,
            422: errorBodySchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        if (!request.isMultipart()) throw new AppError('COVER_INVALID_TYPE');
        const file = await request.file().catch(() => undefined);
        if (!file) throw new AppError('VALIDATION_FAILED', { file: fieldError('required') });
        const bytes = await file.toBuffer().catch((error: { code?: string }) => {
          throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('COVER_TOO_LARGE') : error;
        });
        return replaceCover(deps, actor, request.params.id, bytes);
      },
    );
  });
}
