import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Options for `registerDocs`. */
export interface DocsOptions {
  /** The contract as parsed. */
  document: Record<string, unknown>;
  /** The contract's text, served as is at `/openapi.yaml`. */
  source: string;
}

/**
 * Serves the contract: raw at `/openapi.yaml`, and rendered by Swagger UI at `/docs` from assets shipped
 * in the package (no CDN). Static mode: the document is shown as written, not rebuilt from routes.
 */
export async function registerDocs(app: FastifyInstance, options: DocsOptions): Promise<void> {
  await app.register(fastifySwagger, {
    mode: 'static',
    // Parsed from YAML and checked by the contract loader; the plugin's OpenAPI typings cannot see that.
    specification: { document: options.document as never },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: { deepLinking: true, docExpansion: 'list' },
  });
  app.get('/openapi.yaml', async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(options.source),
  );
}
