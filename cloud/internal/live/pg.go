package live

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// channel is the PostgreSQL notification channel every instance listens on.
const channel = "reelroom_live"

// Postgres is the hub of several instances on one PostgreSQL database:
// Publish sends the event with NOTIFY, and every instance (this one
// included) delivers it to its own subscribers when it hears it.
//
// A NOTIFY payload holds at most 8000 bytes. Rather than keep large events
// in a table to be fetched by id, a message is cut into chunks (chunkSize)
// sent in one transaction: PostgreSQL delivers a transaction's
// notifications together and in order, so listeners join them again. Most
// events (status, a comment) fit in one.
type Postgres struct {
	local *Local
	pool  *pgxpool.Pool
	dsn   string
	parts *assembler
	done  chan struct{}
	also  []Listener
}

// Listener is another channel the hub's listening connection listens on,
// for notifications that are not events (revoked sign-ins, for one): one
// connection per instance hears them all.
type Listener struct {
	Channel string
	// Notify is called with each notification's payload, in order.
	Notify func(payload string)
	// Listening is called with false as soon as the connection is found
	// broken (notifications sent from then on are lost) or the hub stops,
	// and with true once it listens again (and once at the start).
	Listening func(up bool)
}

// NewPostgres connects to dsn and listens until ctx ends, on the events'
// channel and on those of also.
func NewPostgres(ctx context.Context, dsn string, also ...Listener) (*Postgres, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("live: postgres config: %w", err)
	}
	cfg.MaxConns = 4
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("live: postgres: %w", err)
	}
	h := &Postgres{local: NewLocal(), pool: pool, dsn: dsn, parts: newAssembler(), done: make(chan struct{}), also: also}
	conn, err := h.listen(ctx)
	if err != nil {
		pool.Close()
		return nil, err
	}
	h.listening(true)
	go h.run(ctx, conn)
	return h, nil
}

// Done is closed when the hub has stopped listening (ctx ended).
func (h *Postgres) Done() <-chan struct{} { return h.done }

// Publish sends the event to the subscribers of topic on every instance.
func (h *Postgres) Publish(ctx context.Context, topic, typ string, data any) error {
	msg, err := encode(topic, typ, data)
	if err != nil {
		return err
	}
	chunks, err := split(topic, msg)
	if err != nil {
		return err
	}
	err = pgx.BeginFunc(ctx, h.pool, func(tx pgx.Tx) error {
		for _, c := range chunks {
			if _, err := tx.Exec(ctx, "SELECT pg_notify($1, $2)", channel, c); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("live: notify %s on %s: %w", typ, topic, err)
	}
	return nil
}

// Subscribe adds deliver to topic's subscribers on this instance.
func (h *Postgres) Subscribe(topic string, deliver func([]byte)) func() {
	return h.local.Subscribe(topic, deliver)
}

func (h *Postgres) listen(ctx context.Context) (*pgx.Conn, error) {
	conn, err := pgx.Connect(ctx, h.dsn)
	if err != nil {
		return nil, fmt.Errorf("live: listen connection: %w", err)
	}
	for _, name := range h.channels() {
		if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{name}.Sanitize()); err != nil {
			conn.Close(context.Background())
			return nil, fmt.Errorf("live: listen on %s: %w", name, err)
		}
	}
	return conn, nil
}

func (h *Postgres) channels() []string {
	out := []string{channel}
	for _, l := range h.also {
		out = append(out, l.Channel)
	}
	return out
}

func (h *Postgres) listening(up bool) {
	for _, l := range h.also {
		if l.Listening != nil {
			l.Listening(up)
		}
	}
}

// run delivers what the listening connection hears, and connects again
// (after a pause) when it breaks. Events sent while it was down are lost:
// clients fetch what they missed when they resubscribe; the other
// listeners are told it was down (Listening false, then true).
func (h *Postgres) run(ctx context.Context, conn *pgx.Conn) {
	defer close(h.done)
	defer h.pool.Close()
	defer h.listening(false)
	for {
		err := h.receive(ctx, conn)
		h.listening(false)
		conn.Close(context.Background())
		if ctx.Err() != nil {
			return
		}
		slog.Warn("live: listening connection lost", "err", err)
		for conn = nil; conn == nil; {
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Second):
			}
			if conn, err = h.listen(ctx); err != nil {
				slog.Warn("live: listen again", "err", err)
			}
		}
		h.listening(true)
	}
}

func (h *Postgres) receive(ctx context.Context, conn *pgx.Conn) error {
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if n.Channel != channel {
			h.notify(n.Channel, n.Payload)
			continue
		}
		topic, msg, ok := h.parts.add(n.Payload)
		if ok {
			h.local.deliver(topic, msg)
		}
	}
}

func (h *Postgres) notify(name, payload string) {
	for _, l := range h.also {
		if l.Channel == name && l.Notify != nil {
			l.Notify(payload)
		}
	}
}

func randomID() string {
	b := make([]byte, 8)
	rand.Read(b)
	return hex.EncodeToString(b)
}
