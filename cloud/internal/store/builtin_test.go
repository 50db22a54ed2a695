package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

func newTestUser(t *testing.T, s *Store, email string, at time.Time) int64 {
	t.Helper()
	u := domain.User{Email: email, Nickname: "U", CreatedAt: at, UpdatedAt: at}
	if err := s.CreateUser(context.Background(), &u); err != nil {
		t.Fatal(err)
	}
	return u.ID
}

// builtinRoles is each user's role in the built-in workspace, 0 for none,
// checking they are in both its rooms exactly when they are in it.
func builtinRoles(t *testing.T, s *Store, users ...int64) []api.TeamRole {
	t.Helper()
	ctx := context.Background()
	out := make([]api.TeamRole, len(users))
	for i, u := range users {
		r, err := s.TeamRole(ctx, u, api.BuiltinTeamID)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = r
		for _, room := range []int64{api.AllHandsChannelID, api.PublicChannelID} {
			c, err := s.ChannelFor(ctx, u, room, false)
			if r == 0 {
				if err == nil && c.Role != 0 {
					t.Errorf("user %d is in room %d without the workspace", u, room)
				}
				continue
			}
			if err != nil || c.Role != api.RoleRoomMember || c.IsPrivate || c.TeamID != api.BuiltinTeamID {
				t.Errorf("user %d in room %d: %+v, %v", u, room, c, err)
			}
		}
	}
	return out
}

// The built-in workspace is made at its fixed ids with every user in it,
// again and again without change but its name; users who sign up later
// join it; the ids the databases make stay positive, before and after.
func TestEnsureBuiltinTeam(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	now := time.Now().UTC().Truncate(time.Millisecond)
	early := newTestUser(t, s, "early@example.com", now)
	other := domain.Team{Name: "Before", OwnerID: early, CreatedAt: now}
	if err := s.CreateTeam(ctx, &other); err != nil {
		t.Fatal(err)
	}
	if _, err := s.TeamByID(ctx, api.BuiltinTeamID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the built-in workspace exists before it is turned on: %v", err)
	}
	if err := s.JoinBuiltinTeam(ctx, early, now); err != nil {
		t.Fatalf("joining a workspace that is not there: %v", err)
	}
	if r := builtinRoles(t, s, early); r[0] != 0 {
		t.Fatalf("joined a workspace that is not there: %v", r)
	}
	if _, err := s.SetBuiltinRole(ctx, "early@example.com", api.RoleAdmin, now); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a role in a workspace that is not there: %v", err)
	}

	for i := 0; i < 2; i++ {
		if err := s.EnsureBuiltinTeam(ctx, "Everyone", now); err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
	}
	if r := builtinRoles(t, s, early); r[0] != api.RoleMember {
		t.Fatalf("an existing user's role: %v", r)
	}
	id, err := s.SetBuiltinRole(ctx, "early@example.com", api.RoleAdmin, now)
	if err != nil || id != early {
		t.Fatalf("set role: %d, %v", id, err)
	}
	if _, err := s.SetBuiltinRole(ctx, "nobody@example.com", api.RoleAdmin, now); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a role for no one: %v", err)
	}
	if _, err := s.SetBuiltinRole(ctx, builtinOwnerEmail, api.RoleAdmin, now); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a role for the service's own account: %v", err)
	}
	late := newTestUser(t, s, "late@example.com", now)
	if r := builtinRoles(t, s, late); r[0] != 0 {
		t.Fatalf("a new user joins only through JoinBuiltinTeam: %v", r)
	}
	for i := 0; i < 2; i++ {
		if err := s.JoinBuiltinTeam(ctx, late, now); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.EnsureBuiltinTeam(ctx, "All of us", now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if r := builtinRoles(t, s, early, late); r[0] != api.RoleAdmin || r[1] != api.RoleMember {
		t.Fatalf("roles after another start: %v", r)
	}
	joined, err := s.JoinedChannels(ctx, late, []int64{api.BuiltinTeamID})
	if rooms := joined[api.BuiltinTeamID]; err != nil || len(rooms) != 2 || rooms[0].ID != api.AllHandsChannelID ||
		rooms[0].Name != AllHandsRoomName || rooms[1].Name != PublicRoomName {
		t.Fatalf("the rooms, oldest first: %+v, %v", joined, err)
	}
	tm, err := s.TeamOf(ctx, api.BuiltinTeamID, late)
	if err != nil || tm.Name != "All of us" || tm.OwnerID != api.BuiltinOwnerUserID {
		t.Fatalf("the workspace: %+v, %v", tm, err)
	}
	counts, err := s.TeamCounts(ctx, []int64{api.BuiltinTeamID})
	if err != nil || counts[api.BuiltinTeamID].Members != 2 || counts[api.BuiltinTeamID].Channels != 2 {
		t.Fatalf("counts: %+v, %v", counts, err)
	}
	if _, err := s.TeamOf(ctx, api.BuiltinTeamID, api.BuiltinOwnerUserID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the service's own account is a member: %v", err)
	}

	// The databases' own ids go on from where they were, positive.
	after := domain.Team{Name: "After", OwnerID: late, CreatedAt: now}
	if err := s.CreateTeam(ctx, &after); err != nil {
		t.Fatal(err)
	}
	room := domain.Channel{TeamID: after.ID, Name: "R", CreatorID: late, CreatedAt: now, UpdatedAt: now}
	if err := s.CreateChannel(ctx, &room); err != nil {
		t.Fatal(err)
	}
	third := newTestUser(t, s, "third@example.com", now)
	if after.ID != other.ID+1 || room.ID <= 0 || third != late+1 {
		t.Fatalf("ids after the built-in workspace: team %d after %d, room %d, user %d after %d",
			after.ID, other.ID, room.ID, third, late)
	}
}

// The sequences PostgreSQL makes ids from can never reach the built-in
// workspace's: they count up from 1 and never wrap.
func TestBuiltinIDsAreOutsideTheSequences(t *testing.T) {
	s := openTestStore(t)
	if s.dialect != "postgres" {
		t.Skip("PostgreSQL only (TEST_PG_DSN); SQLite's AUTOINCREMENT ids are positive by construction")
	}
	for _, table := range []string{"users", "teams", "channels"} {
		var row struct {
			MinValue  int64
			Increment int64
			Cycle     bool
		}
		err := s.db.Raw(`SELECT s.min_value, s.increment_by AS increment, s.cycle FROM pg_sequences s
			WHERE s.schemaname || '.' || s.sequencename = pg_get_serial_sequence(?, 'id')::text`, table).Scan(&row).Error
		if err != nil {
			t.Fatal(err)
		}
		if row.MinValue < 1 || row.Increment < 1 || row.Cycle {
			t.Errorf("%s: sequence %+v could make the built-in ids", table, row)
		}
	}
	if api.BuiltinTeamID >= 0 || api.AllHandsChannelID >= 0 || api.PublicChannelID >= 0 || api.BuiltinOwnerUserID >= 0 {
		t.Fatal("the built-in ids must be negative")
	}
}
