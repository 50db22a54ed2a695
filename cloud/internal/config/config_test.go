package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestFromEnv(t *testing.T) {
	c, err := FromEnv(env(nil))
	if err != nil || c.Port != 8080 || c.DataDir != "./data" || c.DatabaseURL != "sqlite:data/reelroom.db" || c.BcryptCost != 12 ||
		c.BuiltinTeam != "" {
		t.Fatalf("defaults: %+v %v", c, err)
	}
	c, err = FromEnv(env(map[string]string{"PORT": "9000", "DATA_DIR": "/srv/rr", "TRUSTED_PROXIES": " 10.0.0.1 , ::1 "}))
	if err != nil || c.Port != 9000 || c.DatabaseURL != "sqlite:/srv/rr/reelroom.db" || len(c.TrustedProxies) != 2 {
		t.Fatalf("overrides: %+v %v", c, err)
	}
	for in, want := range map[string]string{
		"https://reelroom.example.com/": "https://reelroom.example.com",
		"http://127.0.0.1:8080":         "http://127.0.0.1:8080",
	} {
		if c, err := FromEnv(env(map[string]string{"PUBLIC_URL": in})); err != nil || c.PublicURL != want {
			t.Errorf("PUBLIC_URL %q = %q, %v; want %q", in, c.PublicURL, err, want)
		}
	}
	for in, want := range map[string]string{
		"":     "wails://localhost,http://wails.localhost",
		"none": "",
		" wails://localhost , https://App.Example ": "wails://localhost,https://App.Example",
	} {
		if c, err := FromEnv(env(map[string]string{"LIVE_APP_ORIGINS": in})); err != nil || strings.Join(c.LiveAppOrigins, ",") != want {
			t.Errorf("LIVE_APP_ORIGINS %q = %q, %v; want %q", in, c.LiveAppOrigins, err, want)
		}
	}
	for _, addr := range []string{"127.0.0.1:6060", "[::1]:6060", "localhost:6060"} {
		if c, err := FromEnv(env(map[string]string{"PPROF_ADDR": addr})); err != nil || c.PprofAddr != addr {
			t.Errorf("PPROF_ADDR %q = %q, %v", addr, c.PprofAddr, err)
		}
	}
	if c, err := FromEnv(env(map[string]string{"BUILTIN_TEAM": "  Acme staff "})); err != nil || c.BuiltinTeam != "Acme staff" {
		t.Errorf("BUILTIN_TEAM = %q, %v", c.BuiltinTeam, err)
	}
	for name, bad := range map[string]map[string]string{
		"builtin team too long":  {"BUILTIN_TEAM": strings.Repeat("x", 41)},
		"builtin team hidden":    {"BUILTIN_TEAM": "a\u202eb"},
		"app origin bare":        {"LIVE_APP_ORIGINS": "wails.localhost"},
		"app origin path":        {"LIVE_APP_ORIGINS": "wails://localhost/index.html"},
		"app origin empty":       {"LIVE_APP_ORIGINS": "wails://localhost,,"},
		"port not a number":      {"PORT": "http"},
		"port out of range":      {"PORT": "70000"},
		"unknown log level":      {"LOG_LEVEL": "loud"},
		"short signing key":      {"SIGNING_KEY": "short"},
		"bcrypt cost low":        {"BCRYPT_COST": "4"},
		"unknown storage":        {"STORAGE": "ftp"},
		"s3 without bucket":      {"STORAGE": "s3", "S3_ACCESS_KEY": "a", "S3_SECRET_KEY": "b"},
		"public url no host":     {"PUBLIC_URL": "https://"},
		"public url scheme":      {"PUBLIC_URL": "ftp://reelroom.example.com"},
		"public url bare":        {"PUBLIC_URL": "reelroom.example.com"},
		"public url path":        {"PUBLIC_URL": "https://example.com/reelroom"},
		"public url query":       {"PUBLIC_URL": "https://example.com/?a=1"},
		"public url user":        {"PUBLIC_URL": "https://u:p@example.com"},
		"pprof on every address": {"PPROF_ADDR": ":6060"},
		"pprof public":           {"PPROF_ADDR": "192.0.2.7:6060"},
		"pprof no port":          {"PPROF_ADDR": "127.0.0.1"},
	} {
		if _, err := FromEnv(env(bad)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestKeyIsMadeOnceAndKept(t *testing.T) {
	c := Config{DataDir: t.TempDir()}
	k1, err := c.Key()
	if err != nil || len(k1) < 32 {
		t.Fatalf("key %q, %v", k1, err)
	}
	k2, _ := c.Key()
	if string(k1) != string(k2) {
		t.Fatal("the key changed between starts")
	}
	st, _ := os.Stat(filepath.Join(c.DataDir, "signing.key"))
	if st.Mode().Perm() != 0o600 {
		t.Fatalf("key file mode %v", st.Mode().Perm())
	}
}

func TestDamagedKeyFileIsNotReplaced(t *testing.T) {
	c := Config{DataDir: t.TempDir()}
	os.WriteFile(filepath.Join(c.DataDir, "signing.key"), []byte("short"), 0o600)
	if _, err := c.Key(); err == nil {
		t.Fatal("a damaged key file was silently replaced")
	}
}
