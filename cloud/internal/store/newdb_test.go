package store

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/pressly/goose/v3"
)

var updateSquashed = flag.Bool("update", false, "rewrite migrations/squashed/sqlite.sql from the SQLite migrations")

// TestSquashedSQLiteSchema checks that a new database made from the squashed
// schema (and any later migrations) is the database the migrations make one
// by one: the same schema objects with the same SQL in the same order, the
// same rows (the migration versions, sequences) and the same header settings.
// With -update it first writes the squashed schema from the migrations.
func TestSquashedSQLiteSchema(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	slow := migrateOneByOne(t, filepath.Join(dir, "one-by-one.db"))
	versions := appliedVersions(t, slow)
	if *updateSquashed {
		script := squashScript(t, slow, versions)
		if err := os.WriteFile(squashedSQLite, []byte(script), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := dumpSQLite(t, slow)
	provider, err := newMigrationProvider(goose.DialectSQLite3, slow, migrations, "migrations/sqlite")
	if err != nil {
		t.Fatal(err)
	}
	slow.Close()

	script, err := os.ReadFile(squashedSQLite)
	if err != nil {
		t.Fatal(err)
	}
	squashed, err := squashedVersions(script)
	if err != nil {
		t.Fatal(err)
	}
	if !sameVersions(squashed, provider) {
		t.Fatalf("the squashed schema stands for migrations %v, which are no longer the migrations up to its last: "+
			"run `go test ./internal/store -run TestSquashedSQLiteSchema -update`", squashed)
	}
	if fmt.Sprint(squashed) != fmt.Sprint(versions) {
		t.Logf("the squashed schema stands for migrations %v of %v; the others run one by one on a new database "+
			"(-update squashes them too)", squashed, versions)
	}

	path := filepath.Join(dir, "new.db")
	if err := makeSQLite(ctx, path, migrations); err != nil {
		t.Fatal(err)
	}
	made, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer made.Close()
	got := dumpSQLite(t, made)
	if len(got) != len(want) {
		t.Errorf("made %d lines of dump, the migrations %d", len(got), len(want))
	}
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			t.Fatalf("line %d of the dump differs:\nmade:       %s\nmigrations: %s", i+1, got[i], want[i])
		}
	}
}

// migrateOneByOne runs every migration on a new database at path, as
// databases made before the squashed schema were.
func migrateOneByOne(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(WAL)&_pragma=foreign_keys(1)&_txlock=immediate")
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	provider, err := newMigrationProvider(goose.DialectSQLite3, db, migrations, "migrations/sqlite")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := provider.Up(context.Background()); err != nil {
		t.Fatal(err)
	}
	return db
}

func appliedVersions(t *testing.T, db *sql.DB) []int64 {
	t.Helper()
	var versions []int64
	for _, row := range queryStrings(t, db, "SELECT version_id FROM goose_db_version WHERE version_id > 0 AND is_applied ORDER BY id") {
		var v int64
		fmt.Sscan(row, &v)
		versions = append(versions, v)
	}
	return versions
}

// schemaObjects are the schema's entries in the order they were made;
// SQLite's own (sqlite_sequence, the indexes of UNIQUE constraints) come
// with their tables.
const schemaObjects = "SELECT type, name, tbl_name, sql FROM sqlite_master " +
	"WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid"

// dumpSQLite describes a database as lines: header settings, every entry of
// its schema, every table's rows (the migration versions without the time
// they were applied) and the AUTOINCREMENT sequences.
func dumpSQLite(t *testing.T, db *sql.DB) []string {
	t.Helper()
	var lines []string
	for _, pragma := range []string{"user_version", "application_id", "page_size", "auto_vacuum", "encoding", "journal_mode"} {
		lines = append(lines, "pragma "+pragma+" = "+strings.Join(queryStrings(t, db, "PRAGMA "+pragma), ""))
	}
	lines = append(lines, queryStrings(t, db, "SELECT 'master '||type||' '||name||' on '||tbl_name||': '||sql "+
		"FROM sqlite_master WHERE name NOT LIKE 'sqlite_autoindex_%' ORDER BY rowid")...)
	for _, table := range tables(t, db) {
		cols := dumpedColumns(t, db, table)
		for _, row := range tableRows(t, db, table, cols) {
			lines = append(lines, "row "+table+" ("+strings.Join(cols, ", ")+") "+row)
		}
	}
	return append(lines, queryStrings(t, db, "SELECT 'sequence '||name||' '||seq FROM sqlite_sequence ORDER BY name")...)
}

