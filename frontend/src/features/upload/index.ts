export { UploadButton } from './components/UploadButton';
export { UploadProvider } from './components/UploadProvider';
export { useUploadProgress } from './hooks/use-upload-progress';
