import type { components } from '../../src/index';

type Message = components['schemas']['Message'];

/** Message `n` of a test conversation: its id, body and minute follow `n`; who and where are `fields`. */
export function numberedMessage(
  n: number,
  fields: Pick<Message, 'workflowId' | 'senderId' | 'senderName' | 'sellerId'>,
): Message {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    ...fields,
    body: `Message ${n}`,
    createdAt: `2026-03-01T10:0${n}:00Z`,
  };
}
