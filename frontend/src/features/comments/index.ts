export { VideoComments } from './components/VideoComments';
