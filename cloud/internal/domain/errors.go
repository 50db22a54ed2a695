package domain

import "errors"

// Sentinel errors the store and the services return; the HTTP layer maps
// each to a code of the spec in one table (httpapi/respond.go). Wrap them
// with what was being done; a service that owes the user a more precise
// message returns an api.Error instead.
var (
	// ErrNotFound: no such object, or one the actor may not know of.
	ErrNotFound = errors.New("not found")
	// ErrConflict: a unique constraint or a state precondition failed.
	ErrConflict = errors.New("conflict")
	// ErrTaken: the row is held by another user.
	ErrTaken = errors.New("held by another user")
	// ErrLimit: the owner's plan has no room for another video.
	ErrLimit = errors.New("video limit reached")
	// ErrShareClosed: the author turned the link, or saving and download
	// through it, off (the spec's -403).
	ErrShareClosed = errors.New("sharing closed by the author")
	// ErrNameTaken: a folder of the same parent has the name.
	ErrNameTaken = errors.New("name taken")
	// ErrBadMove: a drop rule refuses the move.
	ErrBadMove = errors.New("move not allowed")
)

// ErrForbidden: the actor may see the object but not do this to it (edit
// or delete someone else's comment).
var ErrForbidden = errors.New("forbidden")
