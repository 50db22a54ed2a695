package store

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// Rooms (channels) of workspaces: the rooms themselves, as a given user sees
// them. Their members are in channels_members.go, their videos in
// channels_videos.go.

type channelModel struct {
	ID          int64 `gorm:"primaryKey"`
	TeamID      int64
	Name        string
	Description string
	IsPrivate   bool
	CreatorID   int64
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

func (channelModel) TableName() string { return "channels" }

type channelMemberModel struct {
	ChannelID  int64 `gorm:"primaryKey"`
	UserID     int64 `gorm:"primaryKey"`
	Role       int
	JoinedAt   time.Time
	LastReadAt *time.Time
}

func (channelMemberModel) TableName() string { return "channel_members" }

// channelRow is a room with what one user is to it, as channelQuery selects it.
type channelRow struct {
	ID          int64
	TeamID      int64
	Name        string
	Description string
	IsPrivate   bool
	CreatorID   int64
	CreatedAt   time.Time
	UpdatedAt   time.Time
	Role        int
	TeamRole    int
	LastReadAt  *time.Time
	MemberCount int
	VideoCount  int
	Unread      int
}

func (r channelRow) domain() domain.Channel {
	return domain.Channel{
		ID: r.ID, TeamID: r.TeamID, Name: r.Name, Description: r.Description, IsPrivate: r.IsPrivate,
		CreatorID: r.CreatorID, Role: api.ChannelRole(r.Role), TeamRole: api.TeamRole(r.TeamRole),
		MemberCount: r.MemberCount, VideoCount: r.VideoCount, Unread: r.Unread, LastRead: r.LastReadAt,
		CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
	}
}

// roomVideo is the condition that video v is shown in its room: live and
// not failed (a failed video is its owner's alone). The rooms' video_count
// counts these, kept by the triggers of migration 00015.
const roomVideo = "v.trashed_at IS NULL AND NOT v.erasing AND v.status <> -1"

// feedVideo is roomVideo for a video in a room, as the partial indexes
// videos_room_feed and videos_room_author hold them.
const feedVideo = "v.channel_id <> 0 AND " + roomVideo

// unreadVideos is the user's unread count of room c (the user's id is both
// arguments): the others' feed videos added after the read mark
// m.last_read_at, counted from the index entries past the mark; without a
// mark, all of the others' videos: the room's stored video_count less the
// user's own. 0 outside the room.
const unreadVideos = "CASE WHEN m.user_id IS NULL THEN 0 " +
	"WHEN m.last_read_at IS NULL THEN c.video_count - (SELECT COUNT(*) FROM videos AS v " +
	"WHERE v.channel_id = c.id AND " + feedVideo + " AND v.user_id = ?) " +
	"ELSE (SELECT COUNT(*) FROM videos AS v WHERE v.channel_id = c.id AND " + feedVideo +
	" AND v.added_at > m.last_read_at AND v.user_id <> ?) END"

// channelQuery selects rooms with their stored member and video counts and
// userID's room role, workspace role and read mark, and with unread
// userID's unread count (else 0): one statement whatever the number of rooms.
func (s *Store) channelQuery(ctx context.Context, userID int64, unread bool) *gorm.DB {
	sel := "c.id, c.team_id, c.name, c.description, c.is_private, c.creator_id, c.created_at, c.updated_at, " +
		"c.member_count, c.video_count, COALESCE(m.role, 0) AS role, COALESCE(t.role, 0) AS team_role, m.last_read_at"
	var args []any
	if unread {
		sel += ", " + unreadVideos + " AS unread"
		args = []any{userID, userID}
	}
	return s.db.WithContext(ctx).Table("channels AS c").Select(sel, args...).
		Joins("LEFT JOIN channel_members AS m ON m.channel_id = c.id AND m.user_id = ?", userID).
		Joins("LEFT JOIN team_members AS t ON t.team_id = c.team_id AND t.user_id = ?", userID)
}

func scanChannels(q *gorm.DB, doing string, args ...any) ([]domain.Channel, error) {
	var rows []channelRow
	if err := q.Scan(&rows).Error; err != nil {
		return nil, translate(err, doing, args...)
	}
	out := make([]domain.Channel, len(rows))
	for i, r := range rows {
		out[i] = r.domain()
	}
	return out, nil
}

// ChannelFor finds a room with its member and video counts and what userID
// is to it (room and workspace roles, read mark), and with counts userID's
// unread count: one statement.
func (s *Store) ChannelFor(ctx context.Context, userID, channelID int64, counts bool) (domain.Channel, error) {
	cs, err := scanChannels(s.channelQuery(ctx, userID, counts).Where("c.id = ?", channelID), "room %d", channelID)
	if err != nil {
		return domain.Channel{}, err
	}
	if len(cs) == 0 {
		return domain.Channel{}, fmt.Errorf("store: room %d: %w", channelID, ErrNotFound)
	}
	return cs[0], nil
}

// RoomFacts is ChannelFor without the unread count: what an access
// decision on a video of the room needs.
func (s *Store) RoomFacts(ctx context.Context, userID, channelID int64) (domain.Channel, error) {
	return s.ChannelFor(ctx, userID, channelID, false)
}

// BrowsableChannels lists the public rooms of a workspace that userID is
// not in, oldest first, with their counts, in one statement.
func (s *Store) BrowsableChannels(ctx context.Context, userID, teamID int64) ([]domain.Channel, error) {
	q := s.channelQuery(ctx, userID, false).Where("c.team_id = ? AND NOT c.is_private AND m.user_id IS NULL", teamID).
		Order("c.created_at, c.id")
	return scanChannels(q, "browse rooms of team %d", teamID)
}

// CreateChannel inserts a room and its creator as its first member (the
// creator role), and sets c.ID.
func (s *Store) CreateChannel(ctx context.Context, c *domain.Channel) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		m := channelModel{TeamID: c.TeamID, Name: c.Name, Description: c.Description, IsPrivate: c.IsPrivate,
			CreatorID: c.CreatorID, CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt}
		if err := tx.Create(&m).Error; err != nil {
			return translate(err, "create room in team %d", c.TeamID)
		}
		cm := channelMemberModel{ChannelID: m.ID, UserID: c.CreatorID, Role: int(api.RoleCreator), JoinedAt: c.CreatedAt}
		if err := tx.Create(&cm).Error; err != nil {
			return translate(err, "add the creator of room %d", m.ID)
		}
		c.ID = m.ID
		return nil
	})
}

