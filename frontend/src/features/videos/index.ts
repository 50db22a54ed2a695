export { LibraryView } from './library/LibraryView';
