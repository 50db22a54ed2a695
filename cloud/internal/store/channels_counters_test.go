package store

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// roomCount is a room's member and video counts.
type roomCount struct{ members, videos int }

// counterWorld is a workspace with two rooms, in which the counters test
// moves members and videos about.
type counterWorld struct {
	s     *Store
	now   time.Time
	team  int64
	users map[string]int64
	rooms [2]int64
	vids  map[string]int64
}

func newCounterWorld(t *testing.T, s *Store) *counterWorld {
	ctx := context.Background()
	w := &counterWorld{s: s, now: time.Now().UTC().Truncate(time.Millisecond), users: map[string]int64{},
		vids: map[string]int64{}}
	for _, name := range []string{"owner", "b", "c", "d", "e"} {
		u := domain.User{Email: name + "@example.com", Nickname: name, VideoLimit: api.Unlimited, CreatedAt: w.now,
			UpdatedAt: w.now}
		if err := s.CreateUser(ctx, &u); err != nil {
			t.Fatal(err)
		}
		w.users[name] = u.ID
	}
	tm := domain.Team{Name: "T", OwnerID: w.users["owner"], CreatedAt: w.now}
	if err := s.CreateTeam(ctx, &tm); err != nil {
		t.Fatal(err)
	}
	w.team = tm.ID
	for _, name := range []string{"b", "c", "d", "e"} {
		if err := s.JoinByInvite(ctx, domain.TeamInvite{TeamID: tm.ID}, w.users[name], "", api.RoleMember, w.now); err != nil {
			t.Fatal(err)
		}
	}
	for i := range w.rooms {
		c := domain.Channel{TeamID: tm.ID, Name: fmt.Sprintf("room %d", i), CreatorID: w.users["owner"],
			CreatedAt: w.now, UpdatedAt: w.now}
		if err := s.CreateChannel(ctx, &c); err != nil {
			t.Fatal(err)
		}
		w.rooms[i] = c.ID
	}
	return w
}

// video makes user's video called name in room (0: My Videos) in status st.
func (w *counterWorld) video(name, user string, room int64, st api.VideoStatus) error {
	return w.videoAt(name, user, room, st, w.now)
}

// videoAt is video added to the room at at.
func (w *counterWorld) videoAt(name, user string, room int64, st api.VideoStatus, at time.Time) error {
	v := domain.Video{UserID: w.users[user], ChannelID: room, Title: name, Status: st, Version: 1,
		CreatedAt: at, UpdatedAt: at}
	if room != 0 {
		v.AddedAt = &at
	}
	if err := w.s.CreateVideo(context.Background(), &v, api.Unlimited); err != nil {
		return err
	}
	w.vids[name] = v.ID
	return nil
}

// stored reads the rooms' counters; recounted counts their members and feed
// videos from scratch.
func (w *counterWorld) stored(t *testing.T) map[int64]roomCount {
	return w.counts(t, "SELECT id, member_count AS members, video_count AS videos FROM channels")
}

func (w *counterWorld) recounted(t *testing.T) map[int64]roomCount {
	return w.counts(t, `SELECT c.id,
		(SELECT COUNT(*) FROM channel_members m WHERE m.channel_id = c.id) AS members,
		(SELECT COUNT(*) FROM videos v WHERE v.channel_id = c.id AND `+roomVideo+`) AS videos
		FROM channels c`)
}

func (w *counterWorld) counts(t *testing.T, query string) map[int64]roomCount {
	var rows []struct {
		ID      int64
		Members int
		Videos  int
	}
	if err := w.s.db.Raw(query).Scan(&rows).Error; err != nil {
		t.Fatal(err)
	}
	out := map[int64]roomCount{}
	for _, r := range rows {
		out[r.ID] = roomCount{r.Members, r.Videos}
	}
	return out
}

