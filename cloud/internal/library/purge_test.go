package library_test

import (
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/library"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

func TestTrashExpiresAfterThreeDays(t *testing.T) {
	r := freshRig(t)
	old, young := r.video(t, api.VideoOK, 0), r.video(t, api.VideoOK, 0)
	if err := r.lib.Trash(bg, r.user, api.Items{Videos: []int64{old.ID}}); err != nil {
		t.Fatal(err)
	}
	r.clk.Add(48 * time.Hour)
	if err := r.lib.Trash(bg, r.user, api.Items{Videos: []int64{young.ID}}); err != nil {
		t.Fatal(err)
	}
	if err := r.jobs.Schedule(bg); err != nil {
		t.Fatal(err)
	}
	r.runDue(t) // day 2: nothing is due
	if !r.exists(t, old.ID) || len(r.stored(old.ID)) != 2 {
		t.Fatal("erased before its time")
	}
	r.clk.Add(library.TrashTime - 48*time.Hour + library.SweepEvery)
	r.runDue(t)
	if r.exists(t, old.ID) || len(r.stored(old.ID)) != 0 || !r.uploads.gone(old.UploadID) {
		t.Fatalf("after 3 days: row kept %v, files %v, upload gone %v", r.exists(t, old.ID), r.stored(old.ID), r.uploads.gone(old.UploadID))
	}
	if !r.exists(t, young.ID) || len(r.stored(young.ID)) != 2 {
		t.Fatal("the younger one went too")
	}
	if n, _ := r.st.QueuedJobs(bg, library.SweepKind); n != 1 {
		t.Fatalf("%d sweeps queued, want the next one", n)
	}
	r.clk.Add(48 * time.Hour)
	r.runDue(t)
	if r.exists(t, young.ID) {
		t.Fatal("the younger one outlived its 3 days")
	}
}

func TestAbandonedUploadsStopCountingAndGo(t *testing.T) {
	r := freshRig(t)
	idle := r.video(t, api.VideoLocalUploading, 0)
	busy := r.video(t, api.VideoRecordUploading, 0)
	done := r.video(t, api.VideoOK, 0)
	count := func() int {
		n, err := r.st.CountVideos(bg, r.user, r.clk.Now())
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := count(); n != 3 {
		t.Fatalf("fresh uploads count %d, want 3", n)
	}
	r.clk.Add(23 * time.Hour)
	if err := r.st.UploadActive(bg, busy.UploadID, r.clk.Now()); err != nil {
		t.Fatal(err)
	}
	r.clk.Add(2 * time.Hour)
	if n := count(); n != 2 {
		t.Fatalf("after 25 h count %d, want 2 (the idle upload stops counting)", n)
	}
	if err := r.jobs.Schedule(bg); err != nil {
		t.Fatal(err)
	}
	r.runDue(t)
	if r.exists(t, idle.ID) || !r.uploads.gone(idle.UploadID) || len(r.stored(idle.ID)) != 0 {
		t.Fatal("the abandoned upload was not erased")
	}
	if !r.exists(t, busy.ID) || !r.exists(t, done.ID) || r.uploads.gone(busy.UploadID) {
		t.Fatal("a live upload or a finished video was erased")
	}
	if store.AbandonAfter != 24*time.Hour {
		t.Fatal("the spec says a day")
	}
}

func TestSharedFilesStayWhileACopyPlaysThem(t *testing.T) {
	r := freshRig(t)
	orig := r.video(t, api.VideoOK, 0)
	copied := r.video(t, api.VideoOK, orig.ID)
	erase := func(id int64) {
		t.Helper()
		if err := r.lib.Trash(bg, r.user, api.Items{Videos: []int64{id}}); err != nil {
			t.Fatal(err)
		}
		if err := r.lib.Erase(bg, r.user, api.Items{Videos: []int64{id}}); err != nil {
			t.Fatal(err)
		}
		r.runDue(t)
	}
	erase(orig.ID)
	if r.exists(t, orig.ID) || len(r.stored(orig.ID)) != 2 {
		t.Fatalf("original: row kept %v, files %v (the copy still plays them)", r.exists(t, orig.ID), r.stored(orig.ID))
	}
	erase(copied.ID)
	if r.exists(t, copied.ID) || len(r.stored(orig.ID)) != 0 {
		t.Fatalf("copy: files %v remain with no video playing them", r.stored(orig.ID))
	}
}

func TestPurgeRunsTwice(t *testing.T) {
	r := freshRig(t)
	a, b := r.video(t, api.VideoOK, 0), r.video(t, api.VideoOK, 0)
	if err := r.lib.Trash(bg, r.user, api.Items{Videos: []int64{a.ID, b.ID}}); err != nil {
		t.Fatal(err)
	}
	if err := r.lib.Erase(bg, r.user, api.Items{Videos: []int64{a.ID, b.ID}}); err != nil {
		t.Fatal(err)
	}
	if err := r.purger.Enqueue(bg, []int64{a.ID, b.ID}); err != nil { // a second job for the same videos
		t.Fatal(err)
	}
	r.runDue(t)
	for _, v := range []int64{a.ID, b.ID} {
		if r.exists(t, v) || len(r.stored(v)) != 0 {
			t.Fatalf("video %d not purged", v)
		}
	}
	if n, _ := r.st.QueuedJobs(bg, library.PurgeKind); n != 0 {
		t.Fatalf("%d purge jobs left (failed or queued)", n)
	}
}

func TestPurgeWaitsForProcessingToLetGo(t *testing.T) {
	r := freshRig(t)
	v := r.video(t, api.VideoProcessing, 0)
	// A worker of another queue holds the video's process-video job.
	j, err := r.processor.NewJob(v.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.st.EnqueueJob(bg, &j); err != nil {
		t.Fatal(err)
	}
	if _, err := r.st.ClaimJob(bg, j.ID, "worker", r.clk.Now(), r.clk.Now().Add(15*time.Second)); err != nil {
		t.Fatal(err)
	}
	if err := r.lib.Trash(bg, r.user, api.Items{Videos: []int64{v.ID}}); err != nil {
		t.Fatal(err)
	}
	if err := r.lib.Erase(bg, r.user, api.Items{Videos: []int64{v.ID}}); err != nil {
		t.Fatal(err)
	}
	r.runDue(t)
	erasing, err := r.st.ErasingVideo(bg, v.ID)
	if err != nil || len(r.stored(v.ID)) != 2 {
		t.Fatalf("purged while a worker held it: %v, files %v", err, r.stored(v.ID))
	}
	if erasing.Status != api.VideoFail {
		t.Fatalf("status %d: an erased video must leave the processing queue", erasing.Status)
	}
	r.clk.Add(time.Hour) // the lease ran out and the retry is due
	r.runDue(t)
	if r.exists(t, v.ID) || len(r.stored(v.ID)) != 0 {
		t.Fatal("not purged once the worker let go")
	}
}
