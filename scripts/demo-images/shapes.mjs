// Parametrised SVG drawings of the things the demo catalogue sells, 800 × 600, composed by `render.mjs`.
// Every function returns SVG markup; coordinates are the picture's own pixels.

/** A repeatable pseudo-random generator from a text, so a picture is the same on every render. */
export function random(seedText) {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A colour lightened (amount > 0) or darkened (amount < 0) by mixing with white or black. */
export function shade(hex, amount) {
  const value = Number.parseInt(hex.slice(1), 16);
  const mix = (channel) => {
    const target = amount > 0 ? 255 : 0;
    return Math.round(channel + (target - channel) * Math.abs(amount));
  };
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const n = (value) => Math.round(value * 10) / 10;

/** A box seen from the front and a little from above and the right: front, top and side faces. */
export function box(x, y, w, h, d, color, { radius = 6, stroke = 'none' } = {}) {
  const dx = n(d * 0.7);
  const dy = n(d * 0.45);
  return `<g stroke="${stroke}" stroke-linejoin="round">
    <path d="M${x} ${y} l${dx} ${-dy} h${w} l${-dx} ${dy} z" fill="${shade(color, 0.25)}"/>
    <path d="M${x + w} ${y} l${dx} ${-dy} v${h} l${-dx} ${dy} z" fill="${shade(color, -0.25)}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(radius, 3)}" fill="${color}"/>
  </g>`;
}

/** A vertical cylinder: body from `top` to `top + h`, ellipse caps. */
export function cylinder(cx, top, rx, h, color, { ry = rx * 0.32 } = {}) {
  const id = `c${Math.round(cx)}${Math.round(top)}${Math.round(rx)}`;
  return `<defs><linearGradient id="${id}" x1="0" x2="1">
      <stop offset="0" stop-color="${shade(color, -0.28)}"/><stop offset="0.35" stop-color="${shade(color, 0.18)}"/>
      <stop offset="0.7" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient></defs>
    <path d="M${cx - rx} ${top} v${h} a${rx} ${ry} 0 0 0 ${2 * rx} 0 v${-h} z" fill="url(#${id})"/>
    <ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${shade(color, 0.3)}"/>`;
}

/** A soft shadow on the floor. */
export const shadow = (cx, cy, rx, ry = rx * 0.16) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#0b1020" opacity="0.22" filter="url(#blur)"/>`;

/** The picture's frame: a gradient background with one of a few decorations, and the shared filters. */
export function backdrop(rand, { from, to, decor, dark }) {
  const line = dark ? '#ffffff' : '#0b1020';
  let pattern = '';
  if (decor === 'grid') {
    const lines = [];
    for (let x = -400; x <= 1200; x += 60) lines.push(`<path d="M400 330 L${x} 620"/>`);
    for (let i = 0; i < 7; i++) {
      const y = 340 + i * i * 7;
      lines.push(`<path d="M0 ${y} H800"/>`);
    }
    pattern = `<g stroke="${line}" stroke-opacity="0.07" stroke-width="1.5">${lines.join('')}</g>`;
  } else if (decor === 'circles') {
    const circles = [];
    for (let i = 0; i < 5; i++) {
      circles.push(
        `<circle cx="${n(rand() * 800)}" cy="${n(rand() * 600)}" r="${n(60 + rand() * 180)}" fill="${line}" opacity="${n(0.03 + rand() * 0.04)}"/>`,
      );
    }
    pattern = circles.join('');
  } else if (decor === 'dots') {
    const dots = [];
    for (let x = 30; x < 800; x += 40) {
      for (let y = 30; y < 600; y += 40) dots.push(`<circle cx="${x}" cy="${y}" r="2"/>`);
    }
    pattern = `<g fill="${line}" opacity="0.08">${dots.join('')}</g>`;
  } else if (decor === 'stripes') {
    const stripes = [];
    for (let x = -600; x < 800; x += 90)
      stripes.push(`<path d="M${x} 600 L${x + 600} 0 h40 L${x + 40} 600z"/>`);
    pattern = `<g fill="${line}" opacity="0.045">${stripes.join('')}</g>`;
  } else if (decor === 'rings') {
    const rings = [];
    for (let r = 90; r < 700; r += 70) rings.push(`<circle cx="400" cy="300" r="${r}"/>`);
    pattern = `<g fill="none" stroke="${line}" stroke-opacity="0.06" stroke-width="14">${rings.join('')}</g>`;
  }
  return `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="${dark ? 0.12 : 0.45}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
      <filter id="blur" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="8"/></filter>
      <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
    </defs>
    <rect width="800" height="600" fill="url(#bg)"/>${pattern}<rect width="800" height="600" fill="url(#glow)"/>`;
}

// ---------------------------------------------------------------------------------------------- robots

/** A link of an arm from (0,0) up to (0,-length), drawn in the link's own frame. */
function link(length, width, color) {
  return `<rect x="${-width / 2}" y="${-length}" width="${width}" height="${length}" rx="${width / 2}" fill="${color}"/>
    <rect x="${-width / 2 + width * 0.18}" y="${-length + width * 0.3}" width="${width * 0.18}" height="${length - width * 0.6}" rx="${width * 0.09}" fill="#ffffff" opacity="0.28"/>`;
}

function joint(r, color, accent) {
  return `<circle r="${r}" fill="${shade(color, -0.12)}"/><circle r="${r * 0.72}" fill="${accent}"/><circle r="${r * 0.32}" fill="${shade(accent, -0.35)}"/>`;
}

/** The tool at the end of an arm, pointing down the link's axis (negative y). */
function tool(kind, color, accent) {
  if (kind === 'gripper') {
    return `<rect x="-26" y="-18" width="52" height="26" rx="6" fill="${shade(color, -0.45)}"/>
      <rect x="-24" y="-52" width="12" height="36" rx="4" fill="${shade(color, -0.6)}"/><rect x="12" y="-52" width="12" height="36" rx="4" fill="${shade(color, -0.6)}"/>`;
  }
  if (kind === 'torch') {
    return `<rect x="-10" y="-40" width="20" height="44" rx="6" fill="#3b3f46"/><path d="M-6 -40 l-10 -36 h8 l10 36z" fill="#c9a227"/>
      <circle cx="-14" cy="-80" r="10" fill="#fff6b0" opacity="0.9"/><circle cx="-14" cy="-80" r="22" fill="#ffd54a" opacity="0.35"/>`;
  }
  if (kind === 'suction') {
    return `<rect x="-34" y="-16" width="68" height="16" rx="4" fill="${shade(color, -0.5)}"/>
      <path d="M-28 -16 v-10 h14 v10z M14 -16 v-10 h14 v10z" fill="#2a2e35"/>`;
  }
  if (kind === 'pen') {
    return `<rect x="-7" y="-44" width="14" height="46" rx="3" fill="${accent}"/><path d="M-7 -44 l7 -14 l7 14z" fill="#333"/>`;
  }
  return `<rect x="-18" y="-12" width="36" height="14" rx="4" fill="${shade(color, -0.45)}"/>`;
}

/** An articulated arm: a base, then links at the given angles (degrees from upright), then its tool. */
export function arm({
  x = 400,
  y = 500,
  color,
  accent,
  angles,
  lengths,
  widths,
  base = 'round',
  toolKind,
  scale = 1,
  grounded = true,
}) {
  const [a1, a2, a3] = angles;
  const [l1, l2, l3] = lengths;
  const [w1, w2, w3] = widths;
  const baseShape =
    base === 'pedestal'
      ? `${box(-70, -40, 140, 40, 50, shade(color, -0.55), { radius: 2 })}${cylinder(18, -90, 52, 55, color)}`
      : `${cylinder(0, -70, 60, 62, shade(color, -0.05))}<ellipse cx="0" cy="-70" rx="42" ry="13" fill="${accent}" opacity="0.8"/>`;
  const baseHeight = base === 'pedestal' ? 95 : 72;
  const bx = base === 'pedestal' ? 18 : 0;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    ${grounded ? shadow(0, 4, 150) : ''}
    ${baseShape}
    <g transform="translate(${bx} ${-baseHeight}) rotate(${a1})">
      ${link(l1, w1, color)}${joint(w1 * 0.62, color, accent)}
      <g transform="translate(0 ${-l1}) rotate(${a2})">
        ${link(l2, w2, color)}${joint(w1 * 0.55, color, accent)}
        <g transform="translate(0 ${-l2}) rotate(${a3})">
          ${link(l3, w3, shade(color, -0.08))}${joint(w2 * 0.5, color, accent)}
          <g transform="translate(0 ${-l3})">${joint(w3 * 0.48, color, accent)}<g transform="rotate(180) translate(0 ${-w3 * 0.3})">${tool(toolKind, color, accent)}</g></g>
        </g>
      </g>
    </g>
  </g>`;
}

/** A SCARA: a column with two horizontal links and a vertical quill, seen from the front-right. */
export function scara({ color, accent }) {
  return `<g transform="translate(330 500)">
    ${shadow(40, 4, 170)}
    ${box(-70, -60, 140, 60, 60, shade(color, -0.5), { radius: 4 })}
    ${cylinder(20, -300, 44, 260, color)}
    <ellipse cx="20" cy="-300" rx="44" ry="14" fill="${accent}"/>
    <rect x="-10" y="-340" width="230" height="56" rx="28" fill="${color}"/><rect x="0" y="-334" width="210" height="12" rx="6" fill="#fff" opacity="0.3"/>
    <circle cx="200" cy="-312" r="30" fill="${accent}"/>
    <rect x="180" y="-352" width="190" height="48" rx="24" fill="${shade(color, -0.06)}"/><rect x="190" y="-346" width="170" height="10" rx="5" fill="#fff" opacity="0.3"/>
    <circle cx="200" cy="-328" r="18" fill="${shade(accent, -0.3)}"/>
    <rect x="338" y="-392" width="18" height="260" rx="6" fill="#c7ccd4"/><rect x="330" y="-150" width="34" height="26" rx="5" fill="#3a3f48"/>
    <rect x="326" y="-408" width="42" height="30" rx="8" fill="${shade(color, -0.3)}"/>
    ${box(250, -90, 150, 60, 30, '#e9eef5', { radius: 4 })}
    <g fill="${accent}" opacity="0.8">${[0, 1, 2, 3].map((i) => `<rect x="${262 + i * 34}" y="-78" width="24" height="10" rx="3"/>`).join('')}</g>
  </g>`;
}

/** Stacked boxes on a pallet, as next to a palletizer. */
export function palletStack(x, y, color) {
  let boxes = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 2; col++)
      boxes += box(x + col * 70, y - 30 - row * 58, 68, 56, 30, shade(color, (col + row) % 2 ? 0.05 : -0.05));
  }
  return `${shadow(x + 80, y + 22, 110)}${box(x - 6, y - 8, 152, 26, 36, '#b08453', { radius: 2 })}${boxes}`;
}

/** Wheels seen from the side. */
const wheel = (cx, cy, r) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#23262d"/><circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="#7d8593"/>`;

/** An autonomous mobile robot: a low chassis with a LiDAR and status light, and what it carries on top. */
export function mobileRobot({
  color,
  accent,
  load = 'none',
  width = 360,
  height = 90,
  x = 400 - width / 2,
  y = 430,
}) {
  const top = y;
  let cargo = '';
  if (load === 'totes') {
    for (let i = 0; i < 2; i++)
      cargo += box(x + 30 + i * 150, top - 78, 130, 72, 50, i ? '#1f6feb' : '#f2a93b', { radius: 3 });
    cargo = `${box(x + 16, top - 96, width - 30, 12, 60, '#9aa3b0', { radius: 2 })}`.replace('', '') + cargo;
    cargo += `<g fill="#9aa3b0">${[0, 1, 2, 3].map((i) => `<rect x="${x + 20 + i * ((width - 40) / 3)}" y="${top - 100}" width="8" height="100"/>`).join('')}</g>`;
    cargo += box(x + 16, top - 110, width - 30, 12, 60, '#b7bfcb', { radius: 2 });
  } else if (load === 'pallet') {
    cargo = `${box(x + 10, top - 32, width - 20, 26, 70, '#b08453', { radius: 2 })}`;
    for (let i = 0; i < 3; i++)
      cargo += box(
        x + 24 + i * ((width - 60) / 3),
        top - 120,
        (width - 70) / 3,
        88,
        60,
        shade('#d9a066', i % 2 ? 0.08 : -0.04),
      );
  } else if (load === 'wrapped') {
    // A full pallet in stretch film, taller than the robot.
    cargo = `${box(x + 10, top - 32, width - 20, 26, 70, '#b08453', { radius: 2 })}`;
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 3; col++) {
        cargo += box(
          x + 24 + col * ((width - 60) / 3),
          top - 100 - row * 68,
          (width - 70) / 3,
          66,
          60,
          shade('#c98d52', ((row + col) % 3) * 0.07),
        );
      }
    }
    cargo += `<path d="M${x + 20} ${top - 236} h${width - 44} v${210} h${-(width - 44)}z" fill="#ffffff" opacity="0.28"/>`;
    cargo += `<g stroke="#ffffff" stroke-opacity="0.55" stroke-width="3">${[0, 1, 2, 3, 4].map((i) => `<path d="M${x + 20} ${top - 210 + i * 40} l${width - 44} ${-24}"/>`).join('')}</g>`;
  } else if (load === 'shelf') {
    cargo = `<g fill="#6b7280">${[0, 1].map((i) => `<rect x="${x + 30 + i * (width - 80)}" y="${top - 230}" width="12" height="230"/>`).join('')}</g>`;
    for (let s = 0; s < 3; s++)
      cargo += box(x + 20, top - 70 - s * 75, width - 50, 10, 60, '#9aa3b0', { radius: 2 });
    cargo +=
      box(x + 40, top - 118, 80, 46, 30, '#f2a93b') +
      box(x + 150, top - 190, 110, 44, 30, '#4f8cf5') +
      box(x + 60, top - 266, 70, 42, 30, '#e86c5a');
  } else if (load === 'lift') {
    cargo = `${box(x + 40, top - 20, width - 80, 16, 60, accent, { radius: 3 })}<g fill="#3a3f48"><rect x="${x + 90}" y="${top - 6}" width="14" height="8"/><rect x="${x + width - 110}" y="${top - 6}" width="14" height="8"/></g>`;
  }
  return `<g>
    ${shadow(x + width / 2 + 20, top + height + 22, width * 0.62)}
    ${wheel(x + width * 0.2, top + height + Math.max(24, height * 0.28) * 0.4, Math.max(24, height * 0.28))}${wheel(x + width * 0.8, top + height + Math.max(24, height * 0.28) * 0.4, Math.max(24, height * 0.28))}
    ${box(x, top, width, height, 70, color, { radius: 14 })}
    <rect x="${x}" y="${top + height - 20}" width="${width}" height="20" fill="#1c1f26" opacity="0.55"/>
    <rect x="${x + 18}" y="${top + 20}" width="${width - 36}" height="10" rx="5" fill="${accent}"/>
    <rect x="${x + 18}" y="${top + 42}" width="${Math.min(120, width * 0.3)}" height="${Math.max(16, height - 76)}" rx="8" fill="#1c1f26" opacity="0.8"/>
    <circle cx="${x + 40}" cy="${top + 42 + Math.max(16, height - 76) / 2}" r="6" fill="${accent}"/><circle cx="${x + 62}" cy="${top + 42 + Math.max(16, height - 76) / 2}" r="6" fill="${accent}"/>
    <circle cx="${x + width - 36}" cy="${top + 52}" r="9" fill="#37d67a"/><circle cx="${x + width - 36}" cy="${top + 52}" r="16" fill="#37d67a" opacity="0.25"/>
    ${load === 'none' || load === 'lift' ? `${cylinder(x + width / 2 + 24, top - 40, 26, 26, '#2a2e35')}<rect x="${x + width / 2 - 2}" y="${top - 30}" width="52" height="8" fill="${accent}" opacity="0.9"/>` : ''}
    ${cargo}
  </g>`;
}

/** A tugger pulling carts. */
export function tugger({ color, accent }) {
  let carts = '';
  for (let i = 0; i < 2; i++) {
    const cx = 60 + i * 200;
    carts += `${shadow(cx + 90, 512, 100)}${wheel(cx + 30, 500, 14)}${wheel(cx + 150, 500, 14)}${box(cx, 440, 180, 50, 50, '#8d96a3', { radius: 4 })}`;
    carts +=
      box(cx + 14, 384, 70, 54, 34, i ? '#e86c5a' : '#f2c230') + box(cx + 92, 392, 72, 46, 34, '#4f8cf5');
    carts += `<rect x="${cx + 178}" y="468" width="26" height="6" fill="#3a3f48"/>`;
  }
  return carts + mobileRobot({ color, accent, width: 240, height: 110, x: 480, y: 400 });
}

/** A service robot with a rounded body, a head with a face on a screen and optionally a chest tablet. */
export function serviceRobot({ color, accent, face = '#1d2b3a', variant = 'concierge' }) {
  if (variant === 'telepresence') {
    return `<g transform="translate(400 0)">
      ${shadow(0, 528, 130)}
      <path d="M-110 520 q0 -50 110 -50 q110 0 110 50z" fill="${shade(color, -0.15)}"/>
      ${wheel(-70, 520, 14)}${wheel(70, 520, 14)}
      <rect x="-12" y="170" width="24" height="310" rx="10" fill="#c3c9d2"/>
      <rect x="-120" y="70" width="240" height="160" rx="20" fill="#23262d"/>
      <rect x="-108" y="82" width="216" height="136" rx="12" fill="${accent}"/>
      <circle cx="0" cy="140" r="34" fill="${shade(accent, 0.5)}"/><path d="M-56 218 q56 -70 112 0z" fill="${shade(accent, 0.5)}"/>
      <circle cx="0" cy="60" r="10" fill="#23262d"/><circle cx="0" cy="60" r="5" fill="#5ac8fa"/>
    </g>`;
  }
  if (variant === 'delivery') {
    return `<g transform="translate(400 0)">
      ${shadow(0, 530, 170)}
      ${wheel(-100, 520, 18)}${wheel(100, 520, 18)}
      ${box(-150, 230, 300, 290, 60, color, { radius: 16 })}
      ${[0, 1, 2, 3].map((i) => `<rect x="-130" y="${250 + i * 64}" width="260" height="54" rx="8" fill="${shade(color, -0.08)}" stroke="${shade(color, -0.25)}" stroke-width="3"/><rect x="-30" y="${270 + i * 64}" width="60" height="10" rx="5" fill="${accent}"/>`).join('')}
      <rect x="-110" y="140" width="220" height="90" rx="24" fill="${shade(color, 0.1)}"/>
      <rect x="-90" y="156" width="180" height="58" rx="16" fill="${face}"/>
      <circle cx="-36" cy="185" r="10" fill="${accent}"/><circle cx="36" cy="185" r="10" fill="${accent}"/>
      <rect x="-6" y="110" width="12" height="30" fill="#9aa3b0"/><circle cx="0" cy="106" r="10" fill="#e53935"/>
    </g>`;
  }
  if (variant === 'uv') {
    const lamps = [-60, -30, 0, 30, 60]
      .map(
        (dx) =>
          `<rect x="${dx - 8}" y="130" width="16" height="300" rx="8" fill="#b9a6ff"/><rect x="${dx - 3}" y="136" width="6" height="288" rx="3" fill="#f2ecff"/>`,
      )
      .join('');
    return `<g transform="translate(400 0)">
      <ellipse cx="0" cy="290" rx="190" ry="220" fill="#8b5cf6" opacity="0.35" filter="url(#soft)"/>
      ${shadow(0, 535, 140)}
      ${cylinder(0, 430, 110, 90, color)}${lamps}
      ${cylinder(0, 105, 90, 30, shade(color, -0.1))}<circle cx="0" cy="92" r="12" fill="${accent}"/>
    </g>`;
  }
  if (variant === 'scanner') {
    const cams = [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="22" y="${120 + i * 54}" width="26" height="20" rx="6" fill="#23262d"/><circle cx="42" cy="${130 + i * 54}" r="6" fill="${accent}"/>`,
      )
      .join('');
    return `<g transform="translate(380 0)">
      ${shadow(10, 532, 150)}
      ${wheel(-60, 520, 16)}${wheel(80, 520, 16)}
      ${box(-110, 400, 220, 120, 50, color, { radius: 16 })}
      <rect x="-20" y="100" width="46" height="310" rx="14" fill="${shade(color, 0.12)}"/>${cams}
      <rect x="-90" y="430" width="120" height="12" rx="6" fill="${accent}"/>
    </g>`;
  }
  if (variant === 'scrubber') {
    return `<g transform="translate(400 0)">
      ${shadow(0, 528, 190)}
      <ellipse cx="-10" cy="520" rx="170" ry="20" fill="#7dd3fc" opacity="0.35"/>
      ${wheel(-110, 510, 22)}${wheel(110, 510, 22)}
      ${box(-170, 250, 340, 260, 60, color, { radius: 30 })}
      <rect x="-150" y="290" width="300" height="16" rx="8" fill="${accent}"/>
      <rect x="-120" y="200" width="160" height="56" rx="14" fill="#23262d"/><rect x="-110" y="210" width="140" height="36" rx="8" fill="#5ac8fa" opacity="0.8"/>
      ${cylinder(100, 214, 28, 30, '#2a2e35')}
      <rect x="-150" y="470" width="300" height="22" rx="8" fill="#23262d"/>
    </g>`;
  }
  // concierge
  return `<g transform="translate(400 0)">
    ${shadow(0, 540, 150)}
    <path d="M-120 530 q-20 -120 20 -250 q100 -40 200 0 q40 130 20 250z" fill="${color}"/>
    <path d="M-90 300 q90 -30 180 0" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <rect x="-70" y="330" width="140" height="100" rx="12" fill="#23262d"/><rect x="-62" y="338" width="124" height="84" rx="8" fill="${accent}" opacity="0.85"/>
    <g fill="#ffffff" opacity="0.85"><rect x="-50" y="350" width="60" height="8" rx="4"/><rect x="-50" y="366" width="90" height="8" rx="4"/><rect x="-50" y="390" width="44" height="20" rx="6"/></g>
    <rect x="-24" y="250" width="48" height="30" fill="${shade(color, -0.2)}"/>
    <rect x="-110" y="90" width="220" height="170" rx="80" fill="${shade(color, 0.12)}"/>
    <rect x="-86" y="120" width="172" height="110" rx="50" fill="${face}"/>
    <ellipse cx="-36" cy="172" rx="16" ry="20" fill="${accent}"/><ellipse cx="36" cy="172" rx="16" ry="20" fill="${accent}"/>
    <path d="M-22 206 q22 14 44 0" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <circle cx="-110" cy="175" r="14" fill="${accent}"/><circle cx="110" cy="175" r="14" fill="${accent}"/>
  </g>`;
}

/** A quadcopter seen from above and the front, with a camera and optionally a scanning beam. */
export function drone({ color, accent, beam = false, pads = false }) {
  const arms = [
    [-190, -70],
    [190, -70],
    [-220, 60],
    [220, 60],
  ];
  const rotors = arms
    .map(
      ([
        dx,
        dy,
      ]) => `<path d="M0 0 L${dx} ${dy}" stroke="${shade(color, -0.3)}" stroke-width="18" stroke-linecap="round"/>
        ${cylinder(dx, dy - 20, 14, 24, '#2a2e35')}
        <ellipse cx="${dx}" cy="${dy - 22}" rx="96" ry="22" fill="${accent}" opacity="0.22"/><ellipse cx="${dx}" cy="${dy - 22}" rx="96" ry="22" fill="none" stroke="${accent}" stroke-opacity="0.7" stroke-width="3"/>
        <path d="M${dx - 80} ${dy - 26} L${dx + 80} ${dy - 18}" stroke="#2a2e35" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join('');
  return `<g>
    ${pads ? `${shadow(400, 540, 230)}${box(230, 500, 340, 26, 50, '#3a3f48', { radius: 3 })}<circle cx="420" cy="497" r="60" fill="none" stroke="${accent}" stroke-width="6" opacity="0.6"/>` : shadow(400, 540, 200)}
    ${beam ? `<path d="M400 330 L250 560 H550 Z" fill="${accent}" opacity="0.18"/><path d="M400 330 L300 560 H500 Z" fill="${accent}" opacity="0.18"/>` : ''}
    <g transform="translate(400 260)">
      ${rotors}
      <path d="M-90 -10 q0 -50 90 -50 q90 0 90 50 q0 50 -90 56 q-90 -6 -90 -56z" fill="${color}"/>
      <path d="M-60 -30 q60 -26 120 0" stroke="#ffffff" stroke-opacity="0.4" stroke-width="8" fill="none" stroke-linecap="round"/>
      <rect x="-28" y="40" width="56" height="40" rx="14" fill="#23262d"/><circle cx="0" cy="62" r="13" fill="#394150"/><circle cx="0" cy="62" r="7" fill="${accent}"/>
      <circle cx="-70" cy="6" r="6" fill="#ff5252"/><circle cx="70" cy="6" r="6" fill="#37d67a"/>
    </g>
  </g>`;
}

/** A four-legged inspection robot. */
export function quadruped({ color, accent, stride = 1 }) {
  const leg = (hx, hy, a, b) => `<g transform="translate(${hx} ${hy}) rotate(${a})">
      <rect x="-14" y="0" width="28" height="110" rx="14" fill="${shade(color, -0.2)}"/>
      <g transform="translate(0 110) rotate(${b})"><circle r="16" fill="${accent}"/><rect x="-10" y="0" width="20" height="110" rx="10" fill="#2a2e35"/><circle cy="112" r="13" fill="#1a1c21"/></g></g>`;
  return `<g transform="translate(0 10)">
    ${shadow(400, 530, 230)}
    ${leg(250, 300, 20 * stride, -45 * stride)}${leg(540, 300, 25 * stride, -50 * stride)}
    ${box(220, 240, 360, 90, 70, color, { radius: 20 })}
    <rect x="240" y="270" width="320" height="12" rx="6" fill="${accent}"/>
    ${leg(290, 320, -15 * stride, 35 * stride)}${leg(580, 320, -25 * stride, 45 * stride)}
    <rect x="560" y="230" width="90" height="70" rx="16" fill="${shade(color, -0.35)}"/>
    <circle cx="630" cy="252" r="12" fill="${accent}"/><circle cx="630" cy="282" r="10" fill="#ff7a45"/>
    ${cylinder(370, 200, 30, 40, '#2a2e35')}
  </g>`;
}

/** A cute wheeled classroom robot. */
export function miniRobot(x, y, s, color, accent) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${shadow(0, 92, 80)}
    ${wheel(-46, 76, 20)}${wheel(46, 76, 20)}
    <rect x="-70" y="-10" width="140" height="90" rx="26" fill="${color}"/>
    <rect x="-56" y="-70" width="112" height="66" rx="22" fill="${shade(color, 0.25)}"/>
    <rect x="-44" y="-60" width="88" height="46" rx="14" fill="#1d2b3a"/>
    <circle cx="-18" cy="-37" r="8" fill="${accent}"/><circle cx="18" cy="-37" r="8" fill="${accent}"/>
    <rect x="-3" y="-94" width="6" height="24" fill="#6b7280"/><circle cy="-98" r="8" fill="${accent}"/>
    <rect x="-44" y="16" width="88" height="10" rx="5" fill="${accent}"/>
  </g>`;
}

/** A round robot vacuum with its self-emptying base. */
export function robotVacuum({ color, accent }) {
  return `<g>
    ${shadow(420, 520, 260, 40)}
    ${box(470, 250, 170, 260, 60, shade(color, -0.1), { radius: 20 })}
    <rect x="490" y="280" width="130" height="70" rx="14" fill="${shade(color, -0.3)}"/><circle cx="555" cy="450" r="10" fill="${accent}"/>
    <ellipse cx="360" cy="480" rx="190" ry="62" fill="${shade(color, -0.3)}"/>
    <ellipse cx="360" cy="462" rx="190" ry="62" fill="${color}"/>
    <ellipse cx="360" cy="458" rx="150" ry="46" fill="${shade(color, 0.12)}"/>
    ${cylinder(360, 426, 40, 16, '#2a2e35', { ry: 14 })}
    <path d="M190 470 q170 80 340 0" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <circle cx="300" cy="456" r="8" fill="${accent}"/>
  </g>`;
}

/** A welding cell: an enclosure with a window onto an arm at work. */
export function weldingCell({ color, accent }) {
  return `<g>
    ${shadow(400, 540, 320)}
    ${box(110, 160, 520, 370, 110, color, { radius: 6 })}
    <rect x="140" y="190" width="300" height="240" rx="6" fill="#141820"/>
    <g clip-path="url(#window)">${arm({ x: 300, y: 470, color: '#f28c28', accent: '#2a2e35', angles: [25, 65, 55], lengths: [120, 110, 50], widths: [36, 30, 22], toolKind: 'torch', scale: 0.85 })}</g>
    <clipPath id="window"><rect x="140" y="190" width="300" height="240" rx="6"/></clipPath>
    <rect x="140" y="190" width="300" height="240" rx="6" fill="${accent}" opacity="0.12"/>
    <rect x="470" y="190" width="130" height="300" rx="6" fill="${shade(color, -0.12)}"/>
    <rect x="490" y="215" width="90" height="60" rx="6" fill="#1d2b3a"/><rect x="500" y="226" width="50" height="8" rx="4" fill="#37d67a"/><rect x="500" y="244" width="70" height="8" rx="4" fill="#5ac8fa"/>
    <circle cx="535" cy="320" r="22" fill="#e53935" stroke="#f2c230" stroke-width="8"/>
    ${cylinder(610, 110, 12, 50, '#9aa3b0')}<circle cx="610" cy="102" r="12" fill="#37d67a"/>
    <rect x="110" y="500" width="520" height="30" fill="${shade(color, -0.4)}"/>
  </g>`;
}

// ---------------------------------------------------------------------------------------------- parts

/** Grippers: two-finger, three-finger and vacuum, and a tool changer. */
export function gripper({ color, accent, kind = 'two', open = 1 }) {
  if (kind === 'vacuum') {
    const cups = [
      [250, 420],
      [550, 420],
      [300, 470],
      [500, 470],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x - 8}" y="${y - 80}" width="16" height="70" fill="#9aa3b0"/>${cylinder(x, y - 14, 34, 22, '#2a2e35', { ry: 10 })}`,
      )
      .join('');
    return `<g>${shadow(400, 520, 230)}
      ${box(190, 300, 420, 40, 80, color, { radius: 6 })}
      <rect x="210" y="314" width="380" height="10" rx="5" fill="${accent}"/>
      ${cylinder(430, 200, 56, 80, shade(color, -0.35))}<ellipse cx="430" cy="200" rx="38" ry="12" fill="${accent}"/>
      ${box(520, 230, 70, 40, 30, '#3a3f48')}<path d="M590 250 q60 0 70 -80" stroke="#1f6feb" stroke-width="8" fill="none"/>
      ${cups}</g>`;
  }
  if (kind === 'three') {
    const finger = (angle) => `<g transform="translate(400 310) rotate(${angle})">
        <rect x="-28" y="0" width="56" height="120" rx="20" fill="${shade(color, -0.15)}"/><circle cy="120" r="26" fill="${accent}"/>
        <g transform="translate(0 120) rotate(${-24 * open})"><rect x="-24" y="0" width="48" height="100" rx="20" fill="${shade(color, -0.3)}"/><rect x="-17" y="58" width="34" height="38" rx="12" fill="#2a2e35"/></g></g>`;
    return `<g>${shadow(400, 560, 200)}
      ${finger(-38)}${finger(38)}
      ${cylinder(400, 120, 105, 170, color)}<ellipse cx="400" cy="120" rx="60" ry="18" fill="${accent}" opacity="0.8"/>
      <rect x="295" y="240" width="210" height="12" fill="${accent}" opacity="0.8"/>
      ${finger(0)}</g>`;
  }
  if (kind === 'changer') {
    return `<g>${shadow(400, 530, 200)}
      ${cylinder(400, 140, 120, 110, color)}<ellipse cx="400" cy="140" rx="80" ry="24" fill="${shade(color, 0.4)}"/>
      ${[-80, -40, 40, 80].map((dx) => `<circle cx="${400 + dx}" cy="210" r="9" fill="${accent}"/>`).join('')}
      ${cylinder(400, 330, 130, 70, shade(color, -0.3))}
      ${[-90, -30, 30, 90].map((dx) => `<circle cx="${400 + dx}" cy="380" r="11" fill="#2a2e35"/><circle cx="${400 + dx}" cy="380" r="5" fill="${accent}"/>`).join('')}
      <path d="M520 200 q90 20 100 140" stroke="#1f6feb" stroke-width="10" fill="none"/><path d="M530 220 q70 20 70 130" stroke="#e53935" stroke-width="8" fill="none"/></g>`;
  }
  if (kind === 'ft') {
    return `<g>${shadow(400, 520, 200)}
      ${cylinder(400, 300, 150, 100, color, { ry: 46 })}<ellipse cx="400" cy="300" rx="150" ry="46" fill="${shade(color, 0.2)}"/>
      <ellipse cx="400" cy="300" rx="100" ry="30" fill="${shade(color, 0.35)}"/><ellipse cx="400" cy="300" rx="40" ry="12" fill="${accent}"/>
      ${[0, 60, 120, 180, 240, 300]
        .map((a) => {
          const r = (a * Math.PI) / 180;
          return `<circle cx="${n(400 + Math.cos(r) * 125)}" cy="${n(300 + Math.sin(r) * 38)}" r="7" fill="#2a2e35"/>`;
        })
        .join('')}
      <rect x="250" y="340" width="300" height="14" fill="${accent}" opacity="0.8"/>
      <path d="M550 380 q100 0 120 110" stroke="#2a2e35" stroke-width="16" fill="none" stroke-linecap="round"/></g>`;
  }
  const gap = 40 + 70 * open;
  return `<g>${shadow(400, 530, 200)}
    ${cylinder(400, 110, 70, 60, shade(color, -0.3))}
    ${box(270, 170, 260, 150, 60, color, { radius: 16 })}
    <rect x="290" y="190" width="220" height="14" rx="7" fill="${accent}"/>
    <circle cx="480" cy="260" r="10" fill="#37d67a"/>
    <rect x="${400 - gap / 2 - 44}" y="320" width="44" height="170" rx="12" fill="${shade(color, -0.45)}"/>
    <rect x="${400 + gap / 2}" y="320" width="44" height="170" rx="12" fill="${shade(color, -0.45)}"/>
    <rect x="${400 - gap / 2 - 14}" y="420" width="14" height="66" rx="5" fill="${accent}"/>
    <rect x="${400 + gap / 2}" y="420" width="14" height="66" rx="5" fill="${accent}"/>
    ${open < 0.6 ? box(380, 440, 40, 40, 20, '#f2c230') : ''}</g>`;
}

