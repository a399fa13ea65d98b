export type { MyRfpsProps } from './my-rfps';
export { MyRfps } from './my-rfps';
