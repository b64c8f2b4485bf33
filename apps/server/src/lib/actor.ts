import type { AbilityRule, Action, AppAbility, Subject, SubjectRow } from '@hatira/shared/abilities';
import type { Language } from '@hatira/shared/languages';
import { AppError } from './errors.js';

/** Who is calling: resolved from the access token on every request (features/auth/auth.hook.ts). */
export interface Actor {
  userId: string;
  sessionId: string;
  role: string;
  rules: AbilityRule[];
  ability: AppAbility;
  subscriberId: string | null;
  language: Language;
}

/**
 * FORBIDDEN unless the actor's rules allow `action`: on some row of a subject type
 * (`assertCan(actor, 'create', 'events')`), or on one row (`assertCan(actor, 'update',
 * rowOf('events', row))`), whose fields the rules' conditions are matched against.
 */
export function assertCan(actor: Actor, action: Action, subject: Subject | SubjectRow): void {
  if (!actor.ability.can(action, subject)) throw new AppError('FORBIDDEN');
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Routes are signed-in only unless they say `config: { public: true }`. */
    public?: boolean;
  }
}

/** The caller of a signed-in route (the auth hook has already answered 401 otherwise). */
export function actorOf(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED');
  return request.actor;
}
