package webui

import (
	"encoding/json"
	"net/http"
)

// The shell's JSON answers.

func writeCode(w http.ResponseWriter, status int, code string) {
	writeJSON(w, status, map[string]string{"code": code})
}

// writeFailure answers 500 with code and the error's text.
func writeFailure(w http.ResponseWriter, code string, err error) {
	writeJSON(w, http.StatusInternalServerError, map[string]string{"code": code, "message": err.Error()})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
