// Uploading documents in tests: a multipart body with one file part, sent to a workflow.
import type { FastifyInstance } from 'fastify';
import type { Session } from './accounts.ts';

const boundary = '----robomarket-test-boundary';

/** The smallest PDF the server takes. */
export const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

/** A multipart body with one `file` part. */
export function multipart(filename: string, type: string | undefined, data: Buffer, field = 'file'): Buffer {
  const headers = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${field}"; filename="${filename}"`,
    ...(type === undefined ? [] : [`Content-Type: ${type}`]),
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(headers), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

/**
 * `POST /v2/workflows/{workflowId}/documents` with `body`, as `session` (anonymous when undefined), into the
 * thread `query` names (`sellerId`, `broadcast`; by default the caller's only one).
 */
export function uploadTo(
  app: FastifyInstance,
  workflowId: string,
  session: Session | undefined,
  body: Buffer,
  query: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/v2/workflows/${workflowId}/documents`,
    query,
    headers: {
      ...(session === undefined ? {} : { authorization: `Bearer ${session.access_token}` }),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
}
