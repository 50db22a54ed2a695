package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// `reelroom admin builtin-role EMAIL ROLE` sets a user's role in the
// built-in workspace, by name or number, and refuses what it cannot do.
func TestAdminBuiltinRole(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	dbURL := apptest.DatabaseURL(t, dir)
	env := map[string]string{"DATA_DIR": dir, "DATABASE_URL": dbURL}
	getenv := func(k string) string { return env[k] }
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := admin(ctx, args, getenv, &out)
		return out.String(), err
	}

	st, err := store.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	now := time.Now().UTC()
	u := domain.User{Email: "boss@example.com", Nickname: "Boss", CreatedAt: now, UpdatedAt: now}
	if err := st.CreateUser(ctx, &u); err != nil {
		t.Fatal(err)
	}
	if _, err := run("builtin-role", "boss@example.com", "admin"); err == nil || !strings.Contains(err.Error(), "BUILTIN_TEAM") {
		t.Fatalf("with the workspace off: %v", err)
	}
	if err := st.EnsureBuiltinTeam(ctx, "Everyone", now); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		role string
		want api.TeamRole
	}{{"admin", api.RoleAdmin}, {"4", api.RoleVisitor}, {"Member", api.RoleMember}, {"2", api.RoleAdmin}} {
		out, err := run("builtin-role", " Boss@Example.com ", tc.role)
		if err != nil || !strings.Contains(out, "boss@example.com") && !strings.Contains(out, "Boss@Example.com") {
			t.Fatalf("role %s: %q, %v", tc.role, out, err)
		}
		if r, err := st.TeamRole(ctx, u.ID, api.BuiltinTeamID); err != nil || r != tc.want {
			t.Fatalf("role %s: now %d, %v", tc.role, r, err)
		}
	}
	for name, args := range map[string][]string{
		"no arguments":    {},
		"unknown command": {"grant", "boss@example.com", "admin"},
		"owner":           {"builtin-role", "boss@example.com", "1"},
		"pending":         {"builtin-role", "boss@example.com", "5"},
		"unknown role":    {"builtin-role", "boss@example.com", "king"},
		"unknown user":    {"builtin-role", "nobody@example.com", "admin"},
		"missing role":    {"builtin-role", "boss@example.com"},
	} {
		if _, err := run(args...); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if r, _ := st.TeamRole(ctx, u.ID, api.BuiltinTeamID); r != api.RoleAdmin {
		t.Fatalf("a refused command changed the role to %d", r)
	}
}
