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
