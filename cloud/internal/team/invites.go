package team

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	rrmail "github.com/reelroom/reelroom/cloud/internal/mail"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// An e-mail invitation stays pending until accepted or revoked; its key
// keeps working that long (the row needs some expiry: this is it).
const emailInviteLife = 10 * 365 * 24 * time.Hour

// A user may send mailBurst e-mail invitations (of up to
// api.MaxInviteEmails addresses each) at once, then one more every
// mailEvery, on each instance: the service must not become a way to mail
// strangers in bulk.
const (
	mailBurst = 10
	mailEvery = time.Minute
)

var (
	errInviteInvalid = api.Errorf(api.CodeInviteInvalid, "This invite link has expired or is no longer valid")
	errNoEmails      = api.Errorf(api.CodeInvalidParam, "Enter at least one e-mail address")
	errTooManyEmails = api.Errorf(api.CodeInvalidParam, "At most %d e-mail addresses at a time", api.MaxInviteEmails)
	errBadEmail      = api.Errorf(api.CodeInvalidParam, "Invalid email")
	errTooManyMails  = api.Errorf(api.CodeTooManyRequests, "Too many invitations recently; please try again later")
	errRoomInvite    = api.Errorf(api.CodeForbidden, "Join the room before inviting others to it")
)

// newKey is 256 random bits, URL-safe: an invite's key.
func newKey() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// hashKey is what the database keeps of a key.
func hashKey(k string) string {
	sum := sha256.Sum256([]byte("reelroom invite:" + k))
	return hex.EncodeToString(sum[:])
}

func derive(key []byte, purpose string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(purpose))
	return m.Sum(nil)
}

// LandingPath is an invite's landing page in the web app.
func LandingPath(teamID int64, key string) string {
	return fmt.Sprintf("/invite/t/%d/%s", teamID, key)
}

// inviteTarget checks that caller may invite others to workspace teamID
// (roles 1-3) and, when channelID is not 0, to that room of it (its
// members only), and answers the workspace and the room's name.
func (s *Service) inviteTarget(ctx context.Context, userID, teamID, channelID int64) (domain.Team, string, error) {
	t, err := s.member(ctx, userID, teamID, inviters)
	if err != nil {
		return domain.Team{}, "", err
	}
	if channelID < 0 {
		return domain.Team{}, "", errBadID
	}
	if channelID == 0 {
		return t, "", nil
	}
	room, err := s.store.RoomFacts(ctx, userID, channelID)
	if err != nil {
		return domain.Team{}, "", notFound(err, errRoomNotFound)
	}
	if room.TeamID != t.ID || (room.Role == 0 && room.IsPrivate) {
		return domain.Team{}, "", errRoomNotFound
	}
	if room.Role == 0 {
		return domain.Team{}, "", errRoomInvite
	}
	return t, room.Name, nil
}

// Link makes an invite link to a workspace or one of its rooms, valid
// api.InviteLinkDays days.
func (s *Service) Link(ctx context.Context, userID int64, req api.TeamInviteLinkRequest) (api.TeamInviteLink, error) {
	t, _, err := s.inviteTarget(ctx, userID, req.TeamID, req.ChannelID)
	if err != nil {
		return api.TeamInviteLink{}, err
	}
	key, now := newKey(), s.Now()
	inv := domain.TeamInvite{TeamID: t.ID, ChannelID: req.ChannelID, KeyHash: hashKey(key), InvitedBy: userID,
		CreatedAt: now, ExpiresAt: now.Add(api.InviteLinkDays * 24 * time.Hour)}
	if err := s.store.CreateInvite(ctx, &inv); err != nil {
		return api.TeamInviteLink{}, err
	}
	return api.TeamInviteLink{Key: key, Path: LandingPath(t.ID, key), ExpiresAt: rfc3339(inv.ExpiresAt)}, nil
}

// live is the invitation of teamID that key opens, if it still works:
// not expired, not revoked, and for an e-mail invitation not yet accepted
// unless by member (whose second visit finds it joined).
func (s *Service) live(ctx context.Context, teamID int64, key string, member func(domain.TeamInvite) (bool, error)) (domain.TeamInvite, bool, error) {
	if teamID <= 0 || key == "" || len(key) > 200 {
		return domain.TeamInvite{}, false, errInviteInvalid
	}
	inv, err := s.store.InviteByKeyHash(ctx, teamID, hashKey(key))
	if err != nil {
		return domain.TeamInvite{}, false, notFound(err, errInviteInvalid)
	}
	if inv.RevokedAt != nil || !s.Now().Before(inv.ExpiresAt) {
		return domain.TeamInvite{}, false, errInviteInvalid
	}
	joined, err := member(inv)
	if err != nil {
		return domain.TeamInvite{}, false, err
	}
	if inv.AcceptedAt != nil && !joined {
		return domain.TeamInvite{}, false, errInviteInvalid
	}
	return inv, joined, nil
}

