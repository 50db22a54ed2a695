package plan

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// The invitation program (reading chosen: a 7-day Premium trial to each
// side, at most api.TrialMaxDays earned per user). An invitation waits
// (signed_up) until the invited person has both verified their e-mail and
// made a first video of their own, whichever comes last; then it is settled
// once: refused for someone inviting themselves (the same address, once
// normalised) and for an address that already earned a reward (the ledger
// outlives the account), else both sides get api.TrialDaysPerInvite days,
// each within their own cap.

// codeAlphabet is Crockford's base 32 (no I, L, O, U): codes are read and
// typed by people.
const codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// codeLength gives 50 random bits.
const codeLength = 10

func newCode() string {
	b := make([]byte, codeLength)
	rand.Read(b)
	for i := range b {
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b)
}

// Code is the user's personal invitation code, made the first time.
func (s *Service) Code(ctx context.Context, userID int64) (string, error) {
	return s.store.InviteCodeOf(ctx, userID, newCode)
}

// Invited links a new account to the owner of code (the link they came
// through). An unknown or empty code is ignored, as are failures, which do
// not undo the sign-up.
func (s *Service) Invited(ctx context.Context, inviteeID int64, code string) {
	code = strings.ToUpper(strings.TrimSpace(code))
	if code == "" || len(code) > 64 {
		return
	}
	inviter, err := s.store.UserByInviteCode(ctx, code)
	if errors.Is(err, store.ErrNotFound) || inviter == inviteeID {
		return
	}
	if err == nil {
		err = s.store.AddInvitation(ctx, inviter, inviteeID, string(api.InvitationSignedUp), s.now())
	}
	if err != nil {
		slog.WarnContext(ctx, "record an invitation", "user_id", inviteeID, "err", err)
	}
}

// NormalizeEmail is the address as the ledger compares it: lower case,
// without a +tag, and, for Gmail, without dots in the name.
func NormalizeEmail(email string) string {
	email = strings.ToLower(strings.TrimSpace(email))
	at := strings.LastIndexByte(email, '@')
	if at < 0 {
		return email
	}
	name, host := email[:at], email[at+1:]
	if i := strings.IndexByte(name, '+'); i > 0 {
		name = name[:i]
	}
	if host == "googlemail.com" {
		host = "gmail.com"
	}
	if host == "gmail.com" {
		name = strings.ReplaceAll(name, ".", "")
	}
	return name + "@" + host
}

// emailHash is how the ledger keeps an address.
func emailHash(email string) string {
	h := sha256.Sum256([]byte("reelroom-invitation\x00" + NormalizeEmail(email)))
	return hex.EncodeToString(h[:])
}

// Settle rewards the invitation the user signed up through, once they have
// a verified address and a first video of their own; call it when either
// happens. It does nothing otherwise, or when it was settled already.
func (s *Service) Settle(ctx context.Context, userID int64) error {
	inv, err := s.store.InvitationOf(ctx, userID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && inv.Status != string(api.InvitationSignedUp)) {
		return nil
	}
	if err != nil {
		return err
	}
	invitee, err := s.store.UserByID(ctx, userID)
	if err != nil || invitee.VerifiedAt == nil {
		return err
	}
	if made, err := s.store.HasOwnVideo(ctx, userID); err != nil || !made {
		return err
	}
	now := s.now()
	paid := map[int64]*domain.PaidPlan{}
	for _, id := range []int64{inv.InviterID, userID} {
		p, err := s.store.PaidPlanOf(ctx, id)
		switch {
		case err == nil:
			paid[id] = &p
		case !errors.Is(err, store.ErrNotFound):
			return err
		}
	}
	out, settled, err := s.store.SettleInvitation(ctx, userID, string(api.InvitationSignedUp), emailHash(invitee.Email), now,
		func(f store.InvitationFacts) store.InvitationOutcome { return Reward(f, paid, now) })
	if err != nil || !settled {
		return err
	}
	slog.InfoContext(ctx, "invitation settled", "invitation_id", inv.ID, "status", out.Status, "days", out.Days)
	for _, g := range out.Grants {
		s.changed(ctx, g.UserID)
	}
	return nil
}

