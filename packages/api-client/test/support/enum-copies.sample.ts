// Input of enums-not-copied.test.ts: lines 4 and 5 copy enums; the rest are legitimate uses.
// Never imported.

export const sellers = ['dealer', 'parent_dealership'] as const;
export type Kind = 'ROBOT' | 'PART' | 'other';
export const isAdmin = (role: string) => role === 'admin';
export const fallback = ['ROBOT', 'light'];
export const LABELS: Record<string, string> = { ROBOT: 'Robot', PART: 'Part' };
// The categories a filter offers first: an enum subset, named as one, so not reported.
export const FIRST = ['ROBOT', 'PART'] as const;
