package httpapi_test

import (
	"bytes"
	"encoding/base64"
	"fmt"
	netmail "net/mail"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/mail"
	"github.com/reelroom/reelroom/shared/api"
)

func infoPath(team int64, key string) string {
	return fmt.Sprintf("/api/team/invite/info?team_id=%d&key=%s", team, url.QueryEscape(key))
}

func TestTeamInviteLinks(t *testing.T) {
	w := newTeamWorld(t)
	link := inviteLink(t, w.Env, w.member, w.team, 0)
	raw, err := base64.RawURLEncoding.DecodeString(link.Key)
	if err != nil || len(raw) < 16 {
		t.Fatalf("key %q holds %d random bytes (%v)", link.Key, len(raw), err)
	}
	if link.Path != fmt.Sprintf("/invite/t/%d/%s", w.team, link.Key) {
		t.Fatalf("path %q", link.Path)
	}
	exp, _ := time.Parse(time.RFC3339, link.ExpiresAt)
	if d := time.Until(exp); d < (api.InviteLinkDays*24-1)*time.Hour || d > api.InviteLinkDays*24*time.Hour {
		t.Fatalf("expires at %s", link.ExpiresAt)
	}
	if n := w.count(t, "SELECT COUNT(*) FROM team_invites WHERE key_hash = ? OR key_hash LIKE ?", link.Key, "%"+link.Key[:20]+"%"); n != 0 {
		t.Fatal("the key itself is stored")
	}

	// Anyone holding the key sees what it opens; a wrong key, a wrong
	// workspace or an expired link is invalid.
	anon := w.Client()
	_, e := call(t, w.Env, "GET", infoPath(w.team, link.Key), anon.Token, nil)
	info := decode[api.TeamInviteInfo](t, e.Data)
	if e.Code != api.CodeOK || info.Scope != api.InviteTeam || info.Joined || info.Team.Name != "Acme" ||
		info.Channel.ID != 0 || info.Inviter != "Tester" {
		t.Fatalf("info %d %+v", e.Code, info)
	}
	stranger := w.SignUp(t, "stranger-"+time.Now().Format("150405.000000")+"@example.com")
	for _, p := range []string{infoPath(w.team, link.Key+"x"), infoPath(w.team, ""), infoPath(w.team+1, link.Key),
		infoPath(0, link.Key)} {
		w.expect(t, stranger, "GET", p, nil, api.CodeInviteInvalid)
	}
	w.expect(t, stranger, "POST", "/api/team/invite/join", api.TeamInviteJoinRequest{TeamID: w.team, Key: "nope"}, api.CodeInviteInvalid)
	if w.count(t, "SELECT COUNT(*) FROM team_members WHERE user_id = ?", userIDOf(t, stranger)) != 0 {
		t.Fatal("a refused join wrote a membership")
	}
	if got := decode[api.TeamInviteInfo](t, w.expect(t, w.member, "GET", infoPath(w.team, link.Key), nil, api.CodeOK)); !got.Joined {
		t.Fatal("a member is not told they joined")
	}

	// Joining twice is fine and keeps the role a member has.
	for range 2 {
		j := decode[api.TeamInviteJoined](t, w.expect(t, stranger, "POST", "/api/team/invite/join",
			api.TeamInviteJoinRequest{TeamID: w.team, Key: link.Key}, api.CodeOK))
		if j.TeamID != w.team || j.ChannelID != 0 {
			t.Fatalf("joined %+v", j)
		}
	}
	if w.count(t, "SELECT COUNT(*) FROM team_members WHERE team_id = ? AND user_id = ? AND role = 3", w.team, userIDOf(t, stranger)) != 1 {
		t.Fatal("the joiner is not a member (3)")
	}
	joinTeam(t, w.Env, w.visitor, w.team, link.Key)
	if w.roleOf(t, w.visitor) != int(api.RoleVisitor) {
		t.Fatal("joining again changed a visitor's role")
	}

	w.App.Teams.Now = func() time.Time { return time.Now().UTC().Add(api.InviteLinkDays*24*time.Hour + time.Minute) }
	defer func() { w.App.Teams.Now = func() time.Time { return time.Now().UTC() } }()
	w.expect(t, anon, "GET", infoPath(w.team, link.Key), nil, api.CodeInviteInvalid)
	w.expect(t, stranger, "POST", "/api/team/invite/join", api.TeamInviteJoinRequest{TeamID: w.team, Key: link.Key}, api.CodeInviteInvalid)
}

