package webapp

import (
	"strconv"
	"strings"
)

// negotiate picks the content coding to send from offered (in the server's
// order of preference) by an Accept-Encoding header: the one the client gives
// the highest q-value, the server's order breaking ties. "" means identity:
// no header, nothing offered acceptable, or every offer refused with q=0.
// "*" stands for every coding the header does not name.
func negotiate(acceptEncoding string, offered []string) string {
	if acceptEncoding == "" || len(offered) == 0 {
		return ""
	}
	q := map[string]float64{}
	for _, part := range strings.Split(acceptEncoding, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		q[coding] = qValue(params)
	}
	best, bestQ := "", 0.0
	for _, enc := range offered {
		v, named := q[enc]
		if !named {
			v, named = q["*"]
		}
		if named && v > bestQ {
			best, bestQ = enc, v
		}
	}
	return best
}

// qValue reads "q=N" among a coding's parameters; 1 when absent, 0 when it
// cannot be read (a malformed preference is no consent).
func qValue(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || f < 0 {
			return 0
		}
		return min(f, 1)
	}
	return 1
}
