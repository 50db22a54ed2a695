package httpapi_test

import (
	"context"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/shared/api"
)

// The /activity calls need a sign-in and answer the envelope's codes; with
// no cut-offs configured neither the gift month nor the privilege is
// offered.
func TestActivityCalls(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	runCases(t, env, []apiCase{
		{"invitation, anonymous", "GET", "/api/activity/invitation", "", nil, 401, api.CodeLoginOutdated},
		{"list, anonymous", "GET", "/api/activity/invitation/list?page=1", "", nil, 401, api.CodeLoginOutdated},
		{"gift check, anonymous", "GET", "/api/activity/free-vip/check", "", nil, 401, api.CodeLoginOutdated},
		{"gift claim, anonymous", "POST", "/api/activity/free-vip/claim", "", nil, 401, api.CodeLoginOutdated},
		{"privilege check, anonymous", "GET", "/api/activity/old-user-privilege/check", "", nil, 401, api.CodeLoginOutdated},
		{"privilege confirm, anonymous", "PUT", "/api/activity/old-user-privilege/confirm", "", nil, 401, api.CodeLoginOutdated},
		{"invitation", "GET", "/api/activity/invitation", ann.Token, nil, 200, api.CodeOK},
		{"list", "GET", "/api/activity/invitation/list?page=1", ann.Token, nil, 200, api.CodeOK},
		{"list, no page", "GET", "/api/activity/invitation/list", ann.Token, nil, 200, api.CodeOK},
		{"list, page 0", "GET", "/api/activity/invitation/list?page=0", ann.Token, nil, 400, api.CodeInvalidParam},
		{"list, page of letters", "GET", "/api/activity/invitation/list?page=x", ann.Token, nil, 400, api.CodeInvalidParam},
		{"gift check", "GET", "/api/activity/free-vip/check", ann.Token, nil, 200, api.CodeOK},
		{"gift claim, not offered", "POST", "/api/activity/free-vip/claim", ann.Token, nil, 409, api.CodeRewardClaimed},
		{"privilege check", "GET", "/api/activity/old-user-privilege/check", ann.Token, nil, 200, api.CodeOK},
		{"privilege confirm, not eligible", "PUT", "/api/activity/old-user-privilege/confirm", ann.Token, nil, 409, api.CodeRewardClaimed},
	})
	_, e := call(t, env, "GET", "/api/activity/invitation", ann.Token, nil)
	if s := decode[api.InvitationSummary](t, e.Data); len(s.Code) != 10 || s.DaysCapacity != api.TrialMaxDays || s.Invited != 0 {
		t.Fatalf("summary %+v", s)
	}
	_, e = call(t, env, "GET", "/api/activity/free-vip/check", ann.Token, nil)
	if c := decode[api.FreeVipCheck](t, e.Data); c.CanGetFree {
		t.Fatalf("gift offered with no cut-off: %+v", c)
	}
}

// Through the API: a person who signs up through a link, makes a first
// video and then verifies their address earns both sides a 7-day trial; the
// inviter's table shows them masked.
func TestInvitationThroughSignUp(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	_, e := call(t, env, "GET", "/api/activity/invitation", ann.Token, nil)
	code := decode[api.InvitationSummary](t, e.Data).Code
	bob := env.Client()
	bob.Token = registerWith(t, env, api.RegisterRequest{Email: "bob@example.com", Password: "quiet harbor kettle 42",
		Nickname: "Bob", InviteCode: code}, "")
	cleo := env.Client()
	cleo.Token = registerWith(t, env, api.RegisterRequest{Email: "cleo@example.com", Password: "quiet harbor kettle 42",
		Nickname: "Cleo", InviteCode: "UNKNOWN123"}, "")
	env.Upload(t, bob, apptest.MakeVideo(t, 1, "64x64"), "first")
	if u, _ := bob.UserInfo(ctx); u.IsVip {
		t.Fatal("rewarded before the address was verified")
	}
	codes, _ := outboxCodes(t, env, 3)
	wantPost(t, env, "/api/auth/verify", bob.Token, api.VerifyEmailRequest{Code: codes[1]}, api.CodeOK)
	for name, c := range map[string]interface {
		UserInfo(context.Context) (api.User, error)
	}{"inviter": ann, "invitee": bob} {
		if u, err := c.UserInfo(ctx); err != nil || !u.IsVip || u.Entitlements != plan.Premium {
			t.Fatalf("%s after the reward: %+v, %v", name, u, err)
		}
	}
	_, e = call(t, env, "GET", "/api/activity/invitation", ann.Token, nil)
	if s := decode[api.InvitationSummary](t, e.Data); s.Invited != 1 || s.Rewarded != 1 || s.DaysEarned != api.TrialDaysPerInvite {
		t.Fatalf("summary %+v", s)
	}
	_, e = call(t, env, "GET", "/api/activity/invitation/list?page=1", ann.Token, nil)
	p := decode[api.InvitationPage](t, e.Data)
	if p.Total != 1 || len(p.Rows) != 1 || p.Rows[0].Email != "b***@example.com" || p.Rows[0].Nickname != "Bob" ||
		p.Rows[0].Status != api.InvitationRewarded || p.Rows[0].Days != api.TrialDaysPerInvite {
		t.Fatalf("page %+v", p)
	}
	if u, _ := cleo.UserInfo(ctx); u.IsVip {
		t.Fatal("an unknown code gave something")
	}
}

// With the cut-offs configured, an old account at the Basic limit claims
// the gift month once, and confirms the old-user privilege once.
func TestGiftMonthAndPrivilege(t *testing.T) {
	cfg := apptest.Config(t)
	cfg.Plans.GiftBefore = time.Now().Add(time.Hour)
	cfg.Plans.PrivilegeBefore = time.Now().Add(time.Hour)
	env := apptest.Start(t, cfg)
	basic := plan.Basic
	basic.VideoLimit = 1
	env.App.Plans.SetBasic(basic)
	ann := env.SignUp(t, "ann@example.com")
	_, e := call(t, env, "GET", "/api/activity/free-vip/check", ann.Token, nil)
	if c := decode[api.FreeVipCheck](t, e.Data); c.CanGetFree {
		t.Fatal("offered below the limit")
	}
	env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "one")
	_, e = call(t, env, "GET", "/api/activity/free-vip/check", ann.Token, nil)
	if c := decode[api.FreeVipCheck](t, e.Data); !c.CanGetFree || c.Days != api.GiftDays {
		t.Fatalf("at the limit: %+v", c)
	}
	status, e := call(t, env, "POST", "/api/activity/free-vip/claim", ann.Token, nil)
	if cur := decode[api.CurrentPlan](t, e.Data); status != 200 || cur.State != api.SubTrial || cur.TrialEnd == 0 ||
		cur.Entitlements.VideoLimit != api.Unlimited {
		t.Fatalf("claim: %d %+v", status, cur)
	}
	runCases(t, env, []apiCase{
		{"second claim", "POST", "/api/activity/free-vip/claim", ann.Token, nil, 409, api.CodeRewardClaimed},
		{"privilege confirm", "PUT", "/api/activity/old-user-privilege/confirm", ann.Token, nil, 200, api.CodeOK},
		{"second confirm", "PUT", "/api/activity/old-user-privilege/confirm", ann.Token, nil, 409, api.CodeRewardClaimed},
	})
	_, e = call(t, env, "GET", "/api/activity/old-user-privilege/check", ann.Token, nil)
	if c := decode[api.OldUserPrivilegeCheck](t, e.Data); !c.Eligible || !c.Confirmed {
		t.Fatalf("privilege check %+v", c)
	}
}
