package names

import "testing"

func TestNumbered(t *testing.T) {
	cases := []struct {
		name  string
		max   int
		taken []string
		want  string
	}{
		{"Design", 80, nil, "Design"},
		{"Design", 80, []string{"Design"}, "Design (1)"},
		{"Design", 80, []string{"Design", "Design (1)", "Design (2)"}, "Design (3)"},
		{"Design", 80, []string{"Design", "Design (2)"}, "Design (1)"},
		{"abcdefghij", 12, []string{"abcdefghij"}, "abcdefgh (1)"},
		{"日本語の名前", 8, []string{"日本語の名前"}, "日本語の (1)"},
	}
	for _, tc := range cases {
		set := map[string]bool{}
		for _, n := range tc.taken {
			set[n] = true
		}
		if got := Numbered(tc.name, tc.max, func(n string) bool { return set[n] }); got != tc.want {
			t.Errorf("Numbered(%q, %v) = %q, want %q", tc.name, tc.taken, got, tc.want)
		}
	}
}
