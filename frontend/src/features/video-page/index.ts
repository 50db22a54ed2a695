export { VideoPage } from './components/VideoPage';
