export { GetLinkButton } from './components/GetLinkButton';
export { SharedVideoView } from './components/SharedVideoView';
export { FolderShareModal } from './components/FolderShareModal';
export { FolderSharedVideoView } from './components/FolderSharedVideoView';
export { SharedFolderView } from './components/SharedFolderView';
