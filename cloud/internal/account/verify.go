package account

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/mail"
	"github.com/reelroom/reelroom/cloud/internal/ratelimit"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Verifier proves that a user owns their e-mail address with a 6-digit code
// sent to it (spec 5). Codes live 15 minutes and allow 5 wrong tries; an
// account gets a new one at most every 60 s and 5 an hour (kept in the
// database, so it holds across instances), and an address asks at most
// about 2 a minute. Only an HMAC of the code (keyed with the signing key,
// so a copy of the database does not give 6 digits away to a quick search)
// is kept; it is bound to the user and the address it was sent to.
type Verifier struct {
	store     *store.Store
	mail      mail.Sender
	key       []byte
	sendsByIP *ratelimit.Limiter
	triesByIP *ratelimit.Limiter
	// Now is the verifier's clock; tests replace it.
	Now func() time.Time
	// verified hears of each address verified (SetOnVerified); nil: nobody.
	verified func(ctx context.Context, userID int64)
}

// SetOnVerified makes the verifier tell f of each address it verifies,
// after the fact (the invitation program rewards verified people).
func (v *Verifier) SetOnVerified(f func(ctx context.Context, userID int64)) { v.verified = f }

// Timing of codes, from the wire contract.
const (
	codeTTL    = api.VerifyCodeTTL * time.Second
	resendWait = api.VerifyResendSeconds * time.Second
	sendWindow = time.Hour
)

// NewVerifier sends codes with sender and keys their hashes with key.
func NewVerifier(st *store.Store, sender mail.Sender, key []byte) *Verifier {
	return &Verifier{store: st, mail: sender, key: key,
		sendsByIP: ratelimit.New(6, 30*time.Second), triesByIP: ratelimit.New(20, 3*time.Second),
		Now: func() time.Time { return time.Now().UTC() }}
}

// SetVerifier makes Register send the first code with v.
func (s *Service) SetVerifier(v *Verifier) { s.verify = v }

// sendFirstCode mails a new account its code. A failure does not undo the
// registration: the account works unverified and can ask again.
func (s *Service) sendFirstCode(ctx context.Context, u domain.User) {
	if s.verify == nil {
		return
	}
	if _, err := s.verify.send(ctx, u, nil); err != nil {
		slog.WarnContext(ctx, "could not send the first verification code", "user_id", u.ID, "err", err)
	}
}

// Send mails the user a new code, replacing any earlier one.
func (v *Verifier) Send(ctx context.Context, userID int64, address string) (api.VerifySendResponse, error) {
	u, err := v.store.UserByID(ctx, userID)
	if err != nil {
		return api.VerifySendResponse{}, err
	}
	if u.VerifiedAt != nil {
		return api.VerifySendResponse{}, errAlreadyVerified
	}
	return v.send(ctx, u, func() bool { return v.sendsByIP.Allow("ip:" + address) })
}

var errAlreadyVerified = api.Errorf(api.CodeEmailAlreadyVerified, "Your e-mail address is already verified")

func tooSoon(wait time.Duration) error {
	secs := int((wait + time.Second - 1) / time.Second)
	return api.Errorf(api.CodeTooManyRequests, "Please wait %d seconds before asking for another code", secs)
}

