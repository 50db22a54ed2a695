export { BackupBox } from './components/BackupBox';
export { BackupProvider } from './components/BackupProvider';
export { LocalVideoView } from './components/LocalVideoView';
