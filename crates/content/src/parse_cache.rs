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
use std::fs::File;
use std::io::{Read, Write};
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

/// The cache as found at the start of a load: its index only. Each entry is read from the file
/// when it is asked for, so the cache never sits in memory whole (at 10,000 pages it is 86 MB).
#[derive(Default)]
pub struct ParseCache {
    dir: Option<PathBuf>,
    file: Option<File>,
    entries: HashMap<Key, Entry>,
}

/// Where an entry's bytes are in the file, and their hash.
#[derive(Clone, Copy)]
struct Entry {
    offset: u64,
    len: usize,
    check: Key,
}

impl ParseCache {
    /// Opens the cache in `dir`; empty when there is none, or it is from other code or damaged.
    pub fn open(dir: &Path) -> ParseCache {
        let found = File::open(dir.join(FILE)).ok().and_then(|mut file| Some((index(&mut file)?, file)));
        let (entries, file) = match found {
            Some((entries, file)) => (entries, Some(file)),
            None => (HashMap::new(), None),
        };
        ParseCache { dir: Some(dir.to_path_buf()), file, entries }
    }

    /// Whether this cache is written at the end of the load (a load without a cache folder keeps
    /// nothing, so nothing needs encoding).
    pub fn stores(&self) -> bool {
        self.dir.is_some()
    }

    /// The page that bytes with this hash parsed into last time, if it was stored.
    pub fn get(&self, key: &Key) -> Option<PageFile> {
        bitcode::decode(&self.read(*self.entries.get(key)?)?).ok()
    }

    /// An entry's bytes, if they are whole.
    fn read(&self, entry: Entry) -> Option<Vec<u8>> {
        let mut bytes = vec![0; entry.len];
        read_at(self.file.as_ref()?, &mut bytes, entry.offset).ok()?;
        (blake3::hash(&bytes).as_bytes() == &entry.check).then_some(bytes)
    }

    /// Replaces the cache with the entries of this load: for each page file that loaded without a
    /// problem, its key and its encoding if it was parsed now (`None`: it came from this cache).
    /// Nothing is written when the cache holds exactly those already. Best effort: a cache that
    /// cannot be written costs the next load a parse.
    pub fn store(&self, loaded: Vec<(Key, Option<Vec<u8>>)>) {
        let Some(dir) = &self.dir else { return };
        let changed = loaded.iter().any(|(_, fresh)| fresh.is_some());
        let mut kept: Vec<(Key, Source)> = loaded
            .into_iter()
            .filter_map(|(key, fresh)| match fresh {
                Some(bytes) => Some((key, Source::Fresh(bytes))),
                None => self.entries.get(&key).map(|e| (key, Source::Cached(*e))),
            })
            .collect();
        kept.sort_by_key(|e| e.0);
        kept.dedup_by(|a, b| a.0 == b.0);
        if !changed && kept.len() == self.entries.len() {
            return;
        }
        let _ = self.write(dir, &kept);
    }

    /// Writes the cache through a temporary file and a rename: a load reading it at the same time
    /// sees the old cache or the new one, never half of one. Entries kept from the old file are
    /// copied from it (it stays readable until the rename).
    fn write(&self, dir: &Path, entries: &[(Key, Source)]) -> std::io::Result<()> {
        // No fsync: a cache lost to a crash only costs a parse (and each entry's hash is checked).
        sitegen_atomic::write_with(&dir.join(FILE), sitegen_atomic::Durability::Cache, |out| {
            out.write_all(MAGIC)?;
            out.write_all(STAMP.as_bytes())?;
            out.write_all(b"\n")?;
            out.write_all(&(entries.len() as u64).to_le_bytes())?;
            for (key, source) in entries {
                let (check, len) = match source {
                    Source::Fresh(b) => (*blake3::hash(b).as_bytes(), b.len()),
                    Source::Cached(e) => (e.check, e.len),
                };
                out.write_all(key)?;
                out.write_all(&check)?;
                out.write_all(&(len as u64).to_le_bytes())?;
            }
            for (_, source) in entries {
                match source {
                    Source::Fresh(b) => out.write_all(b)?,
                    Source::Cached(e) => {
                        out.write_all(&self.read(*e).ok_or_else(|| std::io::Error::other("damaged entry"))?)?
                    }
                }
            }
            Ok(())
        })
    }
}

/// Where an entry of the next cache comes from.
enum Source {
    Fresh(Vec<u8>),
    Cached(Entry),
}

/// The index of a cache file of this code's: where each entry's bytes are. `None` when the file is
/// another build's, or damaged in its header or index.
fn index(file: &mut File) -> Option<HashMap<Key, Entry>> {
    let file_len = file.metadata().ok()?.len();
    let mut head = vec![0; MAGIC.len() + STAMP.len() + 1 + 8];
    file.read_exact(&mut head).ok()?;
    let rest = head.strip_prefix(MAGIC)?.strip_prefix(STAMP.as_bytes())?.strip_prefix(b"\n")?;
    let count = u64::from_le_bytes(rest.try_into().ok()?);
    // A count larger than the file can hold is damage.
    if count > file_len / INDEX_ENTRY as u64 {
        return None;
    }
    let mut index = vec![0; count as usize * INDEX_ENTRY];
    file.read_exact(&mut index).ok()?;
    let mut at = head.len() as u64 + index.len() as u64;
    let mut entries = HashMap::with_capacity(count as usize);
    for line in index.chunks_exact(INDEX_ENTRY) {
        let key: Key = line[..32].try_into().ok()?;
        let check: Key = line[32..64].try_into().ok()?;
        let len = u64::from_le_bytes(line[64..].try_into().ok()?);
        let end = at.checked_add(len).filter(|&e| e <= file_len)?;
        entries.insert(key, Entry { offset: at, len: usize::try_from(len).ok()?, check });
        at = end;
    }
    Some(entries)
}

/// Reads `buf.len()` bytes at `offset` without moving a shared cursor (pages are read in parallel).
#[cfg(unix)]
fn read_at(file: &File, buf: &mut [u8], offset: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, offset)
}

#[cfg(windows)]
fn read_at(file: &File, mut buf: &mut [u8], mut offset: u64) -> std::io::Result<()> {
    while !buf.is_empty() {
        match std::os::windows::fs::FileExt::seek_read(file, buf, offset)? {
            0 => return Err(std::io::ErrorKind::UnexpectedEof.into()),
            n => {
                buf = &mut buf[n..];
                offset += n as u64;
            }
        }
    }
    Ok(())
}
