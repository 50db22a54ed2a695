export { LibraryView } from './library/LibraryView';
export { VideoCard } from './components/VideoCard';
