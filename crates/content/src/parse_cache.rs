//! The parse cache: every page file that parsed without a single problem, by the hash of its
//! bytes, in one file (`.sitegen-cache/content/pages.bin`). Parsing YAML is most of the time it
//! takes to load a large site; a build in which a page did not change decodes the page it parsed
//! last time instead, several times faster (docs/benchmark.md).
//!
//! What keeps it right: an entry is found only by the hash of the file's exact bytes, so any edit
//! misses; a file with any problem (a slip, a parse error, a `# TODO`) is never stored, so its
//! messages always come from a fresh parse; and the file's stamp is a hash of this crate's sources
//! and Cargo.lock (build.rs), so a cache written by other code (other types, another parser) is
//! ignored as a whole; and each entry carries the hash of its own bytes, checked before it is
//! decoded, so a damaged entry (a disk error, a crash while writing) is a miss and never a wrong
//! page. An unreadable or damaged cache is a miss, never an error: it can be deleted at any time.
//!
//! Layout: magic line, stamp line, entry count (u64 LE), then per entry the hash of the page file
//! (32 bytes), the hash of the entry's bytes (32) and their length (u64 LE), then the entries'
//! bytes in the same order.

use std::collections::HashMap;
use std::io::Write;
use std::ops::Range;
use std::path::{Path, PathBuf};

use crate::raw::PageFile;

const MAGIC: &[u8] = b"sitegen parse cache\n";
const STAMP: &str = env!("SITEGEN_PARSE_STAMP");
const FILE: &str = "pages.bin";
/// One entry of the index: page hash, entry hash, length.
const INDEX_ENTRY: usize = 32 + 32 + 8;

/// The hash a page file's bytes are found by.
pub type Key = [u8; 32];

pub fn key(bytes: &[u8]) -> Key {
    *blake3::hash(bytes).as_bytes()
}

/// A page file's parse as the cache keeps it.
pub fn encode(page: &PageFile) -> Vec<u8> {
    bitcode::encode(page)
}

/// The cache as read at the start of a load.
#[derive(Default)]
pub struct ParseCache {
    dir: Option<PathBuf>,
    bytes: Vec<u8>,
    entries: HashMap<Key, Entry>,
}

/// Where an entry's bytes are, and their hash.
struct Entry {
    range: Range<usize>,
    check: Key,
}

impl ParseCache {
    /// Reads the cache in `dir`; empty when there is none, or it is from other code or damaged.
    pub fn open(dir: &Path) -> ParseCache {
        let bytes = std::fs::read(dir.join(FILE)).unwrap_or_default();
        let entries = index(&bytes).unwrap_or_default();
        ParseCache { dir: Some(dir.to_path_buf()), bytes, entries }
    }

    /// The page that bytes with this hash parsed into last time, if it was stored.
    pub fn get(&self, key: &Key) -> Option<PageFile> {
        bitcode::decode(self.raw(key)?).ok()
    }

    /// The stored bytes of an entry, if they are whole, to decode or to carry into the next cache.
    pub fn raw(&self, key: &Key) -> Option<&[u8]> {
        let entry = self.entries.get(key)?;
        let bytes = &self.bytes[entry.range.clone()];
        (blake3::hash(bytes).as_bytes() == &entry.check).then_some(bytes)
    }

    /// Replaces the cache with `entries` (the pages of this load), unless it holds exactly those
    /// already. Best effort: a cache that cannot be written costs the next load a parse.
    pub fn store<'e>(&self, entries: impl IntoIterator<Item = (Key, Option<&'e [u8]>, Option<Vec<u8>>)>) {
        let Some(dir) = &self.dir else { return };
        let mut kept: Vec<(Key, std::borrow::Cow<'_, [u8]>)> = Vec::new();
        let mut changed = false;
        for (key, old, fresh) in entries {
            match (old, fresh) {
                (Some(old), _) => kept.push((key, old.into())),
                (None, Some(fresh)) => {
                    changed = true;
                    kept.push((key, fresh.into()));
                }
                (None, None) => {}
            }
        }
        kept.sort_by_key(|e| e.0);
        kept.dedup_by(|a, b| a.0 == b.0);
        if !changed && kept.len() == self.entries.len() {
            return;
        }
        let _ = write(dir, &kept);
    }
}

/// Where each entry's bytes are, if the file is a whole cache of this code's.
fn index(bytes: &[u8]) -> Option<HashMap<Key, Entry>> {
    let mut rest = bytes.strip_prefix(MAGIC)?.strip_prefix(STAMP.as_bytes())?.strip_prefix(b"\n")?;
    let take = |rest: &mut &[u8], n: usize| -> Option<Vec<u8>> {
        let (head, tail) = rest.split_at_checked(n)?;
        *rest = tail;
        Some(head.to_vec())
    };
    let count = u64::from_le_bytes(take(&mut rest, 8)?.try_into().ok()?);
    // A count larger than the file can hold is damage.
    if count > (rest.len() / INDEX_ENTRY) as u64 {
        return None;
    }
    let mut at = bytes.len() - rest.len() + count as usize * INDEX_ENTRY;
    let mut entries = HashMap::with_capacity(count as usize);
    for _ in 0..count {
        let key: Key = take(&mut rest, 32)?.try_into().ok()?;
        let check: Key = take(&mut rest, 32)?.try_into().ok()?;
        let len = usize::try_from(u64::from_le_bytes(take(&mut rest, 8)?.try_into().ok()?)).ok()?;
        let end = at.checked_add(len).filter(|&e| e <= bytes.len())?;
        entries.insert(key, Entry { range: at..end, check });
        at = end;
    }
    Some(entries)
}

/// Writes the cache through a temporary file and a rename: a load reading it at the same time
/// sees the old cache or the new one, never half of one.
fn write(dir: &Path, entries: &[(Key, std::borrow::Cow<'_, [u8]>)]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!("{FILE}.tmp-{}", std::process::id()));
    let result = (|| {
        let mut out = std::io::BufWriter::with_capacity(1 << 20, std::fs::File::create(&tmp)?);
        out.write_all(MAGIC)?;
        out.write_all(STAMP.as_bytes())?;
        out.write_all(b"\n")?;
        out.write_all(&(entries.len() as u64).to_le_bytes())?;
        for (key, bytes) in entries {
            out.write_all(key)?;
            out.write_all(blake3::hash(bytes).as_bytes())?;
            out.write_all(&(bytes.len() as u64).to_le_bytes())?;
        }
        for (_, bytes) in entries {
            out.write_all(bytes)?;
        }
        // No fsync: a cache lost to a crash only costs a parse.
        out.into_inner().map_err(|e| e.into_error())?;
        std::fs::rename(&tmp, dir.join(FILE))
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
