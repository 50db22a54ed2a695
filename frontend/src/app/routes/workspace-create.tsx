import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { WorkspaceCreate } from '@/features/workspaces';

/** /workspace/create: name a new workspace. */
export function WorkspaceCreateRoute() {
  const { t } = useTranslation();
  const { t: tw } = useTranslation('workspaces');
  useDocumentTitle(`${tw('create.title')} · ${t('app.name')}`);
  return <WorkspaceCreate />;
}

export { WorkspaceCreateRoute as Component };
