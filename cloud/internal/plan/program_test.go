package plan_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// rig is the plan service over a fresh database (PostgreSQL with
// TEST_PG_DSN), on a clock the test moves.
type rig struct {
	ctx   context.Context
	st    *store.Store
	plans *plan.Service
	clk   *apptest.Clock
	hub   *recordingHub
}

var start = time.Date(2026, 6, 1, 9, 0, 0, 0, time.UTC)

func newRig(t *testing.T, cfg plan.Config) *rig {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, apptest.DatabaseURL(t, t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	r := &rig{ctx: ctx, st: st, plans: plan.New(st, cfg), clk: apptest.NewClock(start), hub: &recordingHub{}}
	r.plans.SetClock(r.clk.Now)
	r.plans.SetHub(r.hub)
	return r
}

// user makes an account, verified or not, made at the clock's time.
func (r *rig) user(t *testing.T, email string, verified bool) int64 {
	t.Helper()
	now := r.clk.Now()
	u := domain.User{Email: email, Nickname: "N", CreatedAt: now, UpdatedAt: now}
	if err := r.st.CreateUser(r.ctx, &u); err != nil {
		t.Fatal(err)
	}
	if verified {
		r.verify(t, u.ID)
	}
	return u.ID
}

func (r *rig) verify(t *testing.T, id int64) {
	t.Helper()
	if err := r.st.MarkEmailVerified(r.ctx, id, r.clk.Now()); err != nil {
		t.Fatal(err)
	}
}

// video gives the user a ready video of their own.
func (r *rig) video(t *testing.T, id int64) {
	t.Helper()
	now := r.clk.Now()
	v := domain.Video{UserID: id, Title: "v", Status: api.VideoOK, Version: 1, CreatedAt: now, UpdatedAt: now}
	if err := r.st.CreateVideo(r.ctx, &v, api.Unlimited); err != nil {
		t.Fatal(err)
	}
}

// signUp makes an account through inviter's link.
func (r *rig) signUp(t *testing.T, inviter int64, email string) int64 {
	t.Helper()
	code, err := r.plans.Code(r.ctx, inviter)
	if err != nil {
		t.Fatal(err)
	}
	id := r.user(t, email, false)
	r.plans.Invited(r.ctx, id, code)
	return id
}

func (r *rig) settle(t *testing.T, id int64) {
	t.Helper()
	if err := r.plans.Settle(r.ctx, id); err != nil {
		t.Fatal(err)
	}
}

// earned is the invitation days the user earned.
func (r *rig) earned(t *testing.T, id int64) int {
	t.Helper()
	n, err := r.st.TrialDaysEarned(r.ctx, id, domain.GrantInvite)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func (r *rig) snapshot(t *testing.T, id int64) plan.Snapshot {
	t.Helper()
	s, err := r.plans.Snapshot(r.ctx, id, r.clk.Now())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// recordingHub keeps the topics of the plan changes published.
type recordingHub struct {
	mu     sync.Mutex
	topics []string
}

func (h *recordingHub) Publish(_ context.Context, topic, typ string, _ any) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if typ == api.EventPlanChanged {
		h.topics = append(h.topics, topic)
	}
	return nil
}

func (h *recordingHub) Subscribe(string, func([]byte)) func() { return func() {} }

func (h *recordingHub) told() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]string(nil), h.topics...)
}

