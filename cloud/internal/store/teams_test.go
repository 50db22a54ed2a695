package store

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// TestFormerOwnerCannotActAsOwner: the owner's calls check ownership in the
// statement that changes the workspace, so one who has just transferred it
// (between the service's check and the change) changes nothing.
func TestFormerOwnerCannotActAsOwner(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	now := time.Now().UTC().Truncate(time.Millisecond)
	var ids [3]int64
	for i := range ids {
		u := domain.User{Email: fmt.Sprintf("u%d@example.com", i), Nickname: "U", CreatedAt: now, UpdatedAt: now}
		if err := s.CreateUser(ctx, &u); err != nil {
			t.Fatal(err)
		}
		ids[i] = u.ID
	}
	tm := domain.Team{Name: "T", OwnerID: ids[0], CreatedAt: now}
	if err := s.CreateTeam(ctx, &tm); err != nil {
		t.Fatal(err)
	}
	for _, id := range ids[1:] {
		err := s.JoinByInvite(ctx, domain.TeamInvite{TeamID: tm.ID}, id, "", api.RoleMember, now)
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := s.TransferTeam(ctx, tm.ID, ids[0], ids[1], now); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"set role": s.SetTeamRole(ctx, tm.ID, ids[0], ids[2], api.RoleAdmin),
		"remove":   s.RemoveTeamMember(ctx, tm.ID, ids[2], ids[0]),
		"delete":   s.DeleteTeam(ctx, tm.ID, ids[0]),
		"transfer": s.TransferTeam(ctx, tm.ID, ids[0], ids[2], now),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s by the former owner: %v", name, err)
		}
	}
	if r, _ := s.TeamRole(ctx, ids[2], tm.ID); r != api.RoleMember {
		t.Fatalf("the member's role is %d", r)
	}
	if r, _ := s.TeamRole(ctx, ids[0], tm.ID); r != api.RoleAdmin {
		t.Fatalf("the former owner's role is %d", r)
	}
	if _, err := s.TeamByID(ctx, tm.ID); err != nil {
		t.Fatal(err)
	}
	// The member may still quit on their own word.
	if err := s.RemoveTeamMember(ctx, tm.ID, ids[2], ids[2]); err != nil {
		t.Fatal(err)
	}
}
