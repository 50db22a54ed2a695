//go:build !linux

package main

import "github.com/wailsapp/wails/v3/pkg/application"

// setWindowTitle names w in window lists and to screen readers.
func setWindowTitle(w *application.WebviewWindow, title string) { w.SetTitle(title) }
