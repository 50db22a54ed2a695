package httpapi_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

var bg = context.Background()

// codeOf is the API code of err (CodeOK for nil).
func codeOf(err error) api.Code {
	var ae *api.Error
	if errors.As(err, &ae) {
		return ae.Code
	}
	if err != nil {
		return api.CodeInternal
	}
	return api.CodeOK
}

func mustFolder(t *testing.T, c *client.Client, name string, pid int64) api.Folder {
	t.Helper()
	f, err := c.FolderCreate(bg, name, pid)
	if err != nil {
		t.Fatalf("create folder %q in %d: %v", name, pid, err)
	}
	return f
}

// mustVideo makes a video waiting for its upload in folder pid.
func mustVideo(t *testing.T, c *client.Client, title string, pid int64) int64 {
	t.Helper()
	r, err := c.RecordInit(bg, api.RecordInitRequest{Title: title, FolderID: pid})
	if err != nil {
		t.Fatalf("init %q in %d: %v", title, pid, err)
	}
	return r.VideoID
}

func TestFolderNames(t *testing.T) {
	env := apptest.New(t)
	ann, bob := env.SignUp(t, "ann@example.com"), env.SignUp(t, "bob@example.com")
	a := mustFolder(t, ann, "Alpha", 0)
	sub := mustFolder(t, ann, "Sub", a.ID)
	gone := mustFolder(t, ann, "Gone", 0)
	if err := ann.ItemsTrash(bg, api.Items{Folders: []int64{gone.ID}}); err != nil {
		t.Fatal(err)
	}
	bobs := mustFolder(t, bob, "Bob's", 0)
	cases := []struct {
		name string
		do   func() error
		want api.Code
	}{
		{"same name in the root", func() error { _, err := ann.FolderCreate(bg, " Alpha ", 0); return err }, api.CodeNameTaken},
		{"same name elsewhere", func() error { _, err := ann.FolderCreate(bg, "Alpha", a.ID); return err }, api.CodeOK},
		{"other case", func() error { _, err := ann.FolderCreate(bg, "alpha", 0); return err }, api.CodeOK},
		{"name of a trashed folder", func() error { _, err := ann.FolderCreate(bg, "Gone", 0); return err }, api.CodeOK},
		{"another user's name", func() error { _, err := bob.FolderCreate(bg, "Alpha", 0); return err }, api.CodeOK},
		{"blank", func() error { _, err := ann.FolderCreate(bg, "  ", 0); return err }, api.CodeInvalidParam},
		{"80 characters", func() error { _, err := ann.FolderCreate(bg, strings.Repeat("名", 80), 0); return err }, api.CodeOK},
		{"81 characters", func() error { _, err := ann.FolderCreate(bg, strings.Repeat("名", 81), 0); return err }, api.CodeInvalidParam},
		{"into an unknown folder", func() error { _, err := ann.FolderCreate(bg, "x", 99999); return err }, api.CodeNotFound},
		{"into another's folder", func() error { _, err := ann.FolderCreate(bg, "x", bobs.ID); return err }, api.CodeNotFound},
		{"into a trashed folder", func() error { _, err := ann.FolderCreate(bg, "x", gone.ID); return err }, api.CodeNotFound},
		{"rename to a taken name", func() error { _, err := ann.FolderRename(bg, a.ID, "alpha"); return err }, api.CodeNameTaken},
		{"rename to its own name", func() error { _, err := ann.FolderRename(bg, a.ID, "Alpha"); return err }, api.CodeOK},
		{"rename", func() error { _, err := ann.FolderRename(bg, sub.ID, "Renamed"); return err }, api.CodeOK},
		{"rename another's", func() error { _, err := ann.FolderRename(bg, bobs.ID, "Mine"); return err }, api.CodeNotFound},
		{"rename a trashed one", func() error { _, err := ann.FolderRename(bg, gone.ID, "Back"); return err }, api.CodeNotFound},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := codeOf(tc.do()); got != tc.want {
				t.Fatalf("code %d, want %d", got, tc.want)
			}
		})
	}
	_, err := ann.FolderCreate(bg, "Alpha", 0)
	var ae *api.Error
	if !errors.As(err, &ae) || ae.Msg != "This name has been used. Please try another." {
		t.Fatalf("duplicate name message: %v", err)
	}
	all, err := ann.FolderAll(bg)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int64]bool{0: true}
	for _, f := range all.Folders {
		if !seen[f.Pid] || f.ID == gone.ID {
			t.Fatalf("folder/all: %d before its parent %d, or trashed: %+v", f.ID, f.Pid, all.Folders)
		}
		seen[f.ID] = true
	}
	if len(all.Folders) != 6 {
		t.Fatalf("folder/all has %d folders, want 6", len(all.Folders))
	}
}

