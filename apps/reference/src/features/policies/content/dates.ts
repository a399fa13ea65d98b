/** The date line of every policy (product-spec §2). */
export const POLICY_LAST_UPDATED = 'Last Updated: June 15, 2023';
