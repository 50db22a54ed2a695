import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { FolderCrumb } from '@/lib/api/types.gen';

import classes from './Selectable.module.css';
import { useDropTarget } from '../hooks/use-drop-target';

function Crumb({ id, name, current }: { id: number; name: string; current: boolean }) {
  const drop = useDropTarget(id);
  const dropState = drop.state === 'idle' ? undefined : drop.state;
  if (current) {
    return (
      <Text component="span" fw={600} aria-current="page" className={classes.item} data-drop={dropState} {...drop.handlers}>
        {name}
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={id === 0 ? paths.myVideos : paths.folder(id)}
      className={classes.item}
      data-drop={dropState}
      {...drop.handlers}
    >
      {name}
    </Anchor>
  );
}

/** The path from the root crumb 'all' down to the open folder; every crumb takes drops in select mode. */
export function FolderBreadcrumb({ crumbs }: { crumbs: readonly FolderCrumb[] }) {
  const { t } = useTranslation();
  const all = [{ id: 0, name: t('library.allVideos') }, ...crumbs];
  return (
    <nav aria-label={t('library.breadcrumb')}>
      <Breadcrumbs separatorMargin={6}>
        {all.map((crumb, index) => (
          <Crumb key={crumb.id} id={crumb.id} name={crumb.name} current={index === all.length - 1} />
        ))}
      </Breadcrumbs>
    </nav>
  );
}
