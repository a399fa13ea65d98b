export { RootLayout } from './root-layout';
