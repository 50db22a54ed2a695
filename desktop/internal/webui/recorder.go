package webui

import (
	"errors"
	"net/http"
)

// RecorderShell is what the recording bar (and the main window) may ask of
// the desktop recorder.
type RecorderShell struct {
	// State is the recorder's state as JSON-encodable value.
	State func() any
	// Act runs one of the actions below; ErrNotNow when the recorder is not
	// in a status that allows it.
	Act func(action string) error
}

// RecorderActions are the actions POST /_desktop/recorder/{action} takes.
var RecorderActions = []string{"start", "cancel", "pause", "resume", "stop", "discard"}

// ErrNotNow is what RecorderShell.Act answers for an action its status does not allow.
var ErrNotNow = errors.New("webui: not now")

// recorderRoutes serves the recorder's state and actions.
func recorderRoutes(mux *http.ServeMux, rs RecorderShell) {
	mux.HandleFunc("GET /_desktop/recorder", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, rs.State())
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
			writeJSON(w, http.StatusInternalServerError, map[string]string{"code": "failed", "message": err.Error()})
		}
	})
}
