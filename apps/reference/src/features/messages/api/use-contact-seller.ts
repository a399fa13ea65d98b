import { useOpenProductConversation } from '@robomarket/api-client/react';
import { conversationHref, useToast } from '@robomarket/ui';
import { useNavigate } from 'react-router';
import { failureText } from '../../../lib/failure-text';

/**
 * 'Contact Seller' on a product page (ADR 0088): opens the caller's conversation with the product's seller
 * (or finds the one it has) and goes to it at /messages/{id}. A failure is toasted; the page stays.
 */
export function useContactSeller(productId: string): { contact: () => void; busy: boolean } {
  const navigate = useNavigate();
  const toast = useToast();
  const open = useOpenProductConversation();
  return {
    busy: open.isPending,
    contact: () => {
      if (open.isPending) return;
      open.mutate(
        { productId },
        {
          onSuccess: (conversation) => void navigate(conversationHref(conversation.id)),
          onError: (reason) => toast.error(failureText(reason, 'Failed to contact the seller')),
        },
      );
    },
  };
}
