package live

import (
	"context"
	"sync"
)

// Local is the hub of a single instance.
type Local struct {
	mu     sync.RWMutex
	topics map[string]map[*subscriber]struct{}
}

type subscriber struct{ deliver func([]byte) }

// NewLocal makes an empty in-process hub.
func NewLocal() *Local {
	return &Local{topics: map[string]map[*subscriber]struct{}{}}
}

// Publish delivers the event to this process's subscribers of topic.
func (h *Local) Publish(_ context.Context, topic, typ string, data any) error {
	msg, err := encode(topic, typ, data)
	if err != nil {
		return err
	}
	h.deliver(topic, msg)
	return nil
}

// deliver hands an encoded message to the subscribers of topic.
func (h *Local) deliver(topic string, msg []byte) {
	h.mu.RLock()
	defer h.mu.RUnlock()
	for s := range h.topics[topic] {
		s.deliver(msg)
	}
}

// Subscribe adds deliver to topic's subscribers.
func (h *Local) Subscribe(topic string, deliver func([]byte)) func() {
	s := &subscriber{deliver: deliver}
	h.mu.Lock()
	subs := h.topics[topic]
	if subs == nil {
		subs = map[*subscriber]struct{}{}
		h.topics[topic] = subs
	}
	subs[s] = struct{}{}
	h.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			h.mu.Lock()
			defer h.mu.Unlock()
			delete(h.topics[topic], s)
			if len(h.topics[topic]) == 0 {
				delete(h.topics, topic)
			}
		})
	}
}
