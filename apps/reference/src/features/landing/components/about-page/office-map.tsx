import { office } from '../../about-content';

/**
 * The office's location, drawn here rather than loaded from a map service: no tiles, no third-party
 * requests, nothing tracked. Streets, the river and the park around a marker, with a text alternative.
 */
export function OfficeMap() {
  return (
    <svg
      viewBox="0 0 400 260"
      role="img"
      aria-labelledby="office-map-title office-map-desc"
      className="office-map"
      preserveAspectRatio="xMidYMid slice"
    >
      <title id="office-map-title">Map of {office.name}</title>
      <desc id="office-map-desc">
        {office.name} at {office.street}, {office.city}: on Innovation Way, one block north of the river and
        east of Riverside Park.
      </desc>
      <rect width="400" height="260" className="office-map__land" />
      <g className="office-map__minor">
        <path d="M0 40 H400" />
        <path d="M200 0 V190" />
      </g>
      <path
        d="M0 205 C 90 180, 150 230, 240 205 S 360 185, 400 200 L 400 260 L 0 260 Z"
        className="office-map__water"
      />
      <rect x="24" y="118" width="96" height="62" rx="8" className="office-map__park" />
      <g className="office-map__streets">
        <path d="M0 95 H400" />
        <path d="M0 160 H400" />
        <path d="M140 0 V190" />
        <path d="M260 0 V200" />
        <path d="M60 0 V110" />
        <path d="M340 0 V190" />
      </g>
      <text x="272" y="89" className="office-map__label">
        Innovation Way
      </text>
      <text x="34" y="153" className="office-map__label">
        Riverside Park
      </text>
      <text x="300" y="236" className="office-map__label office-map__label--water">
        River
      </text>
      <g transform="translate(200 95)" className="office-map__marker">
        <path d="M0 0 C -14 -18, -16 -26, -16 -32 A 16 16 0 1 1 16 -32 C 16 -26, 14 -18, 0 0 Z" />
        <circle cx="0" cy="-32" r="6" className="office-map__marker-dot" />
      </g>
    </svg>
  );
}