func TestTeamRoomInviteLinks(t *testing.T) {
	w := newTeamWorld(t)
	private := w.room(t, "secret", true, w.admin)
	public := w.room(t, "lobby", false, w.admin, w.member)
	w.expect(t, w.member, "POST", "/api/team/invite/link", api.TeamInviteLinkRequest{TeamID: w.team, ChannelID: private}, api.CodeNotFound)
	w.expect(t, w.owner, "POST", "/api/team/invite/link", api.TeamInviteLinkRequest{TeamID: w.team, ChannelID: public}, api.CodeForbidden)
	w.expect(t, w.member, "POST", "/api/team/invite/link", api.TeamInviteLinkRequest{TeamID: w.team, ChannelID: 999999}, api.CodeNotFound)
	elsewhere := createTeam(t, w.Env, w.member, "Elsewhere")
	w.expect(t, w.member, "POST", "/api/team/invite/link", api.TeamInviteLinkRequest{TeamID: elsewhere.ID, ChannelID: public}, api.CodeNotFound)

	link := inviteLink(t, w.Env, w.member, w.team, public)
	newcomer := w.SignUp(t, "newcomer-"+time.Now().Format("150405.000000")+"@example.com")
	info := decode[api.TeamInviteInfo](t, w.expect(t, newcomer, "GET", infoPath(w.team, link.Key), nil, api.CodeOK))
	if info.Scope != api.InviteChannel || info.Channel.ID != public || info.Channel.Name != "lobby" || info.Joined {
		t.Fatalf("info %+v", info)
	}
	j := joinTeam(t, w.Env, newcomer, w.team, link.Key)
	if j.ChannelID != public || j.TeamID != w.team {
		t.Fatalf("joined %+v", j)
	}
	id := userIDOf(t, newcomer)
	if w.count(t, "SELECT COUNT(*) FROM team_members WHERE team_id = ? AND user_id = ? AND role = 3", w.team, id) != 1 ||
		w.count(t, "SELECT COUNT(*) FROM channel_members WHERE channel_id = ? AND user_id = ? AND role = 2", public, id) != 1 {
		t.Fatal("the room invite did not make a workspace member (3) and a room member (2)")
	}
	if !decode[api.TeamInviteInfo](t, w.expect(t, newcomer, "GET", infoPath(w.team, link.Key), nil, api.CodeOK)).Joined {
		t.Fatal("joined is false after joining the room")
	}
	// A workspace member not in the room joins the room with the link.
	joinTeam(t, w.Env, w.visitor, w.team, link.Key)
	if w.count(t, "SELECT COUNT(*) FROM channel_members WHERE channel_id = ? AND user_id = ?", public, w.ids[w.visitor]) != 1 ||
		w.roleOf(t, w.visitor) != int(api.RoleVisitor) {
		t.Fatal("the visitor did not join the room, or changed role")
	}
	// A deleted room's links stop working.
	w.exec(t, "DELETE FROM channel_members WHERE channel_id = ?", public)
	w.exec(t, "DELETE FROM channels WHERE id = ?", public)
	w.expect(t, newcomer, "GET", infoPath(w.team, link.Key), nil, api.CodeInviteInvalid)
	w.expect(t, w.owner, "POST", "/api/team/invite/join", api.TeamInviteJoinRequest{TeamID: w.team, Key: link.Key}, api.CodeInviteInvalid)
}