// SettleQuietly is Settle for hooks whose own work is done: a failure is
// logged (the next verification or video tries again).
func (s *Service) SettleQuietly(ctx context.Context, userID int64) {
	if err := s.Settle(ctx, userID); err != nil {
		slog.WarnContext(ctx, "settle an invitation", "user_id", userID, "err", err)
	}
}

// Reward decides an invitation: refused for a self-invitation or an
// address that already earned; otherwise each side gets
// api.TrialDaysPerInvite days, less what would pass their api.TrialMaxDays.
// The invitation counts as rewarded when it gave the inviter days, refused
// when the inviter's cap was reached. paid are the two users' paid plans:
// a trial earned while paid waits for the paid plan's end.
func Reward(f store.InvitationFacts, paid map[int64]*domain.PaidPlan, at time.Time) store.InvitationOutcome {
	if f.Repeat || NormalizeEmail(f.InviterUser.Email) == NormalizeEmail(f.InviteeUser.Email) {
		return store.InvitationOutcome{Status: string(api.InvitationRefused)}
	}
	out := store.InvitationOutcome{Status: string(api.InvitationRefused), Ledger: true}
	source := "invitation:" + strconv.FormatInt(f.Invitation.ID, 10)
	for _, side := range []struct {
		user   int64
		earned int
	}{{f.Invitation.InviterID, f.InviterDays}, {f.Invitation.InviteeID, f.InviteeDays}} {
		days := min(api.TrialDaysPerInvite, max(0, api.TrialMaxDays-side.earned))
		if days == 0 {
			continue
		}
		start := TrialStart(paid[side.user], at)
		end := start.Add(time.Duration(days) * day)
		out.Grants = append(out.Grants, domain.Grant{UserID: side.user, Kind: domain.GrantInvite, Source: source,
			Days: days, StartAt: start, EndAt: &end, EarnedAt: at})
		if side.user == f.Invitation.InviterID {
			out.Status, out.Days = string(api.InvitationRewarded), days
		}
	}
	return out
}

// Summary is the user's link and what it brought.
func (s *Service) Summary(ctx context.Context, userID int64) (api.InvitationSummary, error) {
	code, err := s.Code(ctx, userID)
	if err != nil {
		return api.InvitationSummary{}, err
	}
	t, err := s.store.InvitationTallyOf(ctx, userID, string(api.InvitationRewarded))
	if err != nil {
		return api.InvitationSummary{}, err
	}
	earned, err := s.store.TrialDaysEarned(ctx, userID, domain.GrantInvite)
	return api.InvitationSummary{Code: code, Invited: t.Invited, Rewarded: t.Rewarded, DaysEarned: earned,
		DaysCapacity: api.TrialMaxDays}, err
}

// Page is page (from 1) of the people who signed up through the user's
// link, newest first, their addresses masked.
func (s *Service) Page(ctx context.Context, userID int64, page int) (api.InvitationPage, error) {
	if page < 1 {
		return api.InvitationPage{}, api.Errorf(api.CodeInvalidParam, "page must be 1 or more")
	}
	if page > 100000 {
		return api.InvitationPage{Rows: []api.InvitationRow{}, Page: page}, nil
	}
	invs, total, err := s.store.Invitations(ctx, userID, (page-1)*api.InvitePageSize, api.InvitePageSize)
	if err != nil {
		return api.InvitationPage{}, err
	}
	rows := make([]api.InvitationRow, len(invs))
	for i, inv := range invs {
		rows[i] = api.InvitationRow{Nickname: inv.Nickname, Email: MaskEmail(inv.Email),
			Status: api.InvitationStatus(inv.Status), Days: inv.Days, CreatedAt: inv.CreatedAt.Unix()}
	}
	return api.InvitationPage{Rows: rows, Total: total, Page: page}, nil
}

// MaskEmail shows an address's first character and its domain: a***@example.com.
func MaskEmail(email string) string {
	at := strings.LastIndexByte(email, '@')
	if at <= 0 {
		return "***"
	}
	r := []rune(email[:at])
	return string(r[0]) + "***" + email[at:]
}
