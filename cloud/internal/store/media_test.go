package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// VideoFiles names the video whose files a video plays (its own, or a saved
// copy's original) with the video's own title, and finds no video being
// erased, as VideoByID does.
func TestVideoFiles(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	now := time.Now().UTC()
	u := domain.User{Email: "ann@example.com", Nickname: "ann", VideoLimit: api.Unlimited, CreatedAt: now, UpdatedAt: now}
	if err := s.CreateUser(ctx, &u); err != nil {
		t.Fatal(err)
	}
	video := func(title string, mediaID int64) domain.Video {
		v := domain.Video{UserID: u.ID, Title: title, Status: api.VideoOK, MediaID: mediaID, CreatedAt: now, UpdatedAt: now}
		if err := s.CreateVideo(ctx, &v, api.Unlimited); err != nil {
			t.Fatal(err)
		}
		return v
	}
	orig := video("original", 0)
	cp := video("the copy", orig.ID)
	erasing := video("going", 0)
	if err := s.db.Model(&videoModel{}).Where("id = ?", erasing.ID).Update("erasing", true).Error; err != nil {
		t.Fatal(err)
	}

	for _, tc := range []struct {
		name   string
		id     int64
		files  int64
		title  string
		absent bool
	}{
		{"its own files", orig.ID, orig.ID, "original", false},
		{"a copy plays its original's", cp.ID, orig.ID, "the copy", false},
		{"being erased", erasing.ID, 0, "", true},
		{"no such video", cp.ID + 100, 0, "", true},
	} {
		files, title, err := s.VideoFiles(ctx, tc.id)
		if tc.absent {
			if !errors.Is(err, ErrNotFound) {
				t.Errorf("%s: %d, %q, %v; want ErrNotFound", tc.name, files, title, err)
			}
			if _, err := s.VideoByID(ctx, tc.id); !errors.Is(err, ErrNotFound) {
				t.Errorf("%s: VideoByID finds it (%v)", tc.name, err)
			}
			continue
		}
		if err != nil || files != tc.files || title != tc.title {
			t.Errorf("%s: %d, %q, %v; want %d, %q", tc.name, files, title, err, tc.files, tc.title)
		}
		if v, err := s.VideoByID(ctx, tc.id); err != nil || v.FilesID() != files || v.Title != title {
			t.Errorf("%s: VideoByID says %d, %q (%v)", tc.name, v.FilesID(), v.Title, err)
		}
	}
}

// BenchmarkVideoFiles compares the lookup every media request makes with
// loading the whole row, as it did before.
func BenchmarkVideoFiles(b *testing.B) {
	ctx := context.Background()
	s, err := Open(ctx, "sqlite:"+b.TempDir()+"/bench.db")
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	now := time.Now().UTC()
	u := domain.User{Email: "ann@example.com", Nickname: "ann", VideoLimit: api.Unlimited, CreatedAt: now, UpdatedAt: now}
	if err := s.CreateUser(ctx, &u); err != nil {
		b.Fatal(err)
	}
	v := domain.Video{UserID: u.ID, Title: "a video", Status: api.VideoOK, CreatedAt: now, UpdatedAt: now}
	if err := s.CreateVideo(ctx, &v, api.Unlimited); err != nil {
		b.Fatal(err)
	}
	b.Run("two columns", func(b *testing.B) {
		for b.Loop() {
			if _, _, err := s.VideoFiles(ctx, v.ID); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("whole row", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.VideoByID(ctx, v.ID); err != nil {
				b.Fatal(err)
			}
		}
	})
}