/** Sensors: a spinning LiDAR, a 3D camera, a safety scanner, a light curtain, a servo motor. */
export function sensor({ color, accent, kind }) {
  if (kind === 'lidar') {
    return `<g>
      <g fill="none" stroke="${accent}" stroke-width="3" opacity="0.45">${[120, 180, 240, 300].map((r) => `<ellipse cx="400" cy="330" rx="${r * 1.3}" ry="${r * 0.42}"/>`).join('')}</g>
      ${shadow(400, 500, 160)}
      ${cylinder(400, 180, 120, 310, color)}
      <path d="M280 270 v90 a120 38 0 0 0 240 0 v-90 a120 38 0 0 1 -240 0z" fill="#141820"/>
      <path d="M300 300 h200" stroke="${accent}" stroke-width="4" opacity="0.8"/>
      <ellipse cx="400" cy="180" rx="70" ry="22" fill="${shade(color, -0.2)}"/></g>`;
  }
  if (kind === 'camera') {
    return `<g>${shadow(400, 470, 260)}
      ${box(140, 260, 500, 130, 80, color, { radius: 20 })}
      ${[220, 400, 560].map((x, i) => `<circle cx="${x}" cy="325" r="${i === 1 ? 30 : 44}" fill="#141820"/><circle cx="${x}" cy="325" r="${i === 1 ? 16 : 26}" fill="${i === 1 ? '#e53935' : '#24324a'}"/><circle cx="${x - 8}" cy="316" r="7" fill="#ffffff" opacity="0.6"/>`).join('')}
      <rect x="300" y="390" width="200" height="60" fill="${shade(color, -0.3)}"/>
      <g fill="${accent}" opacity="0.35">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${160 + i * 120}" cy="${520 - (i % 2) * 20}" r="6"/>`).join('')}</g></g>`;
  }
  if (kind === 'scanner') {
    return `<g>
      <path d="M400 300 L60 560 H740z" fill="${accent}" opacity="0.12"/><path d="M400 300 L180 560 H620z" fill="${accent}" opacity="0.14"/>
      ${shadow(400, 480, 170)}
      ${box(260, 250, 280, 220, 70, color, { radius: 20 })}
      <path d="M300 260 q100 -110 200 0z" fill="#141820"/><path d="M320 258 q80 -80 160 0" stroke="${accent}" stroke-width="5" fill="none" opacity="0.8"/>
      <rect x="290" y="380" width="220" height="14" rx="7" fill="#2a2e35"/><circle cx="500" cy="430" r="10" fill="#37d67a"/><circle cx="470" cy="430" r="10" fill="#ffb300"/></g>`;
  }
  if (kind === 'curtain') {
    const beams = [...Array(10).keys()]
      .map((i) => `<path d="M270 ${140 + i * 34} H550" stroke="#ff3b30" stroke-width="3" opacity="0.55"/>`)
      .join('');
    return `<g>${shadow(410, 530, 250)}
      ${box(210, 110, 54, 400, 30, color, { radius: 8 })}${box(550, 110, 54, 400, 30, color, { radius: 8 })}
      <rect x="226" y="130" width="22" height="360" rx="8" fill="#1a1c21"/><rect x="566" y="130" width="22" height="360" rx="8" fill="#1a1c21"/>
      ${beams}<circle cx="237" cy="122" r="6" fill="#37d67a"/><circle cx="577" cy="122" r="6" fill="${accent}"/></g>`;
  }
  // servo motor and drive
  return `<g>${shadow(400, 510, 270)}
    ${box(480, 200, 160, 280, 50, '#2f343c', { radius: 8 })}
    <rect x="500" y="225" width="110" height="50" rx="6" fill="#141820"/><rect x="512" y="240" width="40" height="18" rx="3" fill="#37d67a"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="500" y="${300 + i * 30}" width="110" height="14" rx="4" fill="${accent}" opacity="${0.5 + i * 0.08}"/>`).join('')}
    <g transform="translate(140 300)">
      <rect x="0" y="0" width="260" height="160" rx="12" fill="${color}"/>
      <g fill="${shade(color, -0.2)}">${[...Array(9).keys()].map((i) => `<rect x="${16 + i * 26}" y="8" width="12" height="144" rx="4"/>`).join('')}</g>
      <rect x="250" y="-10" width="40" height="180" rx="6" fill="${shade(color, -0.3)}"/>
      <rect x="290" y="68" width="60" height="24" rx="6" fill="#c7ccd4"/>
      <rect x="-30" y="20" width="40" height="120" rx="10" fill="#23262d"/>
      <path d="M-30 40 q-60 -40 -20 -150" stroke="#ff7a45" stroke-width="10" fill="none"/></g></g>`;
}

