package access

import (
	"errors"
	"fmt"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

func TestDecide(t *testing.T) {
	const owner, visitor = 1, 2
	open := Link{Key: "k-open", Enabled: true, CanDownload: true}
	viewOnly := Link{Key: "k-view", Enabled: true}
	closed := Link{Key: "k-closed", CanDownload: true}
	shared := Object{OwnerID: owner, Links: []Link{open, viewOnly, closed}}
	cases := []struct {
		name  string
		actor Actor
		act   Action
		obj   Object
		want  error
	}{
		{"owner views", Actor{UserID: owner}, View, shared, nil},
		{"owner manages", Actor{UserID: owner}, Manage, shared, nil},
		{"owner downloads a trashed one", Actor{UserID: owner}, Download, Object{OwnerID: owner, Trashed: true}, nil},
		{"owner sees a failed one", Actor{UserID: owner}, View, Object{OwnerID: owner, Hidden: true}, nil},
		{"another user without a key", Actor{UserID: visitor}, View, shared, domain.ErrNotFound},
		{"anonymous without a key", Actor{}, View, shared, domain.ErrNotFound},
		{"anonymous is not the owner of an ownerless object", Actor{}, View, Object{}, domain.ErrNotFound},
		{"a wrong key", Actor{UserID: visitor, ShareKey: "k-wrong"}, View, shared, domain.ErrNotFound},
		{"a key of a prefix", Actor{UserID: visitor, ShareKey: "k-"}, View, shared, domain.ErrNotFound},
		{"the key views", Actor{ShareKey: "k-open"}, View, shared, nil},
		{"the key never manages", Actor{UserID: visitor, ShareKey: "k-open"}, Manage, shared, domain.ErrNotFound},
		{"the key downloads", Actor{ShareKey: "k-open"}, Download, shared, nil},
		{"the key saves for a user", Actor{UserID: visitor, ShareKey: "k-open"}, Save, shared, nil},
		{"saving needs an account", Actor{ShareKey: "k-open"}, Save, shared, domain.ErrNotFound},
		{"a view-only key views", Actor{ShareKey: "k-view"}, View, shared, nil},
		{"a view-only key does not download", Actor{ShareKey: "k-view"}, Download, shared, domain.ErrShareClosed},
		{"a view-only key does not save", Actor{UserID: visitor, ShareKey: "k-view"}, Save, shared, domain.ErrShareClosed},
		{"a closed link", Actor{ShareKey: "k-closed"}, View, shared, domain.ErrShareClosed},
		{"a trashed object is gone for visitors", Actor{ShareKey: "k-open"}, View, Object{OwnerID: owner, Trashed: true, Links: []Link{open}}, domain.ErrNotFound},
		{"a hidden object is gone for visitors", Actor{ShareKey: "k-open"}, View, Object{OwnerID: owner, Hidden: true, Links: []Link{open}}, domain.ErrNotFound},
		{"no links", Actor{ShareKey: "k-open"}, View, Object{OwnerID: owner}, domain.ErrNotFound},
		{"owner comments", Actor{UserID: owner}, Comment, shared, nil},
		{"a signed-in key holder comments", Actor{UserID: visitor, ShareKey: "k-view"}, Comment, shared, nil},
		{"an anonymous key holder does not comment", Actor{ShareKey: "k-open"}, Comment, shared, domain.ErrNotFound},
		{"a stranger does not comment", Actor{UserID: visitor}, Comment, shared, domain.ErrNotFound},
		{"a closed link does not comment", Actor{UserID: visitor, ShareKey: "k-closed"}, Comment, shared, domain.ErrShareClosed},
		{"no comments on a trashed one through a key", Actor{UserID: visitor, ShareKey: "k-open"}, Comment, Object{OwnerID: owner, Trashed: true, Links: []Link{open}}, domain.ErrNotFound},
		{"the author edits through a key", Actor{UserID: visitor, ShareKey: "k-open"}, EditComment, commented(shared, visitor), nil},
		{"the author who is the owner edits", Actor{UserID: owner}, EditComment, commented(shared, owner), nil},
		{"the owner does not edit another's comment", Actor{UserID: owner}, EditComment, commented(shared, visitor), domain.ErrForbidden},
		{"a key holder does not edit another's comment", Actor{UserID: visitor, ShareKey: "k-open"}, EditComment, commented(shared, owner), domain.ErrForbidden},
		{"anonymous does not edit a comment", Actor{ShareKey: "k-open"}, EditComment, commented(shared, 0), domain.ErrForbidden},
		{"the author without a key does not edit", Actor{UserID: visitor}, EditComment, commented(shared, visitor), domain.ErrNotFound},
		{"the author behind a closed link does not edit", Actor{UserID: visitor, ShareKey: "k-closed"}, EditComment, commented(shared, visitor), domain.ErrShareClosed},
		{"an empty key never matches an unshared link", Actor{ShareKey: "x"}, View, Object{OwnerID: owner, Links: []Link{{Enabled: true}}}, domain.ErrNotFound},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Decide(tc.actor, tc.act, tc.obj); !errors.Is(got, tc.want) || (got == nil) != (tc.want == nil) {
				t.Errorf("Decide = %v, want %v", got, tc.want)
			}
		})
	}
}

// commented is o as the object of a comment by author.
func commented(o Object, author int64) Object {
	o.AuthorID = author
	return o
}

