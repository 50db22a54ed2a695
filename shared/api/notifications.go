package api

// Notifications (spec sections 1-4, 7, 9). A notification tells one person
// (its recipient) that someone else did something that concerns them. Never
// for one's own action; each event gives each person at most one
// notification: a comment that mentions B and replies to B's comment on B's
// video gives B one, of the first kind that applies in the order mention,
// reply, comment on your video.
//
// Grouping (spec 3): while a notification is unread, a later event of the
// same kind about the same thing (the same video for comments, the same room
// for room videos, the same workspace for joins and accepted invitations)
// updates it instead of adding another: Count grows, Subject and Extra
// become the latest event's and it moves to the top. A read one is never
// updated; the next event starts a new one. Kinds whose Grouped is false are
// never grouped.
//
// Nobody can see, toggle or delete someone else's notifications: ids of
// others answer CodeNotFound.

// NotificationEvent is what a notification is about.
type NotificationEvent string

const (
	// NotifyVideoComment: someone commented on a video of mine.
	NotifyVideoComment NotificationEvent = "video_comment"
	// NotifyCommentReply: someone replied to (quoted) a comment of mine.
	NotifyCommentReply NotificationEvent = "comment_reply"
	// NotifyMention: someone mentioned me in a comment.
	NotifyMention NotificationEvent = "comment_mention"
	// NotifyChannelVideo: a new video arrived in a room I am in (not mine).
	NotifyChannelVideo NotificationEvent = "channel_video"
	// NotifyInviteAccepted: someone joined a workspace through my invitation.
	NotifyInviteAccepted NotificationEvent = "team_invite_accepted"
	// NotifyTeamJoin: someone joined a workspace I own or administer
	// (not through my own invitation, which is NotifyInviteAccepted).
	NotifyTeamJoin NotificationEvent = "team_member_join"
	// NotifyVlogComment and NotifyHowToComment are the spec's news-post and
	// how-to-video comments; they exist for the spec's grouping rule and are
	// never grouped.
	NotifyVlogComment  NotificationEvent = "vlog_comment"
	NotifyHowToComment NotificationEvent = "how_to_video_comment"
)

// Grouped says whether notifications of this kind are grouped (spec 3:
// vlog_comment and how_to_video_comment are not).
func (e NotificationEvent) Grouped() bool {
	return e != NotifyVlogComment && e != NotifyHowToComment
}

// NotificationSubject is who caused the notification (the latest one when
// grouped).
type NotificationSubject struct {
	ID       int64  `json:"id"`
	Nickname string `json:"nickname"`
	Avatar   string `json:"avatar"`
}

// NotificationExtra says where the notification leads; fields that do not
// belong to its event are zero. A comment notification opens the video at
// PlayedTime (ms, NoPlayedTime for none) with the comment CommentID: a room
// video as /roomDetail/{channel_id}/{video_id}, a video of one's own as
// /video/{video_id}, otherwise /share/{video_id}/{video_share_key} (the
// link the comment was made through). A room video opens the room; a
// workspace event opens the workspace.
type NotificationExtra struct {
	VideoID       int64          `json:"video_id"`
	VideoShareKey string         `json:"video_share_key"`
	VideoTitle    string         `json:"video_title"`
	ChannelID     int64          `json:"channel_id"`
	ChannelName   string         `json:"channel_name"`
	TeamID        int64          `json:"team_id"`
	TeamName      string         `json:"team_name"`
	CommentID     int64          `json:"comment_id"`
	PlayedTime    int64          `json:"played_time"`
	Blocks        []CommentBlock `json:"blocks"`  // the comment's blocks (as the history gives them)
	Content       string         `json:"content"` // the comment as plain text, for the e-mail and short views
	User          CommentUser    `json:"user"`    // the subject as a commenter (spec 3 extra.user)
	VlogID        int64          `json:"vlog_id"`
	VlogTitle     string         `json:"vlog_title"`
}

