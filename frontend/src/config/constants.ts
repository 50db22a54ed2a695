/** Product constants from spec section 9. */
export const WEB_APP_VERSION = '0.0.1';
export const REQUEST_TIMEOUT_MS = 100_000;
export const VIDEO_POLL_MS = 2_000;
export const COPY_TOOLTIP_MS = 800;
export const TOAST_MS = 5_000;
export const EXPIRED_REDIRECT_DELAY_MS = 1_000;
export const DEFAULT_AFTER_LOGIN = '/my_videos';

export const SIDER_DEFAULT_WIDTH = 245;
export const SIDER_MIN_WIDTH = 220;
export const SIDER_MAX_WIDTH = 420;
export const MOBILE_BREAKPOINT_PX = 768;

export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
export const UPLOAD_RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000];
/** Spec 9: at most two uploads run at once; the rest wait as pending. */
export const UPLOAD_MAX_CONCURRENT = 2;
/** Spec 5: how long the duplicate-file message stays. */
export const DUPLICATE_NOTICE_MS = 3_000;

/** Spec 9: the recorder's panel is 330 px wide, 760 px in camera mode. */
export const RECORDER_PANEL_WIDTH = 330;
export const RECORDER_CAMERA_PANEL_WIDTH = 760;
/** Spec 4 and 9: the countdown before recording starts. */
export const RECORDER_COUNTDOWN_MS = 3_000;
/** Spec 3: a recording's default name is WEB_ plus the local date and time. */
export const RECORDER_TITLE_PREFIX = 'WEB_';
/** Spec 2: the floating recording bar keeps this distance from the viewport's edges. */
export const FLOATING_EDGE_MARGIN_PX = 10;
/** Spec 6: the Premium nudge shows when this many videos or fewer are left. */
export const PREMIUM_NUDGE_REMAINING = 10;

/** Spec 9: a comment not accepted within 10 s is marked failed, with Resend. */
export const COMMENT_SEND_TIMEOUT_MS = 10_000;
/** Spec 9: comments' relative times are refreshed every second. */
export const COMMENT_TIME_REFRESH_MS = 1_000;
/** How long another's deleted comment says so before it goes (spec 4: 'a few seconds'). */
export const COMMENT_GONE_NOTICE_MS = 3_000;
/** New comments seen in a burst are marked read once. */
export const COMMENT_READ_DEBOUNCE_MS = 1_000;
/** Spec 9: a commenter's name is cut to 20 characters plus an ellipsis. */
export const COMMENT_NAME_MAX = 20;

/** Spec 9: the bell's animation when the unread count grows. */
export const BELL_ANIMATION_MS = 2_000;
/** How close to the end of the notification list a scroll loads the next page. */
export const NOTIFICATION_SCROLL_END_PX = 40;
