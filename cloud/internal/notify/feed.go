package notify

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

var errNotFound = api.Errorf(api.CodeNotFound, "Notification not found")

// Unread lists userID's unread notifications, the newest
// api.MaxUnreadNotifications, with their whole unread count.
func (s *Service) Unread(ctx context.Context, userID int64) (api.NotificationList, error) {
	return s.page(ctx, userID, store.UnreadNotifications, 0, api.MaxUnreadNotifications)
}

// Read lists a page of userID's read notifications older than before (0:
// the newest).
func (s *Service) Read(ctx context.Context, userID, before int64) (api.NotificationList, error) {
	return s.page(ctx, userID, store.ReadNotifications, before, api.NotificationPageSize)
}

// List lists a page of all of userID's notifications older than before.
func (s *Service) List(ctx context.Context, userID, before int64) (api.NotificationList, error) {
	return s.page(ctx, userID, store.AllNotifications, before, api.NotificationPageSize)
}

func (s *Service) page(ctx context.Context, userID int64, f store.NotificationFilter, before int64, limit int) (api.NotificationList, error) {
	rows, err := s.store.NotificationPage(ctx, userID, f, before, limit)
	if err != nil {
		return api.NotificationList{}, err
	}
	unread, err := s.store.UnreadNotificationCount(ctx, userID)
	if err != nil {
		return api.NotificationList{}, err
	}
	out := api.NotificationList{Notices: make([]api.Notification, len(rows)), UnreadCount: unread,
		HasMore: len(rows) == limit}
	for i, r := range rows {
		out.Notices[i] = Wire(r)
	}
	return out, nil
}

// Wire is a stored notification as clients see it.
func Wire(r store.NotificationRow) api.Notification {
	n := api.Notification{ID: r.ID, Event: api.NotificationEvent(r.Event), IsRead: r.IsRead, CreatedAt: r.CreatedAt.Unix(),
		Count: r.Count, Subject: api.NotificationSubject{ID: r.SubjectID, Nickname: r.Nickname, Avatar: r.Avatar}}
	_ = json.Unmarshal([]byte(r.Extra), &n.Extra) // written by emit; a damaged one shows without its place
	if n.Extra.Blocks == nil {
		n.Extra.Blocks = []api.CommentBlock{}
	}
	return n
}

// SetRead marks one of userID's notifications read (or unread) and pushes
// the change.
func (s *Service) SetRead(ctx context.Context, userID, id int64, read bool) (api.NotificationCount, error) {
	if err := s.store.SetNotificationRead(ctx, userID, id, read); err != nil {
		return api.NotificationCount{}, mine(err)
	}
	typ := api.EventNotificationRead
	if !read {
		typ = api.EventNotificationUnread
	}
	return s.changed(ctx, userID, typ, id)
}

// ReadAll marks all of userID's notifications read.
func (s *Service) ReadAll(ctx context.Context, userID int64) (api.NotificationCount, error) {
	if err := s.store.ReadAllNotifications(ctx, userID); err != nil {
		return api.NotificationCount{}, err
	}
	return s.changed(ctx, userID, api.EventNotificationReadAll, 0)
}

// Delete deletes one of userID's notifications.
func (s *Service) Delete(ctx context.Context, userID, id int64) (api.NotificationCount, error) {
	if err := s.store.DeleteNotification(ctx, userID, id); err != nil {
		return api.NotificationCount{}, mine(err)
	}
	return s.changed(ctx, userID, api.EventNotificationDelete, id)
}

// Empty deletes all of userID's notifications.
func (s *Service) Empty(ctx context.Context, userID int64) (api.NotificationCount, error) {
	if err := s.store.EmptyNotifications(ctx, userID); err != nil {
		return api.NotificationCount{}, err
	}
	return s.changed(ctx, userID, api.EventNotificationEmpty, 0)
}

// changed answers userID's unread count and pushes the change with it.
func (s *Service) changed(ctx context.Context, userID int64, typ string, id int64) (api.NotificationCount, error) {
	unread, err := s.store.UnreadNotificationCount(ctx, userID)
	if err != nil {
		return api.NotificationCount{}, err
	}
	s.pushChange(ctx, userID, typ, id, unread)
	return api.NotificationCount{UnreadCount: unread}, nil
}

// mine answers errNotFound for a notification that is not the caller's.
func mine(err error) error {
	if errors.Is(err, store.ErrNotFound) {
		return errNotFound
	}
	return err
}
