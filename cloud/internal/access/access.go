// Package access is the one place that decides who may do what to a video
// or a folder. Handlers and services load the object (with the share links
// that reach it) and ask Decide; they never compare owner ids themselves.
// A video in a room carries the actor's workspace and room roles (Room), so
// the room's rules are decided here too.
package access

import (
	"crypto/subtle"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// Action is what the actor wants to do.
type Action int

const (
	// View: see the object and play it (a folder: list what it holds).
	View Action = iota
	// Manage: rename, move, trash, restore, erase, change or revoke its
	// sharing. Only the owner may.
	Manage
	// Download: fetch the MP4.
	Download
	// Save: copy it into one's own My Videos (fork).
	Save
	// Comment: post a comment on a video or reply to one. Its owner may,
	// the members of its room, and signed-in viewers holding a link that
	// reaches it; anonymous viewers must sign in, and workspace members
	// browsing a public room must join it first. Reading comments is View.
	Comment
	// EditComment: edit or delete a comment. Only its author may (spec 6),
	// while still able to view the video; Object.AuthorID names the author.
	EditComment
	// RemoveFromRoom: take a video out of its room (back to its author's
	// My Videos). Its owner, workspace owners and admins, and the room's
	// creator may.
	RemoveFromRoom
	// AddVideo: record, upload, send, forward or move a video into the room
	// (Object.Room; the video itself is the actor's to place). The room's
	// members may, but into the built-in 'All hands' room only workspace
	// owners and admins (spec 6, the per-room recording check).
	AddVideo
)

// Actor is who asks: a signed-in user (UserID 0 when anonymous) and the
// share key presented with the request ("" when none).
type Actor struct {
	UserID   int64
	ShareKey string
}

// Link is a share link that reaches the object: its own, or that of a
// shared folder above it.
type Link struct {
	Key         string
	Enabled     bool // false: the author closed the link (the key is kept)
	CanDownload bool // saving and download through the link are allowed
	// Scope is who the link opens to: api.SharePublic (or "", a folder's
	// link) anyone holding the key; api.ShareTeam only members of the
	// workspace of the video's room; api.ShareChannel only the room's members.
	Scope api.ShareScope
}

// Room is what the decision needs of the room a video is in, as seen by
// the actor: the actor's workspace role (0: not a member) and room role
// (0: not a member), the room's privacy and its creator.
type Room struct {
	TeamRole  api.TeamRole
	Role      api.ChannelRole
	Private   bool
	CreatorID int64
	// AllHands: the built-in workspace's 'All hands' room, whose role check
	// lets only workspace owners and admins add videos.
	AllHands bool
}

// member reports whether the actor is in the room (and still in its workspace).
func (r *Room) member() bool {
	return r != nil && r.Role > 0 && r.TeamRole.InTeam()
}

// browses reports whether the actor may look into the room without being in
// it: a public room, and a workspace member who is not a visitor.
func (r *Room) browses() bool {
	return r != nil && !r.Private && r.TeamRole >= api.RoleOwner && r.TeamRole <= api.RoleMember
}

// admin reports whether the actor manages the room: workspace owners and
// admins, and the room's creator while a member.
func (r *Room) admin(userID int64) bool {
	if r == nil || userID == 0 {
		return false
	}
	return r.TeamRole == api.RoleOwner || r.TeamRole == api.RoleAdmin || (r.CreatorID == userID && r.member())
}

// Object is a video or folder as the decision needs it.
type Object struct {
	OwnerID int64
	// Trashed objects exist for their owner only (to restore or erase).
	Trashed bool
	// Hidden objects (a failed video, spec 4) exist for their owner only.
	Hidden bool
	// Links are the share links that reach the object.
	Links []Link
	// AuthorID is the author of the comment acted on (EditComment only).
	AuthorID int64
	// Room is the room the video is in, nil for one in My Videos.
	Room *Room
	// CanDownload is the author's leave to save and download the video
	// (videos.can_download_share), which binds room members too.
	CanDownload bool
}

// Decide answers nil when actor may do act to o. A video in a room (o.Room)
// is open to the room's members (view, comment, and save or download unless
// its author turned that off) and, to view only, to the workspace's members
// but visitors when the room is public; a link scoped to the workspace or
// the room opens only to them. Otherwise it answers
// domain.ErrNotFound when the actor has no business knowing the object
// exists, and domain.ErrShareClosed when the actor holds a link the author
// closed, or asks to save or download through one that does not allow it.
// Someone who may view a video but not edit a comment on it (not its
// author) is answered domain.ErrForbidden.
func Decide(a Actor, act Action, o Object) error {
	switch act {
	case AddVideo:
		if a.UserID == 0 {
			return domain.ErrNotFound
		}
		return o.Room.addsVideo()
	case Comment:
		if a.UserID == 0 {
			return domain.ErrNotFound // commenting needs an account to comment as
		}
	case EditComment:
		if err := Decide(a, View, o); err != nil {
			return err
		}
		if a.UserID == 0 || a.UserID != o.AuthorID {
			return domain.ErrForbidden
		}
		return nil
	}
	if a.UserID != 0 && a.UserID == o.OwnerID {
		return nil
	}
	if act == RemoveFromRoom {
		if o.Room.admin(a.UserID) {
			return nil
		}
		return domain.ErrNotFound
	}
	if act == Manage || o.Trashed || o.Hidden {
		return domain.ErrNotFound
	}
	if a.UserID != 0 {
		if decided, err := inRoom(act, o); decided {
			return err
		}
	}
	if a.ShareKey == "" {
		return domain.ErrNotFound
	}
	link, ok := matching(o.Links, a.ShareKey)
	switch {
	case !ok || !reaches(link, o.Room):
		return domain.ErrNotFound
	case !link.Enabled:
		return domain.ErrShareClosed
	case act == View || act == Comment:
		return nil
	case act == Save && a.UserID == 0:
		return domain.ErrNotFound // saving needs an account to save into
	case !link.CanDownload:
		return domain.ErrShareClosed
	}
	return nil
}

// addsVideo decides whether the actor may put a video into the room: a
// member, who for 'All hands' must be a workspace owner or admin
// (domain.ErrForbidden otherwise). Anyone else is not told of the room.
func (r *Room) addsVideo() error {
	switch {
	case !r.member():
		return domain.ErrNotFound
	case r.AllHands && r.TeamRole != api.RoleOwner && r.TeamRole != api.RoleAdmin:
		return domain.ErrForbidden
	}
	return nil
}

// RoomOf is room c as the decision needs it, from what the user whose
// roles c carries is to it.
func RoomOf(c domain.Channel) *Room {
	return &Room{TeamRole: c.TeamRole, Role: c.Role, Private: c.IsPrivate, CreatorID: c.CreatorID,
		AllHands: c.ID == api.AllHandsChannelID}
}

// CanAddVideo reports whether the signed-in user whose roles c carries may
// put videos into room c (Decide's AddVideo), for the clients to offer it.
func CanAddVideo(c domain.Channel) bool { return RoomOf(c).addsVideo() == nil }

// inRoom decides act for a signed-in actor by the room the video is in:
// members view, comment, and save or download unless the author turned
// that off; workspace members browsing a public room only view. decided
// is false when the room gives the actor nothing (a link may).
func inRoom(act Action, o Object) (decided bool, err error) {
	switch {
	case o.Room.member():
		if (act == Download || act == Save) && !o.CanDownload {
			return true, domain.ErrShareClosed
		}
		return true, nil
	case o.Room.browses() && act == View:
		return true, nil
	}
	return false, nil
}

// reaches reports whether a link of scope team or channel opens to the
// actor: the room's workspace members, or its members.
func reaches(l Link, r *Room) bool {
	switch l.Scope {
	case api.ShareTeam:
		return r != nil && r.TeamRole.InTeam()
	case api.ShareChannel:
		return r.member()
	}
	return true
}

// matching finds the link whose key is key, comparing in constant time.
func matching(links []Link, key string) (Link, bool) {
	for _, l := range links {
		if l.Key != "" && subtle.ConstantTimeCompare([]byte(l.Key), []byte(key)) == 1 {
			return l, true
		}
	}
	return Link{}, false
}
