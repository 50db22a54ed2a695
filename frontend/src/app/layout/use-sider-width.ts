import { useState } from 'react';

import { SIDER_DEFAULT_WIDTH, SIDER_MAX_WIDTH, SIDER_MIN_WIDTH } from '@/config/constants';
import { StorageKeys } from '@/config/storage-keys';
import { getPlatform } from '@/lib/platform';

export function clampSiderWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDER_DEFAULT_WIDTH;
  return Math.round(Math.min(SIDER_MAX_WIDTH, Math.max(SIDER_MIN_WIDTH, width)));
}

function storedWidth(): number {
  const raw = getPlatform().storage.get(StorageKeys.siderWidth);
  return raw === null ? SIDER_DEFAULT_WIDTH : clampSiderWidth(Number(raw));
}

/** The sidebar width (spec 2: default 245, minimum 220), remembered as 'sider-width'. */
export function useSiderWidth() {
  const [width, setWidth] = useState(storedWidth);
  const resize = (next: number) => setWidth(clampSiderWidth(next));
  const save = (next: number) => getPlatform().storage.set(StorageKeys.siderWidth, String(clampSiderWidth(next)));
  return { width, resize, save };
}