// The invitation program's rewards: once the invited person has both a
// verified address and a first video, in either order; never for oneself
// or an address that earned before; each side within its 364 days.
func TestInvitationRewards(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(t *testing.T, r *rig)
	}{
		{"verified, then a first video", func(t *testing.T, r *rig) {
			ann := r.user(t, "ann@example.com", true)
			bob := r.signUp(t, ann, "bob@example.com")
			r.verify(t, bob)
			r.settle(t, bob)
			if r.earned(t, ann)+r.earned(t, bob) != 0 {
				t.Fatal("rewarded before a first video")
			}
			r.video(t, bob)
			r.settle(t, bob)
			r.settle(t, bob) // a second call gives nothing more
			if r.earned(t, ann) != 7 || r.earned(t, bob) != 7 {
				t.Fatalf("earned %d and %d, want 7 each", r.earned(t, ann), r.earned(t, bob))
			}
			if told := r.hub.told(); len(told) != 2 || told[0] != fmt.Sprintf("user:%d", ann) || told[1] != fmt.Sprintf("user:%d", bob) {
				t.Fatalf("plan changes told: %v", told)
			}
			s := r.snapshot(t, bob)
			if !s.Premium || s.State != api.SubTrial || !s.TrialEnd.Equal(start.Add(7*24*time.Hour)) {
				t.Fatalf("invitee's plan %+v", s)
			}
		}},
		{"a first video, then verified", func(t *testing.T, r *rig) {
			ann := r.user(t, "ann@example.com", true)
			bob := r.signUp(t, ann, "bob@example.com")
			r.video(t, bob)
			r.settle(t, bob)
			if r.earned(t, ann)+r.earned(t, bob) != 0 {
				t.Fatal("rewarded before the address was verified")
			}
			r.verify(t, bob)
			r.settle(t, bob)
			if r.earned(t, ann) != 7 || r.earned(t, bob) != 7 {
				t.Fatalf("earned %d and %d, want 7 each", r.earned(t, ann), r.earned(t, bob))
			}
		}},
		{"settled once when both hooks race", func(t *testing.T, r *rig) {
			ann := r.user(t, "ann@example.com", true)
			bob := r.signUp(t, ann, "bob@example.com")
			r.verify(t, bob)
			r.video(t, bob)
			var wg sync.WaitGroup
			errs := make(chan error, 4)
			for range 4 {
				wg.Add(1)
				go func() { defer wg.Done(); errs <- r.plans.Settle(r.ctx, bob) }()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				if err != nil {
					t.Fatal(err)
				}
			}
			if r.earned(t, ann) != 7 || r.earned(t, bob) != 7 {
				t.Fatalf("earned %d and %d, want 7 each", r.earned(t, ann), r.earned(t, bob))
			}
		}},
		{"nothing without an invitation", func(t *testing.T, r *rig) {
			bob := r.user(t, "bob@example.com", true)
			r.video(t, bob)
			r.settle(t, bob)
			if r.earned(t, bob) != 0 {
				t.Fatal("rewarded without an invitation")
			}
		}},
		{"unknown code ignored", func(t *testing.T, r *rig) {
			bob := r.user(t, "bob@example.com", true)
			r.plans.Invited(r.ctx, bob, "NOSUCHCODE")
			r.video(t, bob)
			r.settle(t, bob)
			if _, err := r.st.InvitationOf(r.ctx, bob); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("an unknown code made an invitation: %v", err)
			}
		}},
		{"self-invite", func(t *testing.T, r *rig) {
			ann := r.user(t, "a.n.n@gmail.com", true)
			again := r.signUp(t, ann, "ann+second@gmail.com")
			r.verify(t, again)
			r.video(t, again)
			r.settle(t, again)
			if r.earned(t, ann)+r.earned(t, again) != 0 {
				t.Fatal("a self-invitation was rewarded")
			}
			inv, _ := r.st.InvitationOf(r.ctx, again)
			if inv.Status != string(api.InvitationRefused) {
				t.Fatalf("status %s", inv.Status)
			}
		}},
		{"same address after delete and sign-up again", func(t *testing.T, r *rig) {
			ann := r.user(t, "ann@example.com", true)
			bob := r.signUp(t, ann, "bob@example.com")
			r.verify(t, bob)
			r.video(t, bob)
			r.settle(t, bob)
			if err := r.st.DeleteUser(r.ctx, bob); err != nil {
				t.Fatal(err)
			}
			bob2 := r.signUp(t, ann, "Bob+again@example.com")
			r.verify(t, bob2)
			r.video(t, bob2)
			r.settle(t, bob2)
			if r.earned(t, ann) != 7 || r.earned(t, bob2) != 0 {
				t.Fatalf("earned %d and %d after the repeat, want 7 and 0", r.earned(t, ann), r.earned(t, bob2))
			}
			sum, err := r.plans.Summary(r.ctx, ann)
			if err != nil || sum.Invited != 1 || sum.Rewarded != 0 || sum.DaysEarned != 7 {
				t.Fatalf("summary %+v, %v", sum, err)
			}
		}},
		{"cap at 364 days", func(t *testing.T, r *rig) {
			ann := r.user(t, "ann@example.com", true)
			seed := domain.Grant{UserID: ann, Kind: domain.GrantInvite, Source: "invitation:seed", Days: 360,
				StartAt: start, EarnedAt: start}
			if err := r.st.AddGrant(r.ctx, &seed); err != nil {
				t.Fatal(err)
			}
			for i, want := range []int{364, 364} {
				b := r.signUp(t, ann, fmt.Sprintf("b%d@example.com", i))
				r.verify(t, b)
				r.video(t, b)
				r.settle(t, b)
				if r.earned(t, ann) != want || r.earned(t, b) != 7 {
					t.Fatalf("invitation %d: inviter %d days, invitee %d", i, r.earned(t, ann), r.earned(t, b))
				}
			}
			page, err := r.plans.Page(r.ctx, ann, 1)
			if err != nil || page.Total != 2 || page.Rows[0].Status != api.InvitationRefused || page.Rows[1].Days != 4 ||
				page.Rows[1].Status != api.InvitationRewarded || page.Rows[0].Email != "b***@example.com" {
				t.Fatalf("page %+v, %v", page, err)
			}
		}},
		{"trial earned while paid waits for the paid plan", func(t *testing.T, r *rig) {
			ann := r.user(t, "ann@example.com", true)
			paidEnd := start.Add(10 * 24 * time.Hour)
			if _, err := r.st.SetPaidPlan(r.ctx, domain.PaidPlan{UserID: ann, Type: api.PlanYearly, Platform: api.PayStripe,
				State: api.SubActive, PeriodEnd: paidEnd, SourceAt: start, UpdatedAt: start}); err != nil {
				t.Fatal(err)
			}
			bob := r.signUp(t, ann, "bob@example.com")
			r.verify(t, bob)
			r.video(t, bob)
			r.settle(t, bob)
			if _, err := r.st.SetPaidPlan(r.ctx, domain.PaidPlan{UserID: ann, Type: api.PlanYearly, Platform: api.PayStripe,
				State: api.SubExpired, PeriodEnd: paidEnd, SourceAt: paidEnd, UpdatedAt: paidEnd}); err != nil {
				t.Fatal(err)
			}
			r.clk.Add(12 * 24 * time.Hour)
			if s := r.snapshot(t, ann); !s.Premium || s.State != api.SubTrial || !s.TrialEnd.Equal(paidEnd.Add(7*24*time.Hour)) {
				t.Fatalf("after the paid plan: %+v", s)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.run(t, newRig(t, plan.Config{})) })
	}
}

