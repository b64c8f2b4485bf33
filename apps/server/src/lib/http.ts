import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isLanguage, type Language } from '@hatira/shared/languages';

/** The Fastify instance every feature registers its routes on: zod schemas type each handler. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Whether a request URL is the API's (`/api`, `/api/…`) rather than a page such as `/apiary`. */
export function isApiPath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0]!;
  return pathname === '/api' || pathname.startsWith('/api/');
}

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  language: Language | null;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const preferred = request.headers['accept-language']?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
    language: isLanguage(preferred) ? preferred : null,
  };
}
