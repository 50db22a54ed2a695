export { CreateRoomModal, type CreateRoomModalProps } from './components/CreateRoomModal';
export { EditRoomModal } from './components/EditRoomModal';
export { RoomBrowser } from './components/RoomBrowser';
export { RoomVideoActions } from './components/RoomVideoActions';
export { RoomView } from './components/RoomView';
export { SendVideoModal } from './components/SendVideoModal';
export { VideoSendMenu } from './components/VideoSendMenu';
export { useRoomRights, useRoomVideoMembership } from './api/use-room-video';
export { JoinToComment } from './components/JoinToComment';