// TestRoomCountersFollowEveryChange walks the members and videos of two
// rooms through every way in or out of a room, and after each step the
// counters the sidebar reads equal both the step's expected figures and a
// count from scratch of every room. Migrating down and up again recounts
// them the same (the backfill of existing rows).
func TestRoomCountersFollowEveryChange(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	w := newCounterWorld(t, s)
	r1, r2 := w.rooms[0], w.rooms[1]
	later := w.now.Add(time.Hour)
	steps := []struct {
		name string
		do   func() error
		want [2]roomCount // r1, r2; a deleted room is not checked
	}{
		{"created: the creator is in", func() error { return nil }, [2]roomCount{{1, 0}, {1, 0}}},
		{"join", func() error {
			_, err := s.AddChannelMembers(ctx, r1, w.team, []int64{w.users["b"]}, api.RoleRoomMember, w.now)
			return err
		}, [2]roomCount{{2, 0}, {1, 0}}},
		{"join by a room invitation", func() error {
			inv := domain.TeamInvite{TeamID: w.team, ChannelID: r1}
			return s.JoinByInvite(ctx, inv, w.users["c"], "", api.RoleMember, w.now)
		}, [2]roomCount{{3, 0}, {1, 0}}},
		{"add members", func() error {
			users := []int64{w.users["b"], w.users["c"], w.users["d"], w.users["e"]}
			_, err := s.AddChannelMembers(ctx, r2, w.team, users, api.RoleRoomMember, w.now)
			return err
		}, [2]roomCount{{3, 0}, {5, 0}}},
		{"add members already in", func() error {
			_, err := s.AddChannelMembers(ctx, r2, w.team, []int64{w.users["b"], w.users["c"]}, api.RoleRoomMember, w.now)
			return err
		}, [2]roomCount{{3, 0}, {5, 0}}},
		{"record into a room", func() error { return w.video("rec", "owner", r1, api.VideoRecordUploading) },
			[2]roomCount{{3, 1}, {5, 0}}},
		{"upload into a room", func() error { return w.video("b1", "b", r1, api.VideoOK) },
			[2]roomCount{{3, 2}, {5, 0}}},
		{"send (forward) into a room", func() error { return w.video("fwd", "c", r2, api.VideoOK) },
			[2]roomCount{{3, 2}, {5, 1}}},
		{"a video of My Videos", func() error { return w.video("mine", "d", 0, api.VideoOK) },
			[2]roomCount{{3, 2}, {5, 1}}},
		{"move from My Videos into a room", func() error {
			_, err := s.PlaceVideo(ctx, w.users["d"], w.vids["mine"], r2, w.now)
			return err
		}, [2]roomCount{{3, 2}, {5, 2}}},
		{"move from room to room", func() error {
			_, err := s.PlaceVideo(ctx, w.users["b"], w.vids["b1"], r2, w.now)
			return err
		}, [2]roomCount{{3, 1}, {5, 3}}},
		{"move into the room it is in", func() error {
			_, err := s.PlaceVideo(ctx, w.users["b"], w.vids["b1"], r2, later)
			return err
		}, [2]roomCount{{3, 1}, {5, 3}}},
		{"move back to My Videos", func() error {
			_, err := s.PlaceVideo(ctx, w.users["d"], w.vids["mine"], 0, w.now)
			return err
		}, [2]roomCount{{3, 1}, {5, 2}}},
		{"fork into My Videos", func() error { return w.video("fork", "e", 0, api.VideoOK) },
			[2]roomCount{{3, 1}, {5, 2}}},
		{"a recording in a room fails", func() error {
			return s.TransitionStatus(ctx, w.vids["rec"], api.VideoRecordUploading, api.VideoFail)
		}, [2]roomCount{{3, 0}, {5, 2}}},
		{"remove a video from its room", func() error { return s.TakeOutOfRoom(ctx, w.vids["fwd"], r2, w.now) },
			[2]roomCount{{3, 0}, {5, 1}}},
		{"trash a room video", func() error {
			return s.TrashItems(ctx, w.users["b"], nil, []int64{w.vids["b1"]}, w.now)
		}, [2]roomCount{{3, 0}, {5, 0}}},
		{"restore it (to My Videos)", func() error {
			return s.RestoreItems(ctx, w.users["b"], nil, []int64{w.vids["b1"]}, keepName, w.now)
		}, [2]roomCount{{3, 0}, {5, 0}}},
		{"move into a room again", func() error {
			_, err := s.PlaceVideo(ctx, w.users["b"], w.vids["b1"], r1, w.now)
			return err
		}, [2]roomCount{{3, 1}, {5, 0}}},
		{"trash it again", func() error {
			return s.TrashItems(ctx, w.users["b"], nil, []int64{w.vids["b1"]}, w.now)
		}, [2]roomCount{{3, 0}, {5, 0}}},
		{"erase it", func() error {
			_, err := s.EraseItems(ctx, w.users["b"], nil, []int64{w.vids["b1"]})
			return err
		}, [2]roomCount{{3, 0}, {5, 0}}},
		{"start recording into a room", func() error { return w.video("stale", "c", r2, api.VideoRecordUploading) },
			[2]roomCount{{3, 0}, {5, 1}}},
		{"the recording is abandoned (erasing)", func() error {
			_, err := s.MarkAbandoned(ctx, later)
			return err
		}, [2]roomCount{{3, 0}, {5, 0}}},
		{"the erasing video's row is deleted", func() error { return s.DeleteErasingVideo(ctx, w.vids["stale"]) },
			[2]roomCount{{3, 0}, {5, 0}}},
		{"start an upload into a room", func() error { return w.video("gone", "c", r2, api.VideoLocalUploading) },
			[2]roomCount{{3, 0}, {5, 1}}},
		{"the upload's row is deleted", func() error {
			return s.DeleteVideoInStatus(ctx, w.vids["gone"], api.VideoLocalUploading)
		}, [2]roomCount{{3, 0}, {5, 0}}},
		{"quit", func() error {
			_, err := s.RemoveChannelMembers(ctx, r1, []int64{w.users["b"]})
			return err
		}, [2]roomCount{{2, 0}, {5, 0}}},
		{"the creator cannot be removed", func() error {
			_, err := s.RemoveChannelMembers(ctx, r1, []int64{w.users["owner"]})
			return err
		}, [2]roomCount{{2, 0}, {5, 0}}},
		{"remove a member", func() error {
			_, err := s.RemoveChannelMembers(ctx, r2, []int64{w.users["b"]})
			return err
		}, [2]roomCount{{2, 0}, {4, 0}}},
		{"leave the workspace", func() error { return s.RemoveTeamMember(ctx, w.team, w.users["c"], w.users["c"]) },
			[2]roomCount{{1, 0}, {3, 0}}},
		{"an account is deleted with its memberships and videos", func() error {
			if err := w.video("e1", "e", r2, api.VideoOK); err != nil {
				return err
			}
			if err := w.video("d1", "d", r2, api.VideoOK); err != nil {
				return err
			}
			return s.db.Exec("DELETE FROM users WHERE id = ?", w.users["e"]).Error
		}, [2]roomCount{{1, 0}, {2, 1}}},
	}
	for _, step := range steps {
		if err := step.do(); err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		got := w.stored(t)
		for i, want := range step.want {
			if got[w.rooms[i]] != want {
				t.Fatalf("%s: room %d counts %+v, want %+v", step.name, i+1, got[w.rooms[i]], want)
			}
		}
		if truth := w.recounted(t); fmt.Sprint(got) != fmt.Sprint(truth) {
			t.Fatalf("%s: stored %v, counted %v", step.name, got, truth)
		}
	}

	// The backfill: without the counters and back, the same figures.
	before := w.stored(t)
	p, err := s.migrationProvider()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.DownTo(ctx, 14); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Up(ctx); err != nil {
		t.Fatal(err)
	}
	if after := w.stored(t); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Fatalf("backfilled %v, were %v", after, before)
	}

	// Deleting a room, then the workspace, sends the videos home and
	// leaves the other rooms' figures right.
	if _, err := s.DeleteChannel(ctx, r1, w.now); err != nil {
		t.Fatal(err)
	}
	if got, truth := w.stored(t), w.recounted(t); got[r2] != (roomCount{2, 1}) || fmt.Sprint(got) != fmt.Sprint(truth) {
		t.Fatalf("after deleting room 1: stored %v, counted %v", got, truth)
	}
	if err := s.DeleteTeam(ctx, w.team, w.users["owner"]); err != nil {
		t.Fatal(err)
	}
	if got := w.stored(t); len(got) != 0 {
		t.Fatalf("rooms left after the workspace: %v", got)
	}
	var inRooms int64
	if err := s.db.Table("videos").Where("channel_id <> 0").Count(&inRooms).Error; err != nil || inRooms != 0 {
		t.Fatalf("videos still in rooms: %d (%v)", inRooms, err)
	}
}

