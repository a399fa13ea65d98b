import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { marked } from 'marked';

/** Options for `registerDocs`. */
export interface DocsOptions {
  /** The contract as parsed. */
  document: Record<string, unknown>;
  /** The contract's text, served as is at `/openapi.yaml`. */
  source: string;
  /**
   * The legacy generation (issue 29): its contract's text, served as is at `/openapi.legacy.yaml` and shown
   * at `/docs` as a second definition, "Legacy (deprecated)"; and the migration guide's markdown, served as
   * a page at `guide.path`. Absent when the server runs without the legacy operations.
   */
  legacy?: { source: string; guide: { path: string; markdown: string } };
}

/** The definitions `/docs` offers, the current one first (the default). */
export const docsDefinitions = {
  current: { name: 'v2 (current)', url: '/docs/json' },
  legacy: { name: 'Legacy (deprecated)', url: '/openapi.legacy.yaml' },
} as const;

/** The migration guide page's stylesheet (docs-theme/guide.css). */
const guideStylesPath = '/docs/guide.css';

/** The migration guide's title, in the app's "Page · RoboMarket" form. */
export const guideTitle = 'Migrating from the legacy API · RoboMarket';

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
    uiConfig: {
      deepLinking: true,
      docExpansion: 'list',
      // With the legacy generation, a definition selector in the top bar; v2 is shown first.
      ...(options.legacy === undefined
        ? {}
        : {
            urls: [docsDefinitions.current, docsDefinitions.legacy],
            'urls.primaryName': docsDefinitions.current.name,
          }),
    },
    ...docsTheme(),
  });
  app.get('/openapi.yaml', async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(options.source),
  );
  const { legacy } = options;
  if (legacy === undefined) return;
  app.get('/openapi.legacy.yaml', async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(legacy.source),
  );
  // A bookmarkable address for the legacy reference: Swagger UI opens the definition named in the query.
  app.get('/docs/legacy', async (_request, reply) =>
    reply.redirect(`/docs/?urls.primaryName=${encodeURIComponent(docsDefinitions.legacy.name)}`),
  );
  const guideStyles = themeFile('guide.css');
  app.get(guideStylesPath, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(guideStyles),
  );
  const guidePage = renderGuidePage(legacy.guide.markdown);
  app.get(legacy.guide.path, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(guidePage),
  );
}

/**
 * The migration guide as a page: the markdown (our own file, not user input) rendered once at start, in the
 * docs' colours. No script; the style element is allowed by the page policy.
 */
function renderGuidePage(markdown: string): string {
  const body = marked.parse(markdown, { async: false, gfm: true });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${guideTitle}</title>
<link rel="icon" type="image/svg+xml" href="/docs/static/theme/favicon.svg">
<link rel="stylesheet" href="${guideStylesPath}">
</head>
<body>
<header class="rm-guide-bar"><a href="/">RoboMarket</a> · <a href="/docs">API reference</a> · <a href="/docs/legacy">Legacy reference (deprecated)</a></header>
<main class="rm-guide">
${body}
</main>
</body>
</html>
`;
}
