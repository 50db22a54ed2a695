export { LibraryView } from './library/LibraryView';
export { VideoDetail } from './components/VideoDetail';
