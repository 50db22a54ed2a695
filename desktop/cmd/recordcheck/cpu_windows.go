package main

import "golang.org/x/sys/windows"

// cpuSeconds is the CPU time this process used.
func cpuSeconds() float64 {
	var created, exited, kernel, user windows.Filetime
	if windows.GetProcessTimes(windows.CurrentProcess(), &created, &exited, &kernel, &user) != nil {
		return 0
	}
	ticks := func(f windows.Filetime) float64 {
		return float64(uint64(f.HighDateTime)<<32|uint64(f.LowDateTime)) / 1e7
	}
	return ticks(kernel) + ticks(user)
}