func TestTeamInviteEmailRules(t *testing.T) {
	w := newTeamWorld(t)
	stamp := time.Now().Format("150405.000000")
	outsider := "outsider-" + stamp + "@example.com"
	w.SignUp(t, outsider)
	memberEmail := func() string {
		u, _ := w.member.UserInfo(t.Context())
		return u.Email
	}()
	fresh := "Fresh-" + stamp + "@Example.com"
	req := api.TeamInviteEmailRequest{TeamID: w.team, Emails: []string{fresh, "not an address", " " + strings.ToUpper(memberEmail), outsider, ""}}
	status, e := call(t, w.Env, "POST", "/api/team/invite/email", w.member.Token, req)
	res := decode[api.TeamInviteEmailResult](t, e.Data)
	if status != 400 || e.Code != api.CodeInviteRefused || len(res.Sent) != 0 ||
		!slices.Equal(res.Invalid, []string{"not an address"}) || !slices.Equal(res.Joined, []string{memberEmail}) ||
		!slices.Equal(res.Registered, []string{outsider}) {
		t.Fatalf("refusal %d %d %+v", status, e.Code, res)
	}
	// Invitations and their mail are written in one transaction.
	if w.count(t, "SELECT COUNT(*) FROM team_invites WHERE email <> ''") != 0 ||
		w.count(t, "SELECT COUNT(*) FROM jobs WHERE kind = ? AND payload LIKE ?", mail.JobKind, "%invited you%") != 0 {
		t.Fatal("a refused invitation wrote invitations or mail")
	}
	tooMany := make([]string, api.MaxInviteEmails+1)
	for i := range tooMany {
		tooMany[i] = fmt.Sprintf("many-%d-%s@example.com", i, stamp)
	}
	w.expect(t, w.member, "POST", "/api/team/invite/email", api.TeamInviteEmailRequest{TeamID: w.team, Emails: tooMany}, api.CodeInvalidParam)
	w.expect(t, w.member, "POST", "/api/team/invite/email", api.TeamInviteEmailRequest{TeamID: w.team, Emails: []string{"", " "}}, api.CodeInvalidParam)
	w.expect(t, w.visitor, "POST", "/api/team/invite/email", api.TeamInviteEmailRequest{TeamID: w.team, Emails: []string{fresh}}, api.CodeForbidden)

	sent := decode[api.TeamInviteEmailResult](t, w.expect(t, w.member, "POST", "/api/team/invite/email",
		api.TeamInviteEmailRequest{TeamID: w.team, Emails: append(tooMany[:api.MaxInviteEmails-2], fresh, " "+strings.ToLower(fresh)+" ")}, api.CodeOK))
	if len(sent.Sent) != api.MaxInviteEmails-1 || !slices.Contains(sent.Sent, strings.ToLower(fresh)) {
		t.Fatalf("sent %+v", sent)
	}
	if n := w.count(t, "SELECT COUNT(*) FROM team_invites WHERE email <> ''"); n != api.MaxInviteEmails-1 {
		t.Fatalf("%d invitations", n)
	}
	// Without an SMTP server the service keeps each message in its outbox.
	apptest.Eventually(t, "one message per invitation in the outbox", func() bool {
		files, _ := filepath.Glob(filepath.Join(w.DataDir, "outbox", "*.eml"))
		n := 0
		for _, f := range files {
			raw, _ := os.ReadFile(f)
			m, err := netmail.ReadMessage(bytes.NewReader(raw))
			if err != nil {
				continue
			}
			if to, err := netmail.ParseAddress(m.Header.Get("To")); err == nil && slices.Contains(sent.Sent, to.Address) {
				n++
			}
		}
		return n == len(sent.Sent)
	})

	// Sending is limited per inviter: 10 at once, then one a minute.
	for i := range 10 {
		want := api.CodeOK
		if i == 9 {
			want = api.CodeTooManyRequests
		}
		w.expect(t, w.member, "POST", "/api/team/invite/email",
			api.TeamInviteEmailRequest{TeamID: w.team, Emails: []string{fmt.Sprintf("burst-%d-%s@example.com", i, stamp)}}, want)
	}
	w.expect(t, w.admin, "POST", "/api/team/invite/email",
		api.TeamInviteEmailRequest{TeamID: w.team, Emails: []string{"admin-" + stamp + "@example.com"}}, api.CodeOK)
}

var landingLink = regexp.MustCompile(`https?://[^\s"<]+/invite/t/(\d+)/([A-Za-z0-9_-]+)`)

