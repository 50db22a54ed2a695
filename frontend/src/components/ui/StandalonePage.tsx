import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import classes from './StandalonePage.module.css';

interface StandalonePageProps {
  /** Where the logo leads. */
  home: string;
  /** Beside the language menu, at the header's right. */
  actions: ReactNode;
  children: ReactNode;
}

/** A page outside the app shell (share, local video): logo, language, actions, then the content. */
export function StandalonePage({ home, actions, children }: StandalonePageProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Link to={home} aria-label={t('app.home')} className={classes.home}>
          <Logo />
        </Link>
        <Group gap="xs">
          <LanguageSelect />
          {actions}
        </Group>
      </header>
      <Container size="lg" py="xl">
        {children}
      </Container>
    </div>
  );
}
