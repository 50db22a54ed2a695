package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

func iconPolicy(t *testing.T, w *teamWorld, size int, name string) api.TeamIconPolicy {
	t.Helper()
	return decode[api.TeamIconPolicy](t, w.expect(t, w.admin, "GET",
		fmt.Sprintf("/api/team/sign_icon_policy?team_id=%d&size=%d&fileName=%s", w.team, size, name), nil, api.CodeOK))
}

// postIcon posts data as the form's file with the policy's fields.
func postIcon(t *testing.T, w *teamWorld, p api.TeamIconPolicy, data []byte) (int, api.Envelope[json.RawMessage]) {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for k, v := range p.FormData {
		mw.WriteField(k, v)
	}
	fw, _ := mw.CreateFormFile("file", "icon.png")
	fw.Write(data)
	mw.Close()
	req, _ := http.NewRequest("POST", w.URL+p.Host, &b)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var e api.Envelope[json.RawMessage]
	if err := json.NewDecoder(res.Body).Decode(&e); err != nil {
		t.Fatalf("status %d: %v", res.StatusCode, err)
	}
	return res.StatusCode, e
}

func encoded(t *testing.T, kind string, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	var err error
	switch kind {
	case "png":
		err = png.Encode(&b, img)
	case "jpeg":
		err = jpeg.Encode(&b, img, nil)
	case "gif":
		err = gif.Encode(&b, img, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func picture(wd, ht int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, wd, ht))
	for y := range ht {
		for x := range wd {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 90, 255})
		}
	}
	return img
}

func TestTeamIconIsReencoded(t *testing.T) {
	w := newTeamWorld(t)
	statusOf := func(path string) int {
		res, err := http.Get(w.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	prev := ""
	for _, kind := range []string{"jpeg", "gif", "png"} {
		t.Run(kind, func(t *testing.T) {
			data := encoded(t, kind, picture(48, 32))
			status, e := postIcon(t, w, iconPolicy(t, w, len(data), "me."+kind), data)
			if status != 200 || e.Code != api.CodeOK {
				t.Fatalf("upload: %d %d %s", status, e.Code, e.Msg)
			}
			up := decode[api.TeamIconUploaded](t, e.Data)
			tm := decode[api.Team](t, w.expect(t, w.admin, "PUT", "/api/team/update",
				api.TeamUpdateRequest{ID: w.team, Name: "Acme", IconKey: up.Key}, api.CodeOK))
			if tm.Icon != up.URL || !strings.HasPrefix(up.URL, "/api/team/icon/") {
				t.Fatalf("icon %q, uploaded %+v", tm.Icon, up)
			}
			res, err := http.Get(w.URL + up.URL)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/png" ||
				res.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Fatalf("served %d %v", res.StatusCode, res.Header)
			}
			got, err := png.Decode(bytes.NewReader(body))
			if err != nil || got.Bounds().Dx() != 48 || got.Bounds().Dy() != 32 {
				t.Fatalf("served icon: %v %v", err, got)
			}
			if kind != "png" && bytes.Equal(body, data) {
				t.Fatal("the uploaded bytes are served")
			}
			if prev != "" && statusOf(prev) != 404 {
				t.Fatal("the replaced icon is still kept")
			}
			prev = up.URL
		})
	}
	mustCall(t, w.Env, "DELETE", fmt.Sprintf("/api/team/delete/%d", w.team), w.owner.Token, nil)
	if statusOf(prev) != 404 {
		t.Fatal("the deleted workspace's icon is still kept")
	}
}

func TestTeamIconRefusals(t *testing.T) {
	w := newTeamWorld(t)
	for _, q := range []string{"size=0&fileName=a.png", fmt.Sprintf("size=%d&fileName=a.png", api.MaxTeamIconBytes*1024+1),
		"size=10&fileName=a.svg", "size=10&fileName=a.html", "size=10"} {
		w.expect(t, w.admin, "GET", fmt.Sprintf("/api/team/sign_icon_policy?team_id=%d&%s", w.team, q), nil, api.CodeInvalidParam)
	}
	good := encoded(t, "png", picture(8, 8))
	p := iconPolicy(t, w, 1000, "a.png")

	// What is not a JPG, GIF or PNG by its content is refused, whatever its name.
	html := []byte("<html><script>alert(1)</script></html>")
	polyglot := append(append([]byte{}, good[:20]...), html...)
	huge := encoded(t, "png", image.NewGray(image.Rect(0, 0, 4000, 4000))) // small file, many pixels
	big := make([]byte, api.MaxTeamIconBytes*1024+1)
	copy(big, good)
	for name, tc := range map[string]struct {
		data []byte
		want api.Code
	}{
		"html":            {html, api.CodeInvalidParam},
		"polyglot":        {polyglot, api.CodeInvalidParam},
		"too many pixels": {huge, api.CodeInvalidParam},
		"too large":       {big, api.CodeInvalidParam},
	} {
		t.Run(name, func(t *testing.T) {
			status, e := postIcon(t, w, p, tc.data)
			if e.Code != tc.want || status == 200 {
				t.Fatalf("%d %d %s", status, e.Code, e.Msg)
			}
		})
	}

	// A changed or expired form, or one of someone who may no longer manage
	// the workspace, is refused.
	tampered := api.TeamIconPolicy{Host: p.Host, FormData: map[string]string{}}
	for k, v := range p.FormData {
		tampered.FormData[k] = v
	}
	tampered.FormData["team_id"] = fmt.Sprint(w.team + 1)
	if _, e := postIcon(t, w, tampered, good); e.Code != api.CodeForbidden {
		t.Fatalf("tampered form: %d", e.Code)
	}
	w.App.Teams.Now = func() time.Time { return time.Now().UTC().Add(time.Hour) }
	_, e := postIcon(t, w, p, good)
	w.App.Teams.Now = func() time.Time { return time.Now().UTC() }
	if e.Code != api.CodeForbidden {
		t.Fatalf("expired form: %d", e.Code)
	}
	w.setRole(t, w.admin, api.RoleMember)
	if _, e := postIcon(t, w, p, good); e.Code != api.CodeForbidden {
		t.Fatalf("form of a former admin: %d", e.Code)
	}
	w.setRole(t, w.admin, api.RoleAdmin)

	// A key of another workspace's icon, or a made-up one, is not an icon.
	other := createTeam(t, w.Env, w.admin, "Other")
	op := decode[api.TeamIconPolicy](t, w.expect(t, w.admin, "GET",
		fmt.Sprintf("/api/team/sign_icon_policy?team_id=%d&size=100&fileName=a.png", other.ID), nil, api.CodeOK))
	_, e = postIcon(t, w, op, good)
	otherKey := decode[api.TeamIconUploaded](t, e.Data).Key
	for _, key := range []string{otherKey, "../../etc/passwd", fmt.Sprintf("%d-zz", w.team)} {
		w.expect(t, w.admin, "PUT", "/api/team/update", api.TeamUpdateRequest{ID: w.team, Name: "Acme", IconKey: key}, api.CodeInvalidParam)
	}
	for _, path := range []string{"/api/team/icon/..%2f..%2fsigning.key", "/api/team/icon/" + fmt.Sprintf("%d-%032x", w.team, 7)} {
		res, err := http.Get(w.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 404 {
			t.Fatalf("%s: %d", path, res.StatusCode)
		}
	}
}
