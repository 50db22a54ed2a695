package api

import "time"

// The desktop app's shell calls: the contract between the desktop app's Go
// shell (desktop/internal/webui) and the web app it shows (the page's
// lib/platform/desktop.ts). They are served by the app itself at the
// page's own origin, never by the cloud service:
//
//   GET  /_desktop/settings                  DesktopSettings
//   PUT  /_desktop/settings (changed fields) DesktopSettings, or a reason of DesktopSettingsErrorCode
//   GET  /_desktop/devices                   DesktopDevices
//   GET  /_desktop/recorder                  DesktopRecorderState
//   POST /_desktop/recorder/{action}         null (DesktopRecorderAction; reason not_now when the status does not allow it)
//   GET  /_desktop/recordings                []DesktopWaitingRecording
//   POST /_desktop/recordings/{id}/retry     null
//   GET  /_desktop/camera?after=N            the camera's picture (image/jpeg, X-Frame-Number), or null when none came in time
//   POST /_desktop/sign-in                   HandoffStartResponse
//   GET  /_desktop/sign-in                   HandoffStartResponse, or null when none is under way
//   POST /_desktop/refresh (RefreshRequest)  TokenPair (reason signed_out when the sign-in ended)
//   POST /_desktop/signed-out                null
//   POST /_desktop/open-url (the address)    null
//   POST /_desktop/copy-text (the text)      null
//   POST /_desktop/app-link (the link)       null
//
// Every answer but the camera's picture is an Envelope, as the cloud's:
// code 0 with data on success; otherwise an error Code (CodeBadRequest,
// CodeUnauthorized, CodeNotFound, CodeConflict, CodeInternal), msg, and
// reason, one of the DesktopReason words, which the page words itself.

// DesktopReason is why a shell call was refused, as Envelope.Reason.
type DesktopReason string

const (
	DesktopBadRequest    DesktopReason = "bad_request"
	DesktopNotFound      DesktopReason = "not_found"
	DesktopNotNow        DesktopReason = "not_now" // the recorder's status does not allow the action
	DesktopNoCamera      DesktopReason = "no_camera"
	DesktopSignedOut     DesktopReason = "signed_out"
	DesktopUnreachable   DesktopReason = "server_unreachable"
	DesktopFailed        DesktopReason = "failed"
	DesktopTooLarge      DesktopReason = "too_large"
	DesktopNotAllowed    DesktopReason = "method_not_allowed"
	DesktopUnknownAction DesktopReason = "unknown_action"
	DesktopDevicesFailed DesktopReason = "devices_failed"
	DesktopSignInFailed  DesktopReason = "sign_in_failed"
	DesktopCannotOpen    DesktopReason = "cannot_open"
	DesktopCannotCopy    DesktopReason = "cannot_copy"
)

// DesktopSettingsErrorCode is why the app refused new settings (the
// reason of PUT /_desktop/settings).
type DesktopSettingsErrorCode string

const (
	DesktopInvalidBody        DesktopSettingsErrorCode = "invalid_body"
	DesktopInvalidServer      DesktopSettingsErrorCode = "invalid_server"
	DesktopInvalidLanguage    DesktopSettingsErrorCode = "invalid_language"
	DesktopInvalidResolution  DesktopSettingsErrorCode = "invalid_resolution"
	DesktopInvalidHotkey      DesktopSettingsErrorCode = "invalid_hotkey"
	DesktopInvalidCamera      DesktopSettingsErrorCode = "invalid_camera"
	DesktopInvalidDestination DesktopSettingsErrorCode = "invalid_destination"
	DesktopLaunchAtLogin      DesktopSettingsErrorCode = "launch_at_login_failed"
	DesktopSaveFailed         DesktopSettingsErrorCode = "save_failed"
	// DesktopSettingsUnreachable is the page's own: the app did not answer.
	DesktopSettingsUnreachable DesktopSettingsErrorCode = "unreachable"
)

// DesktopSettings are what the user chose in the desktop app.
type DesktopSettings struct {
	// Server is the cloud service's address, e.g. https://reelroom.example.com.
	Server   string `json:"server"`
	Language string `json:"language" tstype:"'en' | 'zh-CN'"`
	// LaunchAtLogin registers the app with the OS to start, in the tray,
	// when the user logs in.
	LaunchAtLogin bool `json:"launch_at_login"`
	// Recording defaults: the display (DesktopDisplay ID, "" for the
	// primary one), the microphone (DesktopSoundDevice ID, "" for the
	// default, "none" for no sound), the computer's sound (a loopback
	// device's ID mixed in, "" for none), the resolution (720, 1080 or 2160
	// lines; the plan's max_height caps it), and the hotkeys that
	// start/stop and pause/resume.
	Display      string `json:"display"`
	Microphone   string `json:"microphone"`
	SystemSound  string `json:"system_sound"`
	Resolution   int    `json:"resolution" tstype:"720 | 1080 | 2160"`
	HotkeyRecord string `json:"hotkey_record"`
	HotkeyPause  string `json:"hotkey_pause"`
	// The camera (DesktopCamera ID, "" for none), its bubble's size, and
	// whether the display is recorded with the bubble on it or the camera
	// alone (spec 3: recordType desktop or camera).
	Camera     string `json:"camera"`
	CameraSize string `json:"camera_size" tstype:"'small' | 'medium' | 'large'"`
	Mode       string `json:"mode" tstype:"'screen' | 'camera'"`
	// BubbleAt is where the user last left the camera bubble (its top
	// left, in desktop coordinates); absent for its corner of the display.
	BubbleAt *DesktopPoint `json:"bubble_at,omitempty"`
	// RecordChannelID is the room new recordings go into, from the window
	// and the tray alike; 0 for My Videos. RecordChannelName is that room's
	// name as it was chosen, for what the app says outside the window.
	RecordChannelID   int64  `json:"record_channel_id"`
	RecordChannelName string `json:"record_channel_name"`
}

