// Package signurl signs media URLs so that a <video> or <img> element, which
// cannot send an Authorization header, may fetch a file for a while.
package signurl

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"hash"
	"strconv"
	"sync"
	"time"
)

// Signer signs and verifies paths with an HMAC key.
type Signer struct {
	key  []byte
	ttl  time.Duration
	now  func() time.Time
	macs sync.Pool // keyed HMACs to Reset and reuse: a listing signs two URLs a video
}

// New signs URLs that stay valid for at least ttl.
func New(key []byte, ttl time.Duration) *Signer {
	return &Signer{key: key, ttl: ttl, now: time.Now}
}

// Sign appends exp and sig to path. The expiry is rounded up to the hour so
// the same file keeps the same URL for a while and browsers can cache it.
func (s *Signer) Sign(path string) string {
	exp := s.now().Add(s.ttl).Truncate(time.Hour).Add(time.Hour).Unix()
	// Both values are URL-safe as they are (digits, unpadded base64url).
	return path + "?exp=" + strconv.FormatInt(exp, 10) + "&sig=" + s.mac(path, exp)
}

// Verify reports whether sig signs path until exp, and exp has not passed.
func (s *Signer) Verify(path, exp, sig string) bool {
	e, err := strconv.ParseInt(exp, 10, 64)
	if err != nil || s.now().Unix() > e {
		return false
	}
	return hmac.Equal([]byte(sig), []byte(s.mac(path, e)))
}

func (s *Signer) mac(path string, exp int64) string {
	m, ok := s.macs.Get().(hash.Hash)
	if ok {
		m.Reset()
	} else {
		m = hmac.New(sha256.New, s.key)
	}
	defer s.macs.Put(m)
	var buf [sha256.Size]byte
	m.Write([]byte(path))
	m.Write(strconv.AppendInt(append(buf[:0], 0), exp, 10))
	return base64.RawURLEncoding.EncodeToString(m.Sum(buf[:0]))
}
