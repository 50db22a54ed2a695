package domain

import "time"

// NotifyJobKind is the job kind that turns a NotifyCause into
// notifications. The store writes such a job in the same transaction as
// the change that is the event (a comment, a video arriving in a room, a
// new workspace member), so no event is lost when the process dies after
// the commit; the notify package handles it.
const NotifyJobKind = "notify.event"

// What a NotifyCause is about.
const (
	CauseComment   = "comment"    // CommentID was posted
	CauseRoomVideo = "room_video" // VideoID arrived in room ChannelID
	CauseTeamJoin  = "team_join"  // UserID joined workspace TeamID through InviterID's invitation
)

// NotifyCause is an event that may notify people: the payload of a
// NotifyJobKind job.
type NotifyCause struct {
	Kind      string    `json:"kind"`
	CommentID int64     `json:"comment_id,omitempty"`
	VideoID   int64     `json:"video_id,omitempty"`
	ChannelID int64     `json:"channel_id,omitempty"`
	TeamID    int64     `json:"team_id,omitempty"`
	UserID    int64     `json:"user_id,omitempty"`
	InviterID int64     `json:"inviter_id,omitempty"`
	At        time.Time `json:"at"`
}
