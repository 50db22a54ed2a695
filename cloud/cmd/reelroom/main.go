// Command reelroom is the Reelroom cloud service: the API, the media
// pipeline and the web app in one binary. `reelroom admin ...` runs an
// operator's command instead (admin.go).
package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/reelroom/reelroom/cloud/internal/config"
	"github.com/reelroom/reelroom/cloud/internal/server"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "admin" {
		if err := admin(context.Background(), os.Args[2:], os.Getenv, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		return
	}
	cfg, err := config.FromEnv(os.Getenv)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: cfg.Level()})))
	cfg.Log(slog.Default())
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := server.Run(ctx, cfg); err != nil {
		slog.Error("reelroom stopped", "err", err)
		os.Exit(1)
	}
}
