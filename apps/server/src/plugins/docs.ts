import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const themeDir = join(import.meta.dirname, 'docs-theme');
const themeFile = (name: string) => readFileSync(join(themeDir, name));

/** The page's title, in the app's "Page · RoboMarket" form. */
export const docsTitle = 'API reference · RoboMarket';

/**
 * RoboMarket's name, logo and colours on Swagger UI (docs-theme/): our logo instead of the plugin's
 * default (Fastify's), our favicon, a stylesheet, and a script file (the CSP allows no inline script)
 * that names the logo and links it home.
 */
function docsTheme() {
  return {
    theme: {
      title: docsTitle,
      css: [{ filename: 'robomarket.css', content: themeFile('docs.css').toString('utf8') }],
      js: [{ filename: 'robomarket.js', content: themeFile('docs.js').toString('utf8') }],
      favicon: [
        {
          filename: 'favicon.svg',
          rel: 'icon',
          type: 'image/svg+xml',
          sizes: 'any',
          content: themeFile('favicon.svg'),
        },
      ],
    },
    logo: { type: 'image/svg+xml', content: themeFile('logo.svg'), href: '/' },
  };
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
    ...docsTheme(),
  });
  app.get('/openapi.yaml', async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(options.source),
  );
}
