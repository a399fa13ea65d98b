import { setupServer } from 'msw/node';

/** The tests' network. No default handlers: each test declares the calls it expects. */
export const server = setupServer();
