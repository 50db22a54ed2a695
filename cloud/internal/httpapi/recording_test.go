package httpapi_test

import (
	"context"
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// topLevelBoxes names the top-level boxes of an MP4.
func topLevelBoxes(t *testing.T, b []byte) []string {
	t.Helper()
	var out []string
	for off := 0; off+8 <= len(b); {
		size := int(binary.BigEndian.Uint32(b[off:]))
		if size < 8 {
			t.Fatalf("box at %d has size %d", off, size)
		}
		out = append(out, string(b[off+4:off+8]))
		off += size
	}
	return out
}

// A recording's link works from its first second; the moment its last
// fragment lands it plays, from its upload; the final file replaces it and
// the upload stays for viewers who started on it.
func TestRecordingPlaysTheMomentItStops(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	c := env.SignUp(t, "ann@example.com")
	data := apptest.ReadFile(t, apptest.MakeRecording(t, 4))
	rec := apptest.StartRecording(t, c, "WEB_2026-11-22 10:00:00")
	if len(rec.ShareKey) < 22 {
		t.Fatalf("share key %q: a recording's link must exist from the start", rec.ShareKey)
	}
	v, err := c.VideoDetail(ctx, rec.VideoID)
	if err != nil || v.Status != api.VideoRecordUploading || v.PlayURL != "" || v.ShareKey != rec.ShareKey {
		t.Fatalf("while recording: %+v, %v", v, err)
	}
	viewer := env.Client()
	early, err := viewer.ShareDetail(ctx, rec.VideoID, rec.ShareKey)
	if err != nil || early.Status != api.VideoRecordUploading || early.PlayURL != "" {
		t.Fatalf("a viewer who opens the link early sees it is recording: %+v, %v", early, err)
	}

	half := len(data) / 2
	apptest.StreamFile(t, c, rec, data[:half], 32<<10, false)
	var ae *api.Error
	if _, err := c.RecordComplete(ctx, rec.VideoID); !errors.As(err, &ae) || ae.Code != api.CodeUploadIncomplete {
		t.Fatalf("complete before the length is known: %v", err)
	}
	if err := c.Patch(ctx, rec.Location, int64(half), strings.NewReader(string(data[half:])), int64(len(data)-half), true); err != nil {
		t.Fatal(err)
	}
	v, err = c.RecordComplete(ctx, rec.VideoID)
	if err != nil {
		t.Fatal(err)
	}
	if env.OnS3() {
		// Uploads in a bucket are processed before they play.
		if v.Status != api.VideoProcessing {
			t.Fatalf("on S3 complete gives %d", v.Status)
		}
		v = env.WaitProcessed(t, c, rec.VideoID)
		if v.Status != api.VideoOK || !strings.Contains(v.PlayURL, "/video.mp4") {
			t.Fatalf("on S3: %+v", v)
		}
		return
	}
	if v.Status != api.VideoOK || !strings.Contains(v.PlayURL, "/live.mp4") || v.Duration < 3900 || v.Duration > 4100 ||
		v.Width != 640 || v.Height != 360 {
		t.Fatalf("complete: status %d play %q duration %d %dx%d", v.Status, v.PlayURL, v.Duration, v.Width, v.Height)
	}
	live := v.PlayURL
	if res := get(t, env.URL+live, "bytes=0-99"); res.StatusCode != 206 || len(readAll(t, res)) != 100 {
		t.Fatalf("live file: %d", res.StatusCode)
	}
	if got := readAll(t, get(t, env.URL+live, "")); string(got) != string(data) {
		t.Fatalf("the live file is not the recording (%d of %d bytes)", len(got), len(data))
	}

	apptest.Eventually(t, "the final file replaces the live one", func() bool {
		v, err = c.VideoDetail(ctx, rec.VideoID)
		return err == nil && strings.Contains(v.PlayURL, "/video.mp4") && v.Cover != ""
	})
	final := readAll(t, get(t, env.URL+v.PlayURL, ""))
	boxes := strings.Join(topLevelBoxes(t, final), ",")
	if strings.Contains(boxes, "moof") || !strings.HasPrefix(boxes, "ftyp,") || strings.Index(boxes, "moov") > strings.Index(boxes, "mdat") {
		t.Fatalf("final file is not one faststart index: %s", boxes)
	}
	if v.Status != api.VideoOK || v.Duration < 3900 || v.Duration > 4100 {
		t.Fatalf("final: %+v", v)
	}
	if res := get(t, env.URL+live, "bytes=0-99"); res.StatusCode != 206 {
		t.Fatalf("a viewer who started on the live file keeps it: %d", res.StatusCode)
	}
	if _, err := c.VideoDownload(ctx, rec.VideoID); err != nil {
		t.Fatalf("download once final: %v", err)
	}
	shared, err := viewer.ShareDetail(ctx, rec.VideoID, rec.ShareKey)
	if err != nil || shared.Status != api.VideoOK || shared.PlayURL == "" {
		t.Fatalf("shared after stop: %+v, %v", shared, err)
	}
}

// A recording cut off inside a fragment (the tab died mid-write) is cut
// back to its last whole fragment and plays.
func TestCutOffRecordingIsRepaired(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	data := apptest.ReadFile(t, apptest.MakeRecording(t, 5))
	cut := data[:len(data)*6/10]
	rec := apptest.StartRecording(t, c, "cut off")
	apptest.StreamFile(t, c, rec, cut, 64<<10, true)
	runCases(t, env, []apiCase{
		{"unknown complete type", "PUT", "/api/record/complete/" + itoa(rec.VideoID) + "?type=auto", c.Token, nil, 400, api.CodeInvalidParam},
	})
	// The spec's manual stop: PUT /record/complete/{id}?type=manual.
	status, e := call(t, env, "PUT", "/api/record/complete/"+itoa(rec.VideoID)+"?type=manual", c.Token, nil)
	if v := decode[api.Video](t, e.Data); status != 200 || v.Status != api.VideoProcessing {
		t.Fatalf("a damaged recording is processed first: %d %+v", status, v)
	}
	v := env.WaitProcessed(t, c, rec.VideoID)
	if v.Status != api.VideoOK || v.Duration < 1500 || v.Duration > 4000 || v.PlayURL == "" {
		t.Fatalf("repaired: status %d (%s) duration %d", v.Status, v.FailReason, v.Duration)
	}
}

// Browsers that cannot record MP4 send WebM; a recording may be WebM, an
// upload may not.
func TestWebMRecordingBecomesMP4(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	webm := apptest.MakeRaw(t, "-f", "lavfi", "-i", "testsrc=size=320x240:rate=30", "-f", "lavfi", "-i", "sine=frequency=440",
		"-t", "2", "-c:v", "libvpx", "-deadline", "realtime", "-b:v", "500k", "-c:a", "libopus", "rec.webm")
	rec := apptest.StartRecording(t, c, "webm")
	apptest.StreamFile(t, c, rec, apptest.ReadFile(t, webm), 16<<10, true)
	if _, err := c.RecordComplete(context.Background(), rec.VideoID); err != nil {
		t.Fatal(err)
	}
	v := env.WaitProcessed(t, c, rec.VideoID)
	if v.Status != api.VideoOK || v.Duration < 1900 || v.Duration > 2100 || v.Width != 320 {
		t.Fatalf("webm recording: %+v", v)
	}
	if boxes := topLevelBoxes(t, readAll(t, get(t, env.URL+v.PlayURL, ""))); boxes[0] != "ftyp" {
		t.Fatalf("not an MP4: %v", boxes)
	}
	up := apptest.UploadAndComplete(t, c, webm, "uploaded webm")
	if v := env.WaitProcessed(t, c, up); v.Status != api.VideoFail || v.FailReason != "Wrong format" {
		t.Fatalf("an uploaded WebM: %d %q", v.Status, v.FailReason)
	}
}

// Discarding an unfinished recording deletes it and its bytes; finished
// videos and other people's are out of reach.
func TestDiscardRecording(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	rec := apptest.StartRecording(t, ann, "to discard")
	apptest.StreamFile(t, ann, rec, []byte("some bytes of a recording"), 8, false)
	runCases(t, env, []apiCase{
		{"someone else's", "POST", "/api/v2/record/local/discard", bob.Token, api.RecordDiscardRequest{VideoID: rec.VideoID}, 404, api.CodeNotFound},
		{"no such video", "POST", "/api/v2/record/local/discard", ann.Token, api.RecordDiscardRequest{VideoID: 999999}, 404, api.CodeNotFound},
		{"not signed in", "POST", "/api/v2/record/local/discard", "", api.RecordDiscardRequest{VideoID: rec.VideoID}, 401, api.CodeLoginOutdated},
		{"bad body", "POST", "/api/v2/record/local/discard", ann.Token, "{", 400, api.CodeInvalidParam},
		{"own unfinished recording", "POST", "/api/v2/record/local/discard", ann.Token, api.RecordDiscardRequest{VideoID: rec.VideoID}, 200, api.CodeOK},
	})
	var ae *api.Error
	if _, err := ann.VideoDetail(ctx, rec.VideoID); !errors.As(err, &ae) || ae.Code != api.CodeNotFound {
		t.Fatalf("discarded video: %v", err)
	}
	if _, err := ann.Offset(ctx, rec.Location); err == nil {
		t.Fatal("the discarded recording's upload still answers")
	}
	if u, _ := ann.UserInfo(ctx); u.VideoCount != 0 {
		t.Fatalf("a discarded recording still counts: %d", u.VideoCount)
	}
	done := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "finished")
	runCases(t, env, []apiCase{
		{"finished video", "POST", "/api/v2/record/local/discard", ann.Token, api.RecordDiscardRequest{VideoID: done.ID}, 409, api.CodeConflict},
	})
}

