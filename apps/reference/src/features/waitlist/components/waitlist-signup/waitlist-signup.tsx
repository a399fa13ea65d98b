import { useJoinWaitlist } from '@robomarket/api-client/react';
import { WaitlistForm, type WaitlistFormProps } from '@robomarket/ui';

export type WaitlistSignupProps = Omit<WaitlistFormProps, 'onJoin' | 'onError' | 'status' | 'errorMessage'>;

/**
 * The shared waitlist form wired to the API: joining calls joinWaitlist through the app's client. A
 * failure rejects with the client's ApiError, whose message is the server's (product-spec §8), so the
 * form shows 'Error: {message}'.
 */
export function WaitlistSignup(props: WaitlistSignupProps) {
  const { mutateAsync } = useJoinWaitlist();
  return (
    <WaitlistForm
      {...props}
      onJoin={async (email) => {
        await mutateAsync({ email });
      }}
    />
  );
}
