package strength

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// sequenceMatches finds runs of 3 or more letters or digits that go up or
// down one at a time ("abcdef", "9876"), cheapest from an obvious start.
func sequenceMatches(pw []rune) []match {
	var ms []match
	for i := 0; i+2 < len(pw); {
		step := pw[i+1] - pw[i]
		j := i + 1
		if (step == 1 || step == -1) && sequenceClass(pw[i]) != 0 && sequenceClass(pw[i]) == sequenceClass(pw[j]) {
			for j+1 < len(pw) && pw[j+1]-pw[j] == step && sequenceClass(pw[j+1]) == sequenceClass(pw[i]) {
				j++
			}
		}
		if j-i < 2 {
			i++
			continue
		}
		ms = append(ms, match{i: i, j: j, bits: sequenceBits(pw[i], j-i+1, step < 0), kind: sequence})
		i = j + 1
	}
	return ms
}

// sequenceClass is the alphabet a sequence can run through, 0 for none.
func sequenceClass(r rune) int {
	switch {
	case r >= 'a' && r <= 'z':
		return 1
	case r >= 'A' && r <= 'Z':
		return 2
	case r >= '0' && r <= '9':
		return 3
	}
	return 0
}

func sequenceBits(first rune, length int, down bool) float64 {
	var bits float64
	switch {
	case first == 'a' || first == 'A' || first == 'z' || first == 'Z' || first == '0' || first == '1' || first == '9':
		bits = 1
	case sequenceClass(first) == 3:
		bits = math.Log2(10)
	case sequenceClass(first) == 2:
		bits = math.Log2(26) + 1
	default:
		bits = math.Log2(26)
	}
	if down {
		bits++
	}
	return bits + math.Log2(float64(length))
}

// repeatMatches finds a rune or a block of runes said again and again
// ("aaaa", "abcabc", "lol lol "), priced as the block and its count.
func repeatMatches(pw []rune, userInputs []string) []match {
	var ms []match
	priced := map[string]float64{}
	for i := range pw {
		for size := 1; i+2*size <= len(pw); size++ {
			block := pw[i : i+size]
			if hasPeriod(block) {
				continue // a run of a shorter block, found with it
			}
			count := 1
			for end := i + 2*size; end <= len(pw) && slices.Equal(pw[end-size:end], block); end += size {
				count++
			}
			if count < 2 || size == 1 && count < 3 {
				continue
			}
			key := string(block)
			bits, ok := priced[key]
			if !ok {
				if size == 1 {
					bits = math.Log2(cardinality(block))
				} else {
					bits = Estimate(key, userInputs).Bits
				}
				priced[key] = bits
			}
			ms = append(ms, match{i: i, j: i + size*count - 1, bits: bits + math.Log2(float64(count)), kind: repeat})
		}
	}
	return ms
}

// hasPeriod says whether block is a shorter block said several times.
func hasPeriod(block []rune) bool {
	for p := 1; p < len(block); p++ {
		if len(block)%p != 0 {
			continue
		}
		same := true
		for k := p; k < len(block) && same; k++ {
			same = block[k] == block[k-p]
		}
		if same {
			return true
		}
	}
	return false
}

// Dates: years from 1900 to 2099, any day of any month.
const (
	firstYear = 1900
	lastYear  = 2099
)

const (
	dateSeparators  = " -/\\._"
	maxDateRunes    = 10 // "2024-12-31"
	minDigitsOfDate = 4  // "1224", "3112"
)

var (
	yearBits      = math.Log2(lastYear - firstYear + 1)
	dateBits      = math.Log2(31 * 12 * (lastYear - firstYear + 1))
	shortYearBits = math.Log2(31 * 12 * 100)
)

// dateMatches finds years ("1987") and dates with or without separators
// ("12/31/1999", "311299", "2024.1.5").
func dateMatches(pw []rune) []match {
	var ms []match
	for i := range pw {
		for j := i + 3; j < len(pw) && j-i < maxDateRunes; j++ {
			token := pw[i : j+1]
			if sequenceClass(token[0]) != 3 || sequenceClass(token[len(token)-1]) != 3 {
				continue
			}
			if bits, ok := dateTokenBits(token); ok {
				ms = append(ms, match{i: i, j: j, bits: bits, kind: date})
			}
		}
	}
	return ms
}

// dateTokenBits prices token as a year or a date, when it is one.
func dateTokenBits(token []rune) (float64, bool) {
	var parts []string
	var sep rune
	start := 0
	for k, r := range token {
		switch {
		case r >= '0' && r <= '9':
			continue
		case !strings.ContainsRune(dateSeparators, r) || sep != 0 && r != sep || k == start:
			return 0, false
		}
		sep = r
		parts = append(parts, string(token[start:k]))
		start = k + 1
	}
	parts = append(parts, string(token[start:]))
	switch {
	case len(parts) == 1 && len(token) == 4 && isYear(parts[0]):
		return yearBits, true
	case len(parts) == 3:
		if bits, ok := dateOf(parts[0], parts[1], parts[2]); ok {
			return bits + 2, true // which separator
		}
	case len(parts) == 1 && len(token) >= minDigitsOfDate && len(token) <= 8:
		return splitDate(parts[0])
	}
	return 0, false
}

// splitDate tries each way of cutting digits into a day, a month and a
// year, in any of the usual orders.
func splitDate(digits string) (float64, bool) {
	best, found := 0.0, false
	n := len(digits)
	for a := 1; a <= 4 && a < n; a++ {
		for b := 1; b <= 2 && a+b < n; b++ {
			if bits, ok := dateOf(digits[:a], digits[a:a+b], digits[a+b:]); ok && (!found || bits < best) {
				best, found = bits, true
			}
		}
	}
	return best, found
}

// dateOf reads three numbers as day, month and year in the orders d m y,
// m d y and y m d, and prices the date when one of them is a date.
func dateOf(a, b, c string) (float64, bool) {
	orders := [][3]string{{a, b, c}, {b, a, c}, {c, b, a}} // day, month, year
	for _, o := range orders {
		day, month, year := o[0], o[1], o[2]
		if len(day) > 2 || len(month) > 2 || !inRange(day, 1, 31) || !inRange(month, 1, 12) {
			continue
		}
		switch {
		case len(year) == 4 && isYear(year):
			return dateBits, true
		case len(year) == 2:
			return shortYearBits, true
		}
	}
	return 0, false
}

func isYear(s string) bool { return len(s) == 4 && inRange(s, firstYear, lastYear) }

func inRange(s string, lo, hi int) bool {
	n, err := strconv.Atoi(s)
	return err == nil && n >= lo && n <= hi
}
