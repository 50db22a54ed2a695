//go:build !linux && !windows && !darwin

package autostart

func enable(string) error       { return ErrUnsupported }
func disable() error            { return nil }
func registered() (bool, error) { return false, nil }
