package ratelimit

import (
	"testing"
	"time"
)

func TestAllow(t *testing.T) {
	now := time.Unix(1000, 0)
	l := New(3, 10*time.Second)
	l.now = func() time.Time { return now }
	for i := 0; i < 3; i++ {
		if !l.Allow("a") {
			t.Fatalf("action %d of the burst refused", i+1)
		}
	}
	if l.Allow("a") {
		t.Fatal("fourth action allowed at once")
	}
	if !l.Allow("b") {
		t.Fatal("another key was limited")
	}
	now = now.Add(10 * time.Second)
	if !l.Allow("a") || l.Allow("a") {
		t.Fatal("one token should come back every 10 s")
	}
	now = now.Add(time.Hour)
	l.Allow("c")
	if _, kept := l.buckets["b"]; kept {
		t.Fatal("idle bucket not swept")
	}
}
