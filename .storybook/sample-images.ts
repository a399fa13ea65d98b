import { HttpResponse, http } from 'msw';

/**
 * Where the stories' sample product images live: an https address, as the contract's HttpUrl wants, that
 * never reaches the network. msw answers it in the browser with a drawn illustration, so stories and their
 * screenshots work offline.
 */
export const SAMPLE_IMAGE_ORIGIN = 'https://images.robomarket.example';

/** An illustration of a robot with `label` under it, tinted by `hue` (0-360). */
function illustration(label: string, hue: number): string {
  const ink = `hsl(${hue} 45% 28%)`;
  const text = label.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 90%)"/><stop offset="1" stop-color="hsl(${hue} 55% 72%)"/>
</linearGradient></defs>
<rect width="640" height="480" fill="url(#g)"/>
<g fill="${ink}" transform="translate(0 -15)">
<rect x="315" y="80" width="10" height="40"/><circle cx="320" cy="78" r="12"/>
<rect x="245" y="120" width="150" height="115" rx="26"/>
<rect x="225" y="250" width="190" height="120" rx="22"/>
<rect x="175" y="265" width="40" height="90" rx="16"/><rect x="425" y="265" width="40" height="90" rx="16"/>
</g>
<circle cx="288" cy="163" r="16" fill="white"/><circle cx="352" cy="163" r="16" fill="white"/>
<text x="320" y="400" font-family="sans-serif" font-size="30" font-weight="600" text-anchor="middle" fill="${ink}">${text}</text>
</svg>`;
}

/**
 * `GET {SAMPLE_IMAGE_ORIGIN}/samples/<name>.svg?label=…&hue=…`: the illustration; any other path there is a
 * 404, for stories of a broken image. Installed as the worker's initial handlers, so every story has them.
 */
export const sampleImageHandlers = [
  http.get(`${SAMPLE_IMAGE_ORIGIN}/samples/:file`, ({ request }) => {
    const url = new URL(request.url);
    const hue = Number(url.searchParams.get('hue') ?? '210');
    const svg = illustration(url.searchParams.get('label') ?? '', Number.isFinite(hue) ? hue : 210);
    return new HttpResponse(svg, {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
    });
  }),
  http.get(`${SAMPLE_IMAGE_ORIGIN}/*`, () => new HttpResponse(null, { status: 404 })),
  // Images the server stores (`/api/images/{name}`, same origin as the app): the same illustration.
  http.get('/api/images/:name', ({ params }) => {
    const svg = illustration('Uploaded', String(params.name).length * 37);
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
  }),
];
