import type { MessageView } from './message-thread';

/** The buyer's id in the samples: the viewer in most stories. */
export const BUYER_ID = '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09';
/** The seller's id in the samples. */
export const SELLER_ID = '6d2e4f60-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

/** A short exchange between a buyer and a seller, oldest first. */
export const SAMPLE_MESSAGES: MessageView[] = [
  {
    id: 'm0000000-0000-4000-8000-000000000001',
    senderId: BUYER_ID,
    senderName: 'Grace Hopper',
    body: 'Hello! Can the cell be delivered to Leeds by May?',
    createdAt: '2026-03-09T09:15:00Z',
  },
  {
    id: 'm0000000-0000-4000-8000-000000000002',
    senderId: SELLER_ID,
    senderName: 'Northgate Robotics',
    body: 'Yes, six weeks from the order.\nInstallation takes two more days.',
    createdAt: '2026-03-09T09:42:00Z',
  },
  {
    id: 'm0000000-0000-4000-8000-000000000003',
    senderId: BUYER_ID,
    senderName: 'Grace Hopper',
    body: '<b>Great</b> — please include the fencing.',
    createdAt: '2026-03-09T10:05:00Z',
  },
];

/** `count` messages taking turns, a minute apart. */
export function manyMessages(count: number): MessageView[] {
  return Array.from({ length: count }, (_, index) => {
    const buyer = index % 2 === 0;
    return {
      id: `m1000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      senderId: buyer ? BUYER_ID : SELLER_ID,
      senderName: buyer ? 'Grace Hopper' : 'Northgate Robotics',
      body: `Message number ${index + 1}`,
      createdAt: new Date(Date.UTC(2026, 2, 9, 8, index)).toISOString(),
    };
  });
}
