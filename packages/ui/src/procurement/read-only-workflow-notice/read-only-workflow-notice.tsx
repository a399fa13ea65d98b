import { EyeOpenIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';
import type { BusinessRole } from '@robomarket/api-client/enums';

export interface ReadOnlyWorkflowNoticeProps {
  /**
   * Why the viewer only reads: `parent`, a member of the buyer's parent business (reads its subsidiaries'
   * workflows, changes nothing); `role`, a member whose roles do not include `neededRole` (a VIEWER).
   */
  reason: 'parent' | 'role';
  /** The role that would let the viewer act on this side of the workflow (PURCHASER or SALES). */
  neededRole?: BusinessRole | undefined;
}

/** What a parent business's member reads on a subsidiary's workflow. */
export const PARENT_READER_TEXT =
  'This workflow belongs to one of your subsidiaries: your business can read it but not change it.';

/** What a member without the role to act reads on a workflow of their business. */
export const roleReaderText = (role: BusinessRole) =>
  `You can read this workflow. Writing messages and acting on it needs the ${role} role: ask an ADMIN of your business.`;

/**
 * Shown on a workflow the viewer may read but not act on, where the actions would be (the message composer,
 * Accept, Cancel, uploads): a short reason, as the product pages say it to a member without SALES.
 */
export function ReadOnlyWorkflowNotice({ reason, neededRole = 'PURCHASER' }: ReadOnlyWorkflowNoticeProps) {
  return (
    <Callout.Root color="gray" role="status">
      <Callout.Icon>
        <EyeOpenIcon aria-hidden />
      </Callout.Icon>
      <Callout.Text>{reason === 'parent' ? PARENT_READER_TEXT : roleReaderText(neededRole)}</Callout.Text>
    </Callout.Root>
  );
}