// Notification is one item of the feed (spec 3). CreatedAt is when its
// latest event happened, in Unix seconds. Count is how many events it
// groups (1 when not grouped).
type Notification struct {
	ID        int64               `json:"id"`
	Event     NotificationEvent   `json:"event"`
	IsRead    bool                `json:"is_read"`
	CreatedAt int64               `json:"created_at"`
	Count     int                 `json:"count"`
	Subject   NotificationSubject `json:"subject"`
	Extra     NotificationExtra   `json:"extra"`
}

// Paging of the feed (spec 9).
const (
	// NotificationPageSize is the size of a page of read notifications (and
	// of GET /notification/list).
	NotificationPageSize = 20
	// NotificationFewUnread: when fewer unread than this are loaded, the
	// panel loads read ones too.
	NotificationFewUnread = 10
	// MaxUnreadNotifications is the most unread ones GET /notification/unread
	// returns (the newest); UnreadCount still counts all.
	MaxUnreadNotifications = 200
	// NotificationRetentionDays: read notifications older than this are
	// removed by a job.
	NotificationRetentionDays = 90
	// NotificationEmailDelaySeconds: a mention or reply still unread this
	// long after it happened is sent by e-mail (once, batched per person).
	NotificationEmailDelaySeconds = 600
)

// NotificationList is the data of the three GET calls, newest first:
//   - GET /api/notification/unread: the caller's unread ones (at most
//     MaxUnreadNotifications);
//   - GET /api/notification/read?nid=: a page of NotificationPageSize read
//     ones older than notification nid (0 or absent: the newest page);
//   - GET /api/notification/list?nid=: the same page of all of them, read
//     or not.
//
// UnreadCount is the caller's whole unread count (the bell's badge).
// HasMore says another page may follow (the page was full); clients stop on
// an empty page (spec 9).
type NotificationList struct {
	Notices     []Notification `json:"notices"`
	UnreadCount int            `json:"unread_count"`
	HasMore     bool           `json:"has_more"`
}

// The other calls (signed in, the caller's own notifications only), each
// answering the caller's new UnreadCount as NotificationCount:
//   - PUT /api/notification/read/{id}, PUT /api/notification/unread/{id}
//   - PUT /api/notification/read_all
//   - DELETE /api/notification/delete/{id}
//   - DELETE /api/notification/empty (deletes all of them, read or not)
type NotificationCount struct {
	UnreadCount int `json:"unread_count"`
}

// Socket events on topic "user:{id}" (spec 4), so every open tab and the
// desktop app follow at once. notification:new carries the Notification
// (also when a grouped one was updated: clients replace the item of the
// same id); the others a NotificationChange.
const (
	EventNotificationNew     = "notification:new"
	EventNotificationRead    = "notification:read"
	EventNotificationUnread  = "notification:unread"
	EventNotificationReadAll = "notification:read_all"
	EventNotificationEmpty   = "notification:empty"
	EventNotificationDelete  = "notification:delete"
)

// NotificationChange is the data of the notification events other than
// notification:new: the item changed (0 for read_all and empty) and the
// recipient's unread count after the change.
type NotificationChange struct {
	ID          int64 `json:"id"`
	UnreadCount int   `json:"unread_count"`
}

// NotificationSettings is the data of GET /api/notification/settings and
// the body of PUT /api/notification/settings (the profile page's setting).
// EmailUnseen: mentions and replies still unread after
// NotificationEmailDelaySeconds are e-mailed (on by default).
type NotificationSettings struct {
	EmailUnseen bool `json:"email_unseen"`
}

// NotificationUnsubscribeRequest is the body of
// POST /api/notification/unsubscribe (no sign-in): the token from an
// e-mail's unsubscribe link turns EmailUnseen off for its person. The same
// URL with ?token= accepts the RFC 8058 one-click POST
// (List-Unsubscribe=One-Click) that mail clients send. A token is signed,
// names one person, and stays valid (unsubscribing twice is fine); a forged
// one answers CodeInvalidParam.
type NotificationUnsubscribeRequest struct {
	Token string `json:"token"`
}