func TestListFolder(t *testing.T) {
	env := apptest.New(t)
	ann, bob := env.SignUp(t, "ann@example.com"), env.SignUp(t, "bob@example.com")
	a := mustFolder(t, ann, "A", 0)
	b := mustFolder(t, ann, "B", a.ID)
	mustFolder(t, ann, "c", a.ID)
	trashedSub := mustFolder(t, ann, "T", a.ID)
	v1 := mustVideo(t, ann, "zeta", a.ID)
	v2 := mustVideo(t, ann, "Eta", a.ID)
	v3 := mustVideo(t, ann, "gone", a.ID)
	mustVideo(t, ann, "in b", b.ID)
	if err := ann.ItemsTrash(bg, api.Items{Folders: []int64{trashedSub.ID}, Videos: []int64{v3}}); err != nil {
		t.Fatal(err)
	}
	l, err := ann.VideoList(bg, a.ID, "title:asc")
	if err != nil {
		t.Fatal(err)
	}
	if l.Folder == nil || l.Folder.ID != a.ID || l.Folder.SubFolders != 2 || l.Folder.Videos != 2 {
		t.Fatalf("folder = %+v", l.Folder)
	}
	if len(l.Breadcrumb) != 1 || l.Breadcrumb[0].ID != a.ID {
		t.Fatalf("breadcrumb = %+v", l.Breadcrumb)
	}
	if len(l.Folders) != 2 || l.Folders[0].Name != "B" || l.Folders[1].Name != "c" || l.Folders[0].Videos != 1 {
		t.Fatalf("folders = %+v", l.Folders)
	}
	if len(l.Videos) != 2 || l.Videos[0].ID != v2 || l.Videos[1].ID != v1 {
		t.Fatalf("videos = %+v", l.Videos)
	}
	if l, _ := ann.VideoList(bg, a.ID, ""); len(l.Videos) != 2 || l.Videos[0].ID != v2 || l.Folders[0].Name != "c" {
		t.Fatalf("newest first: %+v", l)
	}
	deep, err := ann.VideoList(bg, b.ID, "")
	if err != nil || len(deep.Breadcrumb) != 2 || deep.Breadcrumb[0].Name != "A" || deep.Breadcrumb[1].Name != "B" {
		t.Fatalf("breadcrumb of B = %+v, %v", deep.Breadcrumb, err)
	}
	root, err := ann.VideoList(bg, 0, "")
	if err != nil || root.Folder != nil || len(root.Breadcrumb) != 0 || len(root.Folders) != 1 || len(root.Videos) != 0 {
		t.Fatalf("root = %+v, %v", root, err)
	}
	for name, do := range map[string]func() error{
		"unknown":   func() error { _, err := ann.VideoList(bg, 99999, ""); return err },
		"another's": func() error { _, err := bob.VideoList(bg, a.ID, ""); return err },
		"trashed":   func() error { _, err := ann.VideoList(bg, trashedSub.ID, ""); return err },
	} {
		if got := codeOf(do()); got != api.CodeNotFound {
			t.Errorf("%s folder: code %d", name, got)
		}
	}
	if got := codeOf(func() error { _, err := ann.VideoList(bg, 0, "size:asc"); return err }()); got != api.CodeInvalidParam {
		t.Errorf("unknown sort: code %d", got)
	}
}

