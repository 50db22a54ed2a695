package strength_test

import (
	"bufio"
	"bytes"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/strength"
)

// The account of Ann Lee, as the account service describes it.
var ann = []string{"ann.lee@example.com", "ann.lee", "ann", "lee", "example", "com", "annalee"}

func TestEstimate(t *testing.T) {
	cases := []struct {
		name, password string
		weak           strength.Weakness // "" for a password that must score 3 or more
	}{
		{"the commonest password", "password", strength.Common},
		{"common password and a digit", "password1", strength.Common},
		{"common with capitals and digits", "Monkey123", strength.Common},
		{"common, l33t", "P@ssw0rd", strength.Common},
		{"common, reversed", "drowssap", strength.Common},
		{"common password and a year", "dragon1987", strength.Common},
		{"two common words", "correct horse", strength.Common},
		{"digits in a list", "12345678", strength.Common},
		{"keyboard row in a list", "qwertyuiop", strength.Common},
		{"keyboard row", "asdfghjkl;", strength.Pattern},
		{"keyboard row with its symbols", "zxcvbnm,./", strength.Pattern},
		{"sequence", "abcdefghij", strength.Pattern},
		{"sequence from the middle", "mnopqrstuv", strength.Pattern},
		{"sequence down", "9876543210", strength.Pattern},
		{"capitals down", "ZYXWVUTSRQ", strength.Pattern},
		{"one character repeated", "!!!!!!!!!!", strength.Pattern},
		{"a block repeated", "xyzzyxyzzy", strength.Pattern},
		{"date with dashes", "1999-12-31", strength.Pattern},
		{"date with dots, day first", "31.12.1999", strength.Pattern},
		{"date without separators", "31121999", strength.Pattern},
		{"American date", "8/15/2003", strength.Pattern},
		{"own e-mail", "ann.lee@example.com", strength.Personal},
		{"own name and a year", "annalee2024", strength.Personal},
		{"own name, capital and symbols", "Annalee!!", strength.Personal},
		{"own name, l33t", "4nn4l33!", strength.Personal},
		{"own name reversed", "eelanna12", strength.Personal},
		{"own e-mail's domain", "example.com", strength.Personal},
		{"three words and a number", "quiet harbor kettle 42", ""},
		{"three common words", "correct horse battery", ""},
		{"two words, separators and a digit", "correct-horse-9", ""},
		{"random", "xK9#mQ2!pLr", ""},
		{"eight Chinese characters", "春眠不觉晓处闻啼", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := strength.Estimate(tc.password, ann)
			if tc.weak == "" {
				if r.Score < 3 {
					t.Fatalf("score %d (%.1f bits, %s), want 3 or more", r.Score, r.Bits, r.Weakness)
				}
				return
			}
			if r.Score >= 3 || r.Weakness != tc.weak {
				t.Fatalf("score %d (%.1f bits), weakness %q; want under 3 and %q", r.Score, r.Bits, r.Weakness, tc.weak)
			}
		})
	}
}

// Long random passwords are strong whatever patterns chance puts in them.
func TestLongRandomIsStrong(t *testing.T) {
	const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*-_=+"
	rng := rand.New(rand.NewPCG(18, 40))
	for range 500 {
		b := make([]byte, 16)
		for k := range b {
			b[k] = chars[rng.IntN(len(chars))]
		}
		if r := strength.Estimate(string(b), ann); r.Score != 4 {
			t.Errorf("%q: score %d (%.1f bits)", b, r.Score, r.Bits)
		}
	}
}

// The score follows the guesses: 10^6, 10^8, 10^10 and 10^12 are the steps.
func TestScoreFollowsGuesses(t *testing.T) {
	for _, p := range []string{"password", "abcdefghij", "correct horse", "correct-horse-9", "xK9#mQ2!pLr", "Tr0ub4dour&3"} {
		r := strength.Estimate(p, nil)
		want := 0
		for _, g := range []float64{1e6, 1e8, 1e10, 1e12} {
			if r.Guesses >= g {
				want++
			}
		}
		if r.Score != want {
			t.Errorf("%q: %g guesses, score %d, want %d", p, r.Guesses, r.Score, want)
		}
	}
}

// Without the person's details their name is just letters; with them it is weak.
func TestUserInputsMatter(t *testing.T) {
	if r := strength.Estimate("zyxelwoomph", nil); r.Score < 3 {
		t.Fatalf("without inputs: score %d", r.Score)
	}
	if r := strength.Estimate("zyxelwoomph", []string{"zyxelwoomph@example.com", "zyxelwoomph"}); r.Score >= 3 || r.Weakness != strength.Personal {
		t.Fatalf("with inputs: score %d, weakness %q", r.Score, r.Weakness)
	}
}

// Starting the program builds nothing: the word lists and keyboards are made
// on the first estimate. The test binary runs itself with Go's report of
// each package's initialisation.
func TestNothingBuiltAtStart(t *testing.T) {
	if os.Getenv("STRENGTH_INIT_CHILD") != "" {
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestNothingBuiltAtStart$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1", "STRENGTH_INIT_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "init github.com/reelroom/reelroom/cloud/internal/strength ") &&
			!strings.HasSuffix(line, " 0 bytes, 0 allocs") {
			t.Fatalf("the package allocates at start: %s", line)
		}
	}
}

func BenchmarkEstimate(b *testing.B) {
	strength.Estimate("warm up", nil)
	for b.Loop() {
		strength.Estimate("Correct-Horse-Battery-9", ann)
	}
}
