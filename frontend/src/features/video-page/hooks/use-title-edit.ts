import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import type { Video } from '@/lib/api/types.gen';

import { useRenameVideo } from '../api/use-rename-video';
import { titleProblem } from '../title-rules';

/**
 * Spec 4: click to edit, Enter blurs, blur with a blank name reverts, anything else renames.
 * A name over the limit is refused with its message and the old title comes back.
 */
export function useTitleEdit(video: Pick<Video, 'id' | 'title'>) {
  const { t } = useTranslation('sharing');
  const rename = useRenameVideo();
  const [draft, setDraft] = useState<string | null>(null);

  const warn = (message: string) => notifications.show({ color: 'red', message, autoClose: TOAST_MS });

  function finish() {
    if (draft === null) return;
    setDraft(null);
    const problem = titleProblem(draft);
    if (problem === 'tooLong') warn(t('title.tooLong'));
    const name = draft.trim();
    if (problem || name === video.title) return;
    rename.mutate({ id: video.id, name }, { onError: () => warn(t('title.renameFailed')) });
  }

  return {
    editing: draft !== null,
    draft: draft ?? '',
    problem: draft === null ? null : titleProblem(draft),
    /** The new name while the server renames, so the title does not flick back. */
    title: rename.isPending ? rename.variables.name : video.title,
    start: () => setDraft(video.title),
    change: setDraft,
    finish,
  };
}
