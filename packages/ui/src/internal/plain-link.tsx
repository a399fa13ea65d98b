import type { ReactElement, ReactNode } from 'react';

/** The default `renderLink` of the components that take one: a plain `<a href>` (an app passes its router's Link). */
export const plainLink = ({ href, children }: { href: string; children: ReactNode }): ReactElement => (
  <a href={href}>{children}</a>
);
