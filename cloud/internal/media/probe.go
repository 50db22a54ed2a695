package media

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
)

// Info is what ffprobe says about a file.
type Info struct {
	Format     string
	DurationMs int64
	Video      *Stream
	Audio      *Stream
}

// Stream is one audio or video stream.
type Stream struct {
	Codec    string
	Width    int
	Height   int
	Rotation int // degrees the picture is turned for display
	PixFmt   string
}

type probeOutput struct {
	Streams []struct {
		CodecType    string `json:"codec_type"`
		CodecName    string `json:"codec_name"`
		Width        int    `json:"width"`
		Height       int    `json:"height"`
		PixFmt       string `json:"pix_fmt"`
		Duration     string `json:"duration"`
		SideDataList []struct {
			Rotation float64 `json:"rotation"`
		} `json:"side_data_list"`
		Disposition struct {
			AttachedPic int `json:"attached_pic"`
		} `json:"disposition"`
	} `json:"streams"`
	Format struct {
		FormatName string `json:"format_name"`
		Duration   string `json:"duration"`
	} `json:"format"`
}

// Probe runs ffprobe on path, forcing the container Sniff found.
func (t *Toolbox) Probe(ctx context.Context, path string, c Container) (Info, error) {
	out, err := t.run(ctx, t.FFprobe, "-v", "error", "-protocol_whitelist", "file,pipe",
		"-f", string(c), "-print_format", "json", "-show_format", "-show_streams", "file:"+path)
	if err != nil {
		return Info{}, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	var p probeOutput
	if err := json.Unmarshal(out, &p); err != nil {
		return Info{}, fmt.Errorf("media: parse ffprobe output: %w", err)
	}
	info := Info{Format: p.Format.FormatName, DurationMs: secondsToMs(p.Format.Duration)}
	for _, s := range p.Streams {
		st := &Stream{Codec: s.CodecName, Width: s.Width, Height: s.Height, PixFmt: s.PixFmt}
		for _, sd := range s.SideDataList {
			st.Rotation = int(math.Round(sd.Rotation))
		}
		switch {
		case s.CodecType == "video" && s.Disposition.AttachedPic == 0 && info.Video == nil:
			info.Video = st
		case s.CodecType == "audio" && info.Audio == nil:
			info.Audio = st
		}
		if info.DurationMs == 0 {
			info.DurationMs = secondsToMs(s.Duration)
		}
	}
	return info, nil
}

func secondsToMs(s string) int64 {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0
	}
	return int64(math.Round(f * 1000))
}
