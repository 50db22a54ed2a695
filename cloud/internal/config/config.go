// Package config reads the service's settings from the environment.
package config

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/reelroom/reelroom/cloud/internal/names"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Config is every setting, with its environment variable.
type Config struct {
	Port           int      // PORT, default 8080
	DataDir        string   // DATA_DIR, default ./data
	DatabaseURL    string   // DATABASE_URL, default sqlite:$DATA_DIR/reelroom.db
	SigningKey     string   // SIGNING_KEY, default: made once and kept in $DATA_DIR/signing.key
	LogLevel       string   // LOG_LEVEL: debug, info, warn, error; default info
	FFmpeg         string   // FFMPEG, default ffmpeg
	FFprobe        string   // FFPROBE, default ffprobe
	TrustedProxies []string // TRUSTED_PROXIES, comma-separated; default none
	BcryptCost     int      // BCRYPT_COST, default 12
	Storage        string   // STORAGE: local (default) or s3
	S3             S3       // S3_*: the bucket, with STORAGE=s3
	PublicURL      string   // PUBLIC_URL, e.g. https://reelroom.example.com; default none
	SMTP           SMTP     // SMTP_*: the mail server; none: mail goes to $DATA_DIR/outbox and the log
	LiveMaxConns   int      // LIVE_MAX_CONNS: open realtime sockets per instance, default 20000 (0 in tests: the default)
	LiveMaxPerAddr int      // LIVE_MAX_PER_ADDRESS: open realtime sockets per client address, default 200
	LiveAppOrigins []string // LIVE_APP_ORIGINS: the desktop app's origins that may open the socket, comma-separated; default DefaultAppOrigins, "none" for none
	// BuiltinTeam is BUILTIN_TEAM: the name of the built-in workspace every
	// user is in (spec 6), with its 'All hands' and 'Public' rooms; "" (the
	// default) for none. Off by default: every member sees every other's
	// name, which suits one organisation's server, not a public one.
	BuiltinTeam string
	Stripe      Stripe // STRIPE_*: Premium sold through Stripe; billing off without STRIPE_SECRET_KEY
	Plans       Plans  // GIFT_BEFORE, PRIVILEGE_BEFORE (plan.go)
}

// DefaultAppOrigins are the origins of the desktop app's webview (Wails v3):
// its own scheme on Linux and macOS, and on Windows.
var DefaultAppOrigins = []string{"wails://localhost", "http://wails.localhost"}

// S3 is an S3-compatible bucket for uploads and processed files.
type S3 struct {
	Endpoint  string // S3_ENDPOINT, e.g. http://127.0.0.1:7070; empty for AWS
	Region    string // S3_REGION, default us-east-1
	Bucket    string // S3_BUCKET
	AccessKey string // S3_ACCESS_KEY
	SecretKey string // S3_SECRET_KEY
}

// FromEnv reads and validates the settings.
func FromEnv(getenv func(string) string) (Config, error) {
	c := Config{
		DataDir:     or(getenv("DATA_DIR"), "./data"),
		DatabaseURL: getenv("DATABASE_URL"),
		SigningKey:  getenv("SIGNING_KEY"),
		LogLevel:    or(getenv("LOG_LEVEL"), "info"),
		FFmpeg:      or(getenv("FFMPEG"), "ffmpeg"),
		FFprobe:     or(getenv("FFPROBE"), "ffprobe"),
		Storage:     or(getenv("STORAGE"), "local"),
		S3: S3{
			Endpoint: getenv("S3_ENDPOINT"), Region: or(getenv("S3_REGION"), "us-east-1"),
			Bucket: getenv("S3_BUCKET"), AccessKey: getenv("S3_ACCESS_KEY"), SecretKey: getenv("S3_SECRET_KEY"),
		},
	}
	var err error
	if c.Port, err = intSetting(getenv, "PORT", 8080, 1, 65535); err != nil {
		return c, err
	}
	if c.BcryptCost, err = intSetting(getenv, "BCRYPT_COST", 12, 10, 16); err != nil {
		return c, err
	}
	if c.LiveMaxConns, err = intSetting(getenv, "LIVE_MAX_CONNS", 20000, 1, 1000000); err != nil {
		return c, err
	}
	if c.LiveMaxPerAddr, err = intSetting(getenv, "LIVE_MAX_PER_ADDRESS", 200, 1, 1000000); err != nil {
		return c, err
	}
	if c.DatabaseURL == "" {
		c.DatabaseURL = "sqlite:" + filepath.Join(c.DataDir, "reelroom.db")
	}
	for _, p := range strings.Split(getenv("TRUSTED_PROXIES"), ",") {
		if p = strings.TrimSpace(p); p != "" {
			c.TrustedProxies = append(c.TrustedProxies, p)
		}
	}
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		return c, fmt.Errorf("config: LOG_LEVEL must be debug, info, warn or error, not %q", c.LogLevel)
	}
	switch c.Storage {
	case "local":
	case "s3":
		if c.S3.Bucket == "" || c.S3.AccessKey == "" || c.S3.SecretKey == "" {
			return c, fmt.Errorf("config: STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY")
		}
	default:
		return c, fmt.Errorf("config: STORAGE must be local or s3, not %q", c.Storage)
	}
	if c.PublicURL, err = publicURL(getenv("PUBLIC_URL")); err != nil {
		return c, err
	}
	if c.LiveAppOrigins, err = appOrigins(getenv("LIVE_APP_ORIGINS")); err != nil {
		return c, err
	}
	if c.SMTP, err = smtpFromEnv(getenv); err != nil {
		return c, err
	}
	if c.BuiltinTeam, err = builtinTeam(getenv("BUILTIN_TEAM")); err != nil {
		return c, err
	}
	if c.Stripe, err = stripeFromEnv(getenv); err != nil {
		return c, err
	}
	if c.Plans, err = plansFromEnv(getenv); err != nil {
		return c, err
	}
	if c.SigningKey != "" && len(c.SigningKey) < 32 {
		return c, fmt.Errorf("config: SIGNING_KEY must have at least 32 characters")
	}
	return c, nil
}

