package live

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// Event is one event to publish, for PublishEach.
type Event struct {
	Topic string
	Type  string
	Data  any
}

// PublishEach delivers each event to this process's subscribers of its
// topic.
func (h *Local) PublishEach(_ context.Context, events []Event) error {
	for _, e := range events {
		msg, err := encode(e.Topic, e.Type, e.Data)
		if err != nil {
			return err
		}
		h.deliver(e.Topic, msg)
	}
	return nil
}

// PublishEach sends many events (a room's worth of notifications) in one
// transaction: one round of NOTIFYs rather than a transaction each.
func (h *Postgres) PublishEach(ctx context.Context, events []Event) error {
	var payloads []string
	for _, e := range events {
		msg, err := encode(e.Topic, e.Type, e.Data)
		if err != nil {
			return err
		}
		chunks, err := split(e.Topic, msg)
		if err != nil {
			return err
		}
		payloads = append(payloads, chunks...)
	}
	err := pgx.BeginFunc(ctx, h.pool, func(tx pgx.Tx) error {
		b := &pgx.Batch{}
		for _, p := range payloads {
			b.Queue("SELECT pg_notify($1, $2)", channel, p)
		}
		return tx.SendBatch(ctx, b).Close()
	})
	if err != nil {
		return fmt.Errorf("live: notify %d events: %w", len(events), err)
	}
	return nil
}
