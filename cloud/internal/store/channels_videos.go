package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// feedRow is a video of a room's feed with its author and comment counts.
type feedRow struct {
	Video         videoModel `gorm:"embedded"`
	OwnerNickname string
	OwnerAvatar   string
	Comments      int
	Unread        int
}

// ChannelFeed lists a page of a room's videos, newest added first: limit
// of them after skipping offset, each with its author and its live comments
// and those of others viewer has not read, in one query. A failed video is
// listed to its owner (viewer) only.
func (s *Store) ChannelFeed(ctx context.Context, channelID, viewer int64, offset, limit int) ([]domain.VideoWithOwner, error) {
	page := s.db.WithContext(ctx).Model(&videoModel{}).Where("channel_id = ?", channelID).Where(live).
		Where("status <> ? OR user_id = ?", int(api.VideoFail), viewer).
		Order("added_at DESC").Order("id DESC").Offset(offset).Limit(limit)
	var rows []feedRow
	err := s.db.WithContext(ctx).Table("(?) AS v", page).
		Select("v.*, u.nickname AS owner_nickname, u.avatar AS owner_avatar, "+
			"(SELECT COUNT(*) FROM comments AS c WHERE c.video_id = v.id AND c.deleted_at IS NULL) AS comments, "+
			"(SELECT COUNT(*) FROM comments AS c WHERE c.video_id = v.id AND c.deleted_at IS NULL AND c.user_id <> ? "+
			"AND c.id > COALESCE((SELECT r.last_read_id FROM comment_reads AS r WHERE r.video_id = v.id AND r.user_id = ?), 0)) AS unread",
			viewer, viewer).
		Joins("JOIN users AS u ON u.id = v.user_id").
		Order("v.added_at DESC").Order("v.id DESC").Scan(&rows).Error
	if err != nil {
		return nil, translate(err, "videos of room %d", channelID)
	}
	out := make([]domain.VideoWithOwner, len(rows))
	for i, r := range rows {
		out[i] = domain.VideoWithOwner{Video: toDomainVideo(r.Video), Comments: r.Comments, Unread: r.Unread,
			Owner: domain.User{ID: r.Video.UserID, Nickname: r.OwnerNickname, Avatar: r.OwnerAvatar}}
	}
	return out, nil
}

// PlaceVideo moves ownerID's live video into room channelID (0: the root
// of the owner's My Videos) at at. It answers the room the video was in
// (0: My Videos). ErrNotFound when the video is not a live one of ownerID's.
func (s *Store) PlaceVideo(ctx context.Context, ownerID, videoID, channelID int64, at time.Time) (int64, error) {
	var from int64
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var m videoModel
		if err := tx.Where("id = ? AND user_id = ?", videoID, ownerID).Where(live).Take(&m).Error; err != nil {
			return translate(err, "video %d of user %d", videoID, ownerID)
		}
		from = m.ChannelID
		change := outOfRoom(at)
		if channelID != 0 {
			change["channel_id"], change["added_at"] = channelID, at
		}
		res := tx.Model(&videoModel{}).Where("id = ? AND channel_id = ?", videoID, from).Updates(change)
		if err := asNotFound(oneRow(res, "place video %d", videoID)); err != nil || channelID == 0 || channelID == from {
			return err
		}
		return queueNotify(tx, domain.NotifyCause{Kind: domain.CauseRoomVideo, VideoID: videoID, ChannelID: channelID,
			UserID: ownerID, At: at})
	})
	return from, err
}

// TakeOutOfRoom puts a video of room channelID back in its author's My
// Videos root. ErrNotFound when it is not in that room.
func (s *Store) TakeOutOfRoom(ctx context.Context, videoID, channelID int64, at time.Time) error {
	res := s.db.WithContext(ctx).Model(&videoModel{}).Where("id = ? AND channel_id = ?", videoID, channelID).
		Where(live).Updates(outOfRoom(at))
	return asNotFound(oneRow(res, "take video %d out of room %d", videoID, channelID))
}

// VideoRooms answers the room of each of ownerID's videos that is in one.
func (s *Store) VideoRooms(ctx context.Context, ownerID int64, videoIDs []int64) ([]RoomVideo, error) {
	if len(videoIDs) == 0 {
		return nil, nil
	}
	var out []RoomVideo
	err := s.db.WithContext(ctx).Model(&videoModel{}).Select("id AS video_id, channel_id").
		Where("id IN ? AND user_id = ? AND channel_id <> 0", videoIDs, ownerID).Scan(&out).Error
	return out, translate(err, "rooms of videos")
}
