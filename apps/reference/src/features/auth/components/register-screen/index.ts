export { RegisterScreen } from './register-screen';