// TestUnreadCountsOthersFeedVideosPastTheMark: a member's unread count is
// the others' videos shown in the feed, all of them before the member first
// reads the room (the stored count less their own), then those added after
// the mark; one outside the room has none.
func TestUnreadCountsOthersFeedVideosPastTheMark(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	w := newCounterWorld(t, s)
	room := w.rooms[0]
	if _, err := s.AddChannelMembers(ctx, room, w.team, []int64{w.users["b"]}, api.RoleRoomMember, w.now); err != nil {
		t.Fatal(err)
	}
	for _, v := range []struct{ name, user string }{{"o1", "owner"}, {"o2", "owner"}, {"b1", "b"}, {"b2", "b"}, {"b3", "b"}} {
		if err := w.video(v.name, v.user, room, api.VideoRecordUploading); err != nil {
			t.Fatal(err)
		}
	}
	unread := func(user string) (joined, one int) {
		t.Helper()
		byTeam, err := s.JoinedChannels(ctx, w.users[user], []int64{w.team})
		if err != nil {
			t.Fatal(err)
		}
		c, err := s.ChannelFor(ctx, w.users[user], room, true)
		if err != nil {
			t.Fatal(err)
		}
		for _, j := range byTeam[w.team] {
			if j.ID == room {
				joined = j.Unread
			}
		}
		return joined, c.Unread
	}
	check := func(when, user string, want int) {
		t.Helper()
		if joined, one := unread(user); joined != want || one != want {
			t.Fatalf("%s: %s's unread %d in the sidebar, %d in the room, want %d", when, user, joined, one, want)
		}
	}
	check("never read", "owner", 3)
	check("never read", "b", 2)
	if err := s.TransitionStatus(ctx, w.vids["b3"], api.VideoRecordUploading, api.VideoFail); err != nil {
		t.Fatal(err)
	}
	check("a video failed", "owner", 2)
	if err := s.MarkChannelRead(ctx, room, w.users["owner"], w.now.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	check("read", "owner", 0)
	if err := w.videoAt("b4", "b", room, api.VideoOK, w.now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := w.videoAt("o3", "owner", room, api.VideoOK, w.now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	check("another's video after the mark", "owner", 1)
	check("never read, with new videos", "b", 3)
	if _, err := s.AddChannelMembers(ctx, w.rooms[1], w.team, []int64{w.users["b"]}, api.RoleRoomMember, w.now); err != nil {
		t.Fatal(err)
	}
	browse, err := s.BrowsableChannels(ctx, w.users["c"], w.team)
	if err != nil {
		t.Fatal(err)
	}
	if len(browse) != 2 || browse[0].Unread != 0 || browse[0].VideoCount != 6 || browse[0].MemberCount != 2 ||
		browse[1].MemberCount != 2 {
		t.Fatalf("rooms to browse: %+v", browse)
	}
}

func keepName(name string, _ func(string) bool) string { return name }
