/** A person's or the company's initials in a circle, standing in for a photo (decorative: the name is beside it). */
interface InitialsProps {
  /** One or two letters: "MO". */
  children: string;
  /** 48 px on a soft accent tint (the team cards), or 40 px on the solid accent (the founder's quote). */
  variant?: 'soft' | 'solid';
}

/**
 * Initials drawn as plain markup, so that the prerendered pages show them before any script runs. Radix
 * Themes' `Avatar` draws its fallback only after it has mounted in the browser, and the landing and about
 * pages' static bands keep their prerendered markup: it would stay an empty circle.
 */
export function Initials({ children, variant = 'soft' }: InitialsProps) {
  return (
    <span aria-hidden className={`landing-initials landing-initials--${variant}`}>
      {children}
    </span>
  );
}
