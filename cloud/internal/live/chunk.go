package live

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

const (
	// chunkSize is the most message bytes one notification carries, below
	// PostgreSQL's 8000-byte payload limit with room for the header.
	chunkSize = 7000
	// maxChunks bounds a message (and what a listener holds while joining).
	maxChunks = 64
)

var errTooLarge = errors.New("live: event too large")

// split cuts msg into notification payloads "id seq total topic\npart",
// never inside a UTF-8 sequence (a payload must be valid text).
func split(topic string, msg []byte) ([]string, error) {
	var parts []string
	for len(msg) > 0 {
		n := min(chunkSize, len(msg))
		for n < len(msg) && !utf8.RuneStart(msg[n]) {
			n--
		}
		parts = append(parts, string(msg[:n]))
		msg = msg[n:]
	}
	if len(parts) > maxChunks {
		return nil, fmt.Errorf("%w on %s", errTooLarge, topic)
	}
	id := randomID()
	for i, p := range parts {
		parts[i] = fmt.Sprintf("%s %d %d %s\n%s", id, i, len(parts), topic, p)
	}
	return parts, nil
}

// assembler joins the chunks of messages. It is used by one goroutine.
type assembler struct {
	pending map[string][]string
}

func newAssembler() *assembler { return &assembler{pending: map[string][]string{}} }

// add takes one payload and answers the topic and message once all of its
// chunks arrived. Malformed payloads are dropped.
func (a *assembler) add(payload string) (string, []byte, bool) {
	head, body, ok := strings.Cut(payload, "\n")
	if !ok {
		return "", nil, false
	}
	var id, topic string
	var seq, total int
	if _, err := fmt.Sscanf(head, "%s %d %d %s", &id, &seq, &total, &topic); err != nil ||
		total < 1 || total > maxChunks || seq < 0 || seq >= total {
		return "", nil, false
	}
	if total == 1 {
		return topic, []byte(body), true
	}
	got := a.pending[id]
	if len(got) != seq {
		delete(a.pending, id) // a transaction's notifications arrive in order: this one is broken
		return "", nil, false
	}
	got = append(got, body)
	if len(got) < total {
		a.pending[id] = got
		return "", nil, false
	}
	delete(a.pending, id)
	return topic, []byte(strings.Join(got, "")), true
}