// send makes, keeps and mails a new code if the account's limits allow it
// and then allowed (the address's limit, counted only for mail actually
// sent) does.
func (v *Verifier) send(ctx context.Context, u domain.User, allowed func() bool) (api.VerifySendResponse, error) {
	now := v.Now().UTC()
	prev, err := v.store.VerificationOf(ctx, u.ID)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return api.VerifySendResponse{}, err
	}
	next := domain.EmailVerification{UserID: u.ID, ExpiresAt: now.Add(codeTTL), SentAt: now,
		WindowStart: now, WindowSends: 1}
	if prev.Version > 0 {
		if wait := prev.SentAt.Add(resendWait).Sub(now); wait > 0 {
			return api.VerifySendResponse{}, tooSoon(wait)
		}
		if now.Sub(prev.WindowStart) < sendWindow {
			if prev.WindowSends >= api.VerifySendsPerHour {
				return api.VerifySendResponse{}, tooSoon(prev.WindowStart.Add(sendWindow).Sub(now))
			}
			next.WindowStart, next.WindowSends = prev.WindowStart, prev.WindowSends+1
		}
	}
	if allowed != nil && !allowed() {
		return api.VerifySendResponse{}, errTooMany
	}
	code := newCode()
	next.CodeHash = v.hash(u, code)
	if err := v.store.SaveVerification(ctx, next, prev.Version); errors.Is(err, store.ErrConflict) {
		return api.VerifySendResponse{}, tooSoon(resendWait) // a parallel request sent one just now
	} else if err != nil {
		return api.VerifySendResponse{}, err
	}
	msg := mail.VerificationCode(u.Locale, u.Email, u.Nickname, code, codeTTL)
	if err := v.mail.Send(ctx, msg); err != nil {
		return api.VerifySendResponse{}, fmt.Errorf("account: queue verification mail: %w", err)
	}
	slog.InfoContext(ctx, "verification code sent", "user_id", u.ID)
	return api.VerifySendResponse{ResendIn: api.VerifyResendSeconds, ExpiresIn: api.VerifyCodeTTL}, nil
}

var (
	errCodeWrong   = api.Errorf(api.CodeVerifyWrongCode, "That code is not right")
	errCodeExpired = api.Errorf(api.CodeVerifyCodeExpired, "The code has expired or was entered wrongly too often; ask for a new one")
)

// Verify checks a code the user entered and marks their address verified.
func (v *Verifier) Verify(ctx context.Context, userID int64, code, address string) error {
	if !v.triesByIP.Allow("ip:" + address) {
		return errTooMany
	}
	code = strings.Join(strings.Fields(code), "") // "123 456" as some mail clients show it
	u, err := v.store.UserByID(ctx, userID)
	if err != nil {
		return err
	}
	if u.VerifiedAt != nil {
		return errAlreadyVerified
	}
	if len(code) != api.VerifyCodeDigits || strings.Trim(code, "0123456789") != "" {
		return errCodeWrong // cannot match, so it costs no attempt
	}
	rec, err := v.store.VerificationOf(ctx, userID)
	if errors.Is(err, store.ErrNotFound) {
		return errCodeExpired
	}
	if err != nil {
		return err
	}
	now := v.Now().UTC()
	if err := v.store.CountVerifyAttempt(ctx, userID, api.VerifyMaxAttempts, now); errors.Is(err, store.ErrConflict) {
		return errCodeExpired
	} else if err != nil {
		return err
	}
	if !hmac.Equal([]byte(rec.CodeHash), []byte(v.hash(u, code))) {
		return errCodeWrong
	}
	if err := v.store.MarkEmailVerified(ctx, userID, now); err != nil {
		return err
	}
	slog.InfoContext(ctx, "e-mail address verified", "user_id", userID)
	if v.verified != nil {
		v.verified(ctx, userID)
	}
	return nil
}

// hash is the code's HMAC, bound to the user and the address it went to.
func (v *Verifier) hash(u domain.User, code string) string {
	m := hmac.New(sha256.New, v.key)
	m.Write([]byte("email-verification\x00" + strconv.FormatInt(u.ID, 10) + "\x00" + u.Email + "\x00" + code))
	return hex.EncodeToString(m.Sum(nil))
}

// newCode is a uniformly random 6-digit code.
func newCode() string {
	var b [8]byte
	for {
		rand.Read(b[:])
		// Rejecting the top of the range keeps every code equally likely.
		n := binary.BigEndian.Uint64(b[:])
		if n < (1<<64-1)/1_000_000*1_000_000 {
			return fmt.Sprintf("%06d", n%1_000_000)
		}
	}
}
