// A response body serialised before the route sends it: a string with a JSON content type skips
// Fastify's serialiser (and the response schema's pass), so a body built to the contract's type,
// or kept in a cache, is not checked and serialised a second time.
import type { FastifyReply } from 'fastify';

/** A JSON text of a T (the route sends it as application/json without serialising again). */
export type Json<T> = string & { readonly __json: T };

export const asJson = <T>(value: T) => JSON.stringify(value) as Json<T>;

export const sendJson = <T>(reply: FastifyReply, json: Json<T>) =>
  reply.type('application/json; charset=utf-8').send(json);