func TestMoveRules(t *testing.T) {
	env := apptest.New(t)
	ann, bob := env.SignUp(t, "ann@example.com"), env.SignUp(t, "bob@example.com")
	a := mustFolder(t, ann, "A", 0)
	child := mustFolder(t, ann, "Child", a.ID)
	grand := mustFolder(t, ann, "Grand", child.ID)
	other := mustFolder(t, ann, "Other", 0)
	mustFolder(t, ann, "Child", other.ID)
	mustFolder(t, ann, "Child (1)", other.ID)
	vRoot := mustVideo(t, ann, "root video", 0)
	vA := mustVideo(t, ann, "in A", a.ID)
	bobs := mustFolder(t, bob, "B", 0)
	bobVideo := mustVideo(t, bob, "bob's", 0)
	move := func(target int64, folders, videos []int64) func() error {
		return func() error {
			_, err := ann.ItemsMove(bg, api.ItemsMoveRequest{Folders: folders, Videos: videos, Target: target})
			return err
		}
	}
	ids := func(ids ...int64) []int64 { return ids }
	cases := []struct {
		name string
		do   func() error
		want api.Code
	}{
		{"folder into itself", move(a.ID, ids(a.ID), nil), api.CodeBadMove},
		{"folder into its child", move(child.ID, ids(a.ID), nil), api.CodeBadMove},
		{"folder into a grandchild", move(grand.ID, ids(a.ID), nil), api.CodeBadMove},
		{"folder into its parent", move(a.ID, ids(child.ID), nil), api.CodeBadMove},
		{"folder to the root it is in", move(0, ids(a.ID), nil), api.CodeBadMove},
		{"video into its folder", move(a.ID, nil, ids(vA)), api.CodeBadMove},
		{"video to the root it is in", move(0, nil, ids(vRoot)), api.CodeBadMove},
		{"one bad item stops all", move(a.ID, ids(other.ID), ids(vRoot, vA)), api.CodeBadMove},
		{"into another's folder", move(bobs.ID, nil, ids(vRoot)), api.CodeNotFound},
		{"another's video", move(a.ID, nil, ids(bobVideo)), api.CodeNotFound},
		{"another's folder", move(a.ID, ids(bobs.ID), nil), api.CodeNotFound},
		{"into an unknown folder", move(99999, nil, ids(vRoot)), api.CodeNotFound},
		{"nothing", move(a.ID, nil, nil), api.CodeInvalidParam},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := codeOf(tc.do()); got != tc.want {
				t.Fatalf("code %d, want %d", got, tc.want)
			}
		})
	}
	if l, _ := ann.VideoList(bg, a.ID, ""); len(l.Videos) != 1 || len(l.Folders) != 1 {
		t.Fatalf("a refused move changed A: %+v", l)
	}
	moved, err := ann.ItemsMove(bg, api.ItemsMoveRequest{Folders: []int64{child.ID}, Videos: []int64{vRoot}, Target: other.ID})
	if err != nil || len(moved.Folders) != 1 || moved.Folders[0].Name != "Child (2)" || moved.Folders[0].Pid != other.ID {
		t.Fatalf("move with a taken name: %+v, %v", moved, err)
	}
	l, err := ann.VideoList(bg, other.ID, "title:asc")
	if err != nil || len(l.Folders) != 3 || len(l.Videos) != 1 || l.Videos[0].ID != vRoot {
		t.Fatalf("other after move: %+v, %v", l, err)
	}
	if g, err := ann.VideoList(bg, grand.ID, ""); err != nil || len(g.Breadcrumb) != 3 || g.Breadcrumb[0].ID != other.ID {
		t.Fatalf("contents moved with the folder: %+v, %v", g.Breadcrumb, err)
	}
	if _, err := ann.ItemsMove(bg, api.ItemsMoveRequest{Videos: []int64{vA}, Target: 0}); err != nil {
		t.Fatalf("video to the root: %v", err)
	}
}

