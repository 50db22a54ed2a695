import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDoorEnter, IconLock, IconMoodEmpty, IconTrashX, IconVideoPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/ui/EmptyState';
import { paths } from '@/config/paths';
import { hasCode } from '@/lib/api';
import { teamListQuery } from '@/lib/api/endpoints/teams/list';
import { CodeForbidden, CodeNotFound, type Channel, type Video } from '@/lib/api/types.gen';
import { isRoomId } from '@/lib/workspaces/builtin';
import { useRoomName } from '@/lib/workspaces/room-name';

import { RoomHeader } from './RoomHeader';
import { useRoomFeed } from '../api/use-room-feed';
import { useJoinRoom } from '../api/use-room-mutations';
import { roomRights } from '../roles';

export interface RoomViewProps {
  channelId: number;
  viewerId: number | undefined;
  /** A card of the feed (My Videos' card), opening `to`. */
  renderCard: (video: Video, to: string) => ReactNode;
  /** Record and upload into this room, for its members. */
  actions?: ReactNode;
  /** What the empty feed offers its members: record here. */
  emptyAction?: ReactNode;
  /** The add-members (#invitation) and invite (#invite) dialogs of the workspace side, for members. */
  memberDialogs?: (room: Channel) => ReactNode;
}

function FeedSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={220} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** /room/{cid} (spec 2 and 4): the room's header and its feed, newest first, kept live. */
export function RoomView({ channelId, viewerId, renderCard, actions, emptyAction, memberDialogs }: RoomViewProps) {
  const { t } = useTranslation('rooms');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { query, videos, channel, ended } = useRoomFeed(channelId, viewerId);
  const teams = useQuery(teamListQuery());
  const team = channel ? teams.data?.teams.find((each) => each.id === channel.team_id) : undefined;
  const rights = channel ? roomRights(channel, team?.role ?? 0) : null;
  const join = useJoinRoom();
  const { t: tApp } = useTranslation();
  const roomName = useRoomName();
  useDocumentTitle(channel ? `${roomName(channel)} · ${tApp('app.name')}` : '');

  // ?to-video={vid}: scroll to that video once the feed has it; a video further down opens directly.
  const toVideo = Number(search.get('to-video'));
  const sought = useRef<number | null>(null);
  useEffect(() => {
    if (!query.data || !(toVideo > 0) || sought.current === toVideo) return;
    sought.current = toVideo;
    const card = document.querySelector(`[data-room-video="${toVideo}"]`);
    if (card) card.scrollIntoView({ behavior: 'smooth', block: 'center' });
    else void navigate(paths.roomDetail(channelId, toVideo), { replace: true });
  }, [query.data, toVideo, channelId, navigate]);

  const backHome = (
    <Button component={Link} to={paths.myVideos} variant="light">
      {t('room.backHome')}
    </Button>
  );
  const gone = (
    <EmptyState icon={<IconTrashX size={34} />} title={t('room.deleted.title')} description={t('room.deleted.description')} action={backHome} />
  );
  if (!isRoomId(channelId) || ended === 'deleted') return gone;
  // The menu and the join offer depend on the workspace role: wait for it too.
  if (query.isPending || teams.isPending) return <FeedSkeleton />;
  if (query.isError && !query.data) {
    // A room the viewer was just taken out of is not found: it is there, but not for them.
    if (hasCode(query.error, CodeForbidden) || (ended === 'left' && hasCode(query.error, CodeNotFound))) {
      return <EmptyState icon={<IconLock size={34} />} title={t('room.noAccess.title')} description={t('room.noAccess.description')} action={backHome} />;
    }
    if (hasCode(query.error, CodeNotFound)) return gone;
    return (
      <EmptyState
        icon={<IconMoodEmpty size={34} />}
        title={t('room.loadFailed')}
        action={
          <Button variant="light" onClick={() => void query.refetch()}>
            {t('room.retry')}
          </Button>
        }
      />
    );
  }
  if (!channel || !rights) return null;

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <RoomHeader room={channel} rights={rights} actions={actions} />
      {rights.member && memberDialogs?.(channel)}
      {!rights.member && (
        <Paper withBorder radius="lg" p="md" data-testid="room-not-joined">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text fw={600}>{t('room.notJoined.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('room.notJoined.description')}
              </Text>
            </Stack>
            {rights.canJoin && (
              <Button leftSection={<IconDoorEnter size={18} />} loading={join.isPending} onClick={() => join.mutate(channelId)} data-testid="room-join">
                {t('room.notJoined.join')}
              </Button>
            )}
          </Group>
        </Paper>
      )}
      {videos.length === 0 ? (
        <EmptyState
          icon={<IconVideoPlus size={34} />}
          title={t('room.empty.title')}
          description={t(rights.canAddVideo ? 'room.empty.description' : 'room.empty.watchOnly')}
          action={rights.canAddVideo ? emptyAction : undefined}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg" verticalSpacing="lg" data-testid="room-feed">
          {videos.map((video) => (
            <div
              key={video.id}
              data-room-video={video.id}
              data-testid={`room-video-${video.id}`}
              data-sought={video.id === toVideo || undefined}
              style={video.id === toVideo ? { outline: '2px solid var(--mantine-primary-color-filled)', borderRadius: 'var(--mantine-radius-lg)' } : undefined}
            >
              {renderCard(video, paths.roomDetail(channelId, video.id))}
            </div>
          ))}
        </SimpleGrid>
      )}
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid="room-load-more">
            {t('room.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
