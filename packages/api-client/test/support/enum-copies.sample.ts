// Input of enums-not-copied.test.ts: lines 4, 5, 12, 14 and 15 copy an enum or a named part of one.
// Never imported.

export const sellers = ['dealer', 'parent_dealership'] as const;
export type Kind = 'ROBOT' | 'PART' | 'other';
export const isAdmin = (role: string) => role === 'admin';
export const fallback = ['ROBOT', 'light'];
export const LABELS: Record<string, string> = { ROBOT: 'Robot', PART: 'Part' };
// The categories a filter offers first: an enum subset, named as one, so not reported.
export const FIRST = ['ROBOT', 'PART'] as const;
// The statuses the marketplace shows: an enum subset, but one the contract names, so reported.
export const OPEN = ['UNDER_REVIEW', 'SUBMITTED'] as const;
// An enum subset: how a payment ends unpaid, a named part too.
export type Unpaid = 'FAILED' | 'EXPIRED';
export const SELLERS = ['dealer', 'parent_dealership', 'child_dealership']; // an enum subset, all of one
