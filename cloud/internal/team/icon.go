package team

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	_ "image/gif"  // decodes GIF icons
	_ "image/jpeg" // decodes JPG icons
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// Workspace icons: a manager asks for a signed upload form, posts the file
// to IconUploadPath with it, and sets the key it answers with
// TeamUpdateRequest.IconKey. The file is decoded and re-encoded as PNG; the
// uploaded bytes are never stored nor served.
const (
	IconUploadPath = "/api/team/icon_upload"
	IconPath       = "/api/team/icon/"
	maxIconBytes   = api.MaxTeamIconBytes * 1024
	maxIconSide    = 2048 // pixels; a larger image is refused before it is decoded
	iconFormTTL    = 15 * time.Minute
)

var (
	errIconForm   = api.Errorf(api.CodeForbidden, "The upload form has expired or was changed; ask for a new one")
	errIconSize   = api.Errorf(api.CodeInvalidParam, "The image must be at most %d KB", api.MaxTeamIconBytes)
	errIconType   = api.Errorf(api.CodeInvalidParam, "The image must be a JPG, GIF or PNG file")
	errIconPixels = api.Errorf(api.CodeInvalidParam, "The image must be at most %d × %d pixels", maxIconSide, maxIconSide)
	errBadIconKey = api.Errorf(api.CodeInvalidParam, "icon_key is not an icon uploaded for this workspace")
)

// iconKeyPattern is an icon's key: its workspace and 128 random bits.
var iconKeyPattern = regexp.MustCompile(`^([1-9][0-9]{0,18})-[0-9a-f]{32}$`)

// iconOf reports whether key is an icon key of workspace teamID.
func iconOf(key string, teamID int64) bool {
	m := iconKeyPattern.FindStringSubmatch(key)
	return m != nil && m[1] == strconv.FormatInt(teamID, 10)
}

// IconBlob is where the icon of key is kept, or "" for a malformed key:
// each workspace's icons under a folder of their own.
func IconBlob(key string) string {
	if !iconKeyPattern.MatchString(key) {
		return ""
	}
	id, random, _ := strings.Cut(key, "-")
	return iconFolder(id) + random + ".png"
}

func iconFolder(teamID string) string { return "team-icons/" + teamID + "/" }

// dropIcons deletes the icon old of workspace teamID, once another took its
// place. Icons are small; one left behind by a failure is logged.
func (s *Service) dropIcons(ctx context.Context, teamID int64, old string) {
	if old == "" {
		return
	}
	if err := s.blobs.Delete(ctx, IconBlob(old)); err != nil {
		slog.WarnContext(ctx, "could not delete a workspace icon", "team_id", teamID, "err", err)
	}
}

// dropAllIcons deletes every icon of workspace teamID.
func (s *Service) dropAllIcons(ctx context.Context, teamID int64) {
	if err := s.blobs.Delete(ctx, iconFolder(strconv.FormatInt(teamID, 10))); err != nil {
		slog.WarnContext(ctx, "could not delete a workspace's icons", "team_id", teamID, "err", err)
	}
}

func (s *Service) formSignature(teamID, userID, expires int64) string {
	m := hmac.New(sha256.New, s.iconKey)
	fmt.Fprintf(m, "%d|%d|%d", teamID, userID, expires)
	return hex.EncodeToString(m.Sum(nil))
}

// IconPolicy is a signed upload form for a workspace's icon (roles 1-2),
// after checking the file's announced size and name.
func (s *Service) IconPolicy(ctx context.Context, userID, teamID, size int64, fileName string) (api.TeamIconPolicy, error) {
	t, err := s.changeable(ctx, userID, teamID, managers)
	if err != nil {
		return api.TeamIconPolicy{}, err
	}
	if size <= 0 || size > maxIconBytes {
		return api.TeamIconPolicy{}, errIconSize
	}
	switch strings.ToLower(filepath.Ext(fileName)) {
	case ".jpg", ".jpeg", ".gif", ".png":
	default:
		return api.TeamIconPolicy{}, errIconType
	}
	exp := s.Now().Add(iconFormTTL).Unix()
	return api.TeamIconPolicy{Host: IconUploadPath, FormData: map[string]string{
		"team_id": strconv.FormatInt(t.ID, 10), "user_id": strconv.FormatInt(userID, 10),
		"expires": strconv.FormatInt(exp, 10), "signature": s.formSignature(t.ID, userID, exp),
	}}, nil
}

// IconForm is the fields of a posted upload form.
type IconForm struct{ TeamID, UserID, Expires, Signature string }

// UploadIcon checks a posted form, decodes the image it carries and keeps
// it re-encoded as PNG under a new key.
func (s *Service) UploadIcon(ctx context.Context, f IconForm, file io.Reader) (api.TeamIconUploaded, error) {
	teamID, err1 := strconv.ParseInt(f.TeamID, 10, 64)
	userID, err2 := strconv.ParseInt(f.UserID, 10, 64)
	exp, err3 := strconv.ParseInt(f.Expires, 10, 64)
	if err1 != nil || err2 != nil || err3 != nil ||
		!hmac.Equal([]byte(f.Signature), []byte(s.formSignature(teamID, userID, exp))) || s.Now().Unix() > exp {
		return api.TeamIconUploaded{}, errIconForm
	}
	if _, err := s.changeable(ctx, userID, teamID, managers); err != nil {
		return api.TeamIconUploaded{}, err
	}
	data, err := io.ReadAll(io.LimitReader(file, maxIconBytes+1))
	if err != nil {
		return api.TeamIconUploaded{}, errIconSize
	}
	if len(data) > maxIconBytes {
		return api.TeamIconUploaded{}, errIconSize
	}
	img, err := decodeIcon(data)
	if err != nil {
		return api.TeamIconUploaded{}, err
	}
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return api.TeamIconUploaded{}, err
	}
	key := strconv.FormatInt(teamID, 10) + "-" + hex.EncodeToString(b)
	if err := s.keep(ctx, key, img); err != nil {
		return api.TeamIconUploaded{}, err
	}
	return api.TeamIconUploaded{Key: key, URL: IconURL(key)}, nil
}

// decodeIcon decodes a JPG, GIF or PNG (by its content, not its name) of
// bounded dimensions.
func decodeIcon(data []byte) (image.Image, error) {
	kind := http.DetectContentType(data)
	format := map[string]string{"image/jpeg": "jpeg", "image/png": "png", "image/gif": "gif"}[kind]
	if format == "" {
		return nil, errIconType
	}
	cfg, got, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || got != format {
		return nil, errIconType
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > maxIconSide || cfg.Height > maxIconSide {
		return nil, errIconPixels
	}
	img, got, err := image.Decode(bytes.NewReader(data))
	if err != nil || got != format {
		return nil, errIconType
	}
	if b := img.Bounds(); b.Dx() > maxIconSide || b.Dy() > maxIconSide {
		return nil, errIconPixels
	}
	return img, nil
}

// keep writes img as PNG and puts it in blob storage under key.
func (s *Service) keep(ctx context.Context, key string, img image.Image) error {
	if err := os.MkdirAll(s.work, 0o700); err != nil {
		return fmt.Errorf("team: icon: %w", err)
	}
	f, err := os.CreateTemp(s.work, "icon-*.png")
	if err != nil {
		return fmt.Errorf("team: icon: %w", err)
	}
	defer os.Remove(f.Name())
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("team: icon: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("team: icon: %w", err)
	}
	if err := s.blobs.Put(ctx, IconBlob(key), f.Name()); err != nil {
		return fmt.Errorf("team: icon: %w", err)
	}
	return nil
}