func TestTrashAndRestore(t *testing.T) {
	env := apptest.New(t)
	ann, bob := env.SignUp(t, "ann@example.com"), env.SignUp(t, "bob@example.com")
	a := mustFolder(t, ann, "A", 0)
	sub := mustFolder(t, ann, "Sub", a.ID)
	v1 := mustVideo(t, ann, "one", a.ID)
	v2 := mustVideo(t, ann, "two", sub.ID)
	early := mustVideo(t, ann, "trashed first", sub.ID)
	loose := mustVideo(t, ann, "loose", 0)
	bobVideo := mustVideo(t, bob, "bob's", 0)

	if got := codeOf(ann.ItemsTrash(bg, api.Items{Videos: []int64{loose, bobVideo}})); got != api.CodeNotFound {
		t.Fatalf("trashing another's video: code %d", got)
	}
	if l, _ := ann.VideoList(bg, 0, ""); len(l.Videos) != 1 {
		t.Fatalf("a refused trash trashed something: %+v", l.Videos)
	}
	must(t, ann.ItemsTrash(bg, api.Items{Videos: []int64{early}}))
	must(t, ann.ItemsTrash(bg, api.Items{Folders: []int64{a.ID}, Videos: []int64{loose}}))
	if got := codeOf(ann.ItemsTrash(bg, api.Items{Videos: []int64{loose}})); got != api.CodeNotFound {
		t.Fatalf("trashing twice: code %d", got)
	}
	tr, err := ann.TrashList(bg)
	if err != nil || len(tr.Folders) != 1 || tr.Folders[0].ID != a.ID || len(tr.Videos) != 2 {
		t.Fatalf("trash = %+v, %v", tr, err)
	}
	f := tr.Folders[0]
	if f.TrashedAt == nil || f.EraseAt == nil || tr.Videos[0].TrashedAt == nil || tr.Videos[0].EraseAt == nil {
		t.Fatalf("trash times missing: %+v", tr)
	}
	if root, _ := ann.VideoList(bg, 0, ""); len(root.Folders) != 0 || len(root.Videos) != 0 {
		t.Fatalf("root after trash = %+v", root)
	}
	if got := codeOf(bob.ItemsRestore(bg, api.Items{Folders: []int64{a.ID}})); got != api.CodeNotFound {
		t.Fatalf("restoring another's folder: code %d", got)
	}
	if got := codeOf(ann.ItemsRestore(bg, api.Items{Folders: []int64{sub.ID}})); got != api.CodeNotFound {
		t.Fatalf("restoring a folder trashed only with its parent: code %d", got)
	}
	mustFolder(t, ann, "A", 0) // takes the name meanwhile
	must(t, ann.ItemsRestore(bg, api.Items{Folders: []int64{a.ID}}))
	l, err := ann.VideoList(bg, a.ID, "")
	if err != nil || l.Folder.Name != "A (1)" || len(l.Videos) != 1 || l.Videos[0].ID != v1 || len(l.Folders) != 1 {
		t.Fatalf("restored A = %+v, %v", l, err)
	}
	l, err = ann.VideoList(bg, sub.ID, "")
	if err != nil || len(l.Videos) != 1 || l.Videos[0].ID != v2 {
		t.Fatalf("restored Sub holds %+v, %v; the video trashed on its own stays in the trash", l.Videos, err)
	}
	// The folder of a trashed video is gone: it is restored to the root.
	must(t, ann.ItemsTrash(bg, api.Items{Folders: []int64{sub.ID}}))
	must(t, ann.ItemsErase(bg, api.Items{Folders: []int64{sub.ID}}))
	must(t, ann.ItemsRestore(bg, api.Items{Videos: []int64{early, loose}}))
	root, _ := ann.VideoList(bg, 0, "")
	if len(root.Videos) != 2 {
		t.Fatalf("videos restored to the root: %+v", root.Videos)
	}
	if got := codeOf(ann.ItemsErase(bg, api.Items{Videos: []int64{loose}})); got != api.CodeNotFound {
		t.Fatalf("erasing a video outside the trash: code %d", got)
	}
	tr, _ = ann.TrashList(bg)
	if len(tr.Folders)+len(tr.Videos) != 0 {
		t.Fatalf("trash after restoring all = %+v", tr)
	}
	// A folder whose parent went into the trash after it comes back at the root.
	outer := mustFolder(t, ann, "Outer", 0)
	inner := mustFolder(t, ann, "Inner", outer.ID)
	must(t, ann.ItemsTrash(bg, api.Items{Folders: []int64{inner.ID}}))
	must(t, ann.ItemsTrash(bg, api.Items{Folders: []int64{outer.ID}}))
	must(t, ann.ItemsRestore(bg, api.Items{Folders: []int64{inner.ID}}))
	if l, err := ann.VideoList(bg, inner.ID, ""); err != nil || l.Folder.Pid != 0 || len(l.Breadcrumb) != 1 {
		t.Fatalf("inner restored under a trashed parent: %+v, %v", l.Folder, err)
	}
	must(t, ann.ItemsRestore(bg, api.Items{Folders: []int64{outer.ID}}))
	if l, _ := ann.VideoList(bg, outer.ID, ""); len(l.Folders) != 0 {
		t.Fatalf("outer brought back inner, restored on its own: %+v", l.Folders)
	}
}

