package notify

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"

	"github.com/reelroom/reelroom/cloud/internal/mail"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// A mention or reply still unread api.NotificationEmailDelaySeconds after
// it happened is e-mailed: one message per person with all of theirs due,
// queued (mail.JobKind) in the transaction that marks them mailed, so
// never twice. Nothing is sent to someone who turned the setting off (their
// due ones are marked done), and one read meanwhile is not sent: marking
// fails when any of them was read since they were listed, and they are
// looked at again on the next round.

// mailBatch is how many people one round mails at most.
const mailBatch = 100

// MailUnseen e-mails everyone whose unseen notifications are due now.
func (s *Service) MailUnseen(ctx context.Context) error {
	now := s.Now()
	people, err := s.store.MailDueRecipients(ctx, now, mailBatch)
	if err != nil {
		return err
	}
	var failed error
	for _, id := range people {
		err := s.mailPerson(ctx, id)
		if errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrNotFound) {
			continue // read meanwhile, or gone: the next round sees what is left
		}
		if err != nil {
			slog.WarnContext(ctx, "mail unseen notifications", "user_id", id, "err", err)
			failed = err
		}
	}
	if len(people) > 0 {
		s.jobs.Kick()
	}
	return failed
}

// mailPerson mails userID's due notifications (or, with the setting off,
// marks them done).
func (s *Service) mailPerson(ctx context.Context, userID int64) error {
	now := s.Now()
	rows, err := s.store.MailDueNotifications(ctx, userID, now)
	if err != nil || len(rows) == 0 {
		return err
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	on, err := s.store.NotificationEmailOn(ctx, userID)
	if err != nil {
		return err
	}
	u, err := s.store.UserByID(ctx, userID)
	if err != nil {
		return err
	}
	if !on || u.Email == "" {
		return s.store.MarkNotificationsMailed(ctx, ids, now, nil)
	}
	msg := s.unseenMail(u.Email, rows)
	j, err := s.jobs.Prepare(mail.JobKind, msg, now)
	if err != nil {
		return err
	}
	return s.store.MarkNotificationsMailed(ctx, ids, now, &j)
}

// unseenMail is the message telling to of rows, in English and then in
// Simplified Chinese (the setting is the person's, the language may not
// be known), with a link to each one's place and a one-click unsubscribe.
func (s *Service) unseenMail(to string, rows []store.NotificationRow) mail.Message {
	items := make([]mailItem, len(rows))
	for i, r := range rows {
		n := Wire(r)
		items[i] = mailItem{n: n, link: s.base + Place(n)}
	}
	unsub := s.base + "/unsubscribe?token=" + url.QueryEscape(s.UnsubscribeToken(rows[0].RecipientID))
	oneClick := s.base + "/api/notification/unsubscribe?token=" + url.QueryEscape(s.UnsubscribeToken(rows[0].RecipientID))
	m := renderUnseen(items, unsub)
	m.To = to
	m.Headers = map[string]string{
		"List-Unsubscribe":      "<" + oneClick + ">",
		"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
	}
	return m
}

// Place is the web app's address of where a notification leads (the
// contract's NotificationExtra): a comment opens its video at the comment's
// time, a room video the room, a workspace event the workspace.
func Place(n api.Notification) string {
	e := n.Extra
	switch n.Event {
	case api.NotifyChannelVideo:
		return fmt.Sprintf("/room/%d?to-video=%d", e.ChannelID, e.VideoID)
	case api.NotifyInviteAccepted, api.NotifyTeamJoin:
		return fmt.Sprintf("/workspace/manage/%d", e.TeamID)
	}
	q := url.Values{}
	if e.CommentID != 0 {
		q.Set("comment", fmt.Sprint(e.CommentID))
	}
	if e.PlayedTime > 0 {
		q.Set("t", fmt.Sprint(e.PlayedTime/1000))
	}
	var path string
	switch {
	case e.ChannelID != 0:
		path = fmt.Sprintf("/roomDetail/%d/%d", e.ChannelID, e.VideoID)
	case e.VideoShareKey != "":
		path = fmt.Sprintf("/share/%d/%s", e.VideoID, url.PathEscape(e.VideoShareKey))
	default:
		path = fmt.Sprintf("/video/%d", e.VideoID)
	}
	if len(q) == 0 {
		return path
	}
	return path + "?" + q.Encode()
}

// mailItem is one notification of a message, with its link.
type mailItem struct {
	n    api.Notification
	link string
}
