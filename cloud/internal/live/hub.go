// Package live is the realtime channel: a hub that carries events to the
// topics clients watch ("video:{id}", "user:{id}"), in one process or across
// instances through PostgreSQL, and the websocket connections that receive
// them.
package live

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/reelroom/reelroom/shared/api"
)

// Hub carries events to subscribers of a topic.
type Hub interface {
	// Publish sends an event of type typ with data (JSON-encoded) to every
	// subscriber of topic, on this instance and, for a shared hub, others.
	Publish(ctx context.Context, topic, typ string, data any) error
	// Subscribe calls deliver with each message published to topic (an
	// encoded api.LiveServerMessage) until the returned func is called.
	// deliver must not block: it runs on the publisher's path.
	Subscribe(topic string, deliver func(msg []byte)) (unsubscribe func())
}

// VideoTopic is the topic of a video's comments and status.
func VideoTopic(id int64) string { return "video:" + strconv.FormatInt(id, 10) }

// UserTopic is the topic of a user's own notifications.
func UserTopic(id int64) string { return "user:" + strconv.FormatInt(id, 10) }

// encode is the message subscribers of topic receive for an event.
func encode(topic, typ string, data any) ([]byte, error) {
	raw, err := json.Marshal(data)
	if err != nil {
		return nil, fmt.Errorf("live: encode %s event: %w", typ, err)
	}
	return json.Marshal(api.LiveServerMessage{Op: api.LiveEventOp, Topic: topic, Type: typ, Data: raw})
}