// publicURL checks PUBLIC_URL: the origin clients reach the service at,
// which upload URLs are built from (never from a request's Host header) and
// which turns on HSTS when it is https. The service serves at the root, so a
// path is refused; the trailing slash is dropped.
func publicURL(v string) (string, error) {
	if v == "" {
		return "", nil
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("config: PUBLIC_URL must be an http or https origin such as https://reelroom.example.com, not %q", v)
	}
	return u.Scheme + "://" + u.Host, nil
}

// appOrigins checks LIVE_APP_ORIGINS: origins (scheme://host[:port], any
// scheme, since the desktop app's webview has its own) whose pages may open
// the realtime socket besides the service's own.
func appOrigins(v string) ([]string, error) {
	switch strings.TrimSpace(v) {
	case "":
		return DefaultAppOrigins, nil
	case "none":
		return nil, nil
	}
	var out []string
	for _, o := range strings.Split(v, ",") {
		o = strings.TrimSpace(o)
		u, err := url.Parse(o)
		if err != nil || u.Scheme == "" || u.Host == "" || u.User != nil || u.Path != "" || u.RawQuery != "" || u.Fragment != "" {
			return nil, fmt.Errorf("config: LIVE_APP_ORIGINS must list origins such as wails://localhost, not %q", o)
		}
		out = append(out, u.Scheme+"://"+u.Host)
	}
	return out, nil
}

// builtinTeam checks BUILTIN_TEAM, a workspace name by the rules of spec 5.
func builtinTeam(v string) (string, error) {
	if strings.TrimSpace(v) == "" {
		return "", nil
	}
	name, err := names.Clean(v, api.MaxTeamName)
	if err != nil {
		return "", fmt.Errorf("config: BUILTIN_TEAM must be a workspace name of 1 to %d visible characters, not %q", api.MaxTeamName, v)
	}
	return name, nil
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func intSetting(getenv func(string) string, name string, def, lo, hi int) (int, error) {
	v := getenv(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("config: %s must be a number from %d to %d, not %q", name, lo, hi, v)
	}
	return n, nil
}

// Level is the slog level of LOG_LEVEL.
func (c Config) Level() slog.Level {
	var l slog.Level
	l.UnmarshalText([]byte(c.LogLevel))
	return l
}

// Key returns SIGNING_KEY, or the key kept in the data folder, made on first use.
func (c Config) Key() ([]byte, error) {
	if c.SigningKey != "" {
		return []byte(c.SigningKey), nil
	}
	path := filepath.Join(c.DataDir, "signing.key")
	b, err := os.ReadFile(path)
	switch {
	case err == nil && len(b) >= 32:
		return b, nil
	case err == nil:
		return nil, fmt.Errorf("config: %s holds only %d bytes; remove it to make a new key (links already sent will stop working)", path, len(b))
	case !os.IsNotExist(err):
		return nil, fmt.Errorf("config: read signing key: %w", err)
	}
	raw := make([]byte, 32)
	rand.Read(raw)
	key := []byte(hex.EncodeToString(raw))
	if err := os.MkdirAll(c.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("config: create %s: %w", c.DataDir, err)
	}
	// Written aside and linked into place: a crash leaves no half key, and of
	// two instances starting together on one DATA_DIR both use the first key.
	tmp := path + ".new"
	if err := os.WriteFile(tmp, key, 0o600); err != nil {
		return nil, fmt.Errorf("config: keep signing key: %w", err)
	}
	defer os.Remove(tmp)
	if err := os.Link(tmp, path); err != nil && !os.IsExist(err) {
		return nil, fmt.Errorf("config: keep signing key: %w", err)
	}
	return os.ReadFile(path)
}

// Log prints the settings, secrets masked.
func (c Config) Log(l *slog.Logger) {
	key := "(kept in DATA_DIR/signing.key)"
	if c.SigningKey != "" {
		key = "***"
	}
	l.Info("config", "PORT", c.Port, "DATA_DIR", c.DataDir, "DATABASE_URL", store.Redact(c.DatabaseURL),
		"SIGNING_KEY", key, "LOG_LEVEL", c.LogLevel, "FFMPEG", c.FFmpeg, "FFPROBE", c.FFprobe,
		"TRUSTED_PROXIES", strings.Join(c.TrustedProxies, ","), "BCRYPT_COST", c.BcryptCost,
		"STORAGE", c.Storage, "PUBLIC_URL", c.PublicURL,
		"LIVE_MAX_CONNS", c.LiveMaxConns, "LIVE_MAX_PER_ADDRESS", c.LiveMaxPerAddr,
		"LIVE_APP_ORIGINS", strings.Join(c.LiveAppOrigins, ","), "BUILTIN_TEAM", c.BuiltinTeam)
	if c.Storage == "s3" {
		l.Info("config", "S3_ENDPOINT", c.S3.Endpoint, "S3_REGION", c.S3.Region, "S3_BUCKET", c.S3.Bucket,
			"S3_ACCESS_KEY", c.S3.AccessKey, "S3_SECRET_KEY", "***")
	}
	c.SMTP.log(l)
	c.Stripe.log(l)
}
