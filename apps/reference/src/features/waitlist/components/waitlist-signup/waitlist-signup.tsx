import { WaitlistForm, type WaitlistFormProps } from '@robomarket/ui';
import { useJoinWaitlist } from '../../api/join-waitlist';

export type WaitlistSignupProps = Omit<WaitlistFormProps, 'onJoin' | 'onError' | 'status' | 'errorMessage'>;

/** Shows the failure the way product-spec §8 asks: a browser alert with the form's error text. */
function alertFailure(message: string): void {
  window.alert(message);
}

/** The shared waitlist form wired to the API: joining calls POST /v2/waitlist/signup. */
export function WaitlistSignup(props: WaitlistSignupProps) {
  const join = useJoinWaitlist();
  return <WaitlistForm {...props} onJoin={join} onError={alertFailure} />;
}
