package library_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// roomLog records the room events it is told of.
type roomLog struct {
	mu   sync.Mutex
	gone []store.RoomVideo
}

func (l *roomLog) VideoRemoved(_ context.Context, channelID, videoID int64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.gone = append(l.gone, store.RoomVideo{VideoID: videoID, ChannelID: channelID})
}

func (l *roomLog) removed() []store.RoomVideo {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]store.RoomVideo(nil), l.gone...)
}

// A room video leaves its room's feed when its author trashes it, and when
// an abandoned recording in a room is erased.
func TestRoomVideosLeaveTheirRooms(t *testing.T) {
	r := freshRig(t)
	log := &roomLog{}
	r.lib.SetRoomEvents(log)
	r.purger.SetRoomEvents(log)
	const room = 77
	trashed := r.video(t, api.VideoOK, 0)
	idle := r.video(t, api.VideoLocalUploading, 0)
	for _, id := range []int64{trashed.ID, idle.ID} {
		if _, err := r.st.PlaceVideo(bg, r.user, id, room, r.clk.Now()); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.lib.Trash(bg, r.user, api.Items{Videos: []int64{trashed.ID}}); err != nil {
		t.Fatal(err)
	}
	if got := log.removed(); len(got) != 1 || got[0] != (store.RoomVideo{VideoID: trashed.ID, ChannelID: room}) {
		t.Fatalf("after the trash: %+v", got)
	}
	if v, err := r.st.VideoByID(bg, trashed.ID); err != nil || v.ChannelID != 0 || v.FolderID != 0 || v.AddedAt != nil {
		t.Fatalf("a trashed room video is still placed in a room: %+v, %v", v, err)
	}
	r.clk.Add(store.AbandonAfter + time.Hour)
	if err := r.jobs.Schedule(bg); err != nil {
		t.Fatal(err)
	}
	r.runDue(t)
	if got := log.removed(); len(got) != 2 || got[1] != (store.RoomVideo{VideoID: idle.ID, ChannelID: room}) {
		t.Fatalf("after the abandoned recording was erased: %+v", got)
	}
}
