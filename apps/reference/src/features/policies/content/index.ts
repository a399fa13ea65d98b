import type { PolicyText } from '@robomarket/ui';
import { accessibility } from './accessibility';
import { cookies } from './cookies';
import { privacy } from './privacy';
import { terms } from './terms';

/** Every policy by its name in `/policy/{name}`. Loaded on demand: the text is not in the landing page's bundle. */
export const policyTexts: Record<'terms' | 'privacy' | 'accessibility' | 'cookies', PolicyText> = {
  terms,
  privacy,
  accessibility,
  cookies,
};
