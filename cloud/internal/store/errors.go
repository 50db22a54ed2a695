package store

import (
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"
	"modernc.org/sqlite"
)

// SQLite extended result codes for constraint failures.
const (
	sqliteConstraintPrimaryKey = 1555
	sqliteConstraintUnique     = 2067
	sqliteConstraintForeignKey = 787
)

// translate turns driver errors into ErrNotFound and ErrConflict, wrapped
// with what was being done.
func translate(err error, doing string, args ...any) error {
	if err == nil {
		return nil
	}
	what := fmt.Sprintf(doing, args...)
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return fmt.Errorf("store: %s: %w", what, ErrNotFound)
	}
	var le *sqlite.Error
	if errors.As(err, &le) {
		switch le.Code() {
		case sqliteConstraintPrimaryKey, sqliteConstraintUnique:
			return fmt.Errorf("store: %s: %w", what, ErrConflict)
		case sqliteConstraintForeignKey:
			return fmt.Errorf("store: %s: %w", what, ErrNotFound)
		}
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code {
		case "23505":
			return fmt.Errorf("store: %s: %w", what, ErrConflict)
		case "23503":
			return fmt.Errorf("store: %s: %w", what, ErrNotFound)
		}
	}
	return fmt.Errorf("store: %s: %w", what, err)
}
