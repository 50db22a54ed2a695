package webui

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// RecorderShell is what the recording bar (and the main window) may ask of
// the desktop recorder.
type RecorderShell struct {
	// State is the recorder's state.
	State func() api.DesktopRecorderState
	// Act runs one of the actions below; ErrNotNow when the recorder is not
	// in a status that allows it.
	Act func(action api.DesktopRecorderAction) error
	// Devices lists what can be recorded (displays and sound sources), for
	// the settings screen.
	Devices func() (api.DesktopDevices, error)
	// Waiting lists the recordings kept here until the server has them;
	// Retry tries one again (ErrNotFound when nothing waits under id).
	Waiting func() ([]api.DesktopWaitingRecording, error)
	Retry   func(id string) error
	// CameraFrame gives the camera's picture newer than number after, as
	// the bubble shows it (JPEG), and its number; it waits for one up to
	// the end of ctx. ErrNotFound when no camera is on.
	CameraFrame func(ctx context.Context, after uint64) (jpeg []byte, number uint64, err error)
}

// cameraWait bounds how long GET /_desktop/camera waits for a new picture.
const cameraWait = 2 * time.Second

// ErrNotFound is what RecorderShell.Retry answers for an unknown recording.
var ErrNotFound = errors.New("webui: not found")

// RecorderActions are the actions POST /_desktop/recorder/{action} takes.
var RecorderActions = []api.DesktopRecorderAction{api.DesktopStart, api.DesktopCancel, api.DesktopPause,
	api.DesktopResume, api.DesktopStop, api.DesktopDiscard}

// ErrNotNow is what RecorderShell.Act answers for an action its status does not allow.
var ErrNotNow = errors.New("webui: not now")

// recorderRoutes serves the recorder's state and actions.
func recorderRoutes(rs RecorderShell) []route {
	return []route{
		{"GET /_desktop/recorder", func(w http.ResponseWriter, r *http.Request) {
			writeData(w, rs.State())
		}},
		{"GET /_desktop/devices", func(w http.ResponseWriter, r *http.Request) {
			devices, err := rs.Devices()
			if err != nil {
				writeFailure(w, api.DesktopDevicesFailed, err)
				return
			}
			writeData(w, devices)
		}},
		{"GET /_desktop/recordings", func(w http.ResponseWriter, r *http.Request) {
			list, err := rs.Waiting()
			if err != nil {
				writeFailure(w, api.DesktopFailed, err)
				return
			}
			writeData(w, list)
		}},
		{"POST /_desktop/recordings/{id}/retry", func(w http.ResponseWriter, r *http.Request) {
			writeActed(w, rs.Retry(r.PathValue("id")))
		}},
		{"GET /_desktop/camera", func(w http.ResponseWriter, r *http.Request) {
			after, _ := strconv.ParseUint(r.URL.Query().Get("after"), 10, 64)
			ctx, cancel := context.WithTimeout(r.Context(), cameraWait)
			defer cancel()
			switch pic, n, err := rs.CameraFrame(ctx, after); {
			case err == nil:
				// The one answer that is not an envelope: the picture itself.
				w.Header().Set("Content-Type", "image/jpeg")
				w.Header().Set("Cache-Control", "no-store")
				w.Header().Set("X-Frame-Number", strconv.FormatUint(n, 10))
				w.Write(pic)
			case errors.Is(err, ErrNotFound):
				writeError(w, http.StatusNotFound, api.CodeNotFound, api.DesktopNoCamera, "the camera is off")
			case errors.Is(err, context.DeadlineExceeded):
				writeDone(w) // no new picture in time: null, ask again
			default:
				writeFailure(w, api.DesktopFailed, err)
			}
		}},
		{"POST /_desktop/recorder/{action}", func(w http.ResponseWriter, r *http.Request) {
			action := api.DesktopRecorderAction(r.PathValue("action"))
			if !slices.Contains(RecorderActions, action) {
				writeError(w, http.StatusNotFound, api.CodeNotFound, api.DesktopUnknownAction, "no such recorder action")
				return
			}
			writeActed(w, rs.Act(action))
		}},
	}
}

// writeActed answers how an action went: done, not found, not now, or failed.
func writeActed(w http.ResponseWriter, err error) {
	switch {
	case err == nil:
		writeDone(w)
	case errors.Is(err, ErrNotFound):
		writeError(w, http.StatusNotFound, api.CodeNotFound, api.DesktopNotFound, "no such recording waits here")
	case errors.Is(err, ErrNotNow):
		writeError(w, http.StatusConflict, api.CodeConflict, api.DesktopNotNow, "not in this status")
	default:
		writeFailure(w, api.DesktopFailed, err)
	}
}
