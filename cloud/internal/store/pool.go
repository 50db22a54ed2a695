package store

import (
	"database/sql"
	"time"
)

// Connections the pool holds at most. PostgreSQL's default max_connections
// (100) leaves room for several instances and the operator's own sessions;
// with SQLite one writer at a time is the rule, and WAL lets readers go on
// meanwhile.
const (
	postgresConns = 16
	sqliteConns   = 8
)

// idleConnTime is how long an unused connection stays open: long enough
// that a quiet minute between bursts does not close the pool.
const idleConnTime = 30 * time.Minute

// keepWarm sizes the pool and keeps it: as many idle connections as open
// ones, so the connections a busy moment opened serve the next requests
// instead of being closed when returned (database/sql keeps 2 by default)
// and opened again, which on PostgreSQL is a new backend process and an
// authentication for a request.
func keepWarm(db *sql.DB, dialect string) {
	n := postgresConns
	if dialect == "sqlite3" {
		n = sqliteConns
	}
	db.SetMaxOpenConns(n)
	db.SetMaxIdleConns(n)
	db.SetConnMaxIdleTime(idleConnTime)
}

// preparedStmts is how many prepared statements the store keeps (each on
// every connection that ran it), the least recently used going first.
const preparedStmts = 512
