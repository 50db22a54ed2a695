export { TrashView } from './components/TrashView';
