//go:build cgo

package recorder

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// newRoom makes a workspace and a private room of c's user.
func newRoom(t *testing.T, c *client.Client, name string) api.Channel {
	t.Helper()
	ctx := context.Background()
	team, err := c.TeamCreate(ctx, name+" workspace")
	if err != nil {
		t.Fatal(err)
	}
	room, err := c.ChannelCreate(ctx, api.ChannelCreateRequest{TeamID: team.ID, Name: name, IsPrivate: true})
	if err != nil {
		t.Fatal(err)
	}
	return room
}

// unavailable records what Deps.RoomUnavailable hears.
type unavailable struct {
	mu    sync.Mutex
	rooms []int64
}

func (u *unavailable) hear(f *fixture) {
	f.rec.d.RoomUnavailable = func(id int64) {
		u.mu.Lock()
		u.rooms = append(u.rooms, id)
		u.mu.Unlock()
	}
}

func (u *unavailable) heard() []int64 {
	u.mu.Lock()
	defer u.mu.Unlock()
	return append([]int64(nil), u.rooms...)
}

// record makes a short recording into room channelID and returns its state
// while recording and what was finished.
func (f *fixture) record(t *testing.T, channelID int64) (State, Finished) {
	t.Helper()
	if err := f.rec.Start(Options{Display: f.display(t), Countdown: time.Second, ChannelID: channelID}); err != nil {
		t.Fatal(err)
	}
	st := f.waitStatus(t, Recording)
	time.Sleep(1500 * time.Millisecond)
	if !f.rec.Stop() {
		t.Fatal("Stop refused")
	}
	select {
	case fin := <-f.done:
		return st, fin
	case <-time.After(time.Minute):
		t.Fatalf("no link; state %+v", f.rec.State())
	}
	return State{}, Finished{}
}

func roomLink(server string, channelID, videoID int64) string {
	return fmt.Sprintf("%s/roomDetail/%d/%d", server, channelID, videoID)
}

// A recording into a room lands in the room, and the link handed out is the
// room's page of the video.
func TestRecordIntoARoom(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	room := newRoom(t, f.api, "Design")
	var heard unavailable
	heard.hear(f)

	if err := f.rec.Start(Options{Display: f.display(t), Countdown: time.Second, ChannelID: room.ID}); err != nil {
		t.Fatal(err)
	}
	st := f.waitStatus(t, Recording)
	if st.ChannelID != room.ID || st.RoomUnavailable || st.Link != roomLink(f.server, room.ID, st.VideoID) {
		t.Fatalf("recording state %+v, want room %d and its link", st, room.ID)
	}
	// The note kept for a crash knows the room.
	if notes, _ := f.store.List(); len(notes) != 1 || notes[0].ChannelID != room.ID {
		t.Fatalf("notes %+v, want one of room %d", notes, room.ID)
	}
	time.Sleep(1500 * time.Millisecond)
	f.rec.Stop()
	fin := <-f.done
	if fin.VideoID != st.VideoID || fin.ChannelID != room.ID || fin.Link != st.Link || fin.ShareURL != st.ShareURL {
		t.Fatalf("finished %+v, want video %d in room %d", fin, st.VideoID, room.ID)
	}
	feed, err := f.api.ChannelVideos(ctx, room.ID)
	if err != nil || len(feed.Videos) != 1 || feed.Videos[0].ID != fin.VideoID || feed.Videos[0].Status != api.VideoOK {
		t.Fatalf("the room's videos: %+v, %v; want the recording, ok", feed.Videos, err)
	}
	if got := heard.heard(); len(got) != 0 {
		t.Fatalf("the room was reported unavailable: %v", got)
	}
}

// A room that is gone, or that the user is not in, when the recording
// starts: the recording goes into My Videos, and the app hears why.
func TestUnavailableRoomRecordsIntoMyVideos(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	var heard unavailable
	heard.hear(f)

	deleted := newRoom(t, f.api, "Gone")
	if err := f.api.ChannelDelete(ctx, deleted.ID); err != nil {
		t.Fatal(err)
	}
	other := client.New(f.server)
	if _, err := other.Register(ctx, api.RegisterRequest{Email: "other-" + strconv.FormatInt(time.Now().UnixNano(), 36) + "@example.com",
		Password: "correct-horse-9", Nickname: "Other"}); err != nil {
		t.Fatal(err)
	}
	notMine := newRoom(t, other, "Theirs")

	for _, room := range []api.Channel{deleted, notMine} {
		st, fin := f.record(t, room.ID)
		if !st.RoomUnavailable || st.ChannelID != 0 || st.Link != st.ShareURL || st.ShareURL == "" {
			t.Fatalf("room %d: recording state %+v, want My Videos with its share link", room.ID, st)
		}
		if fin.ChannelID != 0 || fin.Link != fin.ShareURL {
			t.Fatalf("room %d: finished %+v, want My Videos", room.ID, fin)
		}
		v, err := f.api.VideoDetail(ctx, fin.VideoID)
		if err != nil || v.ChannelID != 0 || v.Status != api.VideoOK {
			t.Fatalf("room %d: video %+v, %v; want ok in My Videos", room.ID, v, err)
		}
		if st := f.rec.State(); st.RoomUnavailable {
			t.Fatalf("room %d: the notice outlived its recording: %+v", room.ID, st)
		}
	}
	if got := heard.heard(); len(got) != 2 || got[0] != deleted.ID || got[1] != notMine.ID {
		t.Fatalf("heard unavailable %v, want %d then %d", got, deleted.ID, notMine.ID)
	}
	if feed, err := other.ChannelVideos(ctx, notMine.ID); err != nil || len(feed.Videos) != 0 {
		t.Fatalf("the other user's room: %+v, %v; want nothing in it", feed.Videos, err)
	}
}

// A room recording the app did not finish (it quit or crashed while
// recording) is finished by the next start's Recover, into its room, with
// the room's link.
func TestRecoverARoomRecording(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	room := newRoom(t, f.api, "Standup")
	if err := f.rec.Start(Options{Display: f.display(t), Countdown: time.Second, ChannelID: room.ID}); err != nil {
		t.Fatal(err)
	}
	st := f.waitStatus(t, Recording)
	time.Sleep(2 * time.Second)
	// The app goes away: the recording ends without Stop, its upload half done.
	session, _, _, closePicture, ok := f.rec.take(Ready)
	if !ok {
		t.Fatal("no recording to take")
	}
	session.Stop()
	closePicture()

	next := New(Deps{Log: f.rec.d.Log, Server: f.rec.d.Server, Client: f.rec.d.Client, Store: f.store,
		Done: func(fin Finished) { f.done <- fin }})
	done, err := next.Recover(ctx)
	if err != nil || len(done) != 1 {
		t.Fatalf("Recover = %+v, %v", done, err)
	}
	if fin := <-f.done; fin.VideoID != st.VideoID || fin.ChannelID != room.ID || fin.Link != roomLink(f.server, room.ID, st.VideoID) {
		t.Fatalf("recovered %+v, want video %d with room %d's link", fin, st.VideoID, room.ID)
	}
	feed, err := f.api.ChannelVideos(ctx, room.ID)
	if err != nil || len(feed.Videos) != 1 || feed.Videos[0].ID != st.VideoID || feed.Videos[0].Status != api.VideoOK {
		t.Fatalf("the room's videos: %+v, %v", feed.Videos, err)
	}
}