/** A battery pack, or a charging dock. */
export function battery({ color, accent, kind = 'pack' }) {
  if (kind === 'dock') {
    return `<g>${shadow(400, 520, 240)}
      ${box(200, 480, 360, 36, 90, '#3a3f48', { radius: 4 })}
      ${box(250, 200, 260, 280, 60, color, { radius: 24 })}
      <rect x="290" y="240" width="180" height="60" rx="14" fill="#1d2b3a"/>
      ${[0, 1, 2, 3].map((i) => `<rect x="${306 + i * 40}" y="256" width="28" height="28" rx="5" fill="${i < 3 ? accent : '#3a3f48'}"/>`).join('')}
      <rect x="300" y="380" width="56" height="70" rx="8" fill="#c9a227"/><rect x="404" y="380" width="56" height="70" rx="8" fill="#c9a227"/>
      <path d="M378 320 l-18 40 h22 l-12 36 l34 -50 h-22 l14 -26z" fill="${accent}"/></g>`;
  }
  return `<g>${shadow(400, 500, 260)}
    ${box(160, 230, 440, 250, 110, color, { radius: 14 })}
    <rect x="190" y="262" width="380" height="44" rx="10" fill="${shade(color, -0.25)}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${206 + i * 72}" y="272" width="60" height="24" rx="5" fill="${i < 4 ? accent : shade(color, -0.45)}"/>`).join('')}
    <path d="M360 340 l-26 60 h34 l-18 54 l52 -76 h-34 l22 -38z" fill="${shade(color, 0.55)}"/>
    ${cylinder(290, 150, 24, 40, '#c9a227')}${cylinder(480, 150, 24, 40, '#3a3f48')}
    <text x="0" y="0" opacity="0"/></g>`;
}

// ---------------------------------------------------------------------------------------------- software and services

/** A screen (monitor or tablet) showing one of a few dashboards. */
export function screen({ color, accent, kind = 'fleet', device = 'monitor', rand }) {
  const x = 150;
  const y = 110;
  const w = 500;
  const h = 310;
  let ui = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#0f1724"/>
    <rect x="${x}" y="${y}" width="${w}" height="30" fill="${shade(color, -0.2)}"/>
    ${[0, 1, 2].map((i) => `<circle cx="${x + 18 + i * 18}" cy="${y + 15}" r="5" fill="${['#ff5f57', '#febc2e', '#28c840'][i]}"/>`).join('')}
    <rect x="${x}" y="${y + 30}" width="90" height="${h - 30}" fill="#16213a"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${x + 14}" y="${y + 50 + i * 30}" width="${50 + (i % 2) * 12}" height="10" rx="5" fill="${i === 1 ? accent : '#3b4a66'}"/>`).join('')}`;
  const cx = x + 100;
  const cy = y + 40;
  if (kind === 'fleet') {
    ui += `<rect x="${cx}" y="${cy}" width="390" height="260" rx="8" fill="#1b2742"/>`;
    for (let i = 0; i < 4; i++)
      ui += `<rect x="${cx + 20 + i * 92}" y="${cy + 20}" width="70" height="170" rx="4" fill="#24335a"/>`;
    ui += `<path d="M${cx + 10} ${cy + 215} H${cx + 380} M${cx + 100} ${cy + 20} V${cy + 215}" stroke="${accent}" stroke-width="3" stroke-dasharray="10 8" opacity="0.7" fill="none"/>`;
    for (let i = 0; i < 6; i++)
      ui += `<circle cx="${n(cx + 30 + rand() * 330)}" cy="${n(cy + 200 + rand() * 40)}" r="8" fill="${i % 3 ? accent : '#ffb300'}"/>`;
  } else if (kind === 'sim') {
    ui += `<rect x="${cx}" y="${cy}" width="390" height="260" rx="8" fill="#141c2e"/>`;
    const grid = [];
    for (let i = -6; i <= 6; i++)
      grid.push(`<path d="M${cx + 195 + i * 30} ${cy + 150} L${cx + 195 + i * 60} ${cy + 260}"/>`);
    for (let j = 0; j < 5; j++) grid.push(`<path d="M${cx} ${cy + 150 + j * j * 5} H${cx + 390}"/>`);
    ui += `<g stroke="${accent}" stroke-opacity="0.35">${grid.join('')}</g>`;
    ui += `<g transform="translate(${cx + 195} ${cy + 200}) scale(0.55)" opacity="0.95">${arm({ x: 0, y: 0, color: '#dfe6ee', accent, angles: [30, 70, 50], lengths: [150, 130, 50], widths: [40, 34, 26], toolKind: 'gripper', grounded: false })}</g>`;
    ui += `<path d="M${cx + 40} ${cy + 60} q120 -60 240 20" stroke="#ffb300" stroke-width="3" stroke-dasharray="6 6" fill="none"/>`;
  } else if (kind === 'vision') {
    for (let i = 0; i < 6; i++) {
      const tx = cx + (i % 3) * 130;
      const ty = cy + Math.floor(i / 3) * 130;
      const bad = i === 1 || i === 5;
      ui += `<rect x="${tx}" y="${ty}" width="120" height="120" rx="6" fill="#24324a"/><circle cx="${tx + 60}" cy="${ty + 60}" r="34" fill="#8d96a3"/><circle cx="${tx + 60}" cy="${ty + 60}" r="12" fill="#24324a"/>`;
      ui += `<rect x="${tx + 6}" y="${ty + 6}" width="108" height="108" rx="4" fill="none" stroke="${bad ? '#ff5252' : '#37d67a'}" stroke-width="4"/>`;
      if (bad) ui += `<path d="M${tx + 74} ${ty + 40} l14 -10 l-6 16z" fill="#ff5252"/>`;
    }
  } else {
    // charts
    ui += `<rect x="${cx}" y="${cy}" width="190" height="120" rx="8" fill="#1b2742"/><rect x="${cx + 200}" y="${cy}" width="190" height="120" rx="8" fill="#1b2742"/>`;
    ui += `<circle cx="${cx + 95}" cy="${cy + 60}" r="40" fill="none" stroke="#3b4a66" stroke-width="16"/><circle cx="${cx + 95}" cy="${cy + 60}" r="40" fill="none" stroke="${accent}" stroke-width="16" stroke-dasharray="180 400" transform="rotate(-90 ${cx + 95} ${cy + 60})"/>`;
    let path = `M${cx + 210} ${cy + 100}`;
    for (let i = 1; i <= 8; i++) path += ` L${cx + 210 + i * 21} ${n(cy + 100 - rand() * 70)}`;
    ui += `<path d="${path}" stroke="#ffb300" stroke-width="4" fill="none" stroke-linejoin="round"/>`;
    ui += `<rect x="${cx}" y="${cy + 130}" width="390" height="130" rx="8" fill="#1b2742"/>`;
    for (let i = 0; i < 12; i++) {
      const bh = n(20 + rand() * 90);
      ui += `<rect x="${cx + 16 + i * 31}" y="${cy + 250 - bh}" width="20" height="${bh}" rx="3" fill="${i % 4 === 3 ? '#ffb300' : accent}"/>`;
    }
  }
  if (device === 'tablet') {
    return `<g>${shadow(400, 520, 280)}
      <g transform="rotate(-6 400 300)">
      <rect x="${x - 40}" y="${y - 30}" width="${w + 80}" height="${h + 60}" rx="34" fill="#23262d"/>
      <rect x="${x - 34}" y="${y - 24}" width="${w + 68}" height="${h + 48}" rx="30" fill="${color}"/>
      ${ui}
      <circle cx="${x + w + 8}" cy="${y + 40}" r="20" fill="#e53935" stroke="#f2c230" stroke-width="6"/>
      <rect x="${x - 30}" y="${y + 120}" width="20" height="80" rx="8" fill="#3a3f48"/></g></g>`;
  }
  return `<g>${shadow(400, 540, 220)}
    <rect x="${x - 16}" y="${y - 16}" width="${w + 32}" height="${h + 32}" rx="18" fill="#1a1d23"/>
    ${ui}
    <path d="M360 ${y + h + 16} l-20 90 h120 l-20 -90z" fill="#2f343c"/>
    <rect x="280" y="${y + h + 100}" width="240" height="16" rx="8" fill="#3a3f48"/>
    <rect x="${x + w - 10}" y="${y + h - 60}" width="140" height="120" rx="14" fill="${color}" opacity="0.96" transform="rotate(6 ${x + w + 60} ${y + h})"/>
    <g transform="translate(${x + w + 10} ${y + h - 40}) rotate(6)">${[0, 1, 2].map((i) => `<rect x="10" y="${10 + i * 26}" width="${90 - i * 18}" height="12" rx="6" fill="#ffffff" opacity="0.85"/>`).join('')}</g></g>`;
}

/** Service icons on a badge. */
const icons = {
  wrench: (c) =>
    `<path d="M-20 -110 a70 70 0 0 0 -80 90 l-90 90 a26 26 0 0 0 38 38 l90 -90 a70 70 0 0 0 90 -80 l-40 40 l-40 -10 l-10 -40z" fill="${c}"/>`,
  gear: (c) => {
    const teeth = [...Array(8).keys()]
      .map((i) => `<rect x="-14" y="-100" width="28" height="36" rx="6" transform="rotate(${i * 45})"/>`)
      .join('');
    return `<g fill="${c}">${teeth}<circle r="74"/></g><circle r="30" fill="#ffffff" opacity="0.9"/>`;
  },
  cap: (c) =>
    `<path d="M0 -100 L160 -30 L0 40 L-160 -30z" fill="${c}"/><path d="M-96 0 v60 q96 50 192 0 v-60 l-96 42z" fill="${shade(c, -0.2)}"/><path d="M140 -22 v100" stroke="${c}" stroke-width="10"/><circle cx="140" cy="86" r="14" fill="${c}"/>`,
  shield: (c, back) =>
    `<path d="M0 -130 L120 -80 v60 q0 110 -120 160 q-120 -50 -120 -160 v-60z" fill="${c}"/><path d="M-52 0 l36 36 l72 -80" stroke="${back}" stroke-width="24" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  headset: (c) =>
    `<path d="M-110 20 v-30 a110 110 0 0 1 220 0 v30" stroke="${c}" stroke-width="24" fill="none"/><rect x="-140" y="0" width="60" height="100" rx="24" fill="${c}"/><rect x="80" y="0" width="60" height="100" rx="24" fill="${c}"/><path d="M110 100 q0 50 -80 50" stroke="${c}" stroke-width="12" fill="none"/><rect x="-10" y="136" width="46" height="28" rx="14" fill="${c}"/>`,
  clipboard: (
    c,
  ) => `<rect x="-110" y="-120" width="220" height="280" rx="20" fill="${c}"/><rect x="-50" y="-140" width="100" height="44" rx="14" fill="${shade(c, -0.3)}"/><rect x="-80" y="-80" width="160" height="210" rx="8" fill="#ffffff"/>
    <g fill="${c}"><rect x="-60" y="50" width="28" height="60"/><rect x="-16" y="10" width="28" height="100"/><rect x="28" y="-30" width="28" height="140"/></g><path d="M-60 -40 h110" stroke="${shade(c, -0.2)}" stroke-width="10" stroke-linecap="round"/>`,
  cell: (c) =>
    `<rect x="-150" y="-100" width="300" height="210" rx="12" fill="none" stroke="${c}" stroke-width="16" stroke-dasharray="30 16"/><g transform="translate(0 80) scale(0.55)">${arm({ x: 0, y: 40, color: c, accent: '#ffffff', angles: [30, 70, 50], lengths: [150, 130, 50], widths: [40, 34, 26], toolKind: 'gripper', grounded: false })}</g>`,
  clinic: (c) =>
    `<rect x="-140" y="-80" width="280" height="220" rx="18" fill="${c}"/><path d="M-160 -70 L0 -160 L160 -70z" fill="${shade(c, -0.2)}"/><rect x="-40" y="-30" width="80" height="80" fill="#ffffff"/><path d="M0 -20 v60 M-30 10 h60" stroke="#e53935" stroke-width="20"/><rect x="-30" y="80" width="60" height="60" fill="${shade(c, -0.35)}"/>`,
};

/** A service: a large icon on a round badge, with small sparks around it. */
export function service({ color, accent, icon, second, rand }) {
  const sparks = [...Array(7).keys()]
    .map(() => {
      const a = rand() * Math.PI * 2;
      const r = 230 + rand() * 60;
      return `<circle cx="${n(400 + Math.cos(a) * r)}" cy="${n(300 + Math.sin(a) * r * 0.8)}" r="${n(6 + rand() * 12)}" fill="${accent}" opacity="${n(0.4 + rand() * 0.4)}"/>`;
    })
    .join('');
  return `<g>${sparks}
    <circle cx="400" cy="310" r="210" fill="${shade(color, -0.25)}" opacity="0.5" filter="url(#soft)"/>
    <circle cx="400" cy="300" r="200" fill="${color}"/>
    <circle cx="400" cy="300" r="168" fill="${shade(color, 0.15)}"/>
    <g transform="translate(400 300)">${icons[icon](accent, shade(color, 0.15))}</g>
    ${second ? `<circle cx="560" cy="440" r="70" fill="#ffffff"/><g transform="translate(560 440) scale(0.34)">${icons[second](color, '#ffffff')}</g>` : ''}
  </g>`;
}