func TestDecideRoomVideos(t *testing.T) {
	const author, someone, creator = 1, 2, 3
	public := Link{Key: "k-pub", Enabled: true, CanDownload: true, Scope: api.SharePublic}
	team := Link{Key: "k-team", Enabled: true, CanDownload: true, Scope: api.ShareTeam}
	channel := Link{Key: "k-chan", Enabled: true, CanDownload: true, Scope: api.ShareChannel}
	in := func(teamRole api.TeamRole, role api.ChannelRole, private, canDownload bool) Object {
		return Object{OwnerID: author, CanDownload: canDownload, Links: []Link{public, team, channel},
			Room: &Room{TeamRole: teamRole, Role: role, Private: private, CreatorID: creator}}
	}
	member := in(api.RoleMember, api.RoleRoomMember, true, true)
	closed := in(api.RoleMember, api.RoleRoomMember, true, false)
	visitorMember := in(api.RoleVisitor, api.RoleRoomMember, true, true)
	browser := in(api.RoleMember, 0, false, true)
	visitorOutside := in(api.RoleVisitor, 0, false, true)
	privateOutside := in(api.RoleAdmin, 0, true, true)
	stranger := in(0, 0, false, true)
	leftTeam := in(0, api.RoleRoomMember, false, true)
	all := []Action{View, Comment, Download, Save}
	type row struct {
		who  string
		obj  Object
		user int64
		key  string
		want map[Action]error
	}
	allow := func(errs ...error) map[Action]error {
		m := map[Action]error{}
		for i, a := range all {
			m[a] = errs[i]
		}
		return m
	}
	nf, sc := domain.ErrNotFound, domain.ErrShareClosed
	rows := []row{
		{"the author, saving off", closed, author, "", allow(nil, nil, nil, nil)},
		{"a room member", member, someone, "", allow(nil, nil, nil, nil)},
		{"a room member, saving off", closed, someone, "", allow(nil, nil, sc, sc)},
		{"a visitor in the room", visitorMember, someone, "", allow(nil, nil, nil, nil)},
		{"a workspace member browsing a public room", browser, someone, "", allow(nil, nf, nf, nf)},
		{"a visitor outside a public room", visitorOutside, someone, "", allow(nf, nf, nf, nf)},
		{"an admin outside a private room", privateOutside, someone, "", allow(nf, nf, nf, nf)},
		{"a stranger", stranger, someone, "", allow(nf, nf, nf, nf)},
		{"a room member who left the workspace", leftTeam, someone, "", allow(nf, nf, nf, nf)},
		{"a stranger with the public link", stranger, someone, "k-pub", allow(nil, nil, nil, nil)},
		{"anonymous with the public link", stranger, 0, "k-pub", allow(nil, nf, nil, nf)},
		{"a stranger with the team link", stranger, someone, "k-team", allow(nf, nf, nf, nf)},
		{"a visitor outside with the team link", visitorOutside, someone, "k-team", allow(nil, nil, nil, nil)},
		{"anonymous with the team link", Object{OwnerID: author, Links: []Link{team}, Room: &Room{}}, 0, "k-team", allow(nf, nf, nf, nf)},
		{"a browser with the channel link", browser, someone, "k-chan", allow(nil, nf, nf, nf)},
		{"an admin outside with the channel link", privateOutside, someone, "k-chan", allow(nf, nf, nf, nf)},
		{"a browser with the public link", browser, someone, "k-pub", allow(nil, nil, nil, nil)},
		{"a member with the channel link", member, someone, "k-chan", allow(nil, nil, nil, nil)},
		{"the team link of a My Videos video", Object{OwnerID: author, Links: []Link{team}}, someone, "k-team", allow(nf, nf, nf, nf)},
		{"a room member, a failed video", hidden(member), someone, "", allow(nf, nf, nf, nf)},
		{"the author, a failed video", hidden(member), author, "", allow(nil, nil, nil, nil)},
		{"an admin outside a private room, with the public link", privateOutside, someone, "k-pub", allow(nil, nil, nil, nil)},
	}
	for _, r := range rows {
		for _, act := range all {
			t.Run(fmt.Sprintf("%s/%d", r.who, act), func(t *testing.T) {
				got, want := Decide(Actor{UserID: r.user, ShareKey: r.key}, act, r.obj), r.want[act]
				if !errors.Is(got, want) || (got == nil) != (want == nil) {
					t.Errorf("Decide = %v, want %v", got, want)
				}
			})
		}
	}
}

func TestDecideRemoveFromRoom(t *testing.T) {
	const author, someone, creator = 1, 2, 3
	room := func(teamRole api.TeamRole, role api.ChannelRole) Object {
		return Object{OwnerID: author, Room: &Room{TeamRole: teamRole, Role: role, CreatorID: creator}}
	}
	cases := []struct {
		name string
		user int64
		obj  Object
		want error
	}{
		{"the author", author, room(api.RoleVisitor, api.RoleRoomMember), nil},
		{"the workspace owner", someone, room(api.RoleOwner, 0), nil},
		{"a workspace admin", someone, room(api.RoleAdmin, api.RoleRoomMember), nil},
		{"the room's creator", creator, room(api.RoleMember, api.RoleCreator), nil},
		{"a room member", someone, room(api.RoleMember, api.RoleRoomMember), domain.ErrNotFound},
		{"a visitor in the room", someone, room(api.RoleVisitor, api.RoleRoomMember), domain.ErrNotFound},
		{"the creator who left the workspace", creator, room(0, api.RoleCreator), domain.ErrNotFound},
		{"anonymous", 0, room(0, 0), domain.ErrNotFound},
		{"a My Videos video", someone, Object{OwnerID: author}, domain.ErrNotFound},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := Decide(Actor{UserID: tc.user}, RemoveFromRoom, tc.obj)
			if !errors.Is(got, tc.want) || (got == nil) != (tc.want == nil) {
				t.Errorf("Decide = %v, want %v", got, tc.want)
			}
		})
	}
}

// hidden is o failed: its owner's alone.
func hidden(o Object) Object {
	o.Hidden = true
	return o
}
