package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"sort"
)

// A plist value: string, bool, []any (array) or plistDict.
type plistDict map[string]any

// writePlist encodes d as an XML property list (Apple's DTD), keys sorted
// so the same input always gives the same file.
func writePlist(d plistDict) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	b.WriteString(`<plist version="1.0">` + "\n")
	if err := writeValue(&b, d, 0); err != nil {
		return nil, err
	}
	b.WriteString("</plist>\n")
	return b.Bytes(), nil
}

func writeValue(b *bytes.Buffer, v any, depth int) error {
	indent := bytes.Repeat([]byte("\t"), depth)
	switch v := v.(type) {
	case string:
		b.Write(indent)
		b.WriteString("<string>")
		if err := xml.EscapeText(b, []byte(v)); err != nil {
			return err
		}
		b.WriteString("</string>\n")
	case bool:
		b.Write(indent)
		if v {
			b.WriteString("<true/>\n")
		} else {
			b.WriteString("<false/>\n")
		}
	case []any:
		b.Write(indent)
		b.WriteString("<array>\n")
		for _, item := range v {
			if err := writeValue(b, item, depth+1); err != nil {
				return err
			}
		}
		b.Write(indent)
		b.WriteString("</array>\n")
	case plistDict:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b.Write(indent)
		b.WriteString("<dict>\n")
		for _, k := range keys {
			b.Write(indent)
			b.WriteString("\t<key>")
			if err := xml.EscapeText(b, []byte(k)); err != nil {
				return err
			}
			b.WriteString("</key>\n")
			if err := writeValue(b, v[k], depth+1); err != nil {
				return err
			}
		}
		b.Write(indent)
		b.WriteString("</dict>\n")
	default:
		return fmt.Errorf("plist: no encoding for %T", v)
	}
	return nil
}
