import billing from './en/billing.json';
import comments from './en/comments.json';
import notifications from './en/notifications.json';
import rooms from './en/rooms.json';
import sharing from './en/sharing.json';
import workspaces from './en/workspaces.json';
import translation from './en.json';

/** Every English string, by i18next namespace: one module, so a build can load one language alone. */
export const en = { translation, sharing, comments, workspaces, rooms, notifications, billing };
