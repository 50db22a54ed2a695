package media

import (
	"strings"
	"testing"
)

func TestCappedOutput(t *testing.T) {
	head := &capped{max: 10}
	tail := &capped{max: 10, keepTail: true}
	for _, w := range []*capped{head, tail} {
		for _, chunk := range []string{"0123", "4567", "89ab", "cdef"} {
			if n, err := w.Write([]byte(chunk)); n != len(chunk) || err != nil {
				t.Fatalf("Write = %d, %v", n, err)
			}
		}
	}
	if head.String() != "0123456789" || !head.over {
		t.Fatalf("head kept %q", head.String())
	}
	if tail.String() != "6789abcdef" || !tail.over {
		t.Fatalf("tail kept %q", tail.String())
	}
	small := &capped{max: 100, keepTail: true}
	small.Write([]byte(strings.Repeat("x", 50)))
	if small.over || small.String() != strings.Repeat("x", 50) {
		t.Fatal("output under the cap was changed")
	}
}
