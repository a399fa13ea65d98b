/** A generic payment-card mark: card payments are processed by a card payment provider (product-spec §9). */
export function CardPaymentsMark() {
  return (
    <svg
      role="img"
      aria-label="Card payments processed by our payment provider"
      width="52"
      height="34"
      viewBox="0 0 52 34"
      className="card-payments-mark"
    >
      <rect x="0.5" y="0.5" width="51" height="33" rx="5" fill="var(--gray-1)" stroke="var(--gray-7)" />
      <rect x="0.5" y="7" width="51" height="6" fill="var(--gray-11)" />
      <rect x="6" y="18" width="10" height="8" rx="1.5" fill="var(--amber-8)" />
      <rect x="20" y="20" width="14" height="2" rx="1" fill="var(--gray-9)" />
      <rect x="20" y="24" width="9" height="2" rx="1" fill="var(--gray-8)" />
      <circle cx="40" cy="23" r="5" fill="var(--red-9)" fillOpacity="0.85" />
      <circle cx="45" cy="23" r="5" fill="var(--amber-9)" fillOpacity="0.85" />
    </svg>
  );
}
