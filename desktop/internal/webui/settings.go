package webui

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/reelroom/reelroom/desktop/internal/settings"
)

// Codes the settings call answers with, for the page to word the error.
const (
	codeInvalidBody     = "invalid_body"
	codeInvalidServer   = "invalid_server"
	codeInvalidLanguage = "invalid_language"
	codeInvalidRes      = "invalid_resolution"
	codeInvalidHotkey   = "invalid_hotkey"
	codeInvalidCamera   = "invalid_camera"
	codeInvalidDest     = "invalid_destination"
	codeLaunchAtLogin   = "launch_at_login_failed"
	codeSaveFailed      = "save_failed"
)

// settingsHandler serves /_desktop/settings: GET gives the settings in
// force; PUT changes the fields its JSON body names, keeping the others,
// and answers with the result, or with {"code": ...} and nothing changed.
func settingsHandler(sh Shell) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet:
			writeJSON(w, http.StatusOK, sh.Settings())
		case http.MethodPut:
			next := sh.Settings()
			dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxShellBody))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&next); err != nil {
				writeCode(w, http.StatusBadRequest, codeInvalidBody)
				return
			}
			if err := next.Validate(); err != nil {
				writeCode(w, http.StatusBadRequest, validationCode(err))
				return
			}
			if err := sh.SaveSettings(next); err != nil {
				switch {
				case errors.Is(err, settings.ErrServer), errors.Is(err, settings.ErrLanguage),
					errors.Is(err, settings.ErrResolution), errors.Is(err, settings.ErrHotkey), errors.Is(err, settings.ErrCamera),
					errors.Is(err, settings.ErrDestination):
					writeCode(w, http.StatusBadRequest, validationCode(err))
				case errors.Is(err, settings.ErrLaunchAtLogin):
					writeCode(w, http.StatusInternalServerError, codeLaunchAtLogin)
				default:
					writeCode(w, http.StatusInternalServerError, codeSaveFailed)
				}
				return
			}
			writeJSON(w, http.StatusOK, sh.Settings())
		default:
			w.Header().Set("Allow", "GET, PUT")
			writeCode(w, http.StatusMethodNotAllowed, "method_not_allowed")
		}
	})
}

func validationCode(err error) string {
	switch {
	case errors.Is(err, settings.ErrLanguage):
		return codeInvalidLanguage
	case errors.Is(err, settings.ErrResolution):
		return codeInvalidRes
	case errors.Is(err, settings.ErrHotkey):
		return codeInvalidHotkey
	case errors.Is(err, settings.ErrCamera):
		return codeInvalidCamera
	case errors.Is(err, settings.ErrDestination):
		return codeInvalidDest
	}
	return codeInvalidServer
}
