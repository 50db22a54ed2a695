export { DesktopSettingsForm } from './components/DesktopSettingsForm';
export { CameraBubble } from './components/CameraBubble';
export { DesktopRecordStart } from './components/DesktopRecordStart';
export { DesktopSignIn } from './components/DesktopSignIn';
export { RecordingBar } from './components/RecordingBar';
export { WaitingRecordings } from './components/WaitingRecordings';
export { useDesktopRecordingPlaceholder } from './hooks/use-desktop-recording-placeholder';
