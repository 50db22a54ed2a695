package names

import (
	"fmt"
	"unicode/utf8"
)

// Numbered is name when it is free, else the first free "name (n)" counting
// up from 1 (spec 5: a folder moved or copied next to a same-named one).
// The name is shortened so the numbered form keeps within max characters.
func Numbered(name string, max int, taken func(string) bool) string {
	if !taken(name) {
		return name
	}
	for n := 1; ; n++ {
		suffix := fmt.Sprintf(" (%d)", n)
		base := name
		for utf8.RuneCountInString(base)+len(suffix) > max && base != "" {
			_, size := utf8.DecodeLastRuneInString(base)
			base = base[:len(base)-size]
		}
		if candidate := base + suffix; !taken(candidate) {
			return candidate
		}
	}
}
