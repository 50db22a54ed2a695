//go:build linux && cgo && gtk3

package main

/*
#cgo pkg-config: gtk+-3.0
#include <stdlib.h>
#include <gtk/gtk.h>

static void reelroom_set_title(void *window, const char *title) {
	gtk_window_set_title(GTK_WINDOW(window), title);
}
*/
import "C"

import (
	"unsafe"

	"github.com/wailsapp/wails/v3/pkg/application"
)

// setWindowTitle names w in window lists and to screen readers. Wails
// gives a frameless window no title on GTK, so GTK named it after the
// program (reelroom-desktop); this sets it on the GTK window itself. Call
// it on the main thread.
func setWindowTitle(w *application.WebviewWindow, title string) {
	native := w.NativeWindow()
	if native == nil {
		return
	}
	ct := C.CString(title)
	defer C.free(unsafe.Pointer(ct))
	C.reelroom_set_title(native, ct)
}
