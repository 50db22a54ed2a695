package locale

import (
	"fmt"

	"github.com/reelroom/reelroom/desktop/internal/settings"
)

// Inbox is what the app says about the user's notifications outside the
// window: the native notification of a mention or a reply, and the tray's
// unread count.
type Inbox struct {
	// Mentioned and Replied title the native notification (%s: who).
	Mentioned string
	Replied   string
	// Unread is the tray's item for a count of unread notifications (%d);
	// UnreadOne for exactly one.
	Unread    string
	UnreadOne string
	// TooltipUnread is the tray's tooltip with the count (%d).
	TooltipUnread string
}

var inboxes = map[string]Inbox{
	settings.English: {
		Mentioned:     "%s mentioned you",
		Replied:       "%s replied to you",
		Unread:        "%d unread notifications",
		UnreadOne:     "1 unread notification",
		TooltipUnread: "Reelroom (%d unread)",
	},
	settings.SimplifiedChinese: {
		Mentioned:     "%s 提到了你",
		Replied:       "%s 回复了你",
		Unread:        "%d 条未读通知",
		UnreadOne:     "1 条未读通知",
		TooltipUnread: "Reelroom（%d 条未读）",
	},
}

// InboxFor is the inbox's words in language, English when it is unknown.
func InboxFor(language string) Inbox { return in(inboxes, language) }

// MentionedBy titles the notification of a mention by who.
func (w Inbox) MentionedBy(who string) string { return fmt.Sprintf(w.Mentioned, who) }

// RepliedBy titles the notification of a reply by who.
func (w Inbox) RepliedBy(who string) string { return fmt.Sprintf(w.Replied, who) }

// UnreadLabel is the tray's item for n unread notifications.
func (w Inbox) UnreadLabel(n int) string {
	if n == 1 {
		return w.UnreadOne
	}
	return fmt.Sprintf(w.Unread, n)
}

// Tooltip is the tray's tooltip for n unread notifications (base when none).
func (w Inbox) Tooltip(base string, n int) string {
	if n == 0 {
		return base
	}
	return fmt.Sprintf(w.TooltipUnread, n)
}
