import type { MessageRow } from './repository.ts';

/** The contract's `Message`. */
export const messageBody = (message: MessageRow) => ({
  id: message.id,
  workflowId: message.workflow_id,
  senderId: message.sender_id,
  senderName: message.sender_name,
  sentBy: {
    userId: message.sender_id,
    name: message.sender_name,
    businessName: message.sender_business_name,
  },
  sellerId: message.seller_id,
  body: message.body,
  createdAt: message.created_at,
});
