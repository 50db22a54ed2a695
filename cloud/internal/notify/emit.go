package notify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// handleCause writes and pushes the notifications of one event (a job of
// kind domain.NotifyJobKind). What is gone by now (a deleted comment, a
// video moved on) notifies nobody.
func (s *Service) handleCause(ctx context.Context, j domain.Job) error {
	var c domain.NotifyCause
	if err := json.Unmarshal(j.Payload, &c); err != nil {
		return job.Permanent(fmt.Errorf("notify: payload: %w", err))
	}
	var err error
	switch c.Kind {
	case domain.CauseComment:
		err = s.commentPosted(ctx, c)
	case domain.CauseRoomVideo:
		err = s.roomVideo(ctx, c)
	case domain.CauseTeamJoin:
		err = s.teamJoin(ctx, c)
	default:
		return job.Permanent(fmt.Errorf("notify: unknown cause %q", c.Kind))
	}
	if errors.Is(err, store.ErrNotFound) {
		return nil
	}
	return err
}

// emit writes one event for recipients to and pushes what was written.
func (s *Service) emit(ctx context.Context, ev api.NotificationEvent, subject domain.User, extra api.NotificationExtra,
	group, source string, c domain.NotifyCause, to store.Recipients) error {
	raw, err := json.Marshal(extra)
	if err != nil {
		return err
	}
	n := store.NewNotification{Event: string(ev), SubjectID: subject.ID, Extra: string(raw), Source: source, At: c.At}
	if ev.Grouped() {
		n.GroupKey = group
	}
	if mailed(ev) {
		due := c.At.Add(api.NotificationEmailDelaySeconds * 1e9)
		n.MailDue = &due
	}
	written, err := s.store.WriteNotifications(ctx, n, to)
	if err != nil {
		return err
	}
	s.pushNew(ctx, written, api.Notification{Event: ev, CreatedAt: c.At.Unix(),
		Subject: api.NotificationSubject{ID: subject.ID, Nickname: subject.Nickname, Avatar: subject.Avatar}, Extra: extra})
	return nil
}

// mailed says whether notifications of kind ev are e-mailed when unseen.
func mailed(ev api.NotificationEvent) bool {
	return ev == api.NotifyMention || ev == api.NotifyCommentReply
}

func key(prefix string, id int64) string { return prefix + ":" + strconv.FormatInt(id, 10) }

// commentPosted notifies, never the author, each person once, of the
// first kind that applies: those the comment mentions (as the comment
// service validated them when it was posted), the author of the comment it
// replies to, the video's owner.
func (s *Service) commentPosted(ctx context.Context, c domain.NotifyCause) error {
	cm, err := s.store.CommentByID(ctx, c.CommentID)
	if err != nil || cm.DeletedAt != nil {
		return notFoundOr(err)
	}
	v, err := s.store.VideoByID(ctx, cm.VideoID)
	if err != nil {
		return err
	}
	author, err := s.store.UserByID(ctx, cm.UserID)
	if err != nil {
		return err
	}
	kinds := map[int64]api.NotificationEvent{}
	var order []int64
	add := func(id int64, ev api.NotificationEvent) {
		if _, seen := kinds[id]; !seen && id != 0 && id != cm.UserID {
			kinds[id] = ev
			order = append(order, id)
		}
	}
	for _, b := range cm.Blocks {
		if b.Type == api.BlockMention {
			add(b.UserID, api.NotifyMention)
		}
	}
	if cm.ParentID != 0 {
		if p, err := s.store.CommentByID(ctx, cm.ParentID); err == nil && p.DeletedAt == nil {
			add(p.UserID, api.NotifyCommentReply)
		} else if err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
	}
	add(v.UserID, api.NotifyVideoComment)
	extra := api.NotificationExtra{VideoID: v.ID, VideoShareKey: v.ShareKey, VideoTitle: v.Title, ChannelID: v.ChannelID,
		CommentID: cm.ID, PlayedTime: cm.PlayedMs, Blocks: cm.Blocks, Content: PlainText(cm.Blocks),
		User: api.CommentUser{ID: author.ID, Nickname: author.Nickname}}
	if v.ChannelID != 0 {
		if room, err := s.store.RoomFacts(ctx, 0, v.ChannelID); err == nil {
			extra.ChannelName, extra.TeamID = room.Name, room.TeamID
		}
	}
	for _, ev := range []api.NotificationEvent{api.NotifyMention, api.NotifyCommentReply, api.NotifyVideoComment} {
		var to []int64
		for _, id := range order {
			if kinds[id] == ev {
				to = append(to, id)
			}
		}
		if len(to) == 0 {
			continue
		}
		err := s.emit(ctx, ev, author, extra, key("video", v.ID), key("comment", cm.ID), c, store.ToUsers(to))
		if err != nil {
			return err
		}
	}
	return nil
}

// roomVideo notifies every member of the room but the video's owner, in
// one statement, if the video is still there.
func (s *Service) roomVideo(ctx context.Context, c domain.NotifyCause) error {
	v, err := s.store.VideoByID(ctx, c.VideoID)
	if err != nil || v.ChannelID != c.ChannelID || v.TrashedAt != nil {
		return notFoundOr(err)
	}
	owner, err := s.store.UserByID(ctx, v.UserID)
	if err != nil {
		return err
	}
	room, err := s.store.RoomFacts(ctx, 0, c.ChannelID)
	if err != nil {
		return err
	}
	extra := api.NotificationExtra{VideoID: v.ID, VideoShareKey: v.ShareKey, VideoTitle: v.Title, ChannelID: room.ID,
		ChannelName: room.Name, TeamID: room.TeamID, PlayedTime: api.NoPlayedTime,
		User: api.CommentUser{ID: owner.ID, Nickname: owner.Nickname}}
	source := key("video", v.ID) + "@" + key("room", room.ID) + "@" + strconv.FormatInt(c.At.UnixNano(), 10)
	return s.emit(ctx, api.NotifyChannelVideo, owner, extra, key("room", room.ID), source, c,
		store.ToRoomMembers(room.ID, v.UserID))
}

// teamJoin notifies the inviter (their invitation was accepted) and the
// workspace's other owners and admins (someone joined).
func (s *Service) teamJoin(ctx context.Context, c domain.NotifyCause) error {
	t, err := s.store.TeamByID(ctx, c.TeamID)
	if err != nil {
		return err
	}
	joiner, err := s.store.UserByID(ctx, c.UserID)
	if err != nil {
		return err
	}
	extra := api.NotificationExtra{TeamID: t.ID, TeamName: t.Name, PlayedTime: api.NoPlayedTime,
		User: api.CommentUser{ID: joiner.ID, Nickname: joiner.Nickname}}
	group := key("team", t.ID)
	source := key("join", c.UserID) + "@" + group + "@" + strconv.FormatInt(c.At.UnixNano(), 10)
	if c.InviterID != 0 && c.InviterID != c.UserID {
		err := s.emit(ctx, api.NotifyInviteAccepted, joiner, extra, group, source, c, store.ToUsers([]int64{c.InviterID}))
		if err != nil {
			return err
		}
	}
	return s.emit(ctx, api.NotifyTeamJoin, joiner, extra, group, source, c,
		store.ToTeamManagers(t.ID, []int64{c.UserID, c.InviterID}))
}

// notFoundOr answers err, or store.ErrNotFound when there is none (what
// the event was about is gone).
func notFoundOr(err error) error {
	if err == nil {
		return store.ErrNotFound
	}
	return err
}
