//go:build linux && cgo

package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// wineRun is the Windows build of the recorder (cmd/recordcheck -bench) under
// Wine: its prefix and the wineserver this benchmark runs for it, whose CPU
// time counts too (it carries part of every Windows call Wine makes).
type wineRun struct {
	exe    string
	env    []string
	server *exec.Cmd
}

const wineLoader = "/usr/lib/wine/wine64"

// startWine makes a prefix in dir with the DLLs of folder shim (Wine 8's
// missing ones, scripts/wine) and starts its wineserver.
func startWine(dir, exe, shim string) (*wineRun, error) {
	prefix := filepath.Join(dir, "wineprefix")
	env := append(os.Environ(), "WINEPREFIX="+prefix, "WINEDEBUG=-all", "WINEARCH=win64", "WINEDLLOVERRIDES=mscoree,mshtml=")
	boot := exec.Command(wineLoader, "wineboot", "-i")
	boot.Env = env
	if out, err := boot.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("wineboot: %v %s", err, out)
	}
	dlls, _ := filepath.Glob(filepath.Join(shim, "*.dll"))
	if len(dlls) == 0 {
		return nil, fmt.Errorf("no DLLs in %s", shim)
	}
	for _, dll := range dlls {
		b, err := os.ReadFile(dll)
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(prefix, "drive_c", "windows", "system32", filepath.Base(dll)), b, 0o644); err != nil {
			return nil, err
		}
	}
	kill := exec.Command("/usr/lib/wine/wineserver", "-k")
	kill.Env = env
	kill.Run()
	server := exec.Command("/usr/lib/wine/wineserver", "-f", "-p")
	server.Env = env
	if err := server.Start(); err != nil {
		return nil, err
	}
	return &wineRun{exe: exe, env: env, server: server}, nil
}

// stop ends every process of the prefix (Wine's services outlive a killed
// wineserver, holding our output open), then the wineserver.
func (w *wineRun) stop() {
	kill := exec.Command("/usr/lib/wine/wineserver", "-k")
	kill.Env = w.env
	kill.Run()
	w.server.Process.Kill()
	w.server.Wait()
}

// measure runs the Windows build with source for d on $DISPLAY.
func (w *wineRun) measure(source, out string, d time.Duration) (*result, error) {
	before := cpuOf(w.server.Process.Pid)
	cmd := exec.Command(wineLoader, w.exe, "-bench", "-source", source, "-seconds", strconv.Itoa(int(d.Seconds())), "-out", out)
	cmd.Env = append(w.env, "DISPLAY="+os.Getenv("DISPLAY"))
	r, err := run(cmd, d)
	if err != nil {
		return nil, err
	}
	r.CPUSeconds += cpuOf(w.server.Process.Pid) - before
	return r, nil
}

// cpuOf is the CPU seconds (user and system) process pid used so far.
func cpuOf(pid int) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// After the command's name in parentheses: state is field 3, utime 14, stime 15.
	fields := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	if len(fields) < 13 {
		return 0
	}
	user, _ := strconv.ParseFloat(fields[11], 64)
	system, _ := strconv.ParseFloat(fields[12], 64)
	return (user + system) / 100 // USER_HZ
}