// UpdateChannel changes a room's name, description and privacy.
func (s *Store) UpdateChannel(ctx context.Context, c domain.Channel) error {
	res := s.db.WithContext(ctx).Model(&channelModel{}).Where("id = ?", c.ID).Updates(map[string]any{
		"name": c.Name, "description": c.Description, "is_private": c.IsPrivate, "updated_at": c.UpdatedAt,
	})
	return asNotFound(oneRow(res, "update room %d", c.ID))
}

// RoomVideo is a video that left a room.
type RoomVideo struct {
	VideoID   int64
	ChannelID int64
}

// DeleteChannel deletes a room with its memberships and pending room
// invitations; its videos go back to their authors' My Videos root. It
// answers the videos that left.
func (s *Store) DeleteChannel(ctx context.Context, channelID int64, at time.Time) ([]RoomVideo, error) {
	var out []RoomVideo
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var c channelModel
		lock := tx
		if s.dialect == "postgres" {
			lock = tx.Clauses(clause.Locking{Strength: "UPDATE"})
		}
		if err := lock.Where("id = ?", channelID).Take(&c).Error; err != nil {
			return translate(err, "room %d", channelID)
		}
		var ids []int64
		if err := tx.Model(&videoModel{}).Where("channel_id = ?", channelID).Pluck("id", &ids).Error; err != nil {
			return translate(err, "videos of room %d", channelID)
		}
		if err := tx.Model(&videoModel{}).Where("channel_id = ?", channelID).Updates(outOfRoom(at)).Error; err != nil {
			return translate(err, "take videos out of room %d", channelID)
		}
		if err := tx.Exec("DELETE FROM team_invites WHERE channel_id = ?", channelID).Error; err != nil {
			return translate(err, "invitations to room %d", channelID)
		}
		if err := tx.Where("channel_id = ?", channelID).Delete(&channelMemberModel{}).Error; err != nil {
			return translate(err, "members of room %d", channelID)
		}
		if err := tx.Delete(&c).Error; err != nil {
			return translate(err, "delete room %d", channelID)
		}
		for _, id := range ids {
			out = append(out, RoomVideo{VideoID: id, ChannelID: channelID})
		}
		return nil
	})
	return out, err
}

// outOfRoom is the change that puts a video back in its author's My Videos root.
func outOfRoom(at time.Time) map[string]any {
	return map[string]any{"channel_id": 0, "folder_id": 0, "added_at": nil, "updated_at": at}
}
