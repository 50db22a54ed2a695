package camera

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// systemDevices lists the Video4Linux2 capture nodes: a camera has several
// /dev/video nodes, of which index 0 gives the picture.
func systemDevices() ([]Device, error) {
	nodes, _ := filepath.Glob("/sys/class/video4linux/video*")
	sort.Strings(nodes)
	list := []Device{}
	for _, node := range nodes {
		if index, err := os.ReadFile(filepath.Join(node, "index")); err == nil && strings.TrimSpace(string(index)) != "0" {
			continue
		}
		name, _ := os.ReadFile(filepath.Join(node, "name"))
		dev := "/dev/" + filepath.Base(node)
		label := strings.TrimSpace(string(name))
		if label == "" {
			label = dev
		}
		list = append(list, Device{ID: "v4l2:" + dev, Name: label})
	}
	return list, nil
}