func TestEmptyTrash(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	a := mustFolder(t, ann, "A", 0)
	v := mustVideo(t, ann, "in A", a.ID)
	w := mustVideo(t, ann, "loose", 0)
	must(t, ann.ItemsTrash(bg, api.Items{Folders: []int64{a.ID}, Videos: []int64{w}}))
	must(t, ann.TrashEmpty(bg))
	tr, err := ann.TrashList(bg)
	if err != nil || len(tr.Folders)+len(tr.Videos) != 0 {
		t.Fatalf("trash after empty = %+v, %v", tr, err)
	}
	for _, id := range []int64{v, w} {
		if _, err := ann.VideoDetail(bg, id); codeOf(err) != api.CodeNotFound {
			t.Fatalf("erased video %d: %v", id, err)
		}
	}
	if got := codeOf(ann.ItemsRestore(bg, api.Items{Folders: []int64{a.ID}})); got != api.CodeNotFound {
		t.Fatalf("restoring an erased folder: code %d", got)
	}
}

func TestCapacityCounting(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	var ids []int64
	for i := range api.BasicVideoLimit {
		ids = append(ids, mustVideo(t, ann, fmt.Sprint("v", i), 0))
	}
	if _, err := ann.RecordInit(bg, api.RecordInitRequest{Title: "one more"}); codeOf(err) != api.CodeVideoLimit {
		t.Fatalf("past the limit: %v", err)
	}
	capa, err := ann.VideoCapacity(bg)
	if err != nil || capa.UsedCapacaty != api.BasicVideoLimit || capa.UpperCapacity != api.BasicVideoLimit {
		t.Fatalf("capacity = %+v, %v", capa, err)
	}
	must(t, ann.ItemsTrash(bg, api.Items{Videos: ids[:2]}))
	if capa, _ := ann.VideoCapacity(bg); capa.UsedCapacaty != api.BasicVideoLimit-2 {
		t.Fatalf("trashed videos still count: %+v", capa)
	}
	if u, _ := ann.UserInfo(bg); u.VideoCount != api.BasicVideoLimit-2 {
		t.Fatalf("videoCount = %d", u.VideoCount)
	}
	mustVideo(t, ann, "fits again", 0)
	if got := codeOf(ann.ItemsRestore(bg, api.Items{Videos: ids[:1]})); got != api.CodeOK {
		t.Fatalf("restore: code %d", got)
	}
	if capa, _ := ann.VideoCapacity(bg); capa.UsedCapacaty != api.BasicVideoLimit {
		t.Fatalf("capacity after restore = %+v", capa)
	}
}

