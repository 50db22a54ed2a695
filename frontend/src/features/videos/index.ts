export { MyVideosList } from './components/MyVideosList';
export { VideoCount } from './components/VideoCount';
export { VideoDetail } from './components/VideoDetail';
