export { DesktopSettingsForm } from './components/DesktopSettingsForm';
export { DesktopSignIn } from './components/DesktopSignIn';
export { RecordingBar } from './components/RecordingBar';
export { WaitingRecordings } from './components/WaitingRecordings';
