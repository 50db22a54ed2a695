export { useLogout } from './api/logout';
export { useUser } from './api/get-user';
export { AuthForm } from './components/AuthForm';
export { HandoffFlow } from './components/HandoffFlow';
export { VerifyEmailBanner } from './components/VerifyEmailBanner';
export { readHandoff, type Handoff } from './handoff';
