// Package server assembles the cloud service from its parts and runs it.
package server

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"strconv"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/account"
	"github.com/reelroom/reelroom/cloud/internal/billing"
	"github.com/reelroom/reelroom/cloud/internal/blob"
	"github.com/reelroom/reelroom/cloud/internal/comment"
	"github.com/reelroom/reelroom/cloud/internal/config"
	"github.com/reelroom/reelroom/cloud/internal/httpapi"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/library"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/cloud/internal/mail"
	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/cloud/internal/notify"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/cloud/internal/room"
	"github.com/reelroom/reelroom/cloud/internal/signurl"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/team"
	"github.com/reelroom/reelroom/cloud/internal/upload"
	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/shared/api"
)

// App is the assembled service.
type App struct {
	Store    *store.Store
	Jobs     *job.Queue        // background jobs (processing, purges, mail); Wait for it before closing the store
	Verifier *account.Verifier // e-mail verification codes
	Handler  http.Handler
	Accounts *account.Service // tests set its clock
	Library  *library.Service // tests set its clock
	Purger   *library.Purger
	Comments *comment.Service
	Rooms    *room.Service
	Videos   *video.Service // tests set its clock
	Live     *live.Service  // the realtime channel; tests publish to its hub
	Teams    *team.Service  // workspaces; tests set its clock
	Notify   *notify.Service
	Billing  *billing.Service // Premium through Stripe; tests set its clock
	Plans    *plan.Service    // the plan rule; tests shrink Basic's limits and set its clock
}

// New opens the database, migrates it and wires the services.
func New(ctx context.Context, cfg config.Config) (*App, error) {
	if err := makeDataDir(cfg.DataDir); err != nil {
		return nil, err
	}
	tools := media.NewToolbox(cfg.FFmpeg, cfg.FFprobe)
	if err := tools.Check(); err != nil {
		return nil, err
	}
	key, err := cfg.Key()
	if err != nil {
		return nil, err
	}
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	var blobs blob.Store = blob.NewLocal(filepath.Join(cfg.DataDir, "media"))
	var bucket *upload.S3
	headers := httpapi.Headers{PublicURL: cfg.PublicURL, Stripe: cfg.Stripe.Enabled()}
	if cfg.Storage == "s3" {
		client := blob.NewS3Client(blob.S3Config(cfg.S3))
		if err := blob.EnsureBucket(ctx, client, cfg.S3.Bucket); err != nil {
			st.Close()
			return nil, err
		}
		s3blobs := blob.NewS3(client, cfg.S3.Bucket)
		origin, err := s3blobs.Origin(ctx)
		if err != nil {
			st.Close()
			return nil, err
		}
		blobs, bucket = s3blobs, &upload.S3{Client: client, Bucket: cfg.S3.Bucket}
		headers.MediaOrigins = []string{origin}
	}
	jobs := job.New(st)
	proc := video.NewProcessor(st, tools, blobs, filepath.Join(cfg.DataDir, "work"))
	proc.Register(jobs)
	videos := video.New(st, proc)
	plans := plan.New(st, plan.Config{GiftBefore: cfg.Plans.GiftBefore, PrivilegeBefore: cfg.Plans.PrivilegeBefore})
	plans.Register(jobs)
	videos.SetPlans(plans)
	uploads, err := upload.New(filepath.Join(cfg.DataDir, "uploads"), httpapi.UploadPath, cfg.PublicURL,
		api.MaxUploadBytes, videos.Claim, bucket)
	if err != nil {
		st.Close()
		return nil, err
	}
	videos.SetUploads(uploads)
	jobs.Register(mail.Kind(mailSender(cfg)))
	purger := library.NewPurger(st, blobs, uploads, jobs, proc, func(id int64) string { return video.FileKey(id, "") })
	for _, k := range purger.Kinds() {
		jobs.Register(k)
	}
	lib := library.New(st, purger)
	lib.SetPlans(plans)
	comments := comment.New(st, videos)
	rooms := room.New(st, videos)
	accounts := account.New(st, cfg.BcryptCost)
	verifier := account.NewVerifier(st, mail.Queue{Jobs: jobs}, key)
	accounts.SetVerifier(verifier)
	accounts.SetPlans(plans)
	verifier.SetOnVerified(plans.SettleQuietly)
	teams := team.New(st, team.Config{Jobs: jobs, Blobs: blobs, SigningKey: key,
		WorkDir: filepath.Join(cfg.DataDir, "work"), PublicURL: linkOrigin(cfg)})
	if err := builtinTeam(ctx, cfg, teams, accounts); err != nil {
		st.Close()
		return nil, err
	}
	notices := notify.New(st, notify.Config{Jobs: jobs, SigningKey: key, PublicURL: linkOrigin(cfg)})
	for _, k := range notices.Kinds() {
		jobs.Register(k)
	}
	realtime, err := newLive(ctx, cfg, st, key, videos, comments, accounts, jobs.Kick)
	if err != nil {
		st.Close()
		return nil, err
	}
	notices.SetHub(realtime.Hub)
	plans.SetHub(realtime.Hub)
	bill := billing.New(st, plans, cfg.Stripe)
	srv := &httpapi.Server{
		Store: st, Accounts: accounts, Verifier: verifier, Videos: videos, Library: lib, Comments: comments, Teams: teams, Blobs: blobs,
		Rooms: rooms, Notify: notices, Plans: plans, Storage: cfg.Storage, Uploads: uploads, Signer: signurl.New(key, 6*time.Hour), Live: realtime,
		TrustedProxies: cfg.TrustedProxies, Headers: headers, AppOrigins: cfg.LiveAppOrigins, Billing: bill,
	}
	roomEvents := kickingRooms{RoomEvents: live.RoomEvents{Hub: realtime.Hub, Wire: srv.WireVideo}, kick: jobs.Kick}
	rooms.SetEvents(roomEvents)
	videos.SetRoomEvents(roomEvents)
	lib.SetRoomEvents(roomEvents)
	purger.SetRoomEvents(roomEvents)
	realtime.SetRooms(rooms)
	teams.SetEvents(live.TeamEvents{Hub: realtime.Hub})
	router, err := srv.Router()
	if err != nil {
		st.Close()
		return nil, fmt.Errorf("server: router: %w", err)
	}
	if err := startJobs(ctx, jobs, proc); err != nil {
		st.Close()
		return nil, err
	}
	return &App{Store: st, Jobs: jobs, Verifier: verifier, Handler: router, Accounts: accounts,
		Library: lib, Purger: purger, Comments: comments, Rooms: rooms, Videos: videos, Live: realtime, Teams: teams, Notify: notices, Billing: bill, Plans: plans}, nil
}

