// /api/profile: the caller's own account. The avatar upload is multipart, registered in a scope
// of its own so no other route accepts multipart; the pictures are served at /api/avatars/{file}.
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { errorBodySchema } from '@hatira/shared/common';
import { fieldError } from '@hatira/shared/field-errors';
import { AVATAR_MAX_BYTES } from '@hatira/shared/limits';
import {
  avatarFileParamsSchema,
  avatarResponseSchema,
  changePasswordBodySchema,
  notificationSettingsSchema,
  profilePlanSchema,
  profileSchema,
  updateNotificationSettingsBodySchema,
  updateProfileBodySchema,
} from '@hatira/shared/profile';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { App } from '../../lib/http.js';
import { avatarKey, removeAvatar, replaceAvatar } from './avatar.js';
import { getProfilePlan } from './profile-plan.js';
import {
  changePassword,
  getNotificationSettings,
  getProfile,
  updateNotificationSettings,
  updateProfile,
} from './profile.service.js';

const tags = ['profile'];
const noContent = { 204: z.null() };

export function profileRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/profile',
    { schema: { tags, summary: 'The caller’s own account', response: { 200: profileSchema } } },
    async (request) => getProfile(deps.db, actorOf(request)),
  );

  app.patch(
    '/api/profile',
    {
      schema: {
        tags,
        summary: 'Change name, username, email (with the current password), phone, company, language',
        body: updateProfileBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => updateProfile(deps, actorOf(request), request.body),
  );

  app.post(
    '/api/profile/password',
    {
      schema: {
        tags,
        summary: 'Change the password; every other session ends',
        body: changePasswordBodySchema,
        response: { ...noContent, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await changePassword(deps, actorOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/profile/plan',
    {
      schema: {
        tags,
        summary: 'The subscription in force, its limits and what the caller uses of them',
        response: { 200: profilePlanSchema },
      },
    },
    async (request) => getProfilePlan(deps.db, actorOf(request)),
  );

  app.get(
    '/api/profile/notifications',
    {
      schema: {
        tags,
        summary: 'Which mails the caller wants',
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => getNotificationSettings(deps.db, actorOf(request)),
  );

  app.patch(
    '/api/profile/notifications',
    {
      schema: {
        tags,
        summary: 'Turn mails on or off',
        body: updateNotificationSettingsBodySchema,
        response: { 200: notificationSettingsSchema, 400: errorBodySchema },
      },
    },
    async (request) => updateNotificationSettings(deps.db, actorOf(request), request.body),
  );

  app.delete(
    '/api/profile/avatar',
    { schema: { tags, summary: 'Remove the profile picture', response: noContent } },
    async (request, reply) => {
      await removeAvatar(deps, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/avatars/:file',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A profile picture (public; the name changes with the picture)',
        params: avatarFileParamsSchema,
      },
    },
    async (request, reply) => {
      const stream = await deps.storage.get(avatarKey(request.params.file));
      if (!stream) throw new AppError('NOT_FOUND');
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );

  void app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    scope.post(
      '/api/profile/avatar',
      {
        schema: {
          tags,
          summary: 'Upload a profile picture (multipart field `file`: PNG or JPG, at most 2 MB)',
          consumes: ['multipart/form-data'],
          response: {
            200: avatarResponseSchema,
            400: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
          },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const file = await request.file().catch(() => undefined);
        if (!file) throw new AppError('VALIDATION_FAILED', { file: fieldError('required') });
        const bytes = await file.toBuffer().catch((error: { code?: string }) => {
          throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('AVATAR_TOO_LARGE') : error;
        });
        return replaceAvatar(deps, actor, bytes);
      },
    );
  });
}