// Every user has one stable code; a page past the end is empty.
func TestInvitationCodeAndPages(t *testing.T) {
	r := newRig(t, plan.Config{})
	ann := r.user(t, "ann@example.com", true)
	c1, err := r.plans.Code(r.ctx, ann)
	c2, _ := r.plans.Code(r.ctx, ann)
	if err != nil || c1 != c2 || len(c1) != 10 {
		t.Fatalf("codes %q %q, %v", c1, c2, err)
	}
	if other, _ := r.plans.Code(r.ctx, r.user(t, "bob@example.com", true)); other == c1 {
		t.Fatal("two users share a code")
	}
	for i := range api.InvitePageSize + 1 {
		r.signUp(t, ann, fmt.Sprintf("p%d@example.com", i))
		r.clk.Add(time.Minute)
	}
	for page, want := range map[int]int{1: api.InvitePageSize, 2: 1, 3: 0} {
		p, err := r.plans.Page(r.ctx, ann, page)
		if err != nil || len(p.Rows) != want || p.Total != api.InvitePageSize+1 {
			t.Fatalf("page %d: %d rows of %d, %v", page, len(p.Rows), p.Total, err)
		}
	}
	if _, err := r.plans.Page(r.ctx, ann, 0); err == nil {
		t.Fatal("page 0 accepted")
	}
}

func codeOf(err error) api.Code {
	var ae *api.Error
	if errors.As(err, &ae) {
		return ae.Code
	}
	return 0
}

