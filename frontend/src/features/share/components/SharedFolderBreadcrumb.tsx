import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { FolderCrumb } from '@/lib/api/types.gen';

/** From the shared folder down to the one shown; every crumb but the last opens its folder. */
export function SharedFolderBreadcrumb({ crumbs, shareKey }: { crumbs: FolderCrumb[]; shareKey: string }) {
  const { t } = useTranslation('sharing');
  return (
    <nav aria-label={t('visitor.root')}>
      <Breadcrumbs separatorMargin={6}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Text key={crumb.id} fw={650} aria-current="page">
            {crumb.name}
          </Text>
        ) : (
          <Anchor key={crumb.id} component={Link} to={paths.folderShare(crumb.id, shareKey)}>
            {crumb.name}
          </Anchor>
        ),
      )}
      </Breadcrumbs>
    </nav>
  );
}