// TestTeamInviteMailArrivesOnce: an invitation sent through mailpit
// arrives once, in both languages, with a landing link that works, and
// joining marks it accepted.
func TestTeamInviteMailArrivesOnce(t *testing.T) {
	mp := apptest.NewMailpit(t)
	cfg := apptest.Config(t)
	cfg.SMTP = mp.SMTP()
	cfg.PublicURL = "https://reelroom.example.com"
	env := apptest.Start(t, cfg)
	owner := env.SignUp(t, "mailowner-"+time.Now().Format("150405.000000")+"@example.com")
	tm := createTeam(t, env, owner, "Mail <Team>")
	to := "invitee-" + time.Now().Format("150405.000000000") + "@example.com"
	mustCall(t, env, "POST", "/api/team/invite/email", owner.Token, api.TeamInviteEmailRequest{TeamID: tm.ID, Emails: []string{to}})
	msgs := mp.WaitFor(t, to, 1)
	m := msgs[0]
	if !strings.Contains(m.Subject, "Mail <Team>") || !strings.Contains(m.Subject, "邀请您加入") {
		t.Errorf("subject %q", m.Subject)
	}
	if !strings.Contains(m.HTML, "Mail &lt;Team&gt;") || strings.Contains(m.HTML, "<Team>") {
		t.Errorf("html does not escape the name:\n%s", m.HTML)
	}
	found := landingLink.FindStringSubmatch(m.Text)
	if found == nil || !strings.HasPrefix(found[0], "https://reelroom.example.com/invite/t/") || found[1] != fmt.Sprint(tm.ID) {
		t.Fatalf("no landing link in:\n%s", m.Text)
	}
	key := found[2]
	_, e := call(t, env, "GET", infoPath(tm.ID, key), "", nil)
	if e.Code != api.CodeOK {
		t.Fatalf("the mailed key: %d %s", e.Code, e.Msg)
	}
	invitee := env.SignUp(t, to)
	joinTeam(t, env, invitee, tm.ID, key)
	d := decode[api.Team](t, mustCall(t, env, "GET", fmt.Sprintf("/api/team/detail/%d", tm.ID), invitee.Token, nil))
	if d.Role != api.RoleMember || d.PendingInviteCount != 0 || d.MemberCount != 2 {
		t.Fatalf("after joining: %+v", d)
	}
	// An accepted invitation's key does not let anyone else in.
	other := env.SignUp(t, "other-"+time.Now().Format("150405.000000000")+"@example.com")
	_, e = call(t, env, "POST", "/api/team/invite/join", other.Token, api.TeamInviteJoinRequest{TeamID: tm.ID, Key: key})
	if e.Code != api.CodeInviteInvalid {
		t.Fatalf("someone else joined with an accepted invitation: %d", e.Code)
	}
	// An invitation's key is used once, by whoever holds it.
	to2 := "forwarded-" + time.Now().Format("150405.000000000") + "@example.com"
	mustCall(t, env, "POST", "/api/team/invite/email", owner.Token, api.TeamInviteEmailRequest{TeamID: tm.ID, Emails: []string{to2}})
	key2 := landingLink.FindStringSubmatch(mp.WaitFor(t, to2, 1)[0].Text)[2]
	joinTeam(t, env, other, tm.ID, key2)
	third := env.SignUp(t, "third-"+time.Now().Format("150405.000000000")+"@example.com")
	if _, e = call(t, env, "POST", "/api/team/invite/join", third.Token, api.TeamInviteJoinRequest{TeamID: tm.ID, Key: key2}); e.Code != api.CodeInviteInvalid {
		t.Fatalf("a used invitation let a third person in: %d", e.Code)
	}
	if p := decode[api.TeamInvitePending](t, mustCall(t, env, "GET", fmt.Sprintf("/api/team/invite/pending?team_id=%d", tm.ID), owner.Token, nil)); len(p.Invites) != 0 {
		t.Fatalf("still pending: %+v", p)
	}

	// Delivered once: nothing is left queued and mailpit holds one message.
	apptest.Eventually(t, "the mail job to finish", func() bool {
		jobs, err := env.App.Store.JobsOfKind(t.Context(), mail.JobKind)
		return err == nil && len(jobs) == 0
	})
	invitations := 0
	for _, m := range mp.WaitFor(t, to, 2) { // the invitation and the new account's verification code
		if strings.Contains(m.Subject, "invited you") {
			invitations++
		}
	}
	if invitations != 1 {
		t.Fatalf("%d invitations to %s", invitations, to)
	}
}
