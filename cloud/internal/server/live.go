package server

import (
	"context"

	"github.com/reelroom/reelroom/cloud/internal/account"
	"github.com/reelroom/reelroom/cloud/internal/comment"
	"github.com/reelroom/reelroom/cloud/internal/config"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/video"
)

// newLive makes the realtime channel: its hub is shared through PostgreSQL
// when the database is PostgreSQL (instances behind a load balancer deliver
// to each other's clients), and in-process otherwise. Video status changes
// and comments are published to it (a comment also wakes the job workers
// for its notifications, kick). On PostgreSQL its listening connection
// also hears other instances' token changes, which keep the accounts' token
// cache right (the cache is unused while that connection is down).
func newLive(ctx context.Context, cfg config.Config, st *store.Store, key []byte, videos *video.Service,
	comments *comment.Service, accounts *account.Service, kick func()) (*live.Service, error) {
	var hub live.Hub = live.NewLocal()
	if st.Dialect() == "postgres" {
		accounts.TokenCacheListening(false)
		pg, err := live.NewPostgres(ctx, cfg.DatabaseURL, live.Listener{
			Channel: store.TokenChannel, Notify: accounts.ForgetSignIn, Listening: accounts.TokenCacheListening,
		})
		if err != nil {
			return nil, err
		}
		hub = pg
	}
	limits := live.DefaultLimits
	if cfg.LiveMaxConns > 0 {
		limits.MaxConns = cfg.LiveMaxConns
	}
	if cfg.LiveMaxPerAddr > 0 {
		limits.MaxPerAddress = cfg.LiveMaxPerAddr
	}
	videos.SetEvents(live.StatusEvents{Hub: hub})
	comments.SetEvents(kickingComments{CommentEvents: live.CommentEvents{Hub: hub}, kick: kick})
	return live.NewService(hub, live.NewTickets(key, st), videos, limits), nil
}
