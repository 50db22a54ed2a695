package webui

import (
	"encoding/json"
	"net/http"

	"github.com/reelroom/reelroom/shared/api"
)

// The shell's answers: every one (but the camera's picture) is an
// api.Envelope, as the cloud's are (see shared/api/desktop.go): code 0 with
// data, or an error code, a message and the reason the page words itself.

// writeData answers 200 with data in the envelope; nil data is null.
func writeData(w http.ResponseWriter, data any) {
	writeJSON(w, http.StatusOK, api.Envelope[any]{Code: api.CodeOK, Msg: "ok", Data: data})
}

// writeDone answers 200 with no data: the call did what it was asked.
func writeDone(w http.ResponseWriter) { writeData(w, nil) }

// writeError answers status with code, the reason's word and msg.
func writeError[R ~string](w http.ResponseWriter, status int, code api.Code, reason R, msg string) {
	writeJSON(w, status, api.Envelope[any]{Code: code, Msg: msg, Reason: string(reason)})
}

// writeFailure answers 500 with reason and the error's text.
func writeFailure[R ~string](w http.ResponseWriter, reason R, err error) {
	writeError(w, http.StatusInternalServerError, api.CodeInternal, reason, err.Error())
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
