// Package credentials keeps the desktop app's token pair: in the OS
// credential store (Secret Service on Linux, Credential Manager on Windows,
// Keychain on macOS) where there is one, else in a file in the app's config
// folder readable by the user alone.
package credentials

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/zalando/go-keyring"

	"github.com/reelroom/reelroom/desktop/internal/settings"
	"github.com/reelroom/reelroom/shared/api"
)

// Keyring is an OS credential store.
type Keyring interface {
	Get(service, user string) (string, error)
	Set(service, user, secret string) error
	Delete(service, user string) error
}

// ErrNotFound is what a Keyring answers for a missing secret.
var ErrNotFound = keyring.ErrNotFound

// System is the OS credential store of the current user.
type System struct{}

func (System) Get(service, user string) (string, error) { return keyring.Get(service, user) }
func (System) Set(service, user, secret string) error   { return keyring.Set(service, user, secret) }
func (System) Delete(service, user string) error        { return keyring.Delete(service, user) }

// The pair's name in the credential store.
const (
	service = "Reelroom Desktop"
	account = "session"
)

// Where names the place a pair is kept.
type Where string

const (
	InKeyring Where = "keyring"
	InFile    Where = "file"
)

// Tokens keeps the app's token pair in Keyring when it works, else in the
// file at Path. A nil Keyring means the file alone.
type Tokens struct {
	Path    string
	Keyring Keyring
}

// New is the store of the current user: the OS credential store with the
// file tokens.json in the app's config folder as fallback.
func New() (*Tokens, error) {
	dir, err := settings.Dir()
	if err != nil {
		return nil, err
	}
	return &Tokens{Path: filepath.Join(dir, "tokens.json"), Keyring: System{}}, nil
}

// Save replaces the stored pair and says where it went. A pair kept in the
// credential store leaves no copy in the file.
func (t *Tokens) Save(p api.TokenPair) (Where, error) {
	b, err := json.Marshal(p)
	if err != nil {
		return "", fmt.Errorf("credentials: encode tokens: %w", err)
	}
	if t.Keyring != nil {
		if err := t.Keyring.Set(service, account, string(b)); err == nil {
			if err := removeFile(t.Path); err != nil {
				return InKeyring, err
			}
			return InKeyring, nil
		}
		// No credential store (none running, locked, or none on this OS): the file it is.
	}
	if err := settings.WritePrivate(t.Path, b); err != nil {
		return "", fmt.Errorf("credentials: save tokens: %w", err)
	}
	return InFile, nil
}

// Load reads the stored pair; ok is false when there is none. The
// credential store is asked first, then the file.
func (t *Tokens) Load() (p api.TokenPair, ok bool, err error) {
	if t.Keyring != nil {
		if s, err := t.Keyring.Get(service, account); err == nil {
			return decode([]byte(s))
		}
	}
	b, err := os.ReadFile(t.Path)
	if errors.Is(err, os.ErrNotExist) {
		return api.TokenPair{}, false, nil
	}
	if err != nil {
		return api.TokenPair{}, false, fmt.Errorf("credentials: read tokens: %w", err)
	}
	return decode(b)
}

func decode(b []byte) (p api.TokenPair, ok bool, err error) {
	if err := json.Unmarshal(b, &p); err != nil {
		return api.TokenPair{}, false, fmt.Errorf("credentials: parse tokens: %w", err)
	}
	return p, p.Token != "", nil
}

// Clear forgets the stored pair (sign out), from both places.
func (t *Tokens) Clear() error {
	if t.Keyring != nil {
		if err := t.Keyring.Delete(service, account); err != nil && !errors.Is(err, ErrNotFound) {
			// A store that cannot be reached holds nothing Load could read; one
			// that still answers with the pair must not be left holding it.
			if _, getErr := t.Keyring.Get(service, account); getErr == nil {
				return fmt.Errorf("credentials: clear from the credential store: %w", err)
			}
		}
	}
	return removeFile(t.Path)
}

func removeFile(path string) error {
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("credentials: clear tokens: %w", err)
	}
	return nil
}