// squashScript writes db's schema and rows as one script for a new database.
func squashScript(t *testing.T, db *sql.DB, versions []int64) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("-- The schema of a new SQLite database: what the migrations listed below leave in an\n" +
		"-- empty one, as one script (see newdb.go). Written by\n" +
		"--   cd cloud && go test ./internal/store -run TestSquashedSQLiteSchema -update\n" +
		"-- from the migrations themselves, and checked against them by that test; not edited by hand.\n")
	b.WriteString(squashedVersionsPrefix)
	for _, v := range versions {
		fmt.Fprintf(&b, " %d", v)
	}
	b.WriteString("\n\n")
	rows, err := db.Query(schemaObjects)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var typ, name, table, stmt string
		if err := rows.Scan(&typ, &name, &table, &stmt); err != nil {
			t.Fatal(err)
		}
		b.WriteString(stmt + ";\n\n")
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	rows.Close()
	for _, table := range tables(t, db) {
		cols := dumpedColumns(t, db, table)
		for _, row := range tableRows(t, db, table, cols) {
			fmt.Fprintf(&b, "INSERT INTO %s (%s) VALUES (%s);\n", table, strings.Join(cols, ", "), row)
		}
	}
	b.WriteString("DELETE FROM sqlite_sequence;\n")
	for _, row := range queryStrings(t, db, "SELECT quote(name)||', '||quote(seq) FROM sqlite_sequence ORDER BY name") {
		fmt.Fprintf(&b, "INSERT INTO sqlite_sequence (name, seq) VALUES (%s);\n", row)
	}
	return b.String()
}

func tables(t *testing.T, db *sql.DB) []string {
	return queryStrings(t, db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid")
}

// dumpedColumns are a table's columns but the time a migration was applied.
func dumpedColumns(t *testing.T, db *sql.DB, table string) []string {
	var cols []string
	for _, col := range queryStrings(t, db, "SELECT name FROM pragma_table_info(?) ORDER BY cid", table) {
		if table == "goose_db_version" && col == "tstamp" {
			continue
		}
		cols = append(cols, col)
	}
	return cols
}

// tableRows are the table's rows as SQL literals, comma-separated, in rowid order.
func tableRows(t *testing.T, db *sql.DB, table string, cols []string) []string {
	quoted := make([]string, len(cols))
	for i, col := range cols {
		quoted[i] = "quote(" + col + ")"
	}
	return queryStrings(t, db, "SELECT "+strings.Join(quoted, "||', '||")+" FROM "+table+" ORDER BY rowid")
}

func queryStrings(t *testing.T, db *sql.DB, query string, args ...any) []string {
	t.Helper()
	rows, err := db.Query(query, args...)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s sql.NullString
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s.String)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// A new database that cannot be finished leaves nothing under its name, and
// what a start that died left behind does not stop the next one.
func TestNewSQLiteDatabaseIsMadeAside(t *testing.T) {
	ctx := context.Background()
	good := &fstest.MapFile{Data: []byte("-- +goose Up\nCREATE TABLE a (id INTEGER PRIMARY KEY);\n")}
	bad := &fstest.MapFile{Data: []byte("-- +goose Up\nCREATE TABLE b (id INTEGER PRIMARY KEY REFERENCES;\n")}
	second := &fstest.MapFile{Data: []byte("-- +goose Up\nCREATE TABLE b (id INTEGER PRIMARY KEY);\n")}

	dir := t.TempDir()
	path := filepath.Join(dir, "reelroom.db")
	err := makeSQLite(ctx, path, fstest.MapFS{"migrations/sqlite/00001_a.sql": good, "migrations/sqlite/00002_b.sql": bad})
	if err == nil {
		t.Fatal("a failing migration made a database")
	}
	if names := dirNames(t, dir); len(names) != 0 {
		t.Fatalf("a failed start left %v", names)
	}

	// A start that died while making one left its temporary file, and an
	// older version an empty file under the real name.
	stale := path + newSQLiteSuffix + "123"
	if err := os.WriteFile(stale, []byte("half made"), 0o600); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	os.Chtimes(stale, old, old)
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	both := fstest.MapFS{"migrations/sqlite/00001_a.sql": good, "migrations/sqlite/00002_b.sql": second}
	if err := makeSQLite(ctx, path, both); err != nil {
		t.Fatal(err)
	}
	if names := dirNames(t, dir); fmt.Sprint(names) != "[reelroom.db]" {
		t.Fatalf("files %v, want the database alone", names)
	}
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if got := queryStrings(t, db, "SELECT name FROM sqlite_master WHERE name IN ('a', 'b') ORDER BY name"); fmt.Sprint(got) != "[a b]" {
		t.Fatalf("tables %v", got)
	}
	if got := queryStrings(t, db, "PRAGMA journal_mode"); fmt.Sprint(got) != "[wal]" {
		t.Fatalf("journal mode %v", got)
	}

	// A bare file name is made in the working folder.
	t.Chdir(t.TempDir())
	if err := makeSQLite(ctx, "bare.db", both); err != nil {
		t.Fatal(err)
	}
	if names := dirNames(t, "."); fmt.Sprint(names) != "[bare.db]" {
		t.Fatalf("files %v, want bare.db alone", names)
	}

	// A database that exists is left as it is.
	if _, err := db.Exec("INSERT INTO a (id) VALUES (7)"); err != nil {
		t.Fatal(err)
	}
	if err := makeSQLite(ctx, path, both); err != nil {
		t.Fatal(err)
	}
	if got := queryStrings(t, db, "SELECT id FROM a"); fmt.Sprint(got) != "[7]" {
		t.Fatalf("rows %v after a second start", got)
	}
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}
