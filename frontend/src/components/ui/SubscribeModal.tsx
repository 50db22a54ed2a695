import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown, IconGift } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { freeVipCheckQuery } from '@/lib/api/endpoints/activity/free-vip-check';
import { claimFreeVip } from '@/lib/api/endpoints/activity/free-vip-claim';
import { userInfoQuery } from '@/lib/api/endpoints/user/info';
import { refreshPlanQueries } from '@/lib/api/plan-refresh';
import { useIsSignedIn } from '@/lib/auth/use-session';
import { isPremiumUser } from '@/lib/plan/entitlements';

/**
 * The upgrade/limit modal of spec 2: a forward, a save (fork), a restore from the trash (recover)
 * or an upload that the Basic plan's video limit refused, or the gift month offered to a beta user
 * at the limit (getFree).
 */
export type SubscribeType = 'forward' | 'save' | 'recover' | 'upload' | 'getFree';

interface SubscribeModalProps {
  type: SubscribeType;
  /** The plan's video limit; the modal is open while it is set. */
  limit: number | null;
  onClose: () => void;
}

/**
 * Links to /pricing; the gift month's claim is offered when /activity/free-vip/check says so. The
 * modal closes itself as soon as the user becomes Premium (a purchase in another tab, an operator's
 * grant: action:plan_changed refetches the user).
 */
export function SubscribeModal({ type, limit, onClose }: SubscribeModalProps) {
  const { t } = useTranslation();
  const opened = limit !== null;
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const user = useQuery({ ...userInfoQuery(), enabled: signedIn && opened });
  const gift = useQuery({ ...freeVipCheckQuery(), enabled: signedIn && opened, meta: { handledCodes: 'all' } });
  const claim = useMutation({
    mutationFn: claimFreeVip,
    meta: { handledCodes: 'all' },
    onSuccess: () => refreshPlanQueries(queryClient),
  });

  // Closed when the plan lifts the limit; only after the user was seen on Basic while it was open,
  // so a stale cached Premium never shuts it the moment it opens.
  const seenBasic = useRef(false);
  const premium = isPremiumUser(user.data);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!opened) {
      seenBasic.current = false;
      return;
    }
    if (user.data && !premium) seenBasic.current = true;
    else if (premium && seenBasic.current) close.current();
  }, [opened, premium, user.data]);

  const offered = gift.data?.can_get_free === true && !claim.isSuccess;
  const giftFirst = type === 'getFree' && offered;
  const text = type === 'getFree' ? (offered ? 'getFree' : 'upload') : type;
  return (
    <Modal opened={opened} onClose={onClose} size={380} zIndex={300} withCloseButton={false} padding="lg">
      <Stack align="center" gap="sm" ta="center" data-subscribe-type={type} data-testid="subscribe-modal">
        <ThemeIcon size={56} radius={28} variant="light" color="yellow">
          {giftFirst ? <IconGift size={30} /> : <IconCrown size={30} />}
        </ThemeIcon>
        <Text fw={650} size="lg">
          {giftFirst ? t('subscribe.giftTitle') : t('subscribe.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`subscribe.${text}`, { limit: limit ?? 0, days: gift.data?.days ?? 30 })}
        </Text>
        {offered && !giftFirst && (
          <Text size="sm" data-testid="subscribe-gift-note">
            {t('subscribe.giftNote', { days: gift.data?.days ?? 30 })}
          </Text>
        )}
        {claim.isError && (
          <Alert color="red" w="100%">
            {t('subscribe.giftFailed')}
          </Alert>
        )}
        <Group mt="xs" justify="center">
          <Button variant="default" onClick={onClose}>
            {t('subscribe.cancel')}
          </Button>
          {offered && (
            <Button
              color={giftFirst ? 'yellow' : 'teal'}
              variant={giftFirst ? 'filled' : 'light'}
              loading={claim.isPending}
              onClick={() => claim.mutate()}
              data-testid="subscribe-claim"
            >
              {t('subscribe.giftClaim', { days: gift.data?.days ?? 30 })}
            </Button>
          )}
          {/* A new tab, so uploads running in this one go on. */}
          <Button
            component="a"
            href={paths.pricing}
            target="_blank"
            rel="noopener"
            color="yellow"
            variant={giftFirst ? 'light' : 'filled'}
            onClick={onClose}
            data-testid="subscribe-pricing"
          >
            {t('subscribe.cta')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
