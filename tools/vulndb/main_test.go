package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// Two entries as the vulndb repository keeps them (no modified time, module
// paths under package.name) become govulncheck's indexes and entry files.
func TestBuild(t *testing.T) {
	src, out := t.TempDir(), filepath.Join(t.TempDir(), "db")
	entries := map[string]string{
		"GO-2020-0001.json": `{"id":"GO-2020-0001","modified":"0001-01-01T00:00:00Z","affected":[{"package":{"name":"github.com/gin-gonic/gin","ecosystem":"Go"},
			"ranges":[{"type":"SEMVER","events":[{"introduced":"0"},{"fixed":"1.6.0"}]}]}]}`,
		"GO-2024-0002.json": `{"id":"GO-2024-0002","modified":"2024-05-01T00:00:00Z","affected":[{"package":{"name":"github.com/gin-gonic/gin","ecosystem":"Go"},
			"ranges":[{"type":"SEMVER","events":[{"introduced":"0"},{"fixed":"1.7.7"},{"introduced":"1.9.0"}]}]},
			{"package":{"name":"stdlib","ecosystem":"Go"},"ranges":[{"type":"SEMVER","events":[{"introduced":"1.22.0"},{"fixed":"1.22.4"},{"introduced":"1.23.0"},{"fixed":"1.23.1"}]}]}]}`,
	}
	os.MkdirAll(filepath.Join(src, "nested"), 0o755)
	for name, body := range entries {
		if err := os.WriteFile(filepath.Join(src, "nested", name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	stamp := time.Date(2026, 8, 21, 20, 38, 0, 0, time.UTC)
	if n, err := build(src, out, stamp); err != nil || n != 2 {
		t.Fatalf("build = %d, %v", n, err)
	}
	var db dbMeta
	readJSON(t, filepath.Join(out, "index", "db.json"), &db)
	if !db.Modified.Equal(stamp) {
		t.Fatalf("db modified %v, want the source's time", db.Modified)
	}
	var modules []moduleMeta
	readJSON(t, filepath.Join(out, "index", "modules.json"), &modules)
	if len(modules) != 2 || modules[0].Path != "github.com/gin-gonic/gin" || modules[1].Path != "stdlib" {
		t.Fatalf("modules %+v", modules)
	}
	gin := modules[0].Vulns
	// Sorted by ID; no fix once reintroduced after the last one; a missing time is the source's.
	if len(gin) != 2 || gin[0].ID != "GO-2020-0001" || gin[0].Fixed != "1.6.0" || !gin[0].Modified.Equal(stamp) ||
		gin[1].ID != "GO-2024-0002" || gin[1].Fixed != "" {
		t.Fatalf("gin vulns %+v", gin)
	}
	if std := modules[1].Vulns; len(std) != 1 || std[0].Fixed != "1.23.1" {
		t.Fatalf("stdlib vulns %+v", std)
	}
	for name, body := range entries {
		if got, err := os.ReadFile(filepath.Join(out, "ID", name)); err != nil || string(got) != body {
			t.Fatalf("entry %s: %v", name, err)
		}
	}
}

// An entry whose file name is not its ID is refused, and no database is left.
func TestBuildRefusesAMisnamedEntry(t *testing.T) {
	src, out := t.TempDir(), filepath.Join(t.TempDir(), "db")
	os.WriteFile(filepath.Join(src, "GO-2020-0001.json"), []byte(`{"id":"GO-2020-0002"}`), 0o644)
	if _, err := build(src, out, time.Time{}); err == nil {
		t.Fatal("built")
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Fatalf("left %s behind: %v", out, err)
	}
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatal(err)
	}
}
