export { DesktopSettingsForm } from './components/DesktopSettingsForm';
export { DesktopSignIn } from './components/DesktopSignIn';
