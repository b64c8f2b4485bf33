import type { AbilityRule, Action, AppAbility, Subject } from '@hatira/shared/abilities';
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

export function assertCan(actor: Actor, action: Action, subject: Subject): void {
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
