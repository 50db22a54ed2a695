/** The containers the upload dialog takes (spec 5 and 9), all ISO base media files. */
export type VideoType = 'mp4' | 'mov' | 'm4a' | '3gp' | '3g2';

/** How many leading bytes the sniffer reads; the first box header fits easily. */
export const SNIFF_BYTES = 64;

/** Box types an ISO BMFF file may start with; only ftyp names a brand. */
const leadingBoxes = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

function typeOfBrand(brand: string): VideoType {
  if (brand === 'qt  ') return 'mov';
  if (brand === 'M4A ') return 'm4a';
  if (brand.startsWith('3gp')) return '3gp';
  if (brand.startsWith('3g2')) return '3g2';
  // isom, mp41, mp42, iso2-6, avc1, dash, M4V and the like are all MP4 flavours.
  return 'mp4';
}

/** Names the container from a file's first bytes, or null for anything else. */
export function detectVideoType(head: Uint8Array): VideoType | null {
  if (head.length < 8) return null;
  const box = ascii(head, 4, 8);
  if (!leadingBoxes.has(box)) return null;
  if (box !== 'ftyp') return 'mov';
  if (head.length < 12) return null;
  return typeOfBrand(ascii(head, 8, 12));
}

/** Reads only the head of the file: its name and the type the browser guessed are not trusted. */
export async function sniffVideoType(file: Blob): Promise<VideoType | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return detectVideoType(head);
}
