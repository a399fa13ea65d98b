import type { MessageView } from '../message-thread';
import type { ThreadView } from './thread-list';

/** The buyer's side of a workflow with three sellers: one with unread messages, one closed after the award. */
export const SAMPLE_THREADS: ThreadView[] = [
  {
    sellerId: '6d2e4f60-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    sellerName: 'Northgate Robotics',
    unreadMessages: 3,
    readOnly: false,
  },
  {
    sellerId: '8f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    sellerName: 'Harbor Automation',
    unreadMessages: 0,
    readOnly: false,
  },
  {
    sellerId: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    sellerName: 'Leeds Cobots',
    unreadMessages: 120,
    readOnly: true,
  },
];

/** The buyer's id in the samples. */
export const BUYER_ID = '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09';

/** Northgate Robotics' private thread with the buyer, oldest first. */
export const NORTHGATE_MESSAGES: MessageView[] = [
  {
    id: 'm4000000-0000-4000-8000-000000000001',
    senderId: BUYER_ID,
    senderName: 'Grace Hopper',
    body: 'Can the cell be delivered to Leeds by May?',
    createdAt: '2026-03-09T09:15:00Z',
  },
  {
    id: 'm4000000-0000-4000-8000-000000000002',
    senderId: '6d2e4f60-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    senderName: 'Northgate Robotics',
    body: 'Yes, six weeks from the order.',
    createdAt: '2026-03-09T09:42:00Z',
  },
];
