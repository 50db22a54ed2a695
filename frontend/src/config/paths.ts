/** Page addresses of spec section 2 that this app serves. */
export const paths = {
  home: '/',
  login: '/login',
  myVideos: '/my_videos',
  folder: (pid: number) => `/folder/${pid}`,
  trash: '/trash',
  video: (id: number) => `/video/${id}`,
  /** A room's feed; toVideo scrolls to that video and opens it. */
  room: (cid: number, toVideo?: number) => (toVideo ? `/room/${cid}?to-video=${toVideo}` : `/room/${cid}`),
  roomDetail: (cid: number, vid: number) => `/roomDetail/${cid}/${vid}`,
  /** The public rooms of a workspace the user has not joined. */
  roomBrowser: (tid: number) => `/room/browser/${tid}`,
  /** A workspace's settings and members (roles 1-2). */
  workspaceManage: (tid: number) => `/workspace/manage/${tid}`,
  roomShare: (id: number, shareKey: string) => `/roomShare/${id}/${encodeURIComponent(shareKey)}`,
  recorder: '/recorder',
  localVideo: (key: string) => `/localVideo/${encodeURIComponent(key)}`,
  share: (id: number, shareKey: string) => `/share/${id}/${encodeURIComponent(shareKey)}`,
  /** A shared folder, or one below it, opened with the shared folder's key. */
  folderShare: (pid: number, shareKey: string) => `/folderShare/folder/${pid}?key=${encodeURIComponent(shareKey)}`,
  /** A video of a shared folder; `from` is the folder it was opened from. */
  folderShareVideo: (id: number, shareKey: string, from: number) =>
    `/folderShare/video/${id}?key=${encodeURIComponent(shareKey)}&from=${from}`,
  /** The embeddable player (?id=&key=), and its cover card that plays inline. */
  iframePlayer: '/iframePlayer',
  previewIframePlayer: '/preview-iframePlayer',
  pricing: '/pricing',
  /** The return page after paying (?state=success|pending|failed). */
  pricingState: '/pricing-state',
  /** The avatar menu's plan, invoices, card, cancel, renew and upgrade. */
  billing: '/menu/billing',
  /** The invitation program: the personal link and the people invited. */
  invitation: '/menu/invitation',
  /** A personal invitation link: 10 characters of Crockford base 32 (a team invite key has 43). */
  personalInvite: (code: string) => `/invite/${encodeURIComponent(code)}`,
  /** The avatar menu's settings: the profile and the e-mail setting. */
  profile: '/menu/profile',
  /** An e-mail's unsubscribe link (?token=), which works without signing in. */
  unsubscribe: '/unsubscribe',
  /** The desktop app's settings; not served on the web. */
  settings: '/settings',
  /** The desktop app's recording bar window. */
  desktopBar: '/desktop/bar',
  desktopBubble: '/desktop/bubble',
  notFound: '/404',
};
