// Russian text in one byte a character. A JavaScript engine keeps a string whose every character is below
// U+0100 at one byte each, and any other at two: a Cyrillic address costs twice its length. Mapped through
// Windows-1251 (Cyrillic, Ё, №, «», dashes and the other marks of Russian text), the packed name and address
// columns of 100,000 points take half the memory and half the saved snapshot (text-column.ts;
// docs/decisions/performance-on-slow-links.md, "Memory on a phone").

/** The characters of bytes 0x80-0xFF in Windows-1251, as the Encoding standard defines them. */
const HIGH = new TextDecoder('windows-1251').decode(Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i));

/** For each UTF-16 code unit, its byte in Windows-1251; 0 when it has none (NUL itself never occurs in the texts kept). */
const BYTE_OF = new Uint8Array(0x10000);
for (let c = 1; c < 0x80; c++) BYTE_OF[c] = c;
for (let i = 0; i < HIGH.length; i++) BYTE_OF[HIGH.charCodeAt(i)] = 0x80 + i;

/** Strings made from this many codes at a time (the engine's limit on a call's arguments). */
const CHUNK = 8192;

/** `text` with each character as its Windows-1251 byte, or null when one of them has no byte there. */
export function toOneByte(text: string): string | null {
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) ascii = text.charCodeAt(i) < 0x80;
  if (ascii) return text;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const byte = BYTE_OF[code];
    if (byte === 0 && code !== 0) return null;
    bytes[i] = byte;
  }
  let out = '';
  for (let at = 0; at < bytes.length; at += CHUNK) out += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return out;
}

/** A character code of a one-byte text as the code of the character it stands for. */
export const wideCode = (code: number): number => (code < 0x80 ? code : HIGH.charCodeAt(code - 0x80));

/** The text toOneByte made, back as it was. */
export function fromOneByte(oneByte: string): string {
  let out = '';
  let plainFrom = 0;
  for (let i = 0; i < oneByte.length; i++) {
    const code = oneByte.charCodeAt(i);
    if (code < 0x80) continue;
    out += oneByte.slice(plainFrom, i) + HIGH[code - 0x80];
    plainFrom = i + 1;
  }
  return plainFrom === 0 ? oneByte : out + oneByte.slice(plainFrom);
}
