import { z } from 'zod';
import {
  authResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginFailedBodySchema,
  meResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@hatira/shared/auth';
import { errorBodySchema } from '@hatira/shared/common';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { requestMeta, type App } from '../../lib/http.js';
import { getMe, login, logout, register, requestPasswordReset, resetPassword } from './auth.service.js';

const tags = ['auth'];

export function authRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: {
          201: authResponseSchema,
          400: loginFailedBodySchema.or(errorBodySchema),
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await login(deps, request.body, requestMeta(request))),
  );

  app.post(
    '/api/auth/register',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Create a subscriber account and sign in',
        body: registerBodySchema,
        response: {
          201: authResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await register(deps, request.body, requestMeta(request))),
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user and their ability rules',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => getMe(deps.db, actorOf(request)),
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Sign out (revokes this session)', response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(deps.db, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Mail a password reset link (answers 202 whatever the email)',
        body: forgotPasswordBodySchema,
        response: { 202: z.object({ ok: z.literal(true) }), 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, requestMeta(request));
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: resetPasswordBodySchema,
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      return reply.status(204).send(null);
    },
  );
}
