import 'i18next';

import type enBilling from '@/locales/en/billing.json';
import type enComments from '@/locales/en/comments.json';
import type enNotifications from '@/locales/en/notifications.json';
import type enRooms from '@/locales/en/rooms.json';
import type enSharing from '@/locales/en/sharing.json';
import type enWorkspaces from '@/locales/en/workspaces.json';
import type en from '@/locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      sharing: typeof enSharing;
      comments: typeof enComments;
      workspaces: typeof enWorkspaces;
      rooms: typeof enRooms;
      notifications: typeof enNotifications;
      billing: typeof enBilling;
    };
  }
}
