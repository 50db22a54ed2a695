package webui

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"
)

// RecorderShell is what the recording bar (and the main window) may ask of
// the desktop recorder.
type RecorderShell struct {
	// State is the recorder's state as JSON-encodable value.
	State func() any
	// Act runs one of the actions below; ErrNotNow when the recorder is not
	// in a status that allows it.
	Act func(action string) error
	// Devices lists what can be recorded (displays and sound sources), for
	// the settings screen.
	Devices func() (any, error)
	// Waiting lists the recordings kept here until the server has them;
	// Retry tries one again (ErrNotFound when nothing waits under id).
	Waiting func() (any, error)
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
var RecorderActions = []string{"start", "cancel", "pause", "resume", "stop", "discard"}

// ErrNotNow is what RecorderShell.Act answers for an action its status does not allow.
var ErrNotNow = errors.New("webui: not now")

// recorderRoutes serves the recorder's state and actions.
func recorderRoutes(mux *http.ServeMux, rs RecorderShell) {
	mux.HandleFunc("GET /_desktop/recorder", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, rs.State())
	})
	mux.HandleFunc("GET /_desktop/devices", func(w http.ResponseWriter, r *http.Request) {
		devices, err := rs.Devices()
		if err != nil {
			writeFailure(w, "devices_failed", err)
			return
		}
		writeJSON(w, http.StatusOK, devices)
	})
	mux.HandleFunc("GET /_desktop/recordings", func(w http.ResponseWriter, r *http.Request) {
		list, err := rs.Waiting()
		if err != nil {
			writeFailure(w, "failed", err)
			return
		}
		writeJSON(w, http.StatusOK, list)
	})
	mux.HandleFunc("POST /_desktop/recordings/{id}/retry", func(w http.ResponseWriter, r *http.Request) {
		switch err := rs.Retry(r.PathValue("id")); {
		case err == nil:
			w.WriteHeader(http.StatusAccepted)
		case errors.Is(err, ErrNotFound):
			writeCode(w, http.StatusNotFound, "not_found")
		case errors.Is(err, ErrNotNow):
			writeCode(w, http.StatusConflict, "not_now")
		default:
			writeFailure(w, "failed", err)
		}
	})
	mux.HandleFunc("GET /_desktop/camera", func(w http.ResponseWriter, r *http.Request) {
		after, _ := strconv.ParseUint(r.URL.Query().Get("after"), 10, 64)
		ctx, cancel := context.WithTimeout(r.Context(), cameraWait)
		defer cancel()
		switch pic, n, err := rs.CameraFrame(ctx, after); {
		case err == nil:
			w.Header().Set("Content-Type", "image/jpeg")
			w.Header().Set("Cache-Control", "no-store")
			w.Header().Set("X-Frame-Number", strconv.FormatUint(n, 10))
			w.Write(pic)
		case errors.Is(err, ErrNotFound):
			writeCode(w, http.StatusNotFound, "no_camera")
		case errors.Is(err, context.DeadlineExceeded):
			w.WriteHeader(http.StatusNoContent)
		default:
			writeFailure(w, "failed", err)
		}
	})
	mux.HandleFunc("POST /_desktop/recorder/{action}", func(w http.ResponseWriter, r *http.Request) {
		action := r.PathValue("action")
		known := false
		for _, a := range RecorderActions {
			known = known || a == action
		}
		if !known {
			writeCode(w, http.StatusNotFound, "unknown_action")
			return
		}
		switch err := rs.Act(action); {
		case err == nil:
			w.WriteHeader(http.StatusNoContent)
		case errors.Is(err, ErrNotNow):
			writeCode(w, http.StatusConflict, "not_now")
		default:
			writeFailure(w, "failed", err)
		}
	})
}
