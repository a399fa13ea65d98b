import type { FastifyRequest } from 'fastify';

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/**
 * The body as sent, before validation, when it is a JSON object (for `beforeValidation` steps that tidy
 * input); undefined for anything else, which validation then refuses.
 */
export function rawBody(request: FastifyRequest): Record<string, unknown> | undefined {
  return isJsonObject(request.body) ? request.body : undefined;
}

/**
 * Trims the named string fields of the body in place, before validation: pasted values often carry spaces,
 * and the contract's length and format rules then apply to what is stored.
 */
export function trimFields(request: FastifyRequest, ...fields: string[]): void {
  const body = rawBody(request);
  if (body === undefined) return;
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string') body[field] = value.trim();
  }
}

const jsonTexts = new WeakMap<FastifyRequest, string>();

/** Keeps the exact text of a JSON body as it arrived (the JSON parser calls it). */
export function keepJsonText(request: FastifyRequest, text: string): void {
  jsonTexts.set(request, text);
}

/** The exact text of the request's JSON body, for signatures over the bytes sent (webhooks). */
export const jsonText = (request: FastifyRequest): string | undefined => jsonTexts.get(request);
