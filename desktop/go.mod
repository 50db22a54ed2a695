module github.com/reelroom/reelroom/desktop

go 1.26

require (
	github.com/asticode/go-astiav v0.16.0
	github.com/coder/websocket v1.8.14
	github.com/gen2brain/malgo v0.11.26
	github.com/godbus/dbus/v5 v5.2.2
	github.com/jezek/xgb v1.1.1
	github.com/reelroom/reelroom/shared v0.0.0
	github.com/wailsapp/wails/v3 v3.0.0-beta.24
	github.com/zalando/go-keyring v0.2.6
	golang.org/x/sys v0.46.0
)

require (
	al.essio.dev/pkg/shellescape v1.6.0 // indirect
	git.sr.ht/~jackmordaunt/go-toast/v2 v2.0.3 // indirect
	github.com/adrg/xdg v0.5.3 // indirect
	github.com/asticode/go-astikit v0.42.0 // indirect
	github.com/danieljoos/wincred v1.2.3 // indirect
	github.com/go-ole/go-ole v1.3.0 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
)

replace github.com/reelroom/reelroom/shared => ../shared