func TestRenameVideo(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	rec := apptest.StartRecording(t, ann, "WEB_2026-11-22 10:00:00")
	runCases(t, env, []apiCase{
		{"empty", "PUT", "/api/video/rename", ann.Token, api.VideoRenameRequest{ID: rec.VideoID, Name: "   "}, 400, api.CodeInvalidParam},
		{"too long", "PUT", "/api/video/rename", ann.Token, api.VideoRenameRequest{ID: rec.VideoID, Name: strings.Repeat("a", 81)}, 400, api.CodeInvalidParam},
		{"control character", "PUT", "/api/video/rename", ann.Token, api.VideoRenameRequest{ID: rec.VideoID, Name: "a\x00b"}, 400, api.CodeInvalidParam},
		{"someone else's", "PUT", "/api/video/rename", bob.Token, api.VideoRenameRequest{ID: rec.VideoID, Name: "mine now"}, 404, api.CodeNotFound},
		{"bad body", "PUT", "/api/video/rename", ann.Token, "[]", 400, api.CodeInvalidParam},
	})
	v, err := ann.VideoRename(ctx, rec.VideoID, "  Weekly demo  ")
	if err != nil || v.Title != "Weekly demo" || v.Name != "Weekly demo" {
		t.Fatalf("rename: %+v, %v", v, err)
	}
	if v, _ := ann.VideoDetail(ctx, rec.VideoID); v.Title != "Weekly demo" {
		t.Fatalf("after rename: %q", v.Title)
	}
}
