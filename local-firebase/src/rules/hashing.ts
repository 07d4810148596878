import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { RulesBytes, RulesEvalError, typeName, type RulesValue } from './values.js';

// CRC-32C (Castagnoli), reflected polynomial 0x82F63B78; zlib only has the IEEE CRC-32.
const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32c(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function bytesOf(value: RulesValue | undefined): Uint8Array {
  if (typeof value === 'string') return new Uint8Array(Buffer.from(value, 'utf8'));
  if (value instanceof RulesBytes) return value.data;
  throw new RulesEvalError(`hashing expects a string or bytes, got ${typeName(value ?? null)}`);
}

function bigEndian(checksum: number): RulesBytes {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(checksum >>> 0);
  return new RulesBytes(new Uint8Array(out));
}

/** `hashing.md5/sha256/crc32/crc32c(string | bytes)` → bytes, as in rules.hashing. */
export const HASHING = {
  md5: (value: RulesValue | undefined) => new RulesBytes(new Uint8Array(createHash('md5').update(bytesOf(value)).digest())),
  sha256: (value: RulesValue | undefined) => new RulesBytes(new Uint8Array(createHash('sha256').update(bytesOf(value)).digest())),
  crc32: (value: RulesValue | undefined) => bigEndian(crc32(bytesOf(value))),
  crc32c: (value: RulesValue | undefined) => bigEndian(crc32c(bytesOf(value))),
};
