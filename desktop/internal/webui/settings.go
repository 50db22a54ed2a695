package webui

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/reelroom/reelroom/desktop/internal/settings"
	"github.com/reelroom/reelroom/shared/api"
)

// settingsHandler serves /_desktop/settings: GET gives the settings in
// force; PUT changes the fields its JSON body names, keeping the others,
// and answers with the result, or with the reason (an
// api.DesktopSettingsErrorCode) and nothing changed.
func settingsHandler(sh Shell) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet:
			writeData(w, sh.Settings())
		case http.MethodPut:
			next := sh.Settings()
			dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxShellBody))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&next); err != nil {
				writeError(w, http.StatusBadRequest, api.CodeInvalidParam, api.DesktopInvalidBody, "the settings are not valid JSON")
				return
			}
			if err := next.Validate(); err != nil {
				writeError(w, http.StatusBadRequest, api.CodeInvalidParam, validationCode(err), err.Error())
				return
			}
			if err := sh.SaveSettings(next); err != nil {
				switch {
				case errors.Is(err, settings.ErrServer), errors.Is(err, settings.ErrLanguage),
					errors.Is(err, settings.ErrResolution), errors.Is(err, settings.ErrHotkey), errors.Is(err, settings.ErrCamera),
					errors.Is(err, settings.ErrDestination):
					writeError(w, http.StatusBadRequest, api.CodeInvalidParam, validationCode(err), err.Error())
				case errors.Is(err, settings.ErrLaunchAtLogin):
					writeFailure(w, api.DesktopLaunchAtLogin, err)
				default:
					writeFailure(w, api.DesktopSaveFailed, err)
				}
				return
			}
			writeData(w, sh.Settings())
		default:
			w.Header().Set("Allow", "GET, PUT")
			writeError(w, http.StatusMethodNotAllowed, api.CodeInvalidParam, api.DesktopNotAllowed, "GET or PUT")
		}
	})
}

func validationCode(err error) api.DesktopSettingsErrorCode {
	switch {
	case errors.Is(err, settings.ErrLanguage):
		return api.DesktopInvalidLanguage
	case errors.Is(err, settings.ErrResolution):
		return api.DesktopInvalidResolution
	case errors.Is(err, settings.ErrHotkey):
		return api.DesktopInvalidHotkey
	case errors.Is(err, settings.ErrCamera):
		return api.DesktopInvalidCamera
	case errors.Is(err, settings.ErrDestination):
		return api.DesktopInvalidDestination
	}
	return api.DesktopInvalidServer
}
