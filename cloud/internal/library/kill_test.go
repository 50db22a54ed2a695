package library_test

import (
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// The child's side of TestPurgeKilledHalfway: it purges, and stops dead
// once the first video's files are gone, until it is killed.
const (
	childDB    = "PURGE_CHILD_DB"
	childMedia = "PURGE_CHILD_MEDIA"
	childMark  = "PURGE_CHILD_MARK"
)

func TestPurgeKilledHalfway(t *testing.T) {
	if os.Getenv(childDB) != "" {
		purgeUntilKilled(t)
		return
	}
	r := freshRig(t)
	var ids []int64
	for range 3 {
		ids = append(ids, r.video(t, api.VideoOK, 0).ID)
	}
	if err := r.lib.Trash(bg, r.user, api.Items{Videos: ids}); err != nil {
		t.Fatal(err)
	}
	if err := r.lib.Erase(bg, r.user, api.Items{Videos: ids}); err != nil { // queued, not run here
		t.Fatal(err)
	}
	mark := t.TempDir() + "/halfway"
	child := exec.Command(os.Args[0], "-test.run=^TestPurgeKilledHalfway$", "-test.count=1")
	child.Env = append(os.Environ(), childDB+"="+r.url, childMedia+"="+r.media, childMark+"="+mark)
	child.Stdout, child.Stderr = os.Stderr, os.Stderr
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(mark); err == nil {
			break
		}
		if time.Now().After(deadline) {
			child.Process.Kill()
			t.Fatal("the child did not reach the middle of the purge in 2 minutes")
		}
	}
	if err := child.Process.Kill(); err != nil { // SIGKILL: no deferred call, no lease given back
		t.Fatal(err)
	}
	child.Wait()

	if !r.exists(t, ids[0]) || len(r.stored(ids[0])) != 0 || len(r.stored(ids[1])) != 2 || len(r.stored(ids[2])) != 2 {
		t.Fatalf("not halfway: first row kept %v files %v; others' files %v %v",
			r.exists(t, ids[0]), r.stored(ids[0]), r.stored(ids[1]), r.stored(ids[2]))
	}
	// Restarted after the dead worker's lease ran out.
	again := newRig(t, r.url, r.media, apptest.NewClock(time.Now().UTC().Add(time.Hour)))
	again.runDue(t)
	for _, id := range ids {
		if again.exists(t, id) || len(again.stored(id)) != 0 {
			t.Fatalf("video %d after restart: row %v, files %v", id, again.exists(t, id), again.stored(id))
		}
	}
}

// purgeUntilKilled runs the queued purge as a separate process would.
func purgeUntilKilled(t *testing.T) {
	r := newRig(t, os.Getenv(childDB), os.Getenv(childMedia), apptest.NewClock(time.Now().UTC()))
	r.purger.AfterFile = func(int64) {
		if err := os.WriteFile(os.Getenv(childMark), nil, 0o600); err != nil {
			t.Error(err)
		}
		time.Sleep(time.Hour) // killed here
	}
	r.runDue(t)
	t.Fatal("the purge ended before it was killed")
}
