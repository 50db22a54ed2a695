package recording

import (
	"time"

	"github.com/reelroom/reelroom/desktop/internal/sound"
)

// mixLag is how far one source may run ahead of another before the one
// behind (a stalled device) counts as silent for what it missed.
const mixLag = sound.SampleRate / 4

// drift is how far a piece may land from where its time says before the
// source is put back in place: pieces' times wobble by a few milliseconds,
// a stall, a lost piece or two devices' clocks move it further.
const drift = sound.SampleRate * 40 / 1000

// mixer adds the sound of several sources, the microphone and the
// computer's own output, into one track. Each source has a queue that
// starts where the mix has got to, and each piece goes where its time says
// (within drift); the mix goes out as far as every source has come, or
// mixLag short of the one furthest ahead.
type mixer struct {
	queues  [][]float32
	started []bool
	begun   bool
	origin  time.Duration // when, on the recording's clock, the mix begins
	out     int64         // samples given out
	buf     []float32
}

func newMixer(sources int) *mixer {
	return &mixer{queues: make([][]float32, sources), started: make([]bool, sources)}
}

// add queues pcm of source i, heard at at on the recording's clock, and
// gives what can be mixed now (valid until the next call).
func (m *mixer) add(i int, pcm []float32, at time.Duration) []float32 {
	if !m.begun {
		m.begun, m.origin = true, at
	}
	// A piece later than its place (a source that begins after the mix, or
	// came back from a stall) has silence in front of it; one earlier loses
	// what the mix has already passed or what overlaps.
	pos := int64((at - m.origin) * sound.SampleRate / time.Second)
	gap := pos - m.out - int64(len(m.queues[i]))
	if !m.started[i] || gap > drift || gap < -drift {
		m.started[i] = true
		if gap > 0 {
			m.queues[i] = append(m.queues[i], make([]float32, gap)...)
		} else if gap < 0 {
			cut := min(int(-gap), len(m.queues[i]))
			m.queues[i] = m.queues[i][:len(m.queues[i])-cut]
			pcm = pcm[min(int(-gap)-cut, len(pcm)):]
		}
	}
	m.queues[i] = append(m.queues[i], pcm...)
	least, most := len(m.queues[0]), 0
	for _, q := range m.queues {
		least, most = min(least, len(q)), max(most, len(q))
	}
	return m.take(max(least, most-mixLag))
}

// flush gives all that is queued, the sources that are short taken as
// silent, for the end of the recording.
func (m *mixer) flush() []float32 {
	most := 0
	for _, q := range m.queues {
		most = max(most, len(q))
	}
	return m.take(most)
}

// take mixes the first n samples of every queue, clipped to full scale.
func (m *mixer) take(n int) []float32 {
	if n <= 0 {
		return nil
	}
	m.buf = append(m.buf[:0], make([]float32, n)...)
	for i, q := range m.queues {
		k := min(n, len(q))
		for j, s := range q[:k] {
			m.buf[j] += s
		}
		m.queues[i] = q[:copy(q, q[k:])]
	}
	for j, s := range m.buf {
		m.buf[j] = max(-1, min(1, s))
	}
	m.out += int64(n)
	return m.buf
}
