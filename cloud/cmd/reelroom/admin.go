package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/config"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/team"
	"github.com/reelroom/reelroom/shared/api"
)

const adminUsage = `usage: reelroom admin builtin-role EMAIL ROLE
       reelroom admin grant-premium EMAIL [DAYS]
       reelroom admin revoke-premium EMAIL
  builtin-role gives the account with EMAIL the ROLE admin (2), member (3)
  or visitor (4) in the built-in workspace (BUILTIN_TEAM).
  grant-premium gives the account Premium from now for DAYS days, or with
  no end without DAYS; revoke-premium ends every grant of Premium it has (a
  paid plan is the payment platform's). The running service tells the
  account's open pages at once.
  Each reads the same environment as the service (DATABASE_URL, DATA_DIR).`

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
	if len(args) > 0 && (args[0] == "grant-premium" || args[0] == "revoke-premium") {
		return premium(ctx, args, getenv, out)
	}
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

// premium runs grant-premium EMAIL [DAYS] and revoke-premium EMAIL. The
// change reaches the account's open pages through the job queue: the
// running service's worker publishes action:plan_changed.
func premium(ctx context.Context, args []string, getenv func(string) string, out io.Writer) error {
	grant := args[0] == "grant-premium"
	days := 0
	switch {
	case grant && len(args) == 3:
		n, err := strconv.Atoi(args[2])
		if err != nil || n < 1 || n > 36500 {
			return fmt.Errorf("DAYS must be a number from 1 to 36500, not %q\n%s", args[2], adminUsage)
		}
		days = n
	case len(args) != 2:
		return errUsage
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
	email := strings.ToLower(strings.TrimSpace(args[1]))
	u, err := st.UserByEmail(ctx, email)
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("%s: no account with this e-mail", email)
	}
	if err != nil {
		return err
	}
	plans := plan.New(st, plan.Config{})
	plans.Register(job.New(st))
	if !grant {
		n, err := plans.RevokePremium(ctx, u.ID)
		if err != nil {
			return fmt.Errorf("revoke-premium %s: %w", email, err)
		}
		fmt.Fprintf(out, "user %d (%s): %d grant(s) of Premium ended\n", u.ID, email, n)
		return nil
	}
	g, err := plans.GrantPremium(ctx, u.ID, days)
	if err != nil {
		return fmt.Errorf("grant-premium %s: %w", email, err)
	}
	until := "with no end"
	if g.EndAt != nil {
		until = "until " + g.EndAt.Format(time.RFC3339)
	}
	fmt.Fprintf(out, "user %d (%s) has Premium %s\n", u.ID, email, until)
	return nil
}
