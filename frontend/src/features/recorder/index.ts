export { RecordButton } from './components/RecordButton';
export { RecorderPage } from './components/RecorderPage';
export { RecorderProvider } from './components/RecorderProvider';
export { realRecorderEngine } from './real-engine';
