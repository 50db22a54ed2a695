import { RECORDER_TITLE_PREFIX } from '@/config/constants';
import { MaxRecorderTitle } from '@/lib/api/types.gen';

const pad = (value: number) => String(value).padStart(2, '0');

/** Spec 3: WEB_ plus the local date and time, e.g. WEB_2026-11-22 14:03:05. */
export function defaultRecordingTitle(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${RECORDER_TITLE_PREFIX}${day} ${time}`;
}

export type TitleProblem = 'empty' | 'tooLong';

/** Spec 5: the rename dialog's name is trimmed, not empty and at most 60 characters. */
export function checkRecordingTitle(name: string): TitleProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'empty';
  return [...trimmed].length > MaxRecorderTitle ? 'tooLong' : null;
}
