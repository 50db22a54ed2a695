import { Avatar, Group, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconCreditCard, IconGift, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useLogout, useUser } from '@/features/auth';
import { UpgradeBlock, VipCrown } from '@/features/billing';

/**
 * Avatar menu (spec 2): nickname with the VIP crown, e-mail, the plan's upgrade block, billing,
 * invitations, settings and sign out (RequireAuth then shows login).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const logout = useLogout();

  if (!user) return <Skeleton circle height={36} />;

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('user.menu')}>
          <Avatar src={user.avatar || null} name={user.nickname} color="initials" radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Group gap={4} wrap="nowrap">
            <Text fw={650} c="var(--mantine-color-text)" truncate>
              {user.nickname}
            </Text>
            <VipCrown />
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Label>
          <UpgradeBlock />
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.billing} leftSection={<IconCreditCard size={16} />}>
          {t('user.billing')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.invitation} leftSection={<IconGift size={16} />}>
          {t('user.invitation')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconSettings size={16} />}>
          {t('user.settings')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()}>
          {t('auth.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