func TestSearch(t *testing.T) {
	env := apptest.New(t)
	ann, bob := env.SignUp(t, "ann@example.com"), env.SignUp(t, "bob@example.com")
	a := mustFolder(t, ann, "A", 0)
	for i := range 23 { // with the 7 below, the Basic plan's 30
		mustVideo(t, ann, fmt.Sprintf("Weekly Demo %02d", i), a.ID)
	}
	mustVideo(t, ann, "100% done", 0)
	mustVideo(t, ann, "1000 done", 0)
	mustVideo(t, ann, "snake_case", 0)
	mustVideo(t, ann, "snakeXcase", 0)
	mustVideo(t, ann, "Ärger über Ölpreise", 0)
	gone := mustVideo(t, ann, "weekly demo trashed", 0)
	must(t, ann.ItemsTrash(bg, api.Items{Videos: []int64{gone}}))
	mustVideo(t, bob, "Weekly demo of bob", 0)
	cases := []struct {
		q           string
		page        int
		total, here int
		code        api.Code
	}{
		{"weekly DEMO", 1, 23, 20, api.CodeOK},
		{"weekly DEMO", 2, 23, 3, api.CodeOK},
		{"weekly DEMO", 3, 23, 0, api.CodeOK},
		{"100%", 1, 1, 1, api.CodeOK},
		{"e_c", 1, 1, 1, api.CodeOK},
		{"äRGER ÜBER", 1, 1, 1, api.CodeOK},
		{"nothing like it", 1, 0, 0, api.CodeOK},
		{"", 1, 0, 0, api.CodeInvalidParam},
		{strings.Repeat("x", 81), 1, 0, 0, api.CodeInvalidParam},
		{strings.Repeat("x", 80), 1, 0, 0, api.CodeOK},
		{"demo", 0, 0, 0, api.CodeInvalidParam},
		{"demo", 1 << 40, 0, 0, api.CodeInvalidParam},
		{"   ", 1, 0, 0, api.CodeInvalidParam},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("%.12s page %d", tc.q, tc.page), func(t *testing.T) {
			r, err := ann.VideoSearch(bg, tc.q, tc.page)
			if codeOf(err) != tc.code || r.Total != tc.total || len(r.Videos) != tc.here {
				t.Fatalf("got %d videos of %d, %v", len(r.Videos), r.Total, err)
			}
		})
	}
	r, _ := ann.VideoSearch(bg, "weekly", 1)
	if r.Videos[0].Title != "Weekly Demo 22" || r.Page != 1 {
		t.Fatalf("newest first: %q", r.Videos[0].Title)
	}
}

func TestRecordIntoFolder(t *testing.T) {
	env := apptest.New(t)
	ann, bob := env.SignUp(t, "ann@example.com"), env.SignUp(t, "bob@example.com")
	a := mustFolder(t, ann, "A", 0)
	gone := mustFolder(t, ann, "Gone", 0)
	must(t, ann.ItemsTrash(bg, api.Items{Folders: []int64{gone.ID}}))
	for name, tc := range map[string]struct {
		c      *client.Client
		folder int64
		want   api.Code
	}{
		"own folder":       {ann, a.ID, api.CodeOK},
		"trashed folder":   {ann, gone.ID, api.CodeNotFound},
		"another's folder": {bob, a.ID, api.CodeNotFound},
	} {
		_, err := tc.c.RecordInit(bg, api.RecordInitRequest{Title: "x", FolderID: tc.folder, Record: true})
		if codeOf(err) != tc.want {
			t.Errorf("%s: %v", name, err)
		}
	}
	if l, _ := ann.VideoList(bg, a.ID, ""); len(l.Videos) != 1 {
		t.Fatalf("A holds %+v", l.Videos)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestEraseForGood erases a processed video through the API: it leaves the
// trash at once, and the purge removes its stored files and upload (local
// disk, or the bucket when TEST_S3_* are set), and its share link.
func TestEraseForGood(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "to erase")
	kept := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "to keep")
	share, err := ann.ShareCreate(bg, v.ID, api.SharePublic)
	if err != nil {
		t.Fatal(err)
	}
	files := "videos/" + itoa(v.ID) + "/"
	if len(env.Stored(t, files)) == 0 {
		t.Fatal("no stored files to begin with")
	}
	must(t, ann.ItemsTrash(bg, api.Items{Videos: []int64{v.ID}}))
	must(t, ann.ItemsErase(bg, api.Items{Videos: []int64{v.ID}}))
	if tr, err := ann.TrashList(bg); err != nil || len(tr.Videos) != 0 {
		t.Fatalf("erased video still in the trash: %+v, %v", tr, err)
	}
	apptest.Eventually(t, "stored files removed", func() bool { return len(env.Stored(t, files)) == 0 })
	if _, err := env.Client().ShareDetail(bg, v.ID, share.ShareKey); codeOf(err) != api.CodeNotFound {
		t.Fatalf("share link of an erased video: %v", err)
	}
	if _, err := ann.VideoDetail(bg, v.ID); codeOf(err) != api.CodeNotFound {
		t.Fatalf("detail of an erased video: %v", err)
	}
	if len(env.Stored(t, "videos/"+itoa(kept.ID)+"/")) == 0 {
		t.Fatal("the other video's files went too")
	}
}