// joinedFn answers whether userID (0: nobody) is already in what an
// invitation opens.
func (s *Service) joinedFn(ctx context.Context, userID int64) func(domain.TeamInvite) (bool, error) {
	return func(inv domain.TeamInvite) (bool, error) {
		if userID == 0 {
			return false, nil
		}
		role, err := s.store.TeamRole(ctx, userID, inv.TeamID)
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return false, err
		}
		if role == 0 || inv.ChannelID == 0 {
			return role != 0, nil
		}
		room, err := s.store.RoomFacts(ctx, userID, inv.ChannelID)
		if err != nil {
			return false, notFound(err, errInviteInvalid)
		}
		return room.Role > 0, nil
	}
}

// Info tells anyone holding a live key what it opens; userID 0 is an
// anonymous visitor.
func (s *Service) Info(ctx context.Context, userID, teamID int64, key string) (api.TeamInviteInfo, error) {
	inv, joined, err := s.live(ctx, teamID, key, s.joinedFn(ctx, userID))
	if err != nil {
		return api.TeamInviteInfo{}, err
	}
	t, err := s.store.TeamByID(ctx, inv.TeamID)
	if err != nil {
		return api.TeamInviteInfo{}, notFound(err, errInviteInvalid)
	}
	info := api.TeamInviteInfo{Scope: api.InviteTeam, Joined: joined,
		Team: api.TeamRef{ID: t.ID, Name: t.Name, Icon: IconURL(t.IconKey)}}
	if inv.ChannelID != 0 {
		room, err := s.store.RoomFacts(ctx, 0, inv.ChannelID)
		if err != nil || room.TeamID != t.ID {
			return api.TeamInviteInfo{}, errInviteInvalid
		}
		info.Scope, info.Channel = api.InviteChannel, api.ChannelRef{ID: inv.ChannelID, Name: room.Name}
	}
	if u, err := s.store.UserByID(ctx, inv.InvitedBy); err == nil {
		info.Inviter = u.Nickname
	}
	return info, nil
}

// Join makes the caller a member of what a live key opens: the workspace
// (as a member, 3) and for a room invitation the room too. Joining again is
// not an error; a member keeps their role.
func (s *Service) Join(ctx context.Context, userID int64, req api.TeamInviteJoinRequest) (api.TeamInviteJoined, error) {
	inv, _, err := s.live(ctx, req.TeamID, req.Key, s.joinedFn(ctx, userID))
	if err != nil {
		return api.TeamInviteJoined{}, err
	}
	u, err := s.store.UserByID(ctx, userID)
	if err != nil {
		return api.TeamInviteJoined{}, err
	}
	if err := s.store.JoinByInvite(ctx, inv, userID, u.Email, api.RoleMember, s.Now()); err != nil {
		return api.TeamInviteJoined{}, notFound(err, errInviteInvalid)
	}
	if s.jobs != nil {
		s.jobs.Kick() // the store queued the notifications of the join
	}
	return api.TeamInviteJoined{TeamID: inv.TeamID, ChannelID: inv.ChannelID}, nil
}

// normalizeEmails trims, lower-cases and de-duplicates addresses, leaving
// out empty rows, and sorts the invalid ones out.
func normalizeEmails(raw []string) (valid, invalid []string) {
	seen := map[string]bool{}
	for _, r := range raw {
		e := strings.ToLower(strings.TrimSpace(r))
		if e == "" || seen[e] {
			continue
		}
		seen[e] = true
		if validEmail(e) {
			valid = append(valid, e)
		} else {
			invalid = append(invalid, e)
		}
	}
	return valid, invalid
}

// validEmail is the account rules' check of an address.
func validEmail(e string) bool {
	addr, err := mail.ParseAddress(e)
	return err == nil && addr.Address == e && len(e) <= api.MaxEmail &&
		strings.Contains(e[strings.LastIndex(e, "@")+1:], ".")
}

