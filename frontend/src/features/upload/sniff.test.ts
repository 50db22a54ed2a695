import { describe, expect, it } from 'vitest';

import { detectVideoType, sniffVideoType, type VideoType } from './sniff';

/** A box header: 4 size bytes, the type, then (for ftyp) the major brand and minor version. */
function box(type: string, brand = ''): Uint8Array<ArrayBuffer> {
  const text = `${type}${brand}`;
  const bytes = new Uint8Array(4 + text.length + 4);
  bytes.set([0, 0, 0, 0x20]);
  bytes.set([...text].map((char) => char.charCodeAt(0)), 4);
  return bytes;
}

const text = (value: string) => new TextEncoder().encode(value);

/** The first bytes of a real file, written in hex. */
const hex = (value: string) => new Uint8Array(value.match(/../g)!.map((pair) => parseInt(pair, 16)));

const cases: { name: string; head: Uint8Array; expected: VideoType | null }[] = [
  { name: 'ftyp isom', head: box('ftyp', 'isom'), expected: 'mp4' },
  { name: 'ftyp mp41', head: box('ftyp', 'mp41'), expected: 'mp4' },
  { name: 'ftyp mp42', head: box('ftyp', 'mp42'), expected: 'mp4' },
  { name: 'ftyp iso5', head: box('ftyp', 'iso5'), expected: 'mp4' },
  { name: 'ftyp avc1', head: box('ftyp', 'avc1'), expected: 'mp4' },
  { name: 'ftyp dash', head: box('ftyp', 'dash'), expected: 'mp4' },
  { name: 'ftyp M4V', head: box('ftyp', 'M4V '), expected: 'mp4' },
  { name: 'ftyp qt', head: box('ftyp', 'qt  '), expected: 'mov' },
  { name: 'ftyp M4A', head: box('ftyp', 'M4A '), expected: 'm4a' },
  { name: 'ftyp 3gp4', head: box('ftyp', '3gp4'), expected: '3gp' },
  { name: 'ftyp 3gp6', head: box('ftyp', '3gp6'), expected: '3gp' },
  { name: 'ftyp 3g2a', head: box('ftyp', '3g2a'), expected: '3g2' },
  { name: 'moov first', head: box('moov'), expected: 'mov' },
  { name: 'mdat first', head: box('mdat'), expected: 'mov' },
  { name: 'wide first', head: box('wide'), expected: 'mov' },
  { name: 'free first', head: box('free'), expected: 'mov' },
  { name: 'skip first', head: box('skip'), expected: 'mov' },
  { name: 'pnot first', head: box('pnot'), expected: 'mov' },
  // Sound-only files off phones: the server turns them into waveform videos.
  { name: 'iPhone voice memo', head: hex('0000001c667479704d344120000000004d34412069736f6d'), expected: 'm4a' },
  { name: 'iOS 9 voice memo, QuickTime brand', head: hex('000000146674797071742020000000007174202000000008'), expected: 'mov' },
  { name: 'MP4 with sound only', head: hex('00000018667479706d703432000000006d70343269736f6d'), expected: 'mp4' },
  { name: 'plain text', head: text('hello, this is not a video at all'), expected: null },
  { name: 'HLS playlist', head: text('#EXTM3U\n#EXT-X-VERSION:3\n'), expected: null },
  { name: 'ffconcat', head: text('ffconcat version 1.0\nfile /etc/passwd\n'), expected: null },
  { name: 'Matroska/WebM', head: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), expected: null },
  { name: 'ftyp in the wrong place', head: text('ftypisom0000'), expected: null },
  { name: 'box type in lower and upper case', head: box('FTYP', 'isom'), expected: null },
  { name: 'empty', head: new Uint8Array(), expected: null },
  { name: 'seven bytes', head: box('ftyp').subarray(0, 7), expected: null },
  { name: 'ftyp cut before its brand', head: box('ftyp').subarray(0, 10), expected: null },
];

describe('detectVideoType', () => {
  it.each(cases)('$name → $expected', ({ head, expected }) => {
    expect(detectVideoType(head)).toBe(expected);
  });
});

describe('sniffVideoType', () => {
  it('reads the bytes, not the name or the type the browser reports', async () => {
    const fake = new File(['just some notes'], 'holiday.mp4', { type: 'video/mp4' });
    const real = new File([box('ftyp', 'qt  '), new Uint8Array(4096)], 'clip.txt', { type: 'text/plain' });

    expect(await sniffVideoType(fake)).toBeNull();
    expect(await sniffVideoType(real)).toBe('mov');
  });
});
