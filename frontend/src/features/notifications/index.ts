export { NotificationBell } from './components/NotificationBell';
export { NotificationEmailSetting } from './components/NotificationEmailSetting';
export { UnsubscribePage } from './components/UnsubscribePage';