// builtinTeam makes the built-in workspace and puts every user in it, and
// new users as they sign up, when BUILTIN_TEAM turns it on.
func builtinTeam(ctx context.Context, cfg config.Config, teams *team.Service, accounts *account.Service) error {
	if cfg.BuiltinTeam == "" {
		teams.WarnIfBuiltinLeft(ctx)
		return nil
	}
	if err := teams.EnsureBuiltin(ctx, cfg.BuiltinTeam); err != nil {
		return err
	}
	accounts.SetOnSignUp(teams.JoinBuiltin)
	return nil
}

// linkOrigin is the origin of links in mail: PUBLIC_URL, or without one the
// service on this machine (a request's Host header is never trusted for it).
func linkOrigin(cfg config.Config) string {
	if cfg.PublicURL != "" {
		return cfg.PublicURL
	}
	return "http://localhost:" + strconv.Itoa(cfg.Port)
}

// Run serves on cfg.Port until ctx ends, then drains requests and jobs.
//
// It takes the port before anything else: a port in use fails at once, and
// a client that connects while the service is still opening its database
// waits in the listen queue and is answered as soon as it serves, instead
// of being refused and having to try again.
func Run(ctx context.Context, cfg config.Config) error {
	ln, err := net.Listen("tcp", ":"+strconv.Itoa(cfg.Port))
	if err != nil {
		return fmt.Errorf("server: listen: %w", err)
	}
	workCtx, stopWork := context.WithCancel(context.Background())
	app, err := New(workCtx, cfg)
	if err != nil {
		stopWork()
		ln.Close()
		return err
	}
	defer func() {
		stopWork()
		app.Jobs.Wait() // the workers use the store: stop them first
		app.Store.Close()
	}()
	if cfg.PprofAddr != "" {
		servePprof(workCtx, cfg.PprofAddr)
	}
	hs := app.HTTPServer(DefaultTimeouts)
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	slog.Info("reelroom is serving", "url", "http://localhost:"+strconv.Itoa(cfg.Port))

	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	slog.Info("shutting down")
	shutCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := hs.Shutdown(shutCtx); err != nil {
		// Requests still running (a long upload) are cut; tus clients resume them.
		slog.Warn("closing connections still busy after 15 s", "err", err)
		hs.Close()
	}
	return nil
}

// startJobs queues what earlier versions left without a job, schedules the
// periodic jobs and starts the worker.
func startJobs(ctx context.Context, jobs *job.Queue, proc *video.Processor) error {
	if err := proc.EnqueueMissing(ctx); err != nil {
		return err
	}
	if err := jobs.Schedule(ctx); err != nil {
		return err
	}
	jobs.Run(ctx)
	return nil
}
