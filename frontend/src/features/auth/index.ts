export { useLogout } from './api/logout';
export { useUser } from './api/get-user';
export { AuthForm } from './components/AuthForm';
