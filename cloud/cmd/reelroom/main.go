// Command reelroom is the Reelroom cloud service: the API, the media
// pipeline and the web app in one binary.
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
