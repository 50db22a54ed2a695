package strength

import (
	"strings"
	"testing"
)

// The embedded lists are what gen.go writes: one lower-case entry a line,
// no blank line, no repeat within a list.
func TestListsAreWellFormed(t *testing.T) {
	for name, list := range map[string]string{"passwords": passwordList, "english": englishList,
		"female names": femaleNameList, "male names": maleNameList, "surnames": surnameList} {
		seen := map[string]bool{}
		for line := range strings.Lines(list) {
			w := strings.TrimSuffix(line, "\n")
			if w == "" || w != strings.ToLower(w) || strings.TrimSpace(w) != w || seen[w] {
				t.Fatalf("%s: bad or repeated entry %q", name, w)
			}
			seen[w] = true
		}
		if len(seen) < 1000 {
			t.Fatalf("%s: only %d entries", name, len(seen))
		}
	}
	if r := commonWords().rank["password"]; r != 1 {
		t.Fatalf(`"password" ranks %d, want 1`, r)
	}
}
