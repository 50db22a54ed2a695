package access

import (
	"errors"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// The per-room recording check (spec 6): members add videos to a room;
// into the built-in 'All hands' room only workspace owners and admins.
func TestDecideAddVideo(t *testing.T) {
	const me = 7
	room := func(team api.TeamRole, role api.ChannelRole, allHands bool) Object {
		return Object{Room: &Room{TeamRole: team, Role: role, AllHands: allHands}}
	}
	cases := []struct {
		name  string
		actor Actor
		obj   Object
		want  error
	}{
		{"a member of a room", Actor{UserID: me}, room(api.RoleMember, api.RoleRoomMember, false), nil},
		{"a visitor in a room", Actor{UserID: me}, room(api.RoleVisitor, api.RoleRoomMember, false), nil},
		{"not in the room", Actor{UserID: me}, room(api.RoleMember, 0, false), domain.ErrNotFound},
		{"in the room but no longer in the workspace", Actor{UserID: me}, room(0, api.RoleRoomMember, false), domain.ErrNotFound},
		{"anonymous", Actor{}, room(api.RoleOwner, api.RoleCreator, false), domain.ErrNotFound},
		{"no room", Actor{UserID: me}, Object{}, domain.ErrNotFound},
		{"all hands: owner", Actor{UserID: me}, room(api.RoleOwner, api.RoleRoomMember, true), nil},
		{"all hands: admin", Actor{UserID: me}, room(api.RoleAdmin, api.RoleRoomMember, true), nil},
		{"all hands: member", Actor{UserID: me}, room(api.RoleMember, api.RoleRoomMember, true), domain.ErrForbidden},
		{"all hands: visitor", Actor{UserID: me}, room(api.RoleVisitor, api.RoleRoomMember, true), domain.ErrForbidden},
		{"all hands: an admin not in the room", Actor{UserID: me}, room(api.RoleAdmin, 0, true), domain.ErrNotFound},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if err := Decide(tc.actor, AddVideo, tc.obj); !errors.Is(err, tc.want) || (tc.want == nil && err != nil) {
				t.Fatalf("Decide = %v, want %v", err, tc.want)
			}
		})
	}
}
