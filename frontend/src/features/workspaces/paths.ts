/** Page addresses of the workspace side (spec 2). Room pages belong to the rooms feature. */
export const workspacePaths = {
  create: '/workspace/create',
  created: (id: number) => `/workspace/create/${id}`,
  manage: (tid: number) => `/workspace/manage/${tid}`,
  invite: (tid: number) => `/workspace/invite/${tid}`,
  /** The landing every invite link leads to. */
  inviteLanding: (tid: number, key: string) => `/invite/t/${tid}/${encodeURIComponent(key)}`,
};

export function roomPath(cid: number): string {
  return `/room/${cid}`;
}
