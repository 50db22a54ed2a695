package inbox

import (
	"fmt"
	"net/url"
	"strconv"

	"github.com/reelroom/reelroom/desktop/internal/locale"
	"github.com/reelroom/reelroom/shared/api"
)

// Toast is a native notification of one notification of the feed: its
// words in the app's language and the window's page a click opens.
type Toast struct {
	// ID names it to the OS: a grouped notification updated later replaces
	// its toast.
	ID    string
	Title string
	Body  string
	// Page is the web app's route of the video at the comment's moment.
	Page string
}

// ToastFor is the toast of n, and false for a notification that gets none:
// only unread mentions and replies do.
func ToastFor(n api.Notification, w locale.Inbox) (Toast, bool) {
	if n.IsRead {
		return Toast{}, false
	}
	var title string
	switch n.Event {
	case api.NotifyMention:
		title = w.MentionedBy(n.Subject.Nickname)
	case api.NotifyCommentReply:
		title = w.RepliedBy(n.Subject.Nickname)
	default:
		return Toast{}, false
	}
	body := n.Extra.Content
	if n.Extra.VideoTitle != "" {
		body = n.Extra.VideoTitle + "\n" + body
	}
	return Toast{ID: fmt.Sprintf("notification-%d", n.ID), Title: title, Body: body, Page: CommentPage(n)}, true
}

// CommentPage is where a comment notification leads (the contract's
// NotificationExtra): the room's page of a room video, the player of one's
// own video (a comment on it, or no link), else the link the comment was
// made through; at the comment's moment (?t= in seconds) when it has one.
func CommentPage(n api.Notification) string {
	x := n.Extra
	var page string
	switch {
	case x.ChannelID != 0:
		page = fmt.Sprintf("/roomDetail/%d/%d", x.ChannelID, x.VideoID)
	case n.Event == api.NotifyVideoComment || x.VideoShareKey == "":
		page = fmt.Sprintf("/video/%d", x.VideoID)
	default:
		page = fmt.Sprintf("/share/%d/%s", x.VideoID, url.PathEscape(x.VideoShareKey))
	}
	if x.PlayedTime > 0 {
		page += "?t=" + strconv.FormatFloat(float64(x.PlayedTime)/1000, 'f', -1, 64)
	}
	return page
}
