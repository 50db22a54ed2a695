// Command vulndb builds a Go vulnerability database in the layout govulncheck
// reads with -db file:///DIR (index/db.json, index/modules.json, ID/<id>.json)
// from a folder of OSV entries, as the golang.org/x/vulndb repository keeps
// them in data/osv. govulncheck normally downloads that database from
// vuln.go.dev, which the project's machines cannot reach; see
// scripts/vulncheck.sh for where the entries come from.
//
//	go run ./tools/vulndb -src DIR_OF_OSV_JSON -out DB_DIR
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"golang.org/x/mod/semver"
)

// entry is the part of an OSV entry the indexes need; the entry itself is
// copied byte for byte.
type entry struct {
	ID       string    `json:"id"`
	Modified time.Time `json:"modified"`
	Affected []struct {
		Module struct {
			Path string `json:"name"` // the module path, as govulncheck reads it
		} `json:"package"`
		Ranges []osvRange `json:"ranges"`
	} `json:"affected"`
}

type osvRange struct {
	Type   string `json:"type"`
	Events []struct {
		Introduced string `json:"introduced"`
		Fixed      string `json:"fixed"`
	} `json:"events"`
}

// The index formats, as golang.org/x/vuln's internal/client reads them.
type dbMeta struct {
	Modified time.Time `json:"modified"`
}

type moduleMeta struct {
	Path  string       `json:"path"`
	Vulns []moduleVuln `json:"vulns"`
}

type moduleVuln struct {
	ID       string    `json:"id"`
	Modified time.Time `json:"modified"`
	Fixed    string    `json:"fixed,omitempty"`
}

func main() {
	src := flag.String("src", "", "folder of OSV entries named <ID>.json (searched recursively)")
	out := flag.String("out", "", "folder to write the database to (replaced)")
	at := flag.String("modified", "", "time of the source (RFC 3339), for entries that give none")
	flag.Parse()
	stamp, err := time.Parse(time.RFC3339, *at)
	if err != nil && *at != "" {
		log.Fatalf("vulndb: -modified: %v", err)
	}
	if *src == "" || *out == "" {
		flag.Usage()
		os.Exit(2)
	}
	n, err := build(*src, *out, stamp)
	if err != nil {
		log.Fatalf("vulndb: %v", err)
	}
	fmt.Printf("vulndb: %d entries written to %s\n", n, *out)
}

// build writes the database to a temporary folder beside out and renames it
// into place, so an interrupted run never leaves half a database behind.
func build(src, out string, stamp time.Time) (int, error) {
	tmp, err := os.MkdirTemp(filepath.Dir(out), ".vulndb-*")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(tmp)
	if err := os.MkdirAll(filepath.Join(tmp, "ID"), 0o755); err != nil {
		return 0, err
	}
	db := dbMeta{Modified: stamp}
	modules := map[string]*moduleMeta{}
	n := 0
	err = filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".json" {
			return err
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var e entry
		if err := json.Unmarshal(raw, &e); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if e.ID == "" || d.Name() != e.ID+".json" {
			return fmt.Errorf("%s: entry named %q", path, e.ID)
		}
		// The repository's entries leave modified unset (vuln.go.dev fills it
		// in when it publishes); the source's own time stands in for it.
		if e.Modified.IsZero() {
			e.Modified = stamp
		}
		if e.Modified.After(db.Modified) {
			db.Modified = e.Modified
		}
		for _, a := range e.Affected {
			m := modules[a.Module.Path]
			if m == nil {
				m = &moduleMeta{Path: a.Module.Path, Vulns: []moduleVuln{}}
				modules[a.Module.Path] = m
			}
			m.Vulns = append(m.Vulns, moduleVuln{ID: e.ID, Modified: e.Modified, Fixed: latestFix(a.Ranges)})
		}
		n++
		return os.WriteFile(filepath.Join(tmp, "ID", d.Name()), raw, 0o644)
	})
	if err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, fmt.Errorf("no OSV entries under %s", src)
	}
	list := make([]*moduleMeta, 0, len(modules))
	for _, m := range modules {
		sort.Slice(m.Vulns, func(i, j int) bool { return m.Vulns[i].ID < m.Vulns[j].ID })
		list = append(list, m)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].Path < list[j].Path })
	if err := writeJSON(filepath.Join(tmp, "index", "db.json"), db); err != nil {
		return 0, err
	}
	if err := writeJSON(filepath.Join(tmp, "index", "modules.json"), list); err != nil {
		return 0, err
	}
	if err := os.RemoveAll(out); err != nil {
		return 0, err
	}
	return n, os.Rename(tmp, out)
}

// latestFix is the newest fixed version of the SEMVER ranges, or "" when the
// vulnerability was introduced again after it (as x/vuln's
// NonSupersededFix). Versions have no leading "v", as in OSV.
func latestFix(ranges []osvRange) string {
	less := func(a, b string) bool {
		if a == "" {
			return b != ""
		}
		return semver.Compare("v"+a, "v"+b) < 0
	}
	var fixed string
	for _, r := range ranges {
		if r.Type != "SEMVER" {
			continue
		}
		for _, e := range r.Events {
			if e.Fixed != "" && less(fixed, e.Fixed) {
				fixed = e.Fixed
			}
		}
		for _, e := range r.Events {
			if e.Introduced != "" && e.Introduced != "0" && less(fixed, e.Introduced) {
				fixed = ""
				break
			}
		}
	}
	return strings.TrimPrefix(fixed, "v")
}

func writeJSON(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}
