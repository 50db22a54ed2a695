import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';

import { useUser } from '@/features/auth';
import { WorkspaceManage } from '@/features/workspaces';

/** /workspace/manage/{tid}: the workspace's settings (roles 1-2); ?invited=true greets a newcomer. */
export function WorkspaceManageRoute() {
  const { t } = useTranslation();
  const { t: tw } = useTranslation('workspaces');
  const { tid } = useParams();
  const [search] = useSearchParams();
  const { data: user } = useUser();
  useDocumentTitle(`${tw('manage.title')} · ${t('app.name')}`);
  return <WorkspaceManage key={tid} teamId={Number(tid)} invited={search.get('invited') === 'true'} selfId={user?.id ?? 0} />;
}

export { WorkspaceManageRoute as Component };
