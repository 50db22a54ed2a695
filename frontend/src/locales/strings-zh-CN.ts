import billing from './zh-CN/billing.json';
import comments from './zh-CN/comments.json';
import notifications from './zh-CN/notifications.json';
import rooms from './zh-CN/rooms.json';
import sharing from './zh-CN/sharing.json';
import workspaces from './zh-CN/workspaces.json';
import translation from './zh-CN.json';

/** Every Simplified Chinese string, by i18next namespace (the same namespaces as English's). */
export const zhCN = { translation, sharing, comments, workspaces, rooms, notifications, billing };
