// Package access is the one place that decides who may do what to a video
// or a folder. Handlers and services load the object (with the share links
// that reach it) and ask Decide; they never compare owner ids themselves.
// Workspaces and rooms will add their memberships to Object and their rules
// here.
package access

import (
	"crypto/subtle"

	"github.com/reelroom/reelroom/cloud/internal/domain"
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
	// and signed-in viewers holding a link that reaches it; anonymous
	// viewers must sign in. Reading comments is View.
	Comment
	// EditComment: edit or delete a comment. Only its author may (spec 6),
	// while still able to view the video; Object.AuthorID names the author.
	EditComment
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
}

// Decide answers nil when actor may do act to o. Otherwise it answers
// domain.ErrNotFound when the actor has no business knowing the object
// exists, and domain.ErrShareClosed when the actor holds a link the author
// closed, or asks to save or download through one that does not allow it.
// Someone who may view a video but not edit a comment on it (not its
// author) is answered domain.ErrForbidden.
func Decide(a Actor, act Action, o Object) error {
	switch act {
	case Comment:
		if a.UserID == 0 {
			return domain.ErrNotFound // commenting needs an account to comment as
		}
		return Decide(a, View, o)
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
	if act == Manage || o.Trashed || o.Hidden || a.ShareKey == "" {
		return domain.ErrNotFound
	}
	link, ok := matching(o.Links, a.ShareKey)
	switch {
	case !ok:
		return domain.ErrNotFound
	case !link.Enabled:
		return domain.ErrShareClosed
	case act == View:
		return nil
	case act == Save && a.UserID == 0:
		return domain.ErrNotFound // saving needs an account to save into
	case !link.CanDownload:
		return domain.ErrShareClosed
	}
	return nil
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
