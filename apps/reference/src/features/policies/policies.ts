import type { PolicyText } from '@robomarket/ui';

/** The four policies, by their name in `/policy/{name}` (product-spec §2). */
export const policyNames = ['terms', 'privacy', 'accessibility', 'cookies'] as const;
export type PolicyName = (typeof policyNames)[number];

/** Whether `name` is one of the policies. */
export function isPolicyName(name: string | undefined): name is PolicyName {
  return policyNames.some((policy) => policy === name);
}

/** Each policy's title, known before its text loads. */
export const policyTitles: Record<PolicyName, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  accessibility: 'Accessibility',
  cookies: 'Cookie Policy',
};

/** The policies' text, loaded once on demand (it is not part of the landing page's bundle). */
let texts: Promise<Record<PolicyName, PolicyText>> | undefined;
export function loadPolicyText(name: PolicyName): Promise<PolicyText> {
  texts ??= import('./content').then((module) => module.policyTexts);
  return texts.then((all) => all[name]);
}