// Email invites up to api.MaxInviteEmails addresses to a workspace or one
// of its rooms (roles 1-3). Nothing is sent unless every address is valid,
// none is already a member and none has an account: then the answer is
// CodeInviteRefused with the problems listed. Each invitation and its
// mail are stored in one transaction: the mail queue delivers it once,
// retrying while the mail server is down.
func (s *Service) Email(ctx context.Context, userID int64, req api.TeamInviteEmailRequest) (api.TeamInviteEmailResult, error) {
	res := api.TeamInviteEmailResult{Sent: []string{}, Invalid: []string{}, Joined: []string{}, Registered: []string{}}
	t, roomName, err := s.inviteTarget(ctx, userID, req.TeamID, req.ChannelID)
	if err != nil {
		return res, err
	}
	if len(req.Emails) > api.MaxInviteEmails {
		return res, errTooManyEmails
	}
	valid, invalid := normalizeEmails(req.Emails)
	if len(valid)+len(invalid) == 0 {
		return res, errNoEmails
	}
	res.Invalid = append(res.Invalid, invalid...)
	joined, err := s.store.MemberEmails(ctx, t.ID, req.ChannelID, valid)
	if err != nil {
		return res, err
	}
	registered, err := s.store.RegisteredEmails(ctx, valid)
	if err != nil {
		return res, err
	}
	var ok []string
	for _, e := range valid {
		switch {
		case joined[e]:
			res.Joined = append(res.Joined, e)
		case registered[e]:
			res.Registered = append(res.Registered, e)
		default:
			ok = append(ok, e)
		}
	}
	if len(ok) != len(valid)+len(invalid) {
		return res, &refused{res}
	}
	if !s.mails.Allow(fmt.Sprint("user:", userID)) {
		return res, errTooManyMails
	}
	inviter, err := s.store.UserByID(ctx, userID)
	if err != nil {
		return res, err
	}
	now := s.Now()
	invs := make([]domain.TeamInvite, len(ok))
	jobs := make([]domain.Job, len(ok))
	for i, e := range ok {
		key := newKey()
		invs[i] = domain.TeamInvite{TeamID: t.ID, ChannelID: req.ChannelID, Email: e, KeyHash: hashKey(key),
			InvitedBy: userID, CreatedAt: now, ExpiresAt: now.Add(emailInviteLife)}
		msg := rrmail.TeamInvitation(e, inviter.Nickname, t.Name, roomName, s.base+LandingPath(t.ID, key))
		if jobs[i], err = s.jobs.Prepare(rrmail.JobKind, msg, time.Time{}); err != nil {
			return res, err
		}
	}
	if err := s.store.CreateEmailInvites(ctx, invs, jobs); err != nil {
		return res, err
	}
	s.jobs.Kick()
	res.Sent = ok
	return res, nil
}

// refused is CodeInviteRefused carrying the problems as the envelope's data.
type refused struct{ Result api.TeamInviteEmailResult }

func (r *refused) Error() string { return "some addresses cannot be invited" }

// Refused is the result to send with CodeInviteRefused when err is one.
func Refused(err error) (api.TeamInviteEmailResult, bool) {
	var r *refused
	if errors.As(err, &r) {
		return r.Result, true
	}
	return api.TeamInviteEmailResult{}, false
}

// Pending lists the e-mail invitations waiting (roles 1-2).
func (s *Service) Pending(ctx context.Context, userID, teamID int64) (api.TeamInvitePending, error) {
	t, err := s.member(ctx, userID, teamID, managers)
	if err != nil {
		return api.TeamInvitePending{}, err
	}
	invs, err := s.store.PendingInvites(ctx, t.ID)
	if err != nil {
		return api.TeamInvitePending{}, err
	}
	out := api.TeamInvitePending{Invites: make([]api.PendingInvite, len(invs))}
	for i, inv := range invs {
		out.Invites[i] = api.PendingInvite{Email: inv.Email, ChannelID: inv.ChannelID, InvitedAt: rfc3339(inv.CreatedAt)}
	}
	return out, nil
}

var errNoInvitation = api.Errorf(api.CodeNotFound, "No pending invitation to this address")

// Revoke revokes the pending invitations of an address (roles 1-2): their
// links stop working at once.
func (s *Service) Revoke(ctx context.Context, userID int64, req api.TeamInviteRevokeRequest) error {
	t, err := s.member(ctx, userID, req.TeamID, managers)
	if err != nil {
		return err
	}
	email := strings.ToLower(strings.TrimSpace(req.Email))
	if !validEmail(email) {
		return errBadEmail
	}
	return notFound(s.store.RevokeInvitesTo(ctx, t.ID, email, s.Now()), errNoInvitation)
}
