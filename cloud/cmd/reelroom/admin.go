package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/reelroom/reelroom/cloud/internal/config"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/team"
	"github.com/reelroom/reelroom/shared/api"
)

const adminUsage = `usage: reelroom admin builtin-role EMAIL ROLE
  Gives the account with EMAIL the ROLE admin (2), member (3) or visitor (4)
  in the built-in workspace (BUILTIN_TEAM). Reads the same environment as
  the service (DATABASE_URL, DATA_DIR).`

var errUsage = errors.New(adminUsage)

// builtinRoles are the roles the command gives, by name and by number.
var builtinRoles = map[string]api.TeamRole{
	"admin": api.RoleAdmin, "2": api.RoleAdmin,
	"member": api.RoleMember, "3": api.RoleMember,
	"visitor": api.RoleVisitor, "4": api.RoleVisitor,
}

// admin runs `reelroom admin ...` (args after "admin") against the
// database the environment names, and says what it did on out.
func admin(ctx context.Context, args []string, getenv func(string) string, out io.Writer) error {
	if len(args) != 3 || args[0] != "builtin-role" {
		return errUsage
	}
	role, known := builtinRoles[strings.ToLower(args[2])]
	if !known {
		return fmt.Errorf("unknown role %q\n%s", args[2], adminUsage)
	}
	cfg, err := config.FromEnv(getenv)
	if err != nil {
		return err
	}
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	id, err := team.New(st, team.Config{}).SetBuiltinRole(ctx, args[1], role)
	if err != nil {
		return fmt.Errorf("builtin-role %s: %w", args[1], err)
	}
	fmt.Fprintf(out, "user %d (%s) now has role %d in the built-in workspace\n", id, args[1], role)
	return nil
}