// The gift month: offered once, to accounts made before the cut-off that
// are on Basic at the video limit.
func TestGiftMonth(t *testing.T) {
	cut := start.Add(time.Hour)
	for _, tc := range []struct {
		name    string
		cfg     plan.Config
		made    time.Duration // account made this long after start
		videos  int
		premium bool
		offered bool
	}{
		{"beta user at the limit", plan.Config{GiftBefore: cut}, 0, 2, false, true},
		{"not at the limit", plan.Config{GiftBefore: cut}, 0, 1, false, false},
		{"made after the cut-off", plan.Config{GiftBefore: cut}, 2 * time.Hour, 2, false, false},
		{"no cut-off configured", plan.Config{}, 0, 2, false, false},
		{"already Premium", plan.Config{GiftBefore: cut}, 0, 2, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, tc.cfg)
			r.plans.SetBasic(api.Entitlements{VideoLimit: 2, RecordDurationLimit: 300, MaxHeight: 1080})
			r.clk.Add(tc.made)
			ann := r.user(t, "ann@example.com", true)
			for range tc.videos {
				r.video(t, ann)
			}
			if tc.premium {
				if _, err := r.plans.GrantPremium(r.ctx, ann, 0); err != nil {
					t.Fatal(err)
				}
			}
			check, err := r.plans.GiftCheck(r.ctx, ann)
			if err != nil || check.CanGetFree != tc.offered || (tc.offered && check.Days != api.GiftDays) {
				t.Fatalf("check %+v, %v", check, err)
			}
			cur, err := r.plans.ClaimGift(r.ctx, ann)
			if !tc.offered {
				if codeOf(err) != api.CodeRewardClaimed {
					t.Fatalf("claim of what is not offered: %v", err)
				}
				return
			}
			end := r.clk.Now().Add(api.GiftDays * 24 * time.Hour)
			if err != nil || cur.PlanType != api.PlanActivity || cur.State != api.SubTrial || cur.TrialEnd != end.Unix() ||
				cur.Entitlements.VideoLimit != api.Unlimited {
				t.Fatalf("claim: %+v, %v", cur, err)
			}
			if _, err := r.plans.ClaimGift(r.ctx, ann); codeOf(err) != api.CodeRewardClaimed {
				t.Fatalf("second claim: %v", err)
			}
			r.clk.Add(api.GiftDays * 24 * time.Hour)
			if check, _ := r.plans.GiftCheck(r.ctx, ann); check.CanGetFree {
				t.Fatal("offered again after it ended")
			}
		})
	}
}

// The old-user privilege: accounts made before the cut-off confirm it once
// and keep professional_activity with no end.
func TestOldUserPrivilege(t *testing.T) {
	r := newRig(t, plan.Config{PrivilegeBefore: start.Add(time.Hour)})
	old := r.user(t, "old@example.com", true)
	r.clk.Add(2 * time.Hour)
	young := r.user(t, "young@example.com", true)

	if c, err := r.plans.PrivilegeCheck(r.ctx, old); err != nil || !c.Eligible || c.Confirmed {
		t.Fatalf("old before: %+v, %v", c, err)
	}
	cur, err := r.plans.ConfirmPrivilege(r.ctx, old)
	if err != nil || cur.PlanType != api.PlanActivity || cur.State != api.SubPrivilege || cur.TrialEnd != 0 ||
		cur.Entitlements.MaxHeight != api.PremiumMaxHeight {
		t.Fatalf("confirm: %+v, %v", cur, err)
	}
	if c, _ := r.plans.PrivilegeCheck(r.ctx, old); !c.Eligible || !c.Confirmed {
		t.Fatalf("old after: %+v", c)
	}
	if _, err := r.plans.ConfirmPrivilege(r.ctx, old); codeOf(err) != api.CodeRewardClaimed {
		t.Fatalf("second confirm: %v", err)
	}
	r.clk.Add(5 * 365 * 24 * time.Hour)
	if s := r.snapshot(t, old); !s.Premium || s.State != api.SubPrivilege {
		t.Fatalf("years later: %+v", s)
	}
	if c, _ := r.plans.PrivilegeCheck(r.ctx, young); c.Eligible || c.Confirmed {
		t.Fatalf("young: %+v", c)
	}
	if _, err := r.plans.ConfirmPrivilege(r.ctx, young); codeOf(err) != api.CodeRewardClaimed {
		t.Fatalf("young confirms: %v", err)
	}
}
