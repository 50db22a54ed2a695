export { UploadButton } from './components/UploadButton';
