package api

import "encoding/json"

// NotifyTicketRequest asks for a ticket to open the /api/v2/notify socket.
// A signed-in caller sends its token and may leave the body empty; an
// anonymous viewer names the video and the share key that reaches it.
type NotifyTicketRequest struct {
	VideoID  int64  `json:"video_id"`
	ShareKey string `json:"share_key"`
}

// NotifyTicket is a single-use ticket for the socket URL
// (/api/v2/notify?ticket=...), valid for ExpiresIn seconds.
type NotifyTicket struct {
	Ticket    string `json:"ticket"`
	ExpiresIn int    `json:"expires_in"`
}

// Operations of socket messages.
const (
	LiveSubscribe   = "subscribe"   // client: start receiving a topic's events
	LiveUnsubscribe = "unsubscribe" // client: stop
	LivePing        = "ping"        // client: answered with pong
	LivePong        = "pong"        // server
	LiveSubscribed  = "subscribed"  // server: a subscribe was accepted
	LiveEventOp     = "event"       // server: an event on a topic
	LiveError       = "error"       // server: a message was refused (Msg says why)
)

// Event types (spec section 4, socket messages). im:new and im:edit carry
// the Comment as the history gives it; im:delete a CommentDeletedEvent.
const (
	EventCommentNew    = "im:new"
	EventCommentEdit   = "im:edit"
	EventCommentDelete = "im:delete"
	EventVideoStatus   = "video:status"
)

// LiveClientMessage is what a client sends on the socket. Topics are
// "video:{id}" (comments, status), "channel:{id}" (a room's feed) and
// "user:{id}" (the caller's own: action:channel_removed, action:team_removed).
type LiveClientMessage struct {
	Op       string `json:"op"`
	Topic    string `json:"topic,omitempty"`
	ShareKey string `json:"share_key,omitempty"` // for a video reached through a link
}

// LiveServerMessage is what the server sends on the socket.
type LiveServerMessage struct {
	Op    string          `json:"op"`
	Topic string          `json:"topic,omitempty"`
	Type  string          `json:"type,omitempty"` // of an event
	Data  json.RawMessage `json:"data,omitempty" tstype:"unknown"`
	Msg   string          `json:"msg,omitempty"` // of an error
}

// VideoStatusEvent is the data of a video:status event.
type VideoStatusEvent struct {
	ID     int64       `json:"id"`
	Status VideoStatus `json:"status"`
}

// CommentDeletedEvent is the data of an im:delete event.
type CommentDeletedEvent struct {
	VideoID   int64 `json:"video_id"`
	CommentID int64 `json:"comment_id"`
}
