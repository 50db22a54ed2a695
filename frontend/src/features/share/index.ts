export { GetLinkButton } from './components/GetLinkButton';
export { SharedVideoView } from './components/SharedVideoView';
