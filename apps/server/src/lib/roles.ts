import type { AuthUser } from './current-user.ts';

/** Whether the caller is the platform operator, who may see and change what belongs to anyone. */
export const isPlatformAdmin = (user: AuthUser): boolean => user.role === 'admin';
