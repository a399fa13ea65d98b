import { useJoinWaitlist as useJoinWaitlistMutation } from '@robomarket/api-client/react';
import { useCallback } from 'react';

/**
 * The function a waitlist form calls with the entered e-mail: POST /v2/waitlist/signup through the app's
 * API client. Resolves when the address is on the list; rejects with the client's ApiError, whose message
 * is the server's (product-spec §8), so the form can show 'Error: {message}'.
 */
export function useJoinWaitlist(): (email: string) => Promise<void> {
  const { mutateAsync } = useJoinWaitlistMutation();
  return useCallback(
    async (email: string) => {
      await mutateAsync({ email });
    },
    [mutateAsync],
  );
}
