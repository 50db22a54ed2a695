package access

import (
	"errors"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/domain"
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