// DesktopPoint is a place on the desktop.
type DesktopPoint struct {
	X int `json:"x"`
	Y int `json:"y"`
}

// DesktopDevices is what the desktop app can record.
type DesktopDevices struct {
	Displays    []DesktopDisplay     `json:"displays"`
	Microphones []DesktopSoundDevice `json:"microphones"`
	Cameras     []DesktopCamera      `json:"cameras"`
}

// DesktopDisplay is one monitor, in desktop coordinates.
type DesktopDisplay struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Primary bool   `json:"primary"`
	X       int    `json:"x"`
	Y       int    `json:"y"`
	Width   int    `json:"width"`
	Height  int    `json:"height"`
}

// DesktopSoundDevice is a microphone, or a loopback of what the speakers play.
type DesktopSoundDevice struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Loopback bool   `json:"loopback"`
	Default  bool   `json:"default"`
}

// DesktopCamera is a camera.
type DesktopCamera struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// DesktopRecorderStatus is where the desktop recorder stands (spec 4).
type DesktopRecorderStatus string

const (
	DesktopReady     DesktopRecorderStatus = "ready"
	DesktopCountdown DesktopRecorderStatus = "countdown"
	DesktopRecording DesktopRecorderStatus = "recording"
	DesktopPaused    DesktopRecorderStatus = "paused"
	DesktopUploading DesktopRecorderStatus = "uploading"
)

// DesktopRecorderAction is what POST /_desktop/recorder/{action} asks.
type DesktopRecorderAction string

const (
	DesktopStart   DesktopRecorderAction = "start"
	DesktopCancel  DesktopRecorderAction = "cancel"
	DesktopPause   DesktopRecorderAction = "pause"
	DesktopResume  DesktopRecorderAction = "resume"
	DesktopStop    DesktopRecorderAction = "stop"
	DesktopDiscard DesktopRecorderAction = "discard"
)

// DesktopRecorderState is the desktop recorder as the recording bar, the
// tray and the main window show it.
type DesktopRecorderState struct {
	Status    DesktopRecorderStatus `json:"status" tstype:"'ready' | 'countdown' | 'recording' | 'paused' | 'uploading'"`
	Countdown int                   `json:"countdown,omitempty"` // seconds left
	ElapsedMS int64                 `json:"elapsed_ms"`
	Level     float32               `json:"level"`
	NoSound   bool                  `json:"no_sound"` // no samples for 5 s
	Silent    bool                  `json:"silent"`   // only silence for 5 s
	// VideoID is the video the recording makes (from the start: My Videos
	// shows it as recording), ShareURL its share link.
	VideoID  int64  `json:"video_id,omitempty"`
	ShareURL string `json:"share_url,omitempty"`
	// ChannelID is the room the recording goes into (0: My Videos), and
	// Link the link announced at stop: the room's page of the video for a
	// room recording, else the share link.
	ChannelID int64  `json:"channel_id,omitempty"`
	Link      string `json:"link,omitempty"`
	// RoomUnavailable says the room chosen for this recording was gone or
	// closed to the user when it started: it goes into My Videos instead.
	RoomUnavailable bool `json:"room_unavailable,omitempty"`
	// RecoveryAtRisk says the recording's recovery note could not be
	// saved: a crash now may lose it (the bar says so).
	RecoveryAtRisk bool `json:"recovery_at_risk,omitempty"`
	// DurationLimitS is how many seconds the plan lets this recording last
	// (0: no limit), and LimitReached says the recorder stopped it there.
	DurationLimitS int     `json:"duration_limit_s,omitempty"`
	LimitReached   bool    `json:"limit_reached,omitempty"`
	Error          string  `json:"error,omitempty"`
	HasSound       bool    `json:"has_sound"`
	UploadedMB     float64 `json:"uploaded_mb"`
}

// DesktopWaitingRecording is a recording the desktop app keeps until the
// server has it.
type DesktopWaitingRecording struct {
	ID        string    `json:"id"`
	Title     string    `json:"title"`
	VideoID   int64     `json:"video_id"`
	StartedAt time.Time `json:"started_at" tstype:"string"`
	Failure   string    `json:"failure,omitempty"`
	Retrying  bool      `json:"retrying"`
}
